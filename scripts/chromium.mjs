// The Chromium every script and test runner here starts headless: where it is, and the flags that
// keep it quiet and steady (no sandbox in a container, no GPU, no update or sync traffic, no QUIC).
// One list, so a flag every run needs is added once.

/** The Chromium binary (Debian's by default; CHROMIUM_PATH names another). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags of every headless Chromium the project starts. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]);

/** For runs whose every page is a player: none may be slowed down for being in the background. */
export const NO_BACKGROUND_THROTTLING = Object.freeze([
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
]);

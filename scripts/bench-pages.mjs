// What the network benches share: the project's own net code bundled into a page (vite), that
// page served with our PeerJS signaling on one port of 127.0.0.1, and headless Chromium to open
// one page per player (playwright-core driving /usr/bin/chromium; it downloads no browser).
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { startServer } from '../server/serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, NO_BACKGROUND_THROTTLING } from './chromium.mjs';

/** Bundles the TypeScript page `file` into `dir` as `bench.js` with an `index.html` that loads it. */
export async function bundlePage(root, file, dir, title) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir: dir,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      lib: { entry: file, formats: ['es'], fileName: () => 'bench.js' },
    },
  });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>${title}</title><script type="module" src="./bench.js"></script>`,
  );
}

/**
 * Bundles `entry` (TypeScript, importing the project's modules by absolute path) into a page, serves
 * it with signaling, and launches the browser. `close()` stops all three.
 */
export async function benchPages(root, entry, title) {
  const dir = mkdtempSync(join(tmpdir(), 'uno-bench-'));
  const file = join(dir, 'bench-entry.ts');
  writeFileSync(file, entry);
  await bundlePage(root, file, dir, title);
  const server = await startServer({ port: 0, host: '127.0.0.1', dist: dir, iceServers: [] });
  const cfg = { host: '127.0.0.1', port: server.port, path: '/peerjs', key: 'peerjs', secure: false, iceServers: [] };
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...NO_BACKGROUND_THROTTLING],
  });
  return {
    cfg,
    browser,
    url: server.url + 'index.html',
    async close() {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

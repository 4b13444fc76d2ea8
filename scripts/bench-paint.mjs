#!/usr/bin/env node
// `npm run bench:paint`: how soon a phone on a mobile network sees the home screen and the invite
// link's page, against a blank Lit page loaded the same way (docs/smoothness-passes.md "Thirteenth pass:
// the first paint before the script"). The built dist/ and a blank Lit page (one element, one
// button, built by vite here) served gzipped on 127.0.0.1; headless Chromium at 360×740, the CPU
// slowed down 4 times (Emulation.setCPUThrottlingRate) and the network emulated
// (Network.emulateNetworkConditions: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip), each load
// in a fresh browser context (nothing cached), the three pages in turns so the machine's swings
// fall on all three. Per page, the medians over the loads:
//
// - fcpMs: first contentful paint, from the navigation's start.
// - readyMs: until the button answers a tap: the prerendered copy's script has run (its Create and
//   Join answer as the app would, and hold the tap for it: scripts/prerender.mjs), or the live
//   element (Lit's) has drawn its create button (home), its join button (invite) or its button
//   (blank), whichever comes first, and not before the first paint (a tap needs a button on screen).
// - liveMs: until the live element has drawn its button (the same as readyMs for blank). After
//   each load the bench taps it and checks the answer (home and invite: "type your name"), so a
//   page that looks ready but is not fails the bench.
//
// It prints figures and judges none: timings belong to the machine they were taken on.
/* global window, document -- the functions given to
   page.evaluate and addInitScript run in the page */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import express from 'express';
import compression from 'compression';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { checked, fail, intOption, parseCli, positiveOption } from './cli.mjs';

const USAGE = `Usage: npm run bench:paint -- [--loads 7] [--rate 4] [--down 1600] [--rtt 150] [--dist dist] [--json]

First contentful paint and time until the main button answers a tap, for the home screen, the
invite link's page and a blank Lit page, loaded in turns on an emulated phone and mobile network.
  --loads <n>    loads of each page (default 7); medians are printed
  --rate <n>     CPU throttling rate (default 4; 1 = none)
  --down <kbit>  download throughput in kbit/s (default 1600)
  --rtt <ms>     round trip time in ms (default 150)
  --dist <dir>   the build to serve (default dist; run npm run build first)
  --json         one JSON line per page: {"paint", "fcpMs", "readyMs", "liveMs"}
  -h, --help     this text
`;
const NAME = 'bench:paint';
const values = parseCli(NAME, USAGE, {
  loads: { type: 'string', default: '7' },
  rate: { type: 'string', default: '4' },
  down: { type: 'string', default: '1600' },
  rtt: { type: 'string', default: '150' },
  dist: { type: 'string', default: 'dist' },
  json: { type: 'boolean', default: false },
});
const opts = checked(NAME, USAGE, () => ({
  loads: intOption('loads', values.loads, 1, 100),
  rate: positiveOption('rate', values.rate),
  down: intOption('down', values.down, 50, 1_000_000),
  rtt: intOption('rtt', values.rtt, 0, 5000),
}));
const dist = resolve(values.dist);
if (!existsSync(join(dist, 'index.html'))) fail(NAME, USAGE, `no build in ${dist}: run npm run build first`);
const log = (...a) => {
  if (!values.json) console.error(...a);
};

/** The page compared against: Lit and one element drawing one button, nothing else. */
const BLANK_ENTRY = `import { LitElement, html } from '${resolve('node_modules/lit/index.js')}';
class BlankPage extends LitElement {
  static properties = { taps: { state: true } };
  constructor() { super(); this.taps = 0; }
  render() { return html\`<button id="btn" @click=\${() => this.taps++}>Play</button><p id="answer">\${this.taps || ''}</p>\`; }
}
customElements.define('blank-page', BlankPage);
`;

async function buildBlank() {
  const dir = mkdtempSync(join(tmpdir(), 'uno-bench-paint-'));
  const entry = join(dir, 'blank-entry.js');
  writeFileSync(entry, BLANK_ENTRY);
  await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'warn',
    build: {
      outDir: join(dir, 'out'),
      target: 'es2022',
      emptyOutDir: true,
      lib: { entry, formats: ['es'], fileName: () => 'blank.js' },
    },
  });
  writeFileSync(
    join(dir, 'out', 'index.html'),
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title><script type="module" src="./blank.js"></script><body><blank-page></blank-page></body></html>',
  );
  return dir;
}

/** The pages: where, which live element and button mean "ready", and what answers a tap. */
const PAGES = {
  home: { path: '/index.html#/', host: ['uno-app', 'uno-home'], button: '#create-btn', answer: '#name-error' },
  invite: {
    path: '/index.html#/join/K7QP2X',
    host: ['uno-app', 'uno-home'],
    button: '#join-btn',
    answer: '#name-error',
  },
  blank: { path: '/blank/index.html', host: ['blank-page'], button: '#btn', answer: '#answer' },
};

/** The live button inside the chain of elements `host`, once the last one has drawn; null before. */
function liveButton([host, button]) {
  let root = document;
  let el = null;
  for (const tag of host) {
    el = root.querySelector(tag);
    if (!el?.shadowRoot) return null;
    root = el.shadowRoot;
  }
  return el.hasUpdated ? root.querySelector(button) : null;
}

/** In the page before anything: notes when the live button is there. */
function watchReady(args) {
  // the function arrives as text: the same liveButton as the bench's
  const live = new Function(`return (${args.liveButton})`)();
  const timer = setInterval(() => {
    if (!live([args.host, args.button])) return;
    window.__readyAt = performance.now();
    clearInterval(timer);
  }, 4);
}

async function loadOnce(browser, base, name) {
  const page_ = PAGES[name];
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'en',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: opts.rtt,
      downloadThroughput: (opts.down * 1000) / 8,
      uploadThroughput: (750 * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.rate });
    await page.addInitScript(watchReady, { host: page_.host, button: page_.button, liveButton: liveButton.toString() });
    await page.goto(base + page_.path, { waitUntil: 'load', timeout: 120_000 });
    // the first paint may come a frame after the button is ready: both are waited for
    await page.waitForFunction(
      () => window.__readyAt !== undefined && performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { timeout: 120_000, polling: 50 },
    );
    // the prerendered copy answers taps as soon as its script ran (scripts/prerender.mjs), the app
    // goes on from there when it is drawn: ready is the first of the two, and never before the
    // button is on screen; live the app's
    const figures = await page.evaluate(() => {
      const fcpMs = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const answers = Math.min(window.unoPrerender?.answersAt ?? Infinity, window.__readyAt);
      return { fcpMs, readyMs: Math.max(fcpMs, answers), liveMs: window.__readyAt };
    });
    // the tap is answered: an empty name is pointed at (home, invite), the counter moves (blank);
    // playwright's CSS goes through open shadow roots, and the copies' tags are not the live ones
    const live = page_.host.at(-1);
    await page.locator(`${live} ${page_.button}`).click();
    const answer = page.locator(`${live} ${page_.answer}`);
    for (let t = 0; !(await answer.textContent())?.trim(); t++) {
      if (t > 100) throw new Error(`${name}: the button did not answer a tap`);
      await page.waitForTimeout(100);
    }
    return figures;
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const blankDir = await buildBlank();
const app = express();
app.use(compression());
app.use('/blank', express.static(join(blankDir, 'out'), { etag: false, maxAge: 0 }));
app.use(express.static(dist, { etag: false, maxAge: 0 }));
const server = await new Promise((ok) => {
  const s = app.listen(0, '127.0.0.1', () => ok(s));
});
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS],
});
try {
  const runs = { home: [], invite: [], blank: [] };
  for (let i = 0; i < opts.loads; i++) {
    for (const name of Object.keys(runs)) {
      const f = await loadOnce(browser, base, name);
      runs[name].push(f);
      log(
        `load ${i + 1}/${opts.loads} ${name}: fcp ${f.fcpMs.toFixed(0)}, ready ${f.readyMs.toFixed(0)}, live ${f.liveMs.toFixed(0)} ms`,
      );
    }
  }
  const out = Object.entries(runs).map(([paint, fs]) => ({
    paint,
    fcpMs: Math.round(median(fs.map((f) => f.fcpMs))),
    readyMs: Math.round(median(fs.map((f) => f.readyMs))),
    liveMs: Math.round(median(fs.map((f) => f.liveMs))),
  }));
  const blank = out.find((o) => o.paint === 'blank');
  for (const o of out) {
    if (values.json) console.log(JSON.stringify(o));
    else
      console.log(
        `${o.paint.padEnd(7)} fcp ${String(o.fcpMs).padStart(5)} ms (${(o.fcpMs / blank.fcpMs).toFixed(2)}x blank)  ready ${String(o.readyMs).padStart(5)} ms (${(o.readyMs / blank.readyMs).toFixed(2)}x blank)  live ${String(o.liveMs).padStart(5)} ms`,
      );
  }
} finally {
  await browser.close();
  server.close();
  rmSync(blankDir, { recursive: true, force: true });
}

#!/usr/bin/env node
// `node scripts/bench-replay.mjs`: how the replay screen copes with long records. For each length
// asked, a legal record is made (scripts/long-record.ts: greedy bots, a target no one reaches), the
// production build is served, and headless Chromium opens the record through the home screen's
// "Watch a saved game" file input, as a player would. It prints, per record:
//
// - open: from the file given to the input to the replay screen showing step 0 (reading the file,
//   checking every step, the first view)
// - end: the "End" button to the last step shown
// - seek: the slowest of 12 jumps of the slider back and forth across the game, and of 20 steps back
//   from the end (each from the click or the input event to the step shown)
// - heap: the page's JS heap (CDP Runtime.getHeapUsage) above what it was before the file, at its
//   highest when sampled after each move, and what stays after a garbage collection at the end
//
// A tab that crashes or a move that takes longer than --timeout is reported as such. It prints
// figures and judges none (docs/security.md, "Long records on the replay screen").
/* global document -- the functions given to page.evaluate run in the page */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';
import { startServer } from '../server/serve.mjs';
import { checked, intOption, parseCli, positiveOption } from './cli.mjs';
import { launch, newPage } from '../test/e2e/drive.mjs';

const USAGE = `Usage: node scripts/bench-replay.mjs [--steps 10000,20000,40000,max] [--dist <dir>] [--timeout 60] [--json]

Opens records of each length on the replay screen in headless Chromium and walks them from start to
end: time to open, to jump to the end, the slowest seek, and the JS heap it takes.
  --steps <list>   record lengths in steps, comma-separated; "max" is the longest record under the
                   5 MB file limit (default 10000,20000,40000,max)
  --dist <dir>     serve this build instead of building the app afresh
  --timeout <s>    give up on a record after this long for one move (default 60)
  --json           one JSON object per record instead of the text
  -h, --help       this text
`;
const NAME = 'bench-replay';
const values = parseCli(NAME, USAGE, {
  steps: { type: 'string', default: '10000,20000,40000,max' },
  dist: { type: 'string' },
  timeout: { type: 'string', default: '60' },
  json: { type: 'boolean', default: false },
});
const opts = checked(NAME, USAGE, () => ({
  steps: values.steps.split(',').map((s) => (s.trim() === 'max' ? Infinity : intOption('steps', s.trim(), 1, 200_000))),
  timeout: positiveOption('timeout', values.timeout) * 1000,
}));
const MAX_FILE = 5_000_000;

const { longRecord } = await tsImport('./long-record.ts', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'uno-bench-replay-'));
const own = !values.dist;
const dist = own ? join(dir, 'dist') : resolve(values.dist);
if (own) {
  console.error('building the app...');
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
}
const server = await startServer({ port: 0, host: '127.0.0.1', dist, iceServers: [] });
const browser = await launch();
const mb = (bytes) => Math.round(bytes / 1e5) / 10;

async function heap(cdp, collect = false) {
  if (collect) await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Runs `move` in the page and waits for the replay screen to say `Step <n> of`; its time in ms. */
async function timed(page, move, n) {
  return page.evaluate(
    async ([move, n]) => {
      const replay = () => document.querySelector('uno-app')?.shadowRoot?.querySelector('uno-replay');
      const el = replay();
      const t0 = performance.now();
      if (move.kind === 'click') el.shadowRoot.querySelector(move.id).click();
      else if (move.kind === 'slider') {
        const slider = el.shadowRoot.querySelector('#slider');
        slider.value = String(n);
        slider.dispatchEvent(new Event('input'));
      }
      await el.updateComplete;
      const shown = el.shadowRoot.querySelector('.step').textContent.trim();
      if (!shown.startsWith(`Step ${n} of`)) throw new Error(`the screen shows "${shown}", not step ${n}`);
      return performance.now() - t0;
    },
    [move, n],
  );
}

async function benchOne(steps) {
  const t0 = performance.now();
  const { record, text } = longRecord(steps === Infinity ? { bytes: MAX_FILE } : { steps });
  const made = performance.now() - t0;
  const file = join(dir, `record-${record.steps.length}.uno.json`);
  writeFileSync(file, text);
  const total = record.steps.length;
  const row = { steps: total, bytes: text.length, rounds: record.steps.filter((s) => s[0] === 'nextRound').length };
  const page = await newPage(browser, server.url);
  let crashed = false;
  page.on('crash', () => (crashed = true));
  page.setDefaultTimeout(opts.timeout);
  const cdp = await page.context().newCDPSession(page);
  try {
    const before = await heap(cdp, true);
    let peak = 0;
    const sample = async () => (peak = Math.max(peak, (await heap(cdp)) - before));
    const start = performance.now();
    await page.locator('uno-home #record-file').setInputFiles(file);
    await page
      .locator('uno-replay .step')
      .filter({ hasText: `Step 0 of ${total}` })
      .waitFor();
    row.openMs = Math.round(performance.now() - start);
    await sample();
    row.endMs = Math.round(await timed(page, { kind: 'click', id: '#last' }, total));
    await sample();
    let seek = 0;
    const marks = [0.5, 0.1, 0.9, 0.25, 0.75, 0.05, 0.95, 0.4, 0.6, 0.2, 0.8, 0].map((f) => Math.round(total * f));
    for (const n of marks) {
      seek = Math.max(seek, await timed(page, { kind: 'slider' }, n));
      await sample();
    }
    await timed(page, { kind: 'click', id: '#last' }, total);
    for (let i = 1; i <= 20; i++) seek = Math.max(seek, await timed(page, { kind: 'click', id: '#back' }, total - i));
    await sample();
    row.seekMaxMs = Math.round(seek);
    row.heapPeakMB = mb(peak);
    row.heapKeptMB = mb((await heap(cdp, true)) - before);
  } catch (e) {
    row.failed = crashed ? 'the tab crashed' : String(e instanceof Error ? e.message.split('\n')[0] : e);
  } finally {
    await page.context().close();
  }
  row.madeIn = `${Math.round(made)} ms`;
  return row;
}

let failed = false;
try {
  for (const steps of opts.steps) {
    const row = await benchOne(steps);
    if (row.failed) failed = true;
    if (values.json) console.log(JSON.stringify(row));
    else
      console.log(
        `${row.steps} steps (${mb(row.bytes)} MB, ${row.rounds} rounds): ` +
          (row.failed
            ? `FAILED after ${row.openMs ?? '-'} ms open, ${row.endMs ?? '-'} ms end: ${row.failed}`
            : `open ${row.openMs} ms, end ${row.endMs} ms, slowest seek ${row.seekMaxMs} ms, ` +
              `heap +${row.heapPeakMB} MB at most, +${row.heapKeptMB} MB kept`),
      );
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
// tsx's esbuild service (tsImport above) would keep the process alive after the work is done
process.exit(failed ? 1 : 0);

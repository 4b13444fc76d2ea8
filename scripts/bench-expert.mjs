#!/usr/bin/env node
// The expert's decision time on a phone, run by `npm run bench:ui` after its own figures: the
// production build in headless Chromium at 360×740, the CPU slowed down 4 times (DevTools'
// Emulation.setCPUThrottlingRate, on the page and on every worker it starts), a solo game against
// three experts, round after round, the player's own moves clicked as a person would
// (test/e2e/drive.mjs). Each expert decision is measured on the page from its ask to the host's bot
// seat taking the answer (src/bots/expert/worker-bot.ts, `uno-expert-decision` on the performance
// timeline), split in its parts: to the worker, in it, back to the page (and how much of that the
// page's own long tasks held it), to the seat. It prints the searched decisions' p50, p95 and max,
// the parts, the small choices' p95 (a color, UNO, a catch: no search, most answered on the page),
// the search's iterations, the longest task of the page's own thread, and a SUMMARY line with the
// load average. docs/bots.md "Expert decision time" keeps the figures.
/* global window, document -- the functions given to page.evaluate and addInitScript run in the page */
import { loadavg } from 'node:os';
import { startServer } from '../server/serve.mjs';
import { benchBuild } from './bench-build.mjs';
import { checked, intOption, parseCli, positiveOption } from './cli.mjs';
import { describeState, launch, newPage, setName, step } from '../test/e2e/drive.mjs';
import { TRACE_CATEGORIES } from './bench-ui-replay.mjs';
import { waitsFromTrace } from './bench-expert-waits.mjs';

const USAGE = `Usage: node scripts/bench-expert.mjs [--rate 4] [--seconds 90] [--dist <dir>] [--trace <file>] [--json]

The expert's decision time on a phone (CPU slowed down --rate times), in a solo game against three experts.
  --rate <n>       CPU throttling rate (default 4; 1 = none)
  --seconds <n>    how long to play, in seconds (default 90)
  --dist <dir>     serve this build instead of building the app afresh
  --trace <file>   write a performance trace of the play there (as bench:ui's; the decisions are
                   its uno-expert-decision measures, the page's rendering its main thread's tasks)
  --json           one JSON object instead of the text
  -h, --help       this text
`;
const NAME = 'bench-expert';
const values = parseCli(NAME, USAGE, {
  rate: { type: 'string', default: '4' },
  seconds: { type: 'string', default: '90' },
  dist: { type: 'string' },
  trace: { type: 'string' },
  json: { type: 'boolean', default: false },
});
const opts = checked(NAME, USAGE, () => ({
  rate: positiveOption('rate', values.rate),
  seconds: intOption('seconds', values.seconds, 5, 3600),
}));
const log = (line) => {
  if (!values.json) console.error(line);
};

/** The page's long tasks, kept from the start (the page's own thread; a worker's never shows here). */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The longest searched decision (time order kept) with its place and parts, or null when none. */
function slowestOf(searched) {
  let at = -1;
  searched.forEach((d, i) => {
    if (at < 0 || d.ms > searched[at].ms) at = i;
  });
  if (at < 0) return null;
  const d = searched[at];
  const round = (x) => Math.round(x ?? 0);
  return {
    place: at + 1,
    ms: round(d.ms),
    toWorker: round(d.toWorker),
    inWorker: round(d.inWorker),
    toPage: round(d.toPage),
    pageBusy: round(d.pageBusy),
    toSeat: round(d.toSeat),
  };
}

const describeSlowest = (s) =>
  s
    ? `${s.ms} ms, searched decision no. ${s.place} of the game: to the worker ${s.toWorker}, in it ${s.inWorker}, back ${s.toPage} (page busy ${s.pageBusy}), to the seat ${s.toSeat} ms`
    : 'none';

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;

/** The machine's load average over the last minute when the run began (a shared machine's figures need it). */
const loadAtStart = loadavg()[0].toFixed(1);
const { dist, remove } = await benchBuild(values.dist, 'uno-bench-expert-', log);
const server = await startServer({ port: 0, host: '127.0.0.1', dist, iceServers: [] });
const browser = await launch();
let failed = false;
try {
  const page = await newPage(browser, server.url, { width: 360, height: 740 });
  await page.addInitScript(watchLongTasks);
  await page.reload();
  await page.locator('uno-home #name').waitFor();
  // The throttling goes to the page and, through the page's own targets, to each worker it starts (held until slowed).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.rate });
  let workersThrottled = 0;
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker') return;
    try {
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: 1, method: 'Emulation.setCPUThrottlingRate', params: { rate: opts.rate } }),
      });
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: 2, method: 'Runtime.runIfWaitingForDebugger' }),
      });
      workersThrottled++;
    } catch (err) {
      log(`a worker could not be slowed down: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });

  log(`Solo game against three experts, 360x740, CPU ${opts.rate}x slower, ${opts.seconds} s…`);
  await setName(page, 'Bench');
  await page.locator('uno-home #solo-btn').click();
  const dialog = page.locator('uno-solo-setup');
  await dialog.locator('dialog[open]').waitFor();
  const selects = dialog.locator('li select');
  for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption('expert');
  await dialog.locator('button[type=submit]').click();
  await page.locator('uno-table uno-hand').waitFor({ timeout: 60_000 });
  if (values.trace) await browser.startTracing(page, { path: values.trace, categories: TRACE_CATEGORIES });

  const until = Date.now() + opts.seconds * 1000;
  let moves = 0;
  let rounds = 1;
  let quietSince = Date.now();
  while (Date.now() < until) {
    // One cheap look at the player's view before the driver's locators (each one walks every
    // shadow root on a page slowed down 4 times: polled all along, they would load the page's
    // thread as no player does).
    const seen = await page
      .evaluate(() => {
        const view = document.querySelector('uno-app')?.client?.state.view;
        return view ? { phase: view.phase, legal: view.legal.length } : null;
      })
      .catch(() => null);
    if (seen?.phase === 'gameOver') break;
    if (seen?.phase === 'roundOver') {
      // "Next round" is the round-end dialog's default answer (the host's only).
      const next = page.locator('uno-table uno-dialog[open] [data-default]:not([disabled])');
      if (await next.count().catch(() => 0)) {
        await next
          .first()
          .click()
          .catch(() => {});
        rounds++;
        quietSince = Date.now();
      }
      await page.waitForTimeout(300);
      continue;
    }
    const did = seen?.legal === 0 ? null : await step(page).catch(() => null);
    if (did) {
      moves++;
      quietSince = Date.now();
    } else {
      if (Date.now() - quietSince > 60_000) throw new Error(`no move for 60 s (${await describeState(page)})`);
      await page.waitForTimeout(150);
    }
  }
  if (values.trace) {
    await browser.stopTracing();
    log(`Performance trace of the play written to ${values.trace}`);
  }
  const { decisions, longTasks } = await page.evaluate(() => ({
    decisions: performance
      .getEntriesByName('uno-expert-decision')
      .map((e) => ({ at: e.startTime, ms: e.duration, ...e.detail })),
    longTasks: window.__longTasks ?? [],
  }));
  // The part of the answer's way back spent behind a long task of the page's own thread (its
  // rendering): the answer was posted while the page was busy and waited for it.
  for (const d of decisions) {
    const posted = d.at + (d.toWorker ?? 0) + (d.inWorker ?? 0);
    const arrived = posted + (d.toPage ?? 0);
    d.pageBusy = 0;
    for (const t of longTasks)
      d.pageBusy += Math.max(0, Math.min(arrived, t.start + t.duration) - Math.max(posted, t.start));
  }
  const searched = decisions.filter((d) => d.iterations > 0);
  const small = decisions.filter((d) => d.iterations === 0);
  const smallOnPage = small.filter((d) => d.onPage).length;
  const ms = searched.map((d) => d.ms).sort((a, b) => a - b);
  const smallMs = small.map((d) => d.ms).sort((a, b) => a - b);
  const its = searched.map((d) => d.iterations).sort((a, b) => a - b);
  const part = (key) => {
    const sorted = searched.map((d) => d[key] ?? 0).sort((a, b) => a - b);
    return { p50: Math.round(quantile(sorted, 0.5)), p95: Math.round(quantile(sorted, 0.95)) };
  };
  const parts = {
    toWorker: part('toWorker'),
    inWorker: part('inWorker'),
    toPage: part('toPage'),
    toSeat: part('toSeat'),
    pageBusy: part('pageBusy'),
  };
  const result = {
    name: 'expert-decision-phone',
    rate: opts.rate,
    workersThrottled,
    moves,
    searched: searched.length,
    p50Ms: Math.round(quantile(ms, 0.5)),
    p95Ms: Math.round(quantile(ms, 0.95)),
    // every searched decision, so that runs can be pooled (a p95 of some 30 is their second longest)
    decisionsMs: ms.map((x) => Math.round(x)),
    maxMs: Math.round(ms[ms.length - 1] ?? 0),
    smallChoices: small.length,
    smallOnPage,
    rounds,
    smallP95Ms: Math.round(quantile(smallMs, 0.95)),
    iterationsP50: quantile(its, 0.5),
    iterationsP5: quantile(its, 0.05),
    parts,
    loadAtStart,
    longestPageTaskMs: Math.round(Math.max(0, ...longTasks.map((t) => t.duration))),
    // the game's first searched decision: asked as the game starts, it waits for the page's first
    // render of the table, which a game pays once however long it lasts (the pool tells it apart)
    firstMs: searched.length ? Math.round(searched[0].ms) : null,
    // the longest decision, told by its place among the searched ones (1: the game's first) and
    // its parts, so that a pooled tail can be traced to a moment of the game
    slowest: slowestOf(searched),
  };
  if (searched.length === 0) throw new Error('no expert decision was measured');
  if (values.trace) result.trace = waitsFromTrace(values.trace);
  if (values.json) console.log(JSON.stringify(result));
  else
    console.log(
      [
        `expert decision, phone (CPU ${opts.rate}x slower, ${workersThrottled} workers slowed too), solo against three experts, ${moves} moves of the player, ${rounds} rounds`,
        `searched decisions  p50 ${result.p50Ms} ms  p95 ${result.p95Ms} ms  max ${result.maxMs} ms  (${searched.length} decisions, ${result.iterationsP50} iterations at the median)`,
        `its parts, p50/p95  to the worker ${parts.toWorker.p50}/${parts.toWorker.p95} ms, in the worker ${parts.inWorker.p50}/${parts.inWorker.p95} ms, back to the page ${parts.toPage.p50}/${parts.toPage.p95} ms (behind the page's long tasks ${parts.pageBusy.p50}/${parts.pageBusy.p95} ms), to the seat ${parts.toSeat.p50}/${parts.toSeat.p95} ms`,
        `small choices       p95 ${result.smallP95Ms} ms  (${small.length}: a color, UNO, a catch, a single move, no search; ${smallOnPage} answered on the page)`,
        `longest task on the page's thread ${result.longestPageTaskMs} ms (the searches run in the workers)`,
        `the game's first    ${result.firstMs} ms (asked as the game starts: it waits for the table's first render)`,
        `slowest decision    ${describeSlowest(result.slowest)}`,
        ...(result.trace ?? []),
        `SUMMARY expert p95 ${result.p95Ms} ms (goal 150) p50 ${result.p50Ms} n ${searched.length} iterations p50 ${result.iterationsP50} p5 ${result.iterationsP5} | parts p95 ask>worker ${parts.toWorker.p95} worker ${parts.inWorker.p95} >page ${parts.toPage.p95} (busy page ${parts.pageBusy.p95}) >seat ${parts.toSeat.p95} | small p95 ${result.smallP95Ms} (${small.length}, ${smallOnPage} on the page) | rounds ${rounds} | load ${loadAtStart} | rate ${opts.rate}x`,
      ].join('\n'),
    );
} catch (err) {
  failed = true;
  console.error(`${NAME}: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await browser.close();
  await server.close();
  remove();
}
process.exit(failed ? 1 : 0);

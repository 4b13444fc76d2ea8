// bench:ui's --replay (scripts/bench-ui.mjs; docs/smoothness.md): a recorded game's table inputs
// given again to a fresh table, update by update, timed as in play and, with --cpu, by the main
// thread's own CPU time read from a trace (not moved by the machine's load), with --repaints by the
// images drawn again and why (scripts/bench-ui-repaints.mjs).
/* global window, document, CSSStyleSheet, ShadowRoot, Element -- the functions given to page.evaluate run in the page */
import { readFileSync, writeFileSync } from 'node:fs';
import { UsageError } from './cli.mjs';
import {
  cpuPerUpdate,
  forcedFigures,
  meanByElement,
  meanLine,
  quantile,
  renderPerUpdate,
  updateStarts,
  slowestOf,
  updateLine,
} from './bench-ui-figures.mjs';
import { giveTable, ownPlayPoint } from './bench-ui-page.mjs';
import { REPAINT_CATEGORIES, repaintLines, repaintsOf } from './bench-ui-repaints.mjs';
import { framesPerUpdate } from './bench-trace-tasks.mjs';

/** A --record file: the table's inputs, one object per update. */
export function readSnaps(file) {
  let snaps;
  try {
    snaps = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new UsageError(`--replay: cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!Array.isArray(snaps) || !snaps.length || !snaps.every((x) => x && typeof x === 'object' && x.view))
    throw new UsageError(`--replay: ${file} is not a --record file (a list of the table's inputs)`);
  return snaps;
}

/** The options that only a replay reads: given without --replay they are an error, not ignored. */
export function checkReplayOnly(values) {
  if (values.replay) return;
  for (const name of ['forced', 'css', 'cpu', 'repaints', 'vsync'])
    if (values[name] !== undefined && values[name] !== false) throw new UsageError(`--${name} needs --replay <file>`);
}

/** In the page: `css` joins every shadow root's own sheets, those made later too (Lit sets a root's
 * sheets once it is made, replacing what it had), last so that it wins. */
function addCss(css) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const own = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets');
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get() {
      return own.get.call(this);
    },
    set(sheets) {
      own.set.call(this, [...sheets.filter((s) => s !== sheet), sheet]);
    },
  });
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    root.adoptedStyleSheets = [];
    return root;
  };
}

/** What the trace records: the main thread's tasks, style, layout, paint and frames, as DevTools'
 * Performance panel does. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-devtools.timeline.stack',
];

/**
 * --replay: a fresh `<uno-table>` in the same page is given, one by one, what the recorded table
 * was given, and each update is timed as in play. Before an update in which the player's own card
 * leaves the hand, that card is clicked with the mouse, as the player did (the table is told
 * nothing of the click: the recorded views say what followed). Between two updates the page
 * settles: the flights land and a frame is drawn. The app's own table is hidden, its bots held.
 * `values`, `opts`: bench:ui's options as given and as checked; `log`: its progress lines.
 */
export async function replay({ page, cdp, browser, snaps, values, opts, log }) {
  // The replayed table is sized as the app sizes its own (its `uno-table` rule, the build's): how
  // a layout of the table goes depends on it (docs/smoothness-passes.md "Eighteenth pass: what the table
  // paints at 4x (tenth session)").
  const sizing = await page.evaluate(() => {
    window.__uiBench.hold(true);
    const app = document.querySelector('uno-app');
    app.style.display = 'none';
    const sheets = [...(app.shadowRoot?.adoptedStyleSheets ?? []), ...(app.shadowRoot?.styleSheets ?? [])];
    const rule = sheets.flatMap((s) => [...s.cssRules]).find((r) => r.selectorText === 'uno-table');
    return rule ? rule.style.cssText : 'display: block; min-height: 100dvh;';
  });
  if (values.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const traced = values.trace || values.cpu || values.repaints;
  if (traced)
    await browser.startTracing(page, {
      path: values.trace,
      categories: [
        ...(values.trace
          ? TRACE_CATEGORIES
          : ['v8.execute', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline']),
        ...(values.repaints ? REPAINT_CATEGORIES : []),
      ],
    });
  if (values.css !== undefined) await page.evaluate(addCss, values.css);
  const passes = [];
  const forced = [];
  for (let pass = 0; pass < opts.passes; pass++) {
    await page.evaluate(
      ({ sizing, vsync }) => {
        document.querySelector('#replay-table')?.remove();
        const table = document.createElement('uno-table');
        table.id = 'replay-table';
        table.style.cssText = sizing;
        document.body.append(table);
        // the click is the player's; what the table would send is not part of the replay
        table.renderRoot.addEventListener('hand-pick', (e) => e.stopImmediatePropagation(), true);
        window.__uiBench.updates.length = 0;
        window.__uiBench.tag = 'new table';
        if (vsync) window.__uiBench.record(true);
      },
      { sizing, vsync: values.vsync },
    );
    for (let i = 0; i < snaps.length; i++) {
      const point = i ? await page.evaluate(ownPlayPoint, { before: snaps[i - 1], after: snaps[i] }) : null;
      if (point) await page.mouse.click(point.x, point.y);
      const ms = await page.evaluate(giveTable, {
        snap: snaps[i],
        tag: `${i}: ${whatChanged(snaps[i - 1], snaps[i])}`,
        vsync: values.vsync,
        forced: values.forced,
      });
      // the table's first render, which play never times, is left out (as below)
      if (values.forced && i > 0) forced.push(ms);
    }
    const ups = await page.evaluate(() => {
      window.__uiBench.record(false);
      return window.__uiBench.updates;
    });
    // the table's first render, which play never times, is left out
    passes.push(ups.filter((u) => u.tag !== 'new table' && !u.tag?.startsWith('0:')));
  }
  if (values.profile) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(values.profile, JSON.stringify(profile));
    log(`CPU profile of the replay written to ${values.profile}`);
  }
  let cpu = null;
  let render = null;
  let repaints = null;
  if (traced) {
    const trace = await browser.stopTracing();
    if (values.trace) log(`Performance trace of the replay written to ${values.trace}`);
    if (values.cpu || values.repaints) {
      const parsed = JSON.parse(trace.toString('utf8'));
      if (values.cpu) {
        cpu = cpuPerUpdate(parsed);
        render = renderPerUpdate(parsed);
        if (render) render.frames = framesOf(parsed);
      }
      if (values.repaints) repaints = repaintsOf(parsed);
    }
  }
  const figures = passes.map((ups) => {
    const spent = ups.map((u) => u.spent).sort((a, b) => a - b);
    return {
      updates: spent.length,
      p50: quantile(spent, 0.5),
      p95: quantile(spent, 0.95),
      max: spent.at(-1) ?? NaN,
      mean: meanByElement(ups),
      slowest: slowestOf(ups, opts.slowest),
    };
  });
  const p95s = figures.map((f) => f.p95).sort((a, b) => a - b);
  const result = { rate: opts.rate, replayed: snaps.length, passes: figures, p95Median: quantile(p95s, 0.5) };
  if (cpu)
    result.cpu = {
      updates: cpu.length,
      p50: quantile(cpu, 0.5),
      p95: quantile(cpu, 0.95),
      mean: cpu.reduce((a, b) => a + b, 0) / Math.max(1, cpu.length),
    };
  if (values.forced) result.forced = forcedFigures(forced);
  if (render) result.render = render;
  if (repaints) result.repaints = repaints;
  if (values.json) return console.log(JSON.stringify(result));
  console.log(
    `bench:ui --replay — ${opts.width}x${opts.height}, CPU ${opts.rate}x slower, ${snaps.length} recorded updates`,
  );
  figures.forEach((f, i) => {
    console.log(
      `pass ${i + 1}: JS per table update p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  max ${f.max.toFixed(1)} ms  (${f.updates} updates; mean ${meanLine(f.mean)})`,
    );
    for (const d of f.slowest) console.log(`    ${updateLine(d)}`);
  });
  console.log(`median p95 of the passes: ${result.p95Median.toFixed(1)} ms`);
  if (result.cpu)
    console.log(
      `CPU time per table update, all passes: p50 ${result.cpu.p50.toFixed(2)} ms  p95 ${result.cpu.p95.toFixed(2)} ms  mean ${result.cpu.mean.toFixed(2)} ms  (${result.cpu.updates} updates; the main thread's own time, from a trace)`,
    );
  if (result.forced)
    console.log(
      `style and layout forced after each update, all passes: p50 ${result.forced.p50.toFixed(1)} ms  p90 ${result.forced.p90.toFixed(1)} ms  mean ${result.forced.mean.toFixed(2)} ms  (${result.forced.updates} updates${values.css !== undefined ? `; with --css ${JSON.stringify(values.css)}` : ''})`,
    );
  if (render)
    console.log(
      `rendering CPU time from an update to the next, all passes: p50 ${render.p50.toFixed(1)} ms  p95 ${render.p95.toFixed(1)} ms  mean ${render.mean.toFixed(1)} ms  (${render.updates} updates; mean ${Object.entries(
        render.stages,
      )
        .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
        .join(', ')}; the frames that draw it and its flights)`,
    );
  if (render)
    console.log(
      `the main thread's frames an update: ${Object.entries(render.frames)
        .map(([kind, f]) => `${f.perUpdate.toFixed(1)} ${kind} (${f.each.toFixed(1)} ms CPU each)`)
        .join(', ')}`,
    );
  if (repaints) {
    const updates = figures.reduce((a, f) => a + f.updates, 0);
    for (const line of repaintLines(repaints, updates)) console.log(line);
  }
}

/** The main thread's frames an update, by kind, from a parsed trace (scripts/bench-trace-tasks.mjs). */
function framesOf(trace) {
  const events = Array.isArray(trace) ? trace : (trace?.traceEvents ?? []);
  const starts = updateStarts(events);
  return starts.length
    ? framesPerUpdate(
        events,
        starts[0].pid,
        starts.map((e) => e.ts),
      )
    : {};
}

/** What a recorded update brought: its new events' types (the player's own marked), the phase. */
function whatChanged(before, after) {
  const seen = Math.max(-1, ...(before?.events ?? []).map((e) => e.seq));
  const fresh = after.events.filter((e) => e.seq > seen);
  const own = (e) => ('seat' in e && e.seat === after.view.seat ? '*' : '');
  return `${fresh.map((e) => e.type + own(e)).join(' ') || 'no event'} → ${after.view.phase}, hand ${after.view.hand?.length ?? 0}`;
}

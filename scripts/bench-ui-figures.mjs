// The figures of `npm run bench:ui` (bench-ui.mjs, docs/smoothness.md "How it is measured:
// `npm run bench:ui`"), worked out from what the page recorded.

export function quantile(sorted, q) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The `n` slowest table updates, slowest first. */
export function slowestOf(updates, n) {
  return [...updates].sort((a, b) => b.spent - a.spent).slice(0, n);
}

/** The mean time of an update, by kind of element: `{ 'uno-table': ms, ... }`. */
export function meanByElement(updates) {
  const total = {};
  for (const u of updates) for (const [name, ms] of Object.entries(u.parts)) total[name] = (total[name] ?? 0) + ms;
  return Object.fromEntries(Object.entries(total).map(([name, ms]) => [name, ms / Math.max(1, updates.length)]));
}

/** One update in a line: its time, the table's phase, the time of each kind of element. */
export function updateLine(u) {
  const stages = Object.entries(u.stages ?? {})
    .map(([name, ms]) => `${name === 'update' ? 'commit' : name} ${ms.toFixed(1)}`)
    .join(', ');
  const parts = Object.entries(u.parts).map(
    ([name, ms]) => `${name} ${ms.toFixed(1)}${name === 'uno-table' && stages ? ` (${stages})` : ''}`,
  );
  return `${u.spent.toFixed(1)}  ${u.phase ?? '?'}  ${parts.join(', ')}${u.tag ? `  (update ${u.tag})` : ''}${u.removed ? ` [removed ${u.removed.join(', ')}]` : ''}`;
}

/** A mean by element in a line. */
export function meanLine(mean) {
  return Object.entries(mean)
    .map(([name, ms]) => `${name} ${ms.toFixed(2)}`)
    .join(', ');
}

/**
 * Frames late by more than half a frame during the flights, over the frames the flights lasted.
 * Frames that overlap the bench's own work in the page (`busyBench`, its queries and clicks) are
 * left out: they measure the bench, which a person's eyes do for free.
 */
export function droppedFrames(frames, flights, busyBench = []) {
  const intervals = [];
  for (let i = 1; i < frames.length; i++) intervals.push(frames[i] - frames[i - 1]);
  const period =
    quantile(
      [...intervals].sort((a, b) => a - b),
      0.25,
    ) || 1000 / 60;
  let shown = 0;
  let dropped = 0;
  let benched = 0;
  const overlaps = (spans, a, b) => spans.some(([s, e]) => b > s && a < e);
  for (let i = 1; i < frames.length; i++) {
    const a = frames[i - 1];
    const b = frames[i];
    if (!overlaps(flights, a, b)) continue;
    if (overlaps(busyBench, a, b)) {
      benched++;
      continue;
    }
    shown++;
    if (b - a > period * 1.5) dropped += Math.round((b - a) / period) - 1;
  }
  return { period, shown, dropped, benched, pct: shown + dropped ? (100 * dropped) / (shown + dropped) : NaN };
}

export async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Main thread busy (ms) per second of wall time between two metric samples. */
export function busy(a, b, wallMs) {
  const per = (k) => (((b[k] ?? 0) - (a[k] ?? 0)) * 1000 * 1000) / wallMs;
  return {
    task: per('TaskDuration'),
    script: per('ScriptDuration'),
    layout: per('LayoutDuration'),
    style: per('RecalcStyleDuration'),
  };
}

/** The rendering stages of a frame on the main thread, as a trace names them. */
export const RENDER_STAGES = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];

/** The thread id of process `pid`'s main thread in a trace's events. */
export function mainThread(events, pid) {
  return events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
}

/**
 * --cpu: the main thread's CPU time in each table update, from a trace of the page (categories
 * `v8.execute` and `blink.user_timing`): the thread time (`tdur`) of the microtask checkpoints
 * that hold each `uno-table update` measure. On a machine shared with other work, the wall clock
 * counts the time the page waits for a core; this does not. Sorted, in ms.
 */
export function cpuPerUpdate(trace) {
  const events = Array.isArray(trace) ? trace : (trace?.traceEvents ?? []);
  const spans = [];
  const open = new Map();
  for (const e of events) {
    if (e.name !== 'uno-table update' || !e.cat?.includes('blink.user_timing')) continue;
    const id = e.id ?? e.id2?.local;
    if (e.ph === 'b') open.set(id, e.ts);
    else if (e.ph === 'e' && open.has(id)) spans.push({ from: open.get(id), to: e.ts, pid: e.pid });
  }
  if (!spans.length) return [];
  const pid = spans[0].pid;
  const main = mainThread(events, pid);
  const checkpoints = events.filter(
    (e) => e.pid === pid && e.tid === main && e.ph === 'X' && e.name === 'RunMicrotasks',
  );
  return spans
    .map(({ from, to }) =>
      checkpoints.filter((c) => c.ts <= to && c.ts + c.dur >= from).reduce((ms, c) => ms + (c.tdur ?? 0) / 1000, 0),
    )
    .sort((a, b) => a - b);
}

/** The beginnings of the table's updates in a trace's events (the `uno-table update` measures of
 * bench-ui-page.mjs), in order of time: `{ ts, pid }`. */
export function updateStarts(events) {
  const starts = [];
  for (const e of events)
    if (e.name === 'uno-table update' && e.ph === 'b' && e.cat?.includes('blink.user_timing'))
      starts.push({ ts: e.ts, pid: e.pid });
  return starts.sort((a, b) => a.ts - b.ts);
}

/**
 * --cpu: the main thread's CPU time in rendering (style, layout, pre-paint, paint, layerize,
 * commit) from each table update to the next one (the frames that draw the update and its
 * flights), from a trace with the `devtools.timeline` categories: the thread time (`tdur`) of each
 * stage's outermost events. Per update, in ms, with each stage's mean and the images painted.
 */
export function renderPerUpdate(trace) {
  const events = Array.isArray(trace) ? trace : (trace?.traceEvents ?? []);
  const starts = updateStarts(events);
  if (!starts.length) return null;
  const pid = starts[0].pid;
  const main = mainThread(events, pid);
  const kinds = [...RENDER_STAGES, 'PaintImage'];
  const staged = events
    .filter((e) => e.pid === pid && e.tid === main && e.ph === 'X' && kinds.includes(e.name))
    .sort((a, b) => a.ts - b.ts);
  const rows = starts.map(() => Object.fromEntries(kinds.map((k) => [k, 0])));
  const endOf = new Map();
  let at = 0;
  for (const e of staged) {
    // the outermost of each stage only: a stage nests in itself (a layout inside an image's paint)
    if (e.ts < (endOf.get(e.name) ?? -1)) continue;
    endOf.set(e.name, e.ts + e.dur);
    while (at + 1 < starts.length && e.ts >= starts[at + 1].ts) at++;
    if (e.ts < starts[at].ts) continue;
    rows[at][e.name] += (e.tdur ?? 0) / 1000;
  }
  const totals = rows.map((r) => RENDER_STAGES.reduce((ms, k) => ms + r[k], 0)).sort((a, b) => a - b);
  const mean = Object.fromEntries(kinds.map((k) => [k, rows.reduce((ms, r) => ms + r[k], 0) / rows.length]));
  return {
    updates: rows.length,
    p50: quantile(totals, 0.5),
    p95: quantile(totals, 0.95),
    mean: totals.reduce((a, b) => a + b, 0) / totals.length,
    stages: mean,
  };
}

/** --forced: the style and layout forced after each replayed update (ms), summed up. */
export function forcedFigures(list) {
  const ms = list.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return {
    updates: ms.length,
    p50: quantile(ms, 0.5),
    p90: quantile(ms, 0.9),
    mean: ms.length ? ms.reduce((a, b) => a + b, 0) / ms.length : NaN,
  };
}

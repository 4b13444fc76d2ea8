// What the page's main thread did in its late frames, from a trace of `bench:ui --trace <file>`
// (docs/smoothness-passes.md, "Fifth pass"). A frame is late when two animation-frame callbacks are more
// than one and a half frames apart (the bench asks for one every frame while it plays). It prints:
//
// - how many late frames, and the time they cover;
// - the main thread's own time by kind of work (style, layout, layerize, paint, scripts…), in the
//   late frames and over the whole trace;
// - the late frames by what took most of their longest task;
// - the slowest late frames, with their style, layout and paint work and how many elements each
//   style recalculation touched.
//
// Under CPU throttling a task's own time ("RunTask") holds the throttle's pauses: read the other
// kinds against each other. It prints figures and judges none.
import { readFileSync } from 'node:fs';
import { checked, intOption, parseCli, UsageError } from './cli.mjs';

const NAME = 'late-frames';
const USAGE = `Usage: node scripts/late-frames.mjs --trace <file> [--top 15]

What the main thread did in the late frames of a bench:ui trace (npm run bench:ui -- --trace <file>).
  --trace <file>  the trace bench:ui wrote
  --top <n>       how many of the slowest late frames to list (default 15)
  -h, --help      this text`;

const values = parseCli(NAME, USAGE, { trace: { type: 'string' }, top: { type: 'string', default: '15' } });
const opts = checked(NAME, USAGE, () => {
  if (!values.trace) throw new UsageError('--trace <file> is needed');
  return { trace: values.trace, top: intOption('top', values.top, 0, 1000) };
});

const FRAME_US = 16_667;
const PIPELINE = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];

function readTrace(file) {
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`${NAME}: cannot read ${file} as a trace: ${err instanceof Error ? err.message : err}`);
    process.exit(2);
  }
  const events = Array.isArray(data) ? data : data?.traceEvents;
  if (!Array.isArray(events)) {
    console.error(`${NAME}: ${file} holds no trace events`);
    process.exit(2);
  }
  return events;
}

/** The page's main thread: the renderer main thread with the most events. */
function mainThread(events) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name);
  const counts = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (names.get(key) === 'CrRendererMain') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : null;
}

/** Each complete event with its own time (its duration less its children's). */
function ownTimes(slices) {
  slices.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = slices.map((e) => ({ e, own: e.dur }));
  const stack = [];
  for (const x of own) {
    while (stack.length && stack.at(-1).e.ts + stack.at(-1).e.dur <= x.e.ts) stack.pop();
    if (stack.length) stack.at(-1).own -= x.e.dur;
    stack.push(x);
  }
  return own;
}

const ms = (us) => (us / 1000).toFixed(0);
const table = (map, n = 14) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${k} ${ms(us)}`)
    .join(' | ');

const events = readTrace(opts.trace);
const main = mainThread(events);
if (!main) {
  console.error(`${NAME}: no renderer main thread in ${opts.trace}`);
  process.exit(2);
}
const slices = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && typeof e.dur === 'number');
const frames = slices
  .filter((e) => e.name === 'FireAnimationFrame')
  .map((e) => e.ts)
  .sort((a, b) => a - b);
const late = [];
for (let i = 1; i < frames.length; i++)
  if (frames[i] - frames[i - 1] > FRAME_US * 1.5) late.push([frames[i - 1], frames[i]]);
const inLate = (ts) => {
  let lo = 0;
  let hi = late.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (late[mid][1] < ts) lo = mid + 1;
    else if (late[mid][0] > ts) hi = mid - 1;
    else return true;
  }
  return false;
};

const own = ownTimes(slices);
const byKind = (keep) => {
  const m = new Map();
  for (const x of own) if (keep(x.e)) m.set(x.e.name, (m.get(x.e.name) ?? 0) + Math.max(0, x.own));
  return m;
};
const lateUs = late.reduce((s, [a, b]) => s + b - a, 0);
console.log(`${frames.length} animation frames, ${late.length} late, covering ${ms(lateUs)} ms`);
console.log(`own time in the late frames (ms): ${table(byKind((e) => inLate(e.ts)))}`);
console.log(`own time over the whole trace (ms): ${table(byKind(() => true))}`);

const tasks = slices.filter((e) => e.name === 'RunTask');
const within = (outer, e) => e !== outer && e.ts >= outer.ts && e.ts + e.dur <= outer.ts + outer.dur;
const blame = new Map();
const rows = [];
for (const [a, b] of late) {
  const over = tasks.filter((t) => t.ts < b && t.ts + t.dur > a).sort((x, y) => y.dur - x.dur);
  const longest = over[0];
  const part = longest
    ? slices.filter((e) => within(longest, e) && e.name !== 'RunTask').sort((x, y) => y.dur - x.dur)[0]
    : null;
  const label = !longest ? '(no task)' : part ? part.name : '(the task itself)';
  blame.set(label, (blame.get(label) ?? 0) + 1);
  const work = {};
  for (const e of slices) {
    if (!PIPELINE.includes(e.name) || e.ts >= b || e.ts + e.dur <= a) continue;
    work[e.name] = (work[e.name] ?? 0) + e.dur;
  }
  const recalcs = slices
    .filter((e) => e.name === 'UpdateLayoutTree' && e.ts < b && e.ts + e.dur > a)
    .map((e) => e.args?.elementCount ?? '?');
  rows.push({ us: b - a, work, recalcs });
}
console.log(
  `late frames by what took most of their longest task: ${[...blame]
    .sort((x, y) => y[1] - x[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(' | ')}`,
);
if (opts.top > 0) {
  console.log(
    `the ${Math.min(opts.top, rows.length)} slowest late frames: ms, their style/layout/paint work (ms), elements restyled`,
  );
  for (const r of rows.sort((x, y) => y.us - x.us).slice(0, opts.top)) {
    const work = Object.entries(r.work)
      .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`)
      .join(', ');
    console.log(`  ${ms(r.us)}: ${work || 'none'}; restyled ${r.recalcs.join('/') || '-'}`);
  }
}

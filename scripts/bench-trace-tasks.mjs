// The page's main thread in a trace, task by task (bench-expert's --trace, bench:ui's --replay
// --cpu): what each task did, and whether it drew a frame that laid out, a frame without script
// or layout, another frame or none (docs/smoothness-passes.md "Nineteenth pass: what animates at each
// frame (eleventh session)").
import { mainThread, RENDER_STAGES } from './bench-ui-figures.mjs';

/** The kinds of work told apart: scripts, then the rendering stages, as a trace names them. */
const KINDS = [
  'RunMicrotasks',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'Commit',
];

/** The page's main thread's top-level tasks, each with the outermost event of each kind inside. */
export function tasksOf(events, pid) {
  const main = mainThread(events, pid);
  const own = events.filter((e) => e.pid === pid && e.tid === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = [];
  let end = -1;
  for (const e of own) {
    if (e.name !== 'RunTask' || e.ts < end) continue;
    end = e.ts + e.dur;
    tasks.push({ ts: e.ts, dur: e.dur, tdur: e.tdur ?? 0, wall: {}, cpu: {} });
  }
  let at = 0;
  const endOf = new Map();
  for (const e of own) {
    if (!KINDS.includes(e.name) || e.ts < (endOf.get(e.name) ?? -1)) continue;
    endOf.set(e.name, e.ts + e.dur);
    while (at < tasks.length && e.ts >= tasks[at].ts + tasks[at].dur) at++;
    if (at >= tasks.length) break;
    const task = tasks[at];
    if (e.ts < task.ts) continue;
    task.wall[e.name] = (task.wall[e.name] ?? 0) + e.dur / 1000;
    task.cpu[e.name] = (task.cpu[e.name] ?? 0) + (e.tdur ?? 0) / 1000;
  }
  return tasks;
}

/** A task by what it drew: a frame that laid out (a change drawn), one that restyled or painted
 * only a few elements and ran no script (mostly an animation's start or end: the compositor
 * animates alone in between), any other frame, or no frame. */
export const FRAME_KINDS = ['frame laid out', 'frame without script or layout', 'other frame', 'no frame'];
const SCRIPT = ['RunMicrotasks', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'];
export function frameKind(t) {
  if (!RENDER_STAGES.some((k) => t.cpu[k] > 0 || t.wall[k] > 0)) return 'no frame';
  if (t.wall.Layout > 0) return FRAME_KINDS[0];
  return SCRIPT.some((k) => t.wall[k] > 0) ? FRAME_KINDS[2] : FRAME_KINDS[1];
}

/**
 * --replay --cpu: the main thread's frames from each table update to the next, by kind: how many
 * an update and their rendering CPU (`tdur`, style to commit) each, in ms.
 */
export function framesPerUpdate(events, pid, starts) {
  const by = Object.fromEntries(FRAME_KINDS.slice(0, 3).map((k) => [k, { perUpdate: 0, each: 0 }]));
  if (!starts.length) return by;
  for (const t of tasksOf(events, pid)) {
    const kind = frameKind(t);
    if (kind === 'no frame' || t.ts < starts[0]) continue;
    by[kind].perUpdate++;
    by[kind].each += RENDER_STAGES.reduce((ms, k) => ms + (t.cpu[k] ?? 0), 0);
  }
  for (const k of Object.values(by)) {
    k.each /= Math.max(1, k.perUpdate);
    k.perUpdate /= starts.length;
  }
  return by;
}

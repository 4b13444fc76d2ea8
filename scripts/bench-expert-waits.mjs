// bench-expert's --trace (scripts/bench-expert.mjs): what the page's main thread did while the
// expert's answers waited for it, and over the whole play, by kind of work, from the trace
// (docs/smoothness-passes.md "Eighteenth pass: what the table paints at 4x (tenth session)").
import { readFileSync } from 'node:fs';
import { RENDER_STAGES } from './bench-ui-figures.mjs';
import { FRAME_KINDS, frameKind, tasksOf } from './bench-trace-tasks.mjs';

const add = (into, from, share = 1) => {
  for (const [k, ms] of Object.entries(from)) into[k] = (into[k] ?? 0) + ms * share;
};
const line = (by) =>
  Object.entries(by)
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([k, ms]) => `${k} ${Math.round(ms)}`)
    .join(', ');

/**
 * From the trace file: the searched decisions' waits for the page (from the answer's post to its
 * arrival), and the wall time of the page's tasks that overlapped them, by kind of work (a task's
 * share in proportion to its overlap); the main thread's CPU time (`tdur`, the throttling's
 * slowdown included, the machine's other work not) by kind over the play, per second, and its
 * rendering per frame drawn. Returns the lines to print.
 */
export function waitsFromTrace(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const events = Array.isArray(data) ? data : (data?.traceEvents ?? []);
  const asks = events.filter((e) => e.name === 'uno-expert-decision' && e.ph === 'b');
  if (!asks.length) return ['trace: no expert decision in it'];
  const tasks = tasksOf(events, asks[0].pid);
  const behind = {};
  const behindFrames = {};
  let waited = 0;
  let searched = 0;
  for (const ask of asks) {
    const d = JSON.parse(ask.args?.detail ?? '{}');
    if (!(d.iterations > 0)) continue;
    searched++;
    const from = ask.ts + ((d.toWorker ?? 0) + (d.inWorker ?? 0)) * 1000;
    const to = from + (d.toPage ?? 0) * 1000;
    waited += d.toPage ?? 0;
    for (const t of tasks) {
      const overlap = Math.min(to, t.ts + t.dur) - Math.max(from, t.ts);
      if (overlap <= 0 || !t.dur) continue;
      add(behind, { task: t.dur / 1000 }, overlap / t.dur);
      add(behind, t.wall, overlap / t.dur);
      add(behindFrames, { [frameKind(t)]: overlap / 1000 });
    }
  }
  const cpu = {};
  for (const t of tasks) (add(cpu, { task: t.tdur / 1000 }), add(cpu, t.cpu));
  const seconds = tasks.length ? (tasks.at(-1).ts + tasks.at(-1).dur - tasks[0].ts) / 1e6 : 1;
  const frames = tasks.filter((t) => RENDER_STAGES.some((k) => t.cpu[k] > 0)).length;
  const byKind = {};
  for (const t of tasks) {
    const k = (byKind[frameKind(t)] ??= { n: 0, cpu: 0 });
    k.n++;
    k.cpu += RENDER_STAGES.reduce((ms, s) => ms + (t.cpu[s] ?? 0), 0);
  }
  const kindLine = FRAME_KINDS.filter((k) => k !== 'no frame' && byKind[k])
    .map((k) => `${byKind[k].n} ${k} (${(byKind[k].cpu / byKind[k].n).toFixed(1)} ms each)`)
    .join(', ');
  const rendering = RENDER_STAGES.reduce((ms, k) => ms + (cpu[k] ?? 0), 0);
  const perSecond = Object.fromEntries(Object.entries(cpu).map(([k, ms]) => [k, ms / seconds]));
  return [
    `trace: ${searched} searched answers waited ${Math.round(waited)} ms for the page in all; the page's tasks then (wall ms, by overlap): ${line(behind)}`,
    `trace: main thread CPU over ${seconds.toFixed(0)} s, ms per second: ${line(perSecond)}`,
    `trace: rendering CPU ${(rendering / seconds).toFixed(0)} ms/s, ${(rendering / Math.max(1, frames)).toFixed(1)} ms per frame drawn (${frames} frames)`,
    `trace: the frames, rendering CPU: ${kindLine}`,
    `trace: the answers' wait by the task they waited behind (wall ms): ${line(behindFrames)}`,
  ];
}

// bench:ui --cpu (scripts/bench-ui-figures.mjs): the main thread's CPU time in each table update,
// read from a trace, whatever the wall clock says while the page waits for a core.
import { describe, expect, it } from 'vitest';
import { cpuPerUpdate } from '../../scripts/bench-ui-figures.mjs';

const PAGE = 7;
const MAIN = 1;
const measure = (id: number, ph: 'b' | 'e', ts: number) => ({
  cat: 'blink.user_timing',
  name: 'uno-table update',
  ph,
  id,
  ts,
  pid: PAGE,
  tid: MAIN,
});
const checkpoint = (ts: number, dur: number, tdur: number, tid = MAIN, pid = PAGE) => ({
  cat: 'v8.execute',
  name: 'RunMicrotasks',
  ph: 'X',
  ts,
  dur,
  tdur,
  pid,
  tid,
});

describe('bench:ui --cpu', () => {
  it("counts the thread time of the checkpoints that hold each update, on the page's main thread", () => {
    const trace = {
      traceEvents: [
        { ph: 'M', name: 'thread_name', pid: PAGE, tid: MAIN, args: { name: 'CrRendererMain' } },
        { ph: 'M', name: 'thread_name', pid: PAGE, tid: 2, args: { name: 'Compositor' } },
        // an update of 20 ms on the wall clock, 1.5 ms of it on a core
        measure(1, 'b', 1000),
        checkpoint(990, 20_100, 1500),
        measure(1, 'e', 21_000),
        // another thread's and another page's work in the same time: not the table's
        checkpoint(1000, 5000, 4000, 2),
        checkpoint(1000, 5000, 4000, MAIN, 9),
        // an update in two checkpoints, and one outside any update
        measure(2, 'b', 50_000),
        checkpoint(50_000, 300, 250),
        checkpoint(50_400, 300, 250),
        measure(2, 'e', 50_700),
        checkpoint(60_000, 900, 900),
        { cat: 'blink.user_timing', name: 'uno-table first render', ph: 'b', id: 3, ts: 60_000, pid: PAGE },
        { cat: 'blink.user_timing', name: 'uno-table first render', ph: 'e', id: 3, ts: 61_000, pid: PAGE },
      ],
    };
    expect(cpuPerUpdate(trace)).toEqual([0.5, 1.5]);
  });

  it('finds nothing in a trace without the measures', () => {
    expect(cpuPerUpdate({ traceEvents: [] })).toEqual([]);
    expect(cpuPerUpdate([])).toEqual([]);
  });
});

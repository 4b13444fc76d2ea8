// The main thread's frames in a trace (scripts/bench-trace-tasks.mjs): a frame that laid out, one
// that ran no script and laid nothing out (an animation starting or ending), another frame, none.
import { describe, expect, it } from 'vitest';
import { framesPerUpdate, frameKind, tasksOf } from '../../scripts/bench-trace-tasks.mjs';

const PAGE = 7;
const MAIN = 1;
const x = (name: string, ts: number, dur: number, tdur = dur, tid = MAIN) => ({
  name,
  ph: 'X',
  ts,
  dur,
  tdur,
  pid: PAGE,
  tid,
});
const EVENTS = [
  { ph: 'M', name: 'thread_name', pid: PAGE, tid: MAIN, args: { name: 'CrRendererMain' } },
  // an update's frame: script, style, layout, paint, commit
  x('RunTask', 1000, 900),
  x('FireAnimationFrame', 1010, 100),
  x('UpdateLayoutTree', 1200, 100, 80),
  x('Layout', 1300, 300, 250),
  x('Paint', 1600, 100, 100),
  x('Commit', 1700, 100, 70),
  // a frame that only restyles and commits the animated elements
  x('RunTask', 3000, 100),
  x('UpdateLayoutTree', 3000, 40, 30),
  x('Commit', 3050, 40, 20),
  // a script that draws nothing, then a frame that runs one
  x('RunTask', 4000, 50),
  x('FunctionCall', 4000, 50),
  x('RunTask', 5000, 80),
  x('RunMicrotasks', 5000, 20),
  x('Commit', 5030, 40, 40),
  // another thread's frame: not the page's
  x('RunTask', 3000, 100, 100, 2),
  x('Layout', 3000, 100, 100, 2),
];

describe('the main thread, task by task', () => {
  it('tells a frame that laid out from one without script or layout, another frame and no frame', () => {
    expect(tasksOf(EVENTS, PAGE).map(frameKind)).toEqual([
      'frame laid out',
      'frame without script or layout',
      'no frame',
      'other frame',
    ]);
  });

  it('counts the frames an update, by kind, with their rendering CPU each', () => {
    const by = framesPerUpdate(EVENTS, PAGE, [900, 2900]);
    expect(by['frame laid out']).toEqual({ perUpdate: 0.5, each: 0.5 });
    expect(by['frame without script or layout']).toEqual({ perUpdate: 0.5, each: 0.05 });
    expect(by['other frame']).toEqual({ perUpdate: 0.5, each: 0.04 });
  });
});

/** src/ui/shared/idle.ts: work put off to an idle moment, and to a quiet frame when the browser
 * gives none (Chromium after an input that changed nothing on the screen). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALL_MS, idle } from '../../src/ui/shared/idle.js';

describe('idle()', () => {
  let idleCallbacks: { work: () => void; timeout: number }[];
  let frames: ((time: number) => void)[];

  beforeEach(() => {
    vi.useFakeTimers();
    idleCallbacks = [];
    frames = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void, options: { timeout: number }) => {
      idleCallbacks.push({ work, timeout: options.timeout });
      return idleCallbacks.length;
    });
    vi.stubGlobal('requestAnimationFrame', (frame: (time: number) => void) => frames.push(frame));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** Runs the frames asked for so far, the next at `time`. */
  const frameAt = (time: number): void => {
    for (const frame of frames.splice(0)) frame(time);
  };

  it('runs the work at the idle moment, once, and asks for no frame', () => {
    const work = vi.fn();
    idle(work);
    idleCallbacks[0]!.work();
    vi.advanceTimersByTime(STALL_MS * 4);
    frameAt(0);
    frameAt(16);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });

  it('runs it after two frames on time when no idle moment comes, and not again at the idle moment', () => {
    const work = vi.fn();
    idle(work);
    vi.advanceTimersByTime(STALL_MS - 1);
    expect(frames, 'no frame asked for before the stall').toHaveLength(0);
    vi.advanceTimersByTime(1);
    frameAt(1000);
    frameAt(1016.7);
    expect(work, 'as a task after the frame').not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    idleCallbacks[0]!.work();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits while the frames come late (a busy page), then runs at a quiet one', () => {
    const work = vi.fn();
    idle(work);
    vi.advanceTimersByTime(STALL_MS);
    frameAt(1000);
    frameAt(1100);
    vi.advanceTimersByTime(0);
    expect(work, 'frames 100 ms apart').not.toHaveBeenCalled();
    vi.advanceTimersByTime(STALL_MS);
    frameAt(1400);
    frameAt(1416);
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('asks the idle callback to come within 3 s, for a page that draws no frame (hidden)', () => {
    const work = vi.fn();
    idle(work);
    expect(idleCallbacks[0]!.timeout).toBe(3000);
  });

  it('falls back to a timer where there is no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    idle(work);
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

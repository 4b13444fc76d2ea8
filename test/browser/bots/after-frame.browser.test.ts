/// <reference types="mocha" />
/**
 * The expert's question waits for the page's next frame (src/bots/expert/after-frame.ts): it runs
 * after that frame, never in the call; a hidden page, which draws no frames, runs it at once; a
 * frame that does not come does not hold it; a cancelled one never runs.
 */
import { expect } from '@open-wc/testing';
import { afterNextFrame, FRAME_WAIT_MS } from '../../../src/bots/expert/after-frame.js';

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('a task after the page’s next frame', () => {
  it('runs after the frame’s callbacks, not in the call', async () => {
    const order: string[] = [];
    const framed = new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        order.push('frame');
        resolve();
      }),
    );
    const ran = new Promise<void>((resolve) =>
      afterNextFrame(() => {
        order.push('task');
        resolve();
      }),
    );
    expect(order).to.deep.equal([]);
    await Promise.all([framed, ran]);
    expect(order).to.deep.equal(['frame', 'task']);
  });

  it('runs at once on a hidden page', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      let ran = false;
      afterNextFrame(() => (ran = true));
      expect(ran).to.equal(true);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
    expect(document.visibilityState).to.equal('visible');
  });

  it('does not wait for a frame that never comes', async () => {
    const raf = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    try {
      let ran = false;
      afterNextFrame(() => (ran = true));
      expect(ran).to.equal(false);
      await later(FRAME_WAIT_MS * 3);
      expect(ran).to.equal(true);
    } finally {
      window.requestAnimationFrame = raf;
    }
  });

  it('never runs once cancelled', async () => {
    let ran = false;
    const cancel = afterNextFrame(() => (ran = true));
    cancel();
    await later(FRAME_WAIT_MS * 3);
    expect(ran).to.equal(false);
  });
});

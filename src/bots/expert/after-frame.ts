/**
 * The expert's question waits for the page to draw the move that led to it (docs/bots.md "The question
 * asked once the move is drawn"): that frame is
 * one task of the page's thread, often longer than the whole search on a slow phone, and an answer
 * that came back during it had to wait for its end. Asked after it, the search runs while the page
 * is free to take the answer. A hidden page draws no frames: the task runs at once there, and a
 * frame that does not come within FRAME_WAIT_MS does not hold it longer.
 */

/** How long a question waits at most for the page's next frame. */
export const FRAME_WAIT_MS = 100;

/** Runs `task` once the page's next frame is drawn (at once on a hidden page); returns the cancel. */
export function afterNextFrame(task: () => void): () => void {
  const drawing =
    typeof requestAnimationFrame === 'function' &&
    typeof document !== 'undefined' &&
    document.visibilityState === 'visible';
  if (!drawing) {
    task();
    return () => {};
  }
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
    task();
  };
  // A timer set in the frame's callback runs after the frame's style, layout and paint.
  const frame = requestAnimationFrame(() => setTimeout(run, 0));
  const fallback = setTimeout(run, FRAME_WAIT_MS);
  return () => {
    done = true;
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
  };
}

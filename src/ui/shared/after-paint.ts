/**
 * A pause that lets the browser paint what the page shows now before the work that follows: a
 * long task started from a click (a solo game's start: the table host, the bots, the deal and the
 * table's first render, about a second on a slow phone) otherwise leaves the click without a
 * visible answer until it ends, and the workers it creates without a turn of the page's thread to
 * start on (docs/smoothness.md "A game's start: a frame before the table is made").
 */

/** Resolves in a task after the next animation frame; at once as a task where none comes (a hidden
 * page, no frames at all). */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const task = () => setTimeout(resolve, 0);
    const frames = typeof requestAnimationFrame === 'function' && typeof document !== 'undefined';
    if (!frames || document.visibilityState === 'hidden') task();
    else requestAnimationFrame(task);
  });
}

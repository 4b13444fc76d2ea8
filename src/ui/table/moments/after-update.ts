/**
 * A table update's moments wait until the update is drawn: an UNO callout goes into the page at the
 * next frame (the one that shows the update, as the cards' flights do), and the sounds are made in
 * a task after that frame. Made in the update, building their Web Audio nodes was most of what the
 * features of issues 29-31 added to each update on a slow phone. Why, measured: docs/smoothness.md
 * "JS per table update: moments after the update".
 */

/** A frame that comes this much later than the update (a page too busy to draw) shows no old
 * callout and makes no old sound. */
export const STALE_MS = 3000;

export interface AfterUpdate {
  /** Drawn at the next frame, before it is painted. */
  atFrame?: () => void;
  /** Made once that frame is drawn (a sound: nothing on screen waits for it). */
  afterFrame?: () => void;
}

export function afterUpdate({ atFrame, afterFrame }: AfterUpdate): void {
  // a tab in the background draws no frame until it shows again, and its news is old by then
  if (document.visibilityState === 'hidden') return;
  const asked = performance.now();
  requestAnimationFrame(() => {
    if (performance.now() - asked > STALE_MS) return;
    atFrame?.();
    if (afterFrame) setTimeout(afterFrame, 0);
  });
}

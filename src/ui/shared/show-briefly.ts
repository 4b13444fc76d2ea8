/**
 * A moment on the table (a reaction's bubble, a called-out UNO): shown for `ms`, then gone. Its
 * `frames` play over that time, eased out, unless the player asks for reduced motion: then it
 * stands still until it goes.
 */
export function showBriefly(el: HTMLElement, frames: Keyframe[], ms: number): void {
  const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  if (!reduced) el.animate(frames, { duration: ms, easing: 'ease-out', fill: 'both' });
  setTimeout(() => el.remove(), ms);
}

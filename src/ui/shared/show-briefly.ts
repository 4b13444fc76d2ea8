/**
 * A moment on the table (a reaction's bubble, a called-out UNO): shown for `ms`, then gone. Its
 * `frames` play over that time, eased out, unless the player asks for reduced motion: then it
 * stands still until it goes.
 *
 * `keep`: the element stays in the page for the next moment, hidden (`display: none`) rather than
 * taken out, and shown again `as` the display it names; shown again before it hid, it starts over
 * (the earlier hiding called off). Made and taken out at each UNO, a callout cost a phone its
 * making at the frame and its removal in whatever update ran when it went (docs/smoothness-passes.md
 * "Seventeenth pass").
 */

/** When each kept element hides. */
const hiding = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

export function showBriefly(el: HTMLElement, frames: Keyframe[], ms: number, keep?: { as: string }): void {
  const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  if (keep) {
    clearTimeout(hiding.get(el));
    for (const a of el.getAnimations()) a.cancel();
    el.style.display = keep.as;
  }
  if (!reduced) el.animate(frames, { duration: ms, easing: 'ease-out', fill: 'both' });
  if (!keep) {
    setTimeout(() => el.remove(), ms);
    return;
  }
  hiding.set(
    el,
    setTimeout(() => {
      el.style.display = 'none';
      for (const a of el.getAnimations()) a.cancel();
    }, ms),
  );
}

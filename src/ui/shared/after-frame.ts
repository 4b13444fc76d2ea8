/**
 * `afterNextFrame(fn)`: runs `fn` in a task of its own once the next frame has been drawn, and
 * returns what cancels it. A `requestAnimationFrame` callback runs before the frame works out the
 * page's style: DOM work there (a dialog opened, a closed one taken out) meets everything the
 * last update changed; after the frame, it meets a page whose style is up to date. A tab in the
 * background draws no frame: `fn` waits until the tab is shown.
 */
export function afterNextFrame(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

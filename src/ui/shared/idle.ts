/** Work put off until the page has nothing else to do: warming what a later update will need. */
export type Later = (work: () => void) => void;

/** At the browser's next idle moment, or within 3 s (200 ms where there is no idle callback). */
export const idle: Later = (work) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 200);
};

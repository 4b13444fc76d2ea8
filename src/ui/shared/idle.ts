/** Work put off until the page has nothing else to do: warming what a later update will need. */
export type Later = (work: () => void) => void;

/** How long an idle moment is waited for before a quiet frame stands in for it. */
export const STALL_MS = 250;
/** Two frames this close together (ms) say the page is not busy: 1.5 frames at 60 Hz. */
const QUIET_FRAME_MS = 25;

/**
 * At the browser's next idle moment; or, when none comes within `STALL_MS`, in the gap after two
 * frames on time; within 3 s at the latest (200 ms where there is no idle callback). Chromium
 * gives a page no idle moment at all after a click or a key that changed nothing on the screen
 * (a button taking the focus, a dialog that waits for its answer) until something is drawn again:
 * there, the idle callback alone waited its whole timeout though the page had nothing to do
 * (docs/smoothness.md "Idle moments: a page that draws nothing gets none").
 */
export const idle: Later = (work) => {
  if (typeof requestIdleCallback !== 'function') {
    setTimeout(work, 200);
    return;
  }
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    work();
  };
  // the work as a task after two frames close together; while the frames come late, again later
  const quietFrame = (): void => {
    if (done) return;
    requestAnimationFrame((t0) =>
      requestAnimationFrame((t1) => {
        if (t1 - t0 < QUIET_FRAME_MS) setTimeout(once);
        else setTimeout(quietFrame, STALL_MS);
      }),
    );
  };
  requestIdleCallback(once, { timeout: 3000 });
  setTimeout(quietFrame, STALL_MS);
};

/**
 * A hosting page keeps its screen on where the browser allows it (the Screen Wake Lock API: secure
 * pages of Chromium, Safari 16.4 and later): a phone that locks itself sends the table's page to
 * the background, where timers slow to once a minute and the table stalls for everyone
 * (docs/network.md "Phones that sleep"). The browser drops the lock whenever the page is hidden;
 * it is asked again each time the page is shown, until the table ends.
 */
import type { GameClient } from '../guest/index.js';

interface Sentinel {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<Sentinel>;
}

/** Holds the screen on while `client` (the host's own) lives. Returns the release. */
export function keepScreenOn(
  client: GameClient,
  nav: { wakeLock?: WakeLockLike } | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | undefined = typeof document ===
  'undefined'
    ? undefined
    : document,
): () => void {
  const wakeLock = nav?.wakeLock;
  if (!wakeLock || !doc) return () => undefined;
  let held: Sentinel | null = null;
  let ended = false;
  const ask = () => {
    if (ended || held || doc.visibilityState !== 'visible') return;
    wakeLock.request('screen').then(
      (s) => {
        if (ended) void s.release().catch(() => undefined);
        else held = s;
      },
      () => {
        // refused (battery saver, no permission, an insecure page): the screen may sleep
      },
    );
  };
  const onVisibility = () => {
    // the browser released it when the page was hidden
    if (doc.visibilityState !== 'visible') held = null;
    else ask();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  const release = () => {
    ended = true;
    doc.removeEventListener('visibilitychange', onVisibility);
    void held?.release().catch(() => undefined);
    held = null;
    unsubscribe();
  };
  const unsubscribe = client.subscribe((s) => {
    if (s.status === 'closed' || s.status === 'error') release();
  });
  ask();
  return release;
}

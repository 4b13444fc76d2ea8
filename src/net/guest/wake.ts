/**
 * A phone that comes back (issue 29 point 5; docs/network.md "Phones that sleep"): a guest whose
 * page was hidden, frozen or kept in the back/forward cache acts the moment it is shown again,
 * instead of waiting out a back-off that a hidden tab's throttled timers (once a minute after
 * 5 minutes, in Chromium) may have stretched: a guest that was trying to reach its table tries
 * again at once; a seated one probes its host with a ping, and connects again at once if the
 * host has not answered within PROBE_MS.
 */
import { encode, type Clock } from '../wire/index.js';
import type { ClientHandle } from './handle.js';

/** How long a returning guest waits for its host's answer before it connects again. */
export const PROBE_MS = 1500;

/** The page events that say it is back: visible again, unfrozen, or restored from the cache. */
const RETURNS = ['visibilitychange', 'pageshow', 'resume'] as const;

export interface PageSignals {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  readonly visibilityState?: string;
}

/**
 * Watches `page` (the document) and `win` (the window) for the guest of `handle`. `heardAt`: when the host last spoke. Stops by itself when the client ends.
 */
export function wakeOnReturn(
  handle: ClientHandle,
  heardAt: () => number,
  clock: Clock,
  page: PageSignals | undefined = typeof document === 'undefined' ? undefined : document,
  win: PageSignals | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (!page) return () => undefined;
  let probe: unknown = null;
  const onReturn = () => {
    if (page.visibilityState === 'hidden') return;
    const { route, client } = handle;
    // the host's own screen has no connection to mend
    if (route.isHost || !route.reconnect) return;
    const status = client.state.status;
    if (status === 'reconnecting') return handle.steer(route, true);
    if (status !== 'lobby' && status !== 'playing') return;
    if (probe !== null) return;
    const asked = clock.now();
    handle.say(encode({ v: 1, t: 'ping' }));
    probe = clock.setTimeout(() => {
      probe = null;
      const s = handle.client.state.status;
      if (heardAt() < asked && (s === 'lobby' || s === 'playing')) handle.steer(handle.route, true);
    }, PROBE_MS);
  };
  // pageshow fires on the window; visibilitychange and resume on the document
  const on = (type: string) => (type === 'pageshow' ? (win ?? page) : page);
  for (const type of RETURNS) on(type).addEventListener(type, onReturn);
  const stop = () => {
    for (const type of RETURNS) on(type).removeEventListener(type, onReturn);
    if (probe !== null) clock.clearTimeout(probe);
    probe = null;
    unsubscribe();
  };
  const unsubscribe = handle.client.subscribe((s) => {
    if (s.status === 'closed' || s.status === 'error') stop();
  });
  return stop;
}

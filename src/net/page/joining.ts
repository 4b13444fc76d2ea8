/**
 * What joining needs: reach a table by its code over PeerJS. No engine, no bots, no statechart: the
 * host sends views, and the guest only shows them (the engine and bots load only if this guest
 * takes the table over: docs/migration.md).
 */
import type { GameClient } from '../guest/index.js';
import { detectSignaling, normalizeCode, type SignalingConfig } from '../terms/index.js';
import { browserSide } from './browser-side.js';
import { openGuest } from './follow.js';
import { browserSeatMemory, savedGuestEpoch } from './storage.js';

/** Joins the table `code` (a code as typed, or a join link). Fails with an Error whose message is
 * a stable code: `bad-code`, `host-unreachable`, `signaling-unreachable`, `table-full`,
 * `game-started`, `bad-token`. */
export async function joinTable(
  code: string,
  opts: {
    name: string;
    signaling?: SignalingConfig;
    persist?: boolean;
    /** Called when the host must first let this newcomer in (its name was kicked). */
    onWaiting?: () => void;
    /** The player gave up (Cancel while waiting to be let in): the link closes, `join-cancelled`. */
    signal?: AbortSignal;
  },
): Promise<GameClient> {
  const clean = normalizeCode(code);
  if (!clean) throw new Error('bad-code');
  const cfg = opts.signaling ?? (await detectSignaling());
  const { peerNetwork } = await import('../peer/index.js');
  const persist = opts.persist !== false;
  const self = openGuest(browserSide(peerNetwork(cfg), persist), {
    code: clean,
    // a seat kept from before a reload is where the table last answered
    epoch: persist ? savedGuestEpoch(clean) : 0,
    name: opts.name,
    memory: persist ? browserSeatMemory(clean) : undefined,
  });
  const unwatch = self.client.subscribe((s) => {
    if (s.error === 'awaiting-approval') opts.onWaiting?.();
  });
  let cancel = (): void => undefined;
  const cancelled = new Promise<never>((_, reject) => {
    cancel = () => {
      self.client.leave();
      reject(new Error('join-cancelled'));
    };
  });
  if (opts.signal?.aborted) cancel();
  else opts.signal?.addEventListener('abort', cancel, { once: true });
  try {
    await Promise.race([self.ready, cancelled]);
  } finally {
    unwatch();
    opts.signal?.removeEventListener('abort', cancel);
  }
  return self.client;
}

/**
 * What joining needs: reach a table by its code over PeerJS. No engine, no bots, no statechart: the
 * host sends views, and the guest only shows them.
 */
import type { GameClient } from './types.js';
import { createGameClient, type SeatMemory } from './client.js';
import { normalizeCode } from './code.js';
import { detectSignaling, type SignalingConfig } from './signaling.js';
import { browserSeatMemory } from './storage.js';

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
  },
): Promise<GameClient> {
  const clean = normalizeCode(code);
  if (!clean) throw new Error('bad-code');
  const cfg = opts.signaling ?? (await detectSignaling());
  const { connectPeer } = await import('./peer-transport.js');
  const memory: SeatMemory | undefined = opts.persist === false ? undefined : browserSeatMemory(clean);
  const { client, ready } = createGameClient({
    name: opts.name,
    isHost: false,
    connect: () => connectPeer(clean, cfg),
    memory,
    reconnect: true,
  });
  const unwatch = client.subscribe((s) => {
    if (s.error === 'awaiting-approval') opts.onWaiting?.();
  });
  try {
    await ready;
  } finally {
    unwatch();
  }
  return client;
}

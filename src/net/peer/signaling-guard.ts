/**
 * The guard on what the signaling server relays to one of our Peers, before PeerJS builds anything
 * for it. PeerJS answers every offer it is sent: it makes an RTCPeerConnection, opens the data
 * channel with whatever serialization the other side chose, and (over `binary`) keeps every chunk
 * until its message is whole. Only a hosting page wants offers, and it keeps them behind its own
 * guard (channel-guard.ts); any other page (a guest, a spectator, a page waiting for the table's
 * new host) refuses them here: a stranger who learned its peer id gets a `LEAVE` back, so its end
 * closes at once, and the page makes no connection, no channel and holds no byte for it.
 *
 * Either way, a candidate or an answer for a connection the page does not hold is dropped: PeerJS
 * would keep it for ever, waiting for an offer that may never come (the host's guard closes the
 * links it refuses, and their candidates arrive after).
 */
import type { DataConnection, Peer } from 'peerjs';
import { answerRestart } from './ice-restart.js';

/** What the signaling server relays (PeerJS's ServerMessage), as far as the guard reads it. */
interface Relayed {
  type?: unknown;
  src?: unknown;
  payload?: { connectionId?: unknown; restart?: unknown; sdp?: unknown } | null;
}

/** The parts of PeerJS's Peer the guard stands in front of (not in its typings: @internal). */
interface PeerInsides {
  _handleMessage: (message: Relayed) => void;
  socket: { send(message: { type: string; dst: string }): void };
}

/** Offers: `accept` on a page that hosts (its own guard judges each link), `refuse` on any other. */
export type Offers = 'accept' | 'refuse';

/** Puts the guard in front of `peer`'s signaling, from the first message it receives. */
export function guardSignaling(peer: Peer, offers: Offers): void {
  const inside = peer as unknown as PeerInsides;
  // a PeerJS that no longer has these would leave the page unguarded: fail loudly instead
  if (typeof inside._handleMessage !== 'function' || typeof inside.socket?.send !== 'function')
    throw new Error('signaling-guard: PeerJS changed (no _handleMessage)');
  const handle = inside._handleMessage.bind(peer);
  inside._handleMessage = (message: Relayed) => {
    const type = message?.type;
    const src = message?.src;
    if (type === 'OFFER') {
      // an ICE restart of a link this host holds (ice-restart.ts): PeerJS would close the link
      if (message.payload?.restart === true) {
        const id = message.payload.connectionId;
        const held =
          offers === 'accept' && typeof src === 'string' && typeof id === 'string' ? peer.getConnection(src, id) : null;
        if (held) void answerRestart(held as DataConnection, message.payload.sdp, peer);
        return;
      }
      if (offers === 'accept') return handle(message);
      if (typeof src === 'string') inside.socket.send({ type: 'LEAVE', dst: src });
      return;
    }
    if (type === 'CANDIDATE' || type === 'ANSWER') {
      const id = message.payload?.connectionId;
      const held = typeof src === 'string' && typeof id === 'string' ? peer.getConnection(src, id) : null;
      if (!held?.peerConnection) return;
    }
    return handle(message);
  };
}

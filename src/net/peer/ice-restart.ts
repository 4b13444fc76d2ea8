/**
 * An ICE restart on a live PeerJS link (docs/deploy.md "The relay"): when a guest's relay
 * credentials are renewed, its link gathers again with them and moves to allocations made with the
 * new ones, without a new connection. PeerJS cannot renegotiate (an offer for a connection it
 * holds closes that connection), so the restart's offer goes through the signaling server marked
 * `restart`, the host's guard (signaling-guard.ts) hands it here instead of to PeerJS, and the
 * answer comes back as an ordinary ANSWER, which PeerJS applies to the connection it holds.
 *
 * What the host takes from a guest here is checked like any guest input: its own held link only,
 * one data section and nothing else (no media), a bounded size, at most one restart per link
 * every RESTART_GAP_MS.
 */
import type { DataConnection } from 'peerjs';

const MAX_SDP = 12_000;
export const RESTART_GAP_MS = 10_000;

/** The part of PeerJS's Peer a restart talks through (not in its typings: @internal). */
interface SocketSide {
  socket: { send(message: { type: string; dst: string; payload?: unknown }): void };
}

/** A guest's offer is acceptable: one `m=application` section and nothing else, of bounded size. */
export function restartableOffer(sdp: unknown): sdp is { type: 'offer'; sdp: string } {
  if (typeof sdp !== 'object' || sdp === null) return false;
  const d = sdp as { type?: unknown; sdp?: unknown };
  if (d.type !== 'offer' || typeof d.sdp !== 'string' || d.sdp.length > MAX_SDP) return false;
  const sections = d.sdp.split(/\r?\n/).filter((l) => l.startsWith('m='));
  return sections.length === 1 && sections[0]!.startsWith('m=application ');
}

/** Sends each new local candidate while a restart gathers: PeerJS stops sending its own once ICE
 * has completed the first time (a duplicate is harmless). */
function relayCandidates(pc: RTCPeerConnection, dc: DataConnection, peer: SocketSide): void {
  const send = (e: RTCPeerConnectionIceEvent) => {
    if (!e.candidate?.candidate) return;
    peer.socket.send({
      type: 'CANDIDATE',
      dst: dc.peer,
      payload: { candidate: e.candidate.toJSON(), type: 'data', connectionId: dc.connectionId },
    });
  };
  pc.addEventListener('icecandidate', send);
  const done = () => {
    if (pc.iceGatheringState !== 'complete') return;
    pc.removeEventListener('icecandidate', send);
    pc.removeEventListener('icegatheringstatechange', done);
  };
  pc.addEventListener('icegatheringstatechange', done);
}

/** The guest's side: restarts ICE on its link `dc` (whose ICE servers were just renewed). */
export async function restartIce(dc: DataConnection, peer: unknown): Promise<void> {
  const pc = dc.peerConnection;
  if (!pc || pc.connectionState !== 'connected' || pc.signalingState !== 'stable') return;
  const side = peer as SocketSide;
  try {
    const offer = await pc.createOffer({ iceRestart: true });
    await pc.setLocalDescription(offer);
    relayCandidates(pc, dc, side);
    side.socket.send({
      type: 'OFFER',
      dst: dc.peer,
      payload: { sdp: offer, type: 'data', connectionId: dc.connectionId, restart: true },
    });
  } catch {
    // the link goes on as it was; a broken one is mended by reconnecting (client.ts)
  }
}

const lastRestart = new WeakMap<object, number>();

/** The host's side: answers a guest's restart offer on the link `dc` it holds. */
export async function answerRestart(dc: DataConnection, sdp: unknown, peer: unknown): Promise<void> {
  const pc = dc.peerConnection;
  if (!pc || !restartableOffer(sdp) || pc.signalingState !== 'stable') return;
  const now = Date.now();
  if (now - (lastRestart.get(dc) ?? -Infinity) < RESTART_GAP_MS) return;
  lastRestart.set(dc, now);
  const side = peer as SocketSide;
  try {
    await pc.setRemoteDescription(sdp);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    relayCandidates(pc, dc, side);
    side.socket.send({
      type: 'ANSWER',
      dst: dc.peer,
      payload: { sdp: answer, type: 'data', connectionId: dc.connectionId },
    });
  } catch {
    // an offer the browser refused: the link stays as it was
  }
}

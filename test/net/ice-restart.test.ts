/**
 * The ICE restart a guest asks of its host when its relay credentials are renewed
 * (src/net/peer/ice-restart.ts) is guest input: the host takes only an offer with one data section
 * and nothing else, of bounded size, for a link it holds with that very peer; a page that hosts
 * nothing, or a link it does not hold, gets nothing and builds nothing. PeerJS itself never sees a
 * restart offer (it would close the link).
 */
import { describe, expect, it } from 'vitest';
import type { Peer } from 'peerjs';
import { restartableOffer } from '../../src/net/peer/ice-restart.js';
import { guardSignaling } from '../../src/net/peer/signaling-guard.js';

const data = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n';

describe('a restart offer from a guest', () => {
  it('is taken only with one data section, nothing else, of bounded size', () => {
    expect(restartableOffer({ type: 'offer', sdp: data })).toBe(true);
    expect(restartableOffer({ type: 'offer', sdp: `${data}m=video 9 UDP/TLS/RTP/SAVPF 96\r\n` })).toBe(false);
    expect(restartableOffer({ type: 'offer', sdp: data.replace('m=application', 'm=audio') })).toBe(false);
    expect(restartableOffer({ type: 'answer', sdp: data })).toBe(false);
    expect(restartableOffer({ type: 'offer', sdp: data + 'a=x\r\n'.repeat(5000) })).toBe(false);
    expect(restartableOffer({ type: 'offer' })).toBe(false);
    expect(restartableOffer(null)).toBe(false);
  });

  it('never reaches PeerJS, and is dropped for a link not held or on a page that hosts nothing', () => {
    const seen: unknown[] = [];
    const sent: unknown[] = [];
    const fake = (offers: 'accept' | 'refuse') => {
      const peer = {
        _handleMessage: (m: unknown) => seen.push(m),
        socket: { send: (m: unknown) => sent.push(m) },
        getConnection: () => null,
      };
      guardSignaling(peer as unknown as Peer, offers);
      return peer;
    };
    const restart = {
      type: 'OFFER',
      src: 'stranger',
      payload: { connectionId: 'dc_1', restart: true, sdp: { type: 'offer', sdp: data } },
    };
    fake('accept')._handleMessage(restart);
    fake('refuse')._handleMessage(restart);
    expect(seen).toEqual([]);
    expect(sent).toEqual([]);
  });
});

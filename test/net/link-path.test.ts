/**
 * Issue 29 point 4: how each guest is connected (same network, direct through NAT, relayed), read
 * from the selected candidate pair, shown per seat in every lobby; and why a connection the host
 * answered never opened. The real networks are the NAT lab's (test/nat): here, the rules.
 */
import { describe, expect, it } from 'vitest';
import { failureOf, offersRelay, pathOfPair, type LinkPath } from '../../src/net/terms/index.js';
import type { Connection } from '../../src/net/wire/transport.js';
import { createHarness, settle } from './harness.js';

describe('the path of a selected candidate pair', () => {
  it('is relayed when either end is a relay, over the relay protocol of this end', () => {
    expect(
      pathOfPair({ candidateType: 'relay', relayProtocol: 'tcp', protocol: 'udp' }, { candidateType: 'srflx' }),
    ).toEqual({
      path: 'relay',
      protocol: 'tcp',
    });
    expect(pathOfPair({ candidateType: 'srflx', protocol: 'udp' }, { candidateType: 'relay' })).toEqual({
      path: 'relay',
      protocol: 'udp',
    });
  });

  it('is direct through NAT when a reflexive address is used', () => {
    expect(pathOfPair({ candidateType: 'srflx', protocol: 'udp' }, { candidateType: 'srflx' }).path).toBe('direct');
    expect(pathOfPair({ candidateType: 'host' }, { candidateType: 'prflx', address: '198.18.2.2' }).path).toBe(
      'direct',
    );
  });

  it('is the same network when both ends use their own addresses', () => {
    expect(pathOfPair({ candidateType: 'host' }, { candidateType: 'host' }).path).toBe('lan');
    // a far end learnt from its checks at a private address (mDNS names it could not resolve)
    expect(pathOfPair({ candidateType: 'host' }, { candidateType: 'prflx', address: '192.168.1.20' }).path).toBe('lan');
  });
});

describe('a connection that never opened', () => {
  const answered = { remoteDescription: { type: 'answer', sdp: '' } } as unknown as RTCPeerConnection;
  const silent = { remoteDescription: null } as unknown as RTCPeerConnection;

  it('says no-path when the host answered and no relay was offered', () => {
    expect(failureOf(answered, [{ urls: 'stun:stun.example.org' }])).toBe('no-path');
    expect(failureOf(answered, [])).toBe('no-path');
  });

  it('says relay-failed when a relay was offered and did not help', () => {
    expect(
      failureOf(answered, [{ urls: ['stun:a', 'turns:relay.example.org:443'], username: 'u', credential: 'p' }]),
    ).toBe('relay-failed');
  });

  it('says host-unreachable when the host never answered', () => {
    expect(failureOf(silent, [{ urls: 'turn:relay.example.org' }])).toBe('host-unreachable');
    expect(failureOf(undefined, [])).toBe('host-unreachable');
  });

  it('counts turn: and turns: as relays, stun: not', () => {
    expect(offersRelay([{ urls: 'stun:x' }])).toBe(false);
    expect(offersRelay([{ urls: ['stun:x', 'TURN:y'] }])).toBe(true);
  });
});

/** The host's end of a link, with a path the test sets as ICE would. */
function measured(c: Connection) {
  let listener: (() => void) | null = null;
  const end = {
    path: null as LinkPath | null,
    set(p: LinkPath) {
      end.path = p;
      listener?.();
    },
    conn: {
      send: (t: string) => c.send(t),
      onMessage: (l: (t: string) => void) => c.onMessage(l),
      onClose: (l: () => void) => c.onClose(l),
      close: () => c.close(),
      get open() {
        return c.open;
      },
      get path(): LinkPath | null {
        return end.path;
      },
      onPath(l: () => void) {
        listener = l;
      },
    } satisfies Connection,
  };
  return end;
}

describe('the lobby shows how each guest is connected', () => {
  it('per seat, to everyone, as soon as the host learns it and whenever it changes', async () => {
    const ends: ReturnType<typeof measured>[] = [];
    const h = await createHarness({
      seed: 'link-path',
      hostEnd: (c) => {
        const m = measured(c);
        ends.push(m);
        return m.conn;
      },
    });
    const ana = await h.addGuest('Ana');
    await h.addGuest('Bo');
    const links = () => ana.client.state.lobby!.seats.map((s) => s.link ?? null);
    // not known yet: nothing is claimed
    expect(links()).toEqual([null, null, null]);
    ends[0]!.set('direct');
    ends[1]!.set('relay');
    await settle();
    expect(links()).toEqual([null, 'direct', 'relay']);
    expect(h.hostClient.state.lobby!.seats.map((s) => s.link ?? null)).toEqual([null, 'direct', 'relay']);
    // ICE moved Ana's link to a relay (a restart): every lobby follows
    ends[0]!.set('relay');
    await settle();
    expect(links()).toEqual([null, 'relay', 'relay']);
    h.host.close();
  });
});

/**
 * The guards against strangers (docs/security.md): link-guard.ts in the host, over the in-memory
 * transport, and channel-guard.ts's checks as PeerJS channels meet them (the browser test over real
 * PeerJS is test/browser/net/transport-guard). Each fails if its attack works again.
 */
import { describe, expect, it } from 'vitest';
import { acceptableChannel, CHANNEL_LIMITS, createChannelMeter } from '../../src/net/peer/channel-guard.js';
import { DEFAULT_LIMITS } from '../../src/net/host/link-guard.js';
import { createHarness, settle } from './harness.js';

describe('link guard (host)', () => {
  it('5,000 connections that never say hello are not held: capped at once, closed after 5 s', async () => {
    const h = await createHarness({ seed: 'hello-less' });
    const conns = await Promise.all(Array.from({ length: 5000 }, (_, i) => h.net.connect('ACDEFG', `mute${i}`)));
    await settle();
    const held = conns.filter((c) => c.open).length;
    expect(held).toBe(DEFAULT_LIMITS.maxPending);
    // answering the heartbeat does not buy time: without a hello the link goes at 5 s
    for (const c of conns) c.onMessage(() => c.send('{"v":1,"t":"pong"}'));
    for (let t = 0; t < 5000; t += 500) {
      h.clock.advance(500);
      await settle();
    }
    expect(conns.filter((c) => c.open).length).toBe(0);
    // and the table still takes a real guest
    const ana = await h.addGuest('Ana');
    expect(ana.client.state.status).toBe('lobby');
    console.log(`guard: 5,000 hello-less connections: ${held} held, 0 after 5 s`);
  });

  it('no more than the cap of connections in all, joined or not', async () => {
    const h = await createHarness({ seed: 'all-links' });
    const conns = [];
    for (let i = 0; i < 100; i++) {
      const c = await h.net.connect('ACDEFG', `p${i}`);
      // alive (it answers the heartbeat): a lobby seat whose link died would free itself
      c.onMessage((text) => text.includes('"t":"ping"') && c.send('{"v":1,"t":"pong"}'));
      // joins are rate-limited: let the clock run so that each may join
      h.clock.advance(2000);
      c.send(JSON.stringify({ v: 1, t: 'hello', name: `P${i}` }));
      await settle();
      conns.push(c);
    }
    // 9 seats, then the table is full: the others are sent away, none is held beyond the cap
    expect(conns.filter((c) => c.open).length).toBeLessThanOrEqual(DEFAULT_LIMITS.maxLinks);
    expect(h.host.lobbyFor(null).seats.length).toBe(10);
  });
});

describe('channel guard (below the protocol)', () => {
  it('keeps only reliable raw channels that are really ordered', () => {
    expect(acceptableChannel({ serialization: 'raw', reliable: true })).toBe(true);
    expect(acceptableChannel({ serialization: 'binary', reliable: true })).toBe(false);
    expect(acceptableChannel({ serialization: 'json', reliable: true })).toBe(false);
    expect(acceptableChannel({ serialization: 'raw', reliable: false })).toBe(false);
    const ordered = { ordered: true, maxRetransmits: null, maxPacketLifeTime: null };
    expect(acceptableChannel({ serialization: 'raw', reliable: true, dataChannel: ordered })).toBe(true);
    // a peer that claims reliable but opened an unordered or lossy channel
    for (const lie of [{ ordered: false }, { maxRetransmits: 0 }, { maxPacketLifeTime: 100 }])
      expect(acceptableChannel({ serialization: 'raw', reliable: true, dataChannel: { ...ordered, ...lie } })).toBe(
        false,
      );
  });

  it('refuses binary data, a message over the limit, and more than the rate', () => {
    const meter = createChannelMeter();
    expect(meter.take('{"v":1,"t":"ping"}', 0)).toBe(true);
    expect(createChannelMeter().take(new ArrayBuffer(16_300), 0)).toBe(false);
    expect(createChannelMeter().take('x'.repeat(2 ** 20), 0)).toBe(false);
    expect(createChannelMeter().take('x'.repeat(CHANNEL_LIMITS.maxMessage + 1), 0)).toBe(false);
    // a flood of the largest legal messages: refused once the burst is spent
    const flood = createChannelMeter();
    let accepted = 0;
    while (flood.take('x'.repeat(CHANNEL_LIMITS.maxMessage), 0) && accepted < 1000) accepted++;
    const burst = CHANNEL_LIMITS.charsPerSecond * CHANNEL_LIMITS.burstSeconds;
    expect(accepted).toBe(Math.floor(burst / CHANNEL_LIMITS.maxMessage));
    // a player's pace (10 small messages a second for a minute) never comes near it
    const player = createChannelMeter();
    for (let t = 0; t < 60_000; t += 100)
      expect(player.take('{"v":1,"t":"act","seq":1,"action":{"type":"draw"}}', t)).toBe(true);
  });
});

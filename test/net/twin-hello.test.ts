import { describe, expect, it } from 'vitest';
import type { Connection } from '../../src/net/wire/transport.js';
import type { TableHost } from '../../src/net/host/table-host.js';
import { createHarness, settle } from './harness.js';

/**
 * One channel that the host takes in twice, as two links over it: what a guest sends reaches
 * both, and what either link sends reaches the guest on its one channel. A takeover's door once
 * held a guest's channel twice that way (migration.browser: the guest said one hello, the new host
 * heard it on two links and sent the first away as `replaced`, which ended the guest).
 */
function takenInTwice(conn: Connection, host: () => TableHost): Connection {
  const listeners: (((text: string) => void) | null)[] = [null, null];
  const closers: ((() => void) | null)[] = [null, null];
  conn.onMessage((text) => {
    for (const l of listeners) l?.(text);
  });
  conn.onClose(() => {
    for (const c of closers) c?.();
  });
  const view = (i: 0 | 1): Connection => ({
    get open() {
      return conn.open;
    },
    channel: conn,
    send: (text) => conn.send(text),
    close: () => conn.close(),
    onMessage: (l) => (listeners[i] = l),
    onClose: (l) => (closers[i] = l),
  });
  host().attach(view(1));
  return view(0);
}

/** A table whose next guest connection is taken in twice (`twiceNext`). */
async function twinTable(seed: string) {
  let twiceNext = false;
  let twiced = 0;
  const h = await createHarness({
    seed,
    hostEnd: (c) => {
      if (!twiceNext) return c;
      twiceNext = false;
      twiced++;
      return takenInTwice(c, () => h.host);
    },
  });
  return {
    h,
    twiceNext: () => (twiceNext = true),
    twiced: () => twiced,
  };
}

/** A raw guest end: what it is sent, and whether its channel closed. */
async function rawGuest(h: Awaited<ReturnType<typeof createHarness>>, label: string) {
  const guest = await h.net.connect('ACDEFG', label);
  const got: { t: string; reason?: string }[] = [];
  let closed = false;
  guest.onMessage((text) => got.push(JSON.parse(text) as { t: string }));
  guest.onClose(() => (closed = true));
  return {
    got,
    closed: () => closed,
    hello: (client: string, attempt: number) =>
      guest.send(JSON.stringify({ v: 1, t: 'hello', name: 'Zed', client, attempt })),
  };
}

describe('one hello heard twice', () => {
  it('a guest that comes back over a channel taken in twice keeps its seat, and the table reaches it', async () => {
    const { h, twiceNext, twiced } = await twinTable('twin-hello');
    await h.addGuest('Ana');
    const bo = await h.addGuest('Bo');
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    const seat = bo.client.state.seat!;
    twiceNext();
    h.conns.get('g2')!.close();
    await settle();
    h.clock.advance(300);
    await settle();
    bo.handle.steer(bo.handle.route, true);
    await settle();
    expect(twiced()).toBe(1);

    expect(bo.client.state.status).toBe('playing');
    expect(bo.client.state.error).toBe(null);
    expect(bo.client.state.seat).toBe(seat);
    expect(h.host.lobbyFor(null).seats[seat]).toMatchObject({ name: 'Bo', connected: true });
    // the table goes on reaching Bo, once per change
    const before = (h.received.get('g2') ?? []).length;
    h.hostClient.setName('Host 2');
    await settle();
    expect(bo.client.state.lobby!.seats[0]!.name).toBe('Host 2');
    const lobbies = (h.received.get('g2') ?? []).slice(before).filter((x) => x.includes('"t":"lobby"'));
    expect(lobbies).toHaveLength(1);
  });

  it('a newcomer whose channel is taken in twice gets one seat', async () => {
    const { h, twiceNext, twiced } = await twinTable('twin-hello-lobby');
    twiceNext();
    const ana = await h.addGuest('Ana');
    await settle();
    expect(twiced()).toBe(1);
    expect(ana.client.state.status).toBe('lobby');
    expect(h.host.lobbyFor(null).seats.map((s) => s.name)).toEqual(['Host', 'Ana']);
  });

  it('one hello said on two channels of their own: the second is sent away, the first keeps its seat', async () => {
    const { h } = await twinTable('twin-hello-two');
    const first = await rawGuest(h, 'raw1');
    const second = await rawGuest(h, 'raw2');
    first.hello('c1', 1);
    await settle();
    second.hello('c1', 1);
    await settle();
    expect(first.got.map((m) => m.t)).toContain('welcome');
    expect(first.closed()).toBe(false);
    expect(second.got.find((m) => m.t === 'bye')).toMatchObject({ reason: 'replaced' });
    expect(second.closed()).toBe(true);
    expect(h.host.lobbyFor(null).seats.map((s) => s.name)).toEqual(['Host', 'Zed']);
  });
});

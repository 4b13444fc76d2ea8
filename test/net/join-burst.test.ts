/**
 * Friends who open the invite together all get in (join-gate.ts, retry-pace.ts, docs/network.md
 * "The door: friends joining together"): a whole table's worth of newcomers within a few seconds is
 * let in and nobody reads `busy`; a newcomer the door turns away comes back by itself; a stranger's
 * flood is still held to the door's pace and answered by code.
 */
import { describe, expect, it } from 'vitest';
import { createHarness, settle } from './harness.js';
import { BUSY_TRIES, BUSY_WAITS_MS, BusyRetry } from '../../src/net/guest/retry-pace.js';
import { MAX_SEATS } from '../../src/net/host/table-host.js';
import { JOIN_BURST } from '../../src/net/host/join-gate.js';
import { createGameClient } from '../../src/net/guest/client.js';
import { createMemoryNetwork } from '../../src/net/wire/transport.js';
import { createManualClock } from '../../src/net/wire/clock.js';

type H = Awaited<ReturnType<typeof createHarness>>;

/** A bare peer (no client of ours: nothing retries for it): says hello, keeps what it is told. */
async function knock(h: H, name: string) {
  const conn = await h.net.connect('ACDEFG', `x-${name}`);
  const got: { t: string; reason?: string }[] = [];
  conn.onMessage((text) => {
    const m = JSON.parse(text) as (typeof got)[number];
    if (m.t === 'ping') conn.send('{"v":1,"t":"pong"}');
    got.push(m);
  });
  conn.send(JSON.stringify({ v: 1, t: 'hello', name }));
  await settle();
  return {
    conn,
    got,
    welcomed: () => got.some((m) => m.t === 'welcome'),
    bye: () => got.find((m) => m.t === 'bye')?.reason,
  };
}

/** Every `bye` and `error` the host sent a guest, by label. */
function refusals(h: H): string[] {
  return [...h.received].flatMap(([label, texts]) =>
    texts
      .map((t) => JSON.parse(t) as { t: string; reason?: string; code?: string })
      .filter((m) => m.t === 'bye' || m.t === 'error')
      .map((m) => `${label}: ${m.reason ?? m.code}`),
  );
}

describe('friends joining together', () => {
  it('a full table and three spectators, all within 2 s: every one let in, nobody told busy', async () => {
    const h = await createHarness({ seed: 'friends' });
    const friends = MAX_SEATS - 1 + 3;
    const guests = [];
    for (let i = 0; i < friends; i++) {
      guests.push(await h.addGuest(`Friend ${i + 1}`));
      h.clock.advance(2000 / friends);
      await settle();
    }
    await settle();
    expect(refusals(h)).toEqual([]);
    for (const g of guests) expect(g.client.state).toMatchObject({ status: 'lobby', error: null });
    expect(guests.map((g) => g.client.state.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, null, null, null]);
    expect(guests.slice(MAX_SEATS - 1).every((g) => g.client.state.watching)).toBe(true);
    expect(h.hostClient.state.lobby!.seats).toHaveLength(MAX_SEATS);
  });

  it('a newcomer the door turns away comes back by itself, saying nothing, and is seated', async () => {
    const h = await createHarness({ seed: 'busy-retry' });
    // strangers spend the door's whole burst at once
    const strangers = [];
    for (let i = 0; i < JOIN_BURST; i++) strangers.push(await knock(h, `Stranger ${i}`));
    expect(strangers.every((k) => k.welcomed())).toBe(true);
    // the host sends the seated ones away
    for (let i = 0; i < MAX_SEATS - 1; i++) h.host.removeSeat(1);
    await settle();
    const seen: (string | null)[] = [];
    const turnedAway = h.clock.now();
    const ana = await h.addGuest('Ana');
    ana.client.subscribe((s) => seen.push(s.error));
    await settle();
    // turned away (the door is empty), but Ana's screen shows nothing of it: still joining
    expect(refusals(h)).toContain('g1: busy');
    expect(ana.client.state).toMatchObject({ status: 'connecting', error: null });
    for (let t = 0; t < 10_000 && ana.client.state.status !== 'lobby'; t += 250) {
      h.clock.advance(250);
      await settle();
    }
    expect(ana.client.state).toMatchObject({ status: 'lobby', error: null, seat: 1 });
    console.log(`busy retry: seated ${h.clock.now() - turnedAway} ms after the door said busy`);
    expect(seen.filter((e) => e !== null)).toEqual([]);
  });

  it("a stranger's flood is held to the door's pace and answered by code", async () => {
    const h = await createHarness({ seed: 'flood' });
    // 300 hellos over 10 s, 30 a second
    const tries = [];
    for (let i = 0; i < 300; i++) {
      tries.push(await knock(h, `Fake ${i}`));
      if (i % 3 === 2) {
        h.clock.advance(100);
        await settle();
      }
    }
    const inside = tries.filter((k) => k.welcomed()).length;
    const busy = tries.filter((k) => k.bye() === 'busy').length;
    const full = tries.filter((k) => k.bye() === 'watchers-full').length;
    const unanswered = tries.filter((k) => !k.conn.open && k.got.length === 0).length;
    console.log(
      `flood: 300 hellos over 10 s: ${inside} let in, ${busy} busy, ${full} watchers-full, ${unanswered} unanswered`,
    );
    // the burst, and one every 2 s of the 10 s after it
    expect(inside).toBeLessThanOrEqual(JOIN_BURST + 5);
    expect(inside + busy + full + unanswered).toBe(300);
    expect(busy).toBeGreaterThan(250);
    // the table itself holds no more than its seats
    expect(h.host.lobbyFor(null).seats.length).toBeLessThanOrEqual(MAX_SEATS);
  });
});

describe('the pace after busy', () => {
  it('grows, spreads, and ends: the player is told after about a minute', () => {
    let r = 0;
    const random = () => (r = (r + 0.37) % 1);
    const retry = new BusyRetry(random);
    const waits: number[] = [];
    for (let w = retry.next(); w !== null; w = retry.next()) waits.push(w);
    expect(waits).toHaveLength(BUSY_TRIES);
    waits.forEach((w, i) => {
      const base = BUSY_WAITS_MS[Math.min(i, BUSY_WAITS_MS.length - 1)]!;
      expect(w).toBeGreaterThanOrEqual(0.75 * base);
      expect(w).toBeLessThanOrEqual(1.25 * base);
    });
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(40_000);
    expect(total).toBeLessThan(75_000);
    expect(retry.next()).toBeNull();
  });

  it('a client turned away for good is told busy once its tries are spent', async () => {
    // a door that is never free (a flood that never stops): every hello is answered busy
    const clock = createManualClock();
    const net = createMemoryNetwork();
    let hellos = 0;
    net.listen('ACDEFG', (conn) =>
      conn.onMessage((text) => {
        if (!text.includes('"hello"')) return;
        hellos++;
        conn.send('{"v":1,"t":"bye","reason":"busy"}');
        conn.close();
      }),
    );
    const { client } = createGameClient({ name: 'Ana', isHost: false, clock, connect: () => net.connect('ACDEFG') });
    const seen: (string | null)[] = [];
    client.subscribe((s) => seen.push(s.error));
    let waited = 0;
    for (; waited < 120_000 && client.state.status === 'connecting'; waited += 250) {
      clock.advance(250);
      await settle();
    }
    console.log(`busy for good: told after ${hellos} hellos and ${waited} ms`);
    expect(client.state).toMatchObject({ status: 'error', error: 'busy' });
    expect(hellos).toBe(BUSY_TRIES + 1);
    expect(seen.filter((e) => e !== null)).toEqual(['busy']);
    expect(waited).toBeGreaterThan(40_000);
    expect(waited).toBeLessThan(75_000);
  });
});

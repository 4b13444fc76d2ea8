import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { TableHost } from '../../src/net/host/table-host.js';
import { createHarness, reloadHost, engine, playToEnd, settle } from './harness.js';

async function startedTable(seed: string, settings = {}) {
  const h = await createHarness({ settings: { edition: 'classic', ...settings }, seed });
  for (const name of ['Ana', 'Bo', 'Cy']) await h.addGuest(name);
  expect(h.host.start()).toEqual({ ok: true });
  await settle();
  return h;
}

const playersOf = (h: Awaited<ReturnType<typeof createHarness>>) =>
  [h.hostClient, ...h.guests.map((g) => g.client)].map((client, i) => ({ client, bot: createBot('normal', `p${i}`) }));

/** Plays a few moves so the round is under way. */
async function playSome(h: Awaited<ReturnType<typeof createHarness>>, moves: number) {
  const players = playersOf(h);
  let done = 0;
  while (done < moves) {
    for (const p of players) {
      const v = p.client.state.view;
      const d = v && p.bot.decide(v);
      if (!d) continue;
      const r = p.client.act(d.action);
      await settle();
      if ((await r).ok) done++;
    }
    h.clock.advance(300);
    await settle();
  }
}

describe('rejoin and resume', () => {
  it('a guest that drops mid-round comes back to its seat and hand with its token', async () => {
    const h = await startedTable('rejoin-guest');
    await playSome(h, 6);
    const g = h.guests[1]!;
    const seat = g.client.state.seat!;
    const hand = h.host.currentTable!.view(seat).hand;
    // the channel dies; the client notices and reconnects by itself
    h.conns.get(g.label)!.close();
    await settle();
    expect(g.client.state.status).toBe('reconnecting');
    expect(h.host.lobbyFor(null).seats[seat]!.connected).toBe(false);
    h.clock.advance(300);
    await settle();
    expect(g.client.state.status).toBe('playing');
    expect(g.client.state.seat).toBe(seat);
    expect(g.client.state.view!.hand).toEqual(hand);
    expect(h.host.lobbyFor(null).seats[seat]!.connected).toBe(true);
    expect(h.host.lobbyFor(null).seats.length).toBe(4);
  });

  it('a reloaded guest (a new client, the token from storage) takes its seat back', async () => {
    const h = await startedTable('rejoin-reload');
    await playSome(h, 5);
    const g = h.guests[0]!;
    const seat = g.client.state.seat!;
    h.conns.get(g.label)!.close();
    // the old page is gone: its client never reaches the host again
    h.blocked.add(g.label);
    await settle();
    const fresh = await h.reconnectGuest('g1-reloaded', g.memory, 'Ana');
    await settle();
    expect(fresh.client.state.seat).toBe(seat);
    expect(fresh.client.state.view!.hand).toEqual(h.host.currentTable!.view(seat).hand);
    expect(h.host.lobbyFor(null).seats.length).toBe(4);
  });

  it('the host is restored from its save mid-round and the game finishes', async () => {
    const h = await startedTable('resume-host');
    await playSome(h, 8);
    const saved = h.store.last!;
    expect(saved.snapshot).not.toBeNull();
    const before = h.host.currentTable!.view(2);
    // the host's page reloads: its timers stop, its connections die; the guests come back
    const resumed = await reloadHost(h, { saved });
    expect(resumed.code).toBe(saved.code);
    expect(resumed.currentTable!.view(2)).toEqual(before);
    for (let i = 0; i < 8; i++) {
      h.clock.advance(500);
      await settle();
    }
    for (const [i, g] of h.guests.entries()) {
      expect(g.client.state.status).toBe('playing');
      expect(g.client.state.seat).toBe(i + 1);
      expect(g.client.state.view).toEqual(JSON.parse(JSON.stringify(resumed.currentTable!.view(i + 1))));
    }
    await playToEnd(h, playersOf(h));
    expect(resumed.currentTable!.view(0).phase).toBe('gameOver');
  });

  it('a corrupt save is refused with a clear error', () => {
    const good = {
      v: 1,
      code: 'ACDEFG',
      savedAt: 1,
      game: 1,
      settings: { edition: 'classic', options: {}, raceMs: 5000, turnMs: 0, standInMs: 0 },
      seats: [
        { name: 'Host', kind: 'human', token: 'a'.repeat(32), lastSeq: 0 },
        { name: 'Bot', kind: 'bot', level: 'easy', token: 'b'.repeat(32), lastSeq: 0 },
      ],
      snapshot: { nonsense: true },
    };
    const resume = (x: unknown) => () => TableHost.resume(x, { engine, createBot });
    expect(resume(good)).toThrow(/^corrupt-save: the table does not restore/);
    expect(resume('{not json')).toThrow(/^corrupt-save: not JSON/);
    expect(resume({ ...good, code: 'hello!' })).toThrow(/^corrupt-save: bad code/);
    expect(resume({ ...good, seats: [] })).toThrow(/^corrupt-save: bad seats/);
    expect(resume({ ...good, seats: [good.seats[0], good.seats[0]] })).toThrow(/^corrupt-save: bad seat token/);
    expect(resume({ ...good, v: 9 })).toThrow(/^corrupt-save: unknown version/);
    expect(resume(null)).toThrow(/^corrupt-save/);
  });

  it('a bot stands in for a dropped player after the delay and gives the seat back on return', async () => {
    const h = await startedTable('stand-in', { standInMs: 5000 });
    await playSome(h, 4);
    const g = h.guests[2]!;
    const seat = g.client.state.seat!;
    h.blocked.add(g.label);
    h.conns.get(g.label)!.close();
    await settle();
    expect(h.host.lobbyFor(null).seats[seat]).toMatchObject({ connected: false, standIn: false });
    h.clock.advance(4000);
    await settle();
    expect(h.host.lobbyFor(null).seats[seat]!.standIn).toBe(false);
    h.clock.advance(1100);
    await settle();
    expect(h.host.lobbyFor(null).seats[seat]).toMatchObject({ connected: false, standIn: true, bot: 'normal' });
    expect(h.hostClient.state.lobby!.seats[seat]!.standIn).toBe(true);
    // the others play on; the stand-in plays the dropped seat's turns
    const others = playersOf(h).filter((_, i) => i !== seat);
    const lastBefore = h.host.currentTable!.lastSeq;
    let seatPlayed = false;
    for (let i = 0; i < 400 && !seatPlayed; i++) {
      for (const p of others) {
        const d = p.client.state.view && p.bot.decide(p.client.state.view);
        if (d) {
          void p.client.act(d.action);
          await settle();
        }
      }
      h.clock.advance(500);
      await settle();
      if (h.host.currentTable!.view(0).phase === 'roundOver') h.host.nextRound();
      seatPlayed = h.host
        .currentTable!.eventsFor(0, lastBefore)
        .some((e) => (e.type === 'play' || e.type === 'draw' || e.type === 'pass') && 'seat' in e && e.seat === seat);
    }
    expect(seatPlayed).toBe(true);
    // back: the seat is the player's again, with its hand
    h.blocked.delete(g.label);
    for (let i = 0; i < 12 && g.client.state.status !== 'playing'; i++) {
      h.clock.advance(1000);
      await settle();
    }
    expect(g.client.state.status).toBe('playing');
    expect(h.host.lobbyFor(null).seats[seat]).toMatchObject({ connected: true, standIn: false });
    expect(g.client.state.view!.hand).toEqual(h.host.currentTable!.view(seat).hand);
  });

  it('heartbeats find a silent peer dead within 5 s', async () => {
    const h = await createHarness({ seed: 'heartbeat' });
    const conn = await h.net.connect('ACDEFG', 'mute');
    conn.onMessage(() => undefined);
    conn.send(JSON.stringify({ v: 1, t: 'hello', name: 'Mute' }));
    await settle();
    expect(h.host.lobbyFor(null).seats[1]).toMatchObject({ name: 'Mute', connected: true });
    h.clock.advance(5000);
    await settle();
    expect(h.host.lobbyFor(null).seats[1]!.connected).toBe(false);
  });

  it('a browser-wide token does not take a seat that is live in another tab, but takes back a dropped one', async () => {
    const h = await startedTable('device-token');
    const g = h.guests[0]!;
    const seat = g.client.state.seat!;
    const token = g.memory.token!;
    const device = { token, load: () => ({ token, device: true }), save: () => undefined, clear: () => undefined };
    const other = await h.reconnectGuest('other-tab', device, 'Ana');
    expect(other.client.state.status).toBe('error');
    expect(other.client.state.error).toBe('seat-taken');
    expect(g.client.state.status).toBe('playing');
    // once the first tab is gone, the same token brings the seat back
    h.blocked.add(g.label);
    h.conns.get(g.label)!.close();
    await settle();
    const later = await h.reconnectGuest('later-tab', device, 'Ana');
    expect(later.client.state.seat).toBe(seat);
    expect(later.client.state.status).toBe('playing');
  });
});

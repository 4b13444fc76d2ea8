/**
 * Spectators who ask to play (issue 30, point 5; docs/network.md "Spectators who take a seat"): in
 * the lobby a free seat is taken at once, in a game a stand-in's seat as the next round starts, in
 * the order asked; the host may refuse; a stranger's requests hold no more than its place on the
 * spectators' capped list.
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { parseGuestMessage } from '../../src/net/wire/protocol.js';
import { MAX_WATCHERS } from '../../src/net/host/spectators.js';
import { createHarness, settle, type Harness } from './harness.js';

async function startedTable(seed: string) {
  const h = await createHarness({ settings: { edition: 'classic', raceMs: 3000 }, seed });
  await h.addGuest('Ana');
  expect(h.host.addBot('normal').ok).toBe(true);
  expect(h.host.start()).toEqual({ ok: true });
  await settle();
  return h;
}

/** Plays the round with bots for the seats the players hold until it ends. */
async function playRound(h: Harness, players: Harness['hostClient'][]): Promise<void> {
  const bots = players.map((client, i) => ({ client, bot: createBot('normal', `ask${i}`) }));
  const table = h.host.currentTable!;
  for (let i = 0; i < 5000 && table.phase !== 'roundOver' && table.phase !== 'gameOver'; i++) {
    let acted = false;
    for (const p of bots) {
      const v = p.client.state.view;
      if (!v) continue;
      p.bot.observe(p.client.state.events);
      const d = p.bot.decide(v);
      if (!d) continue;
      if ((await p.client.act(d.action.type === 'rule' ? { ...d.action, text: 'x' } : d.action)).ok) acted = true;
      await settle(1);
    }
    if (!acted) h.clock.advance(400);
    await settle(1);
  }
  expect(table.phase).toBe('roundOver');
}

const watching = (h: Harness) => h.hostClient.state.lobby!.watching!;

describe('spectators who ask to play', () => {
  it('in a full lobby, the first to ask takes the first seat freed, at once; the next moves up', async () => {
    const h = await createHarness({ seed: 'ask-lobby' });
    for (let i = 0; i < 9; i++) expect(h.host.addBot('easy').ok).toBe(true);
    const zoe = await h.addGuest('Zoé');
    h.clock.advance(2500);
    const yann = await h.addGuest('Yann');
    await settle();
    expect(zoe.client.state.watching && yann.client.state.watching).toBe(true);
    yann.client.askSeat(true);
    await settle();
    zoe.client.askSeat(true);
    h.clock.advance(1000);
    await settle();
    expect(yann.client.state.lobby!.seatAsk).toEqual({ place: 1 });
    expect(zoe.client.state.lobby!.seatAsk).toEqual({ place: 2 });
    expect(watching(h).map((w) => [w.name, w.asks])).toEqual([
      ['Zoé', 2],
      ['Yann', 1],
    ]);
    expect(h.host.removeSeat(9).ok).toBe(true);
    await settle();
    expect(yann.client.state.watching).toBe(false);
    expect(yann.client.state.seat).toBe(9);
    expect(h.hostClient.state.lobby!.seats[9]).toMatchObject({ name: 'Yann', kind: 'human' });
    h.clock.advance(1000);
    await settle();
    expect(zoe.client.state.watching).toBe(true);
    expect(zoe.client.state.lobby!.seatAsk).toEqual({ place: 1 });
  });

  it('in a lobby with room, a spectator who asks sits down at once', async () => {
    const h = await createHarness({ seed: 'ask-room' });
    for (let i = 0; i < 9; i++) expect(h.host.addBot('easy').ok).toBe(true);
    const zoe = await h.addGuest('Zoé');
    await settle();
    expect(h.host.removeSeat(9).ok).toBe(true);
    await settle();
    expect(zoe.client.state.watching).toBe(true);
    zoe.client.askSeat(true);
    await settle();
    expect(zoe.client.state.seat).toBe(9);
    expect(zoe.client.state.status).toBe('lobby');
  });

  it("during a game, the asker takes a stand-in's seat when the next round starts, not before", async () => {
    const h = await startedTable('ask-round');
    const ana = h.guests[0]!;
    const zoe = await h.addGuest('Zoé');
    await settle();
    zoe.client.askSeat(true);
    await settle();
    ana.client.leave();
    await settle();
    expect(h.hostClient.state.lobby!.seats[1]!.standIn).toBe(true);
    // the round goes on with its stand-in: the asker still watches
    expect(zoe.client.state.watching).toBe(true);
    await playRound(h, [h.hostClient]);
    expect(zoe.client.state.watching).toBe(true);
    expect(h.host.nextRound()).toEqual({ ok: true });
    await settle();
    expect(zoe.client.state.watching).toBe(false);
    expect(zoe.client.state.seat).toBe(1);
    expect(h.hostClient.state.lobby!.seats[1]).toMatchObject({ name: 'Zoé', kind: 'human', standIn: false });
    // dealt in: her hand is her seat's, and a host's bot seat was never taken
    expect(zoe.client.state.view!.hand).toEqual(h.host.currentTable!.view(1).hand);
    expect(h.hostClient.state.lobby!.seats[2]!.kind).toBe('bot');
  });

  it('with one seat for two askers, the first to ask takes it and the other keeps its place', async () => {
    const h = await startedTable('ask-order');
    const zoe = await h.addGuest('Zoé');
    h.clock.advance(2500);
    const yann = await h.addGuest('Yann');
    await settle();
    yann.client.askSeat(true);
    await settle();
    zoe.client.askSeat(true);
    await settle();
    h.guests[0]!.client.leave();
    await settle();
    await playRound(h, [h.hostClient]);
    expect(h.host.nextRound()).toEqual({ ok: true });
    h.clock.advance(1000);
    await settle();
    expect(yann.client.state.seat).toBe(1);
    expect(zoe.client.state.watching).toBe(true);
    expect(zoe.client.state.lobby!.seatAsk).toEqual({ place: 1 });
  });

  it('the host refuses a request: the spectator is told, stays watching, and cannot ask again', async () => {
    const h = await startedTable('ask-refused');
    const zoe = await h.addGuest('Zoé');
    await settle();
    const id = watching(h)[0]!.id;
    expect(h.host.refuseSeatAsk(id)).toEqual({ ok: false, error: 'not-asking' });
    expect(h.host.refuseSeatAsk(99)).toEqual({ ok: false, error: 'no-watcher' });
    zoe.client.askSeat(true);
    await settle();
    expect(watching(h)[0]!.asks).toBe(1);
    expect(h.host.refuseSeatAsk(id)).toEqual({ ok: true });
    await settle();
    expect(zoe.client.state.lobby!.seatAsk).toEqual({ refused: true });
    expect(watching(h)[0]!.asks).toBeUndefined();
    zoe.client.askSeat(true);
    await settle();
    expect(zoe.client.state.error).toBe('seat-refused');
    h.guests[0]!.client.leave();
    await settle();
    await playRound(h, [h.hostClient]);
    expect(h.host.nextRound()).toEqual({ ok: true });
    await settle();
    expect(zoe.client.state.watching).toBe(true);
    expect(h.hostClient.state.lobby!.seats[1]!.standIn).toBe(true);
  });

  it('a spectator that takes its request back leaves the line', async () => {
    const h = await startedTable('ask-back');
    const zoe = await h.addGuest('Zoé');
    await settle();
    zoe.client.askSeat(true);
    await settle();
    zoe.client.askSeat(false);
    h.clock.advance(1000);
    await settle();
    expect(zoe.client.state.lobby!.seatAsk).toBeUndefined();
    expect(watching(h)[0]!.asks).toBeUndefined();
  });

  it('is parsed at the edge, and a seated player asking gets a code', async () => {
    expect(parseGuestMessage('{"v":1,"t":"seat-ask","on":true}')).toEqual({ v: 1, t: 'seat-ask', on: true });
    for (const bad of [
      '{"v":1,"t":"seat-ask"}',
      '{"v":1,"t":"seat-ask","on":"yes"}',
      '{"v":1,"t":"seat-ask","on":true,"seat":3}',
    ])
      expect(parseGuestMessage(bad)).toBeNull();
    const h = await startedTable('ask-seated');
    const ana = h.guests[0]!;
    h.conns.get(ana.label)!.send('{"v":1,"t":"seat-ask","on":true}');
    await settle();
    expect(h.received.get(ana.label)!.some((t) => t.includes('"code":"seated"'))).toBe(true);
    // a spectator's malformed request is answered by code, and asks nothing
    const zoe = await h.addGuest('Zoé');
    await settle();
    h.conns.get(zoe.label)!.send('{"v":1,"t":"seat-ask","on":"yes"}');
    await settle();
    expect(h.received.get(zoe.label)!.some((t) => t.includes('"code":"bad-message"'))).toBe(true);
    expect(h.hostClient.state.lobby!.watching![0]!.asks).toBeUndefined();
  });

  it("a stranger's flood of requests holds one place and costs the host a lobby a second", async () => {
    const h = await startedTable('ask-flood');
    const zoe = await h.addGuest('Zoé');
    await settle();
    // what the host sends out after a change (fanout.ts) runs this many times
    let changes = 0;
    h.host.onChange(() => changes++);
    const lobbies = () => h.received.get(zoe.label)!.filter((t) => t.includes('"t":"lobby"')).length;
    const before = lobbies();
    const conn = h.conns.get(zoe.label)!;
    // at the link guard's pace (50 a second): two seconds of asking and taking it back
    for (let s = 0; s < 2; s++) {
      for (let i = 0; i < 40; i++) conn.send(`{"v":1,"t":"seat-ask","on":${i % 2 === 0}}`);
      await settle();
      h.clock.advance(1000);
      await settle();
    }
    expect(zoe.client.state.status).toBe('playing');
    expect(changes).toBeLessThanOrEqual(3);
    expect(lobbies() - before).toBeLessThanOrEqual(3);
    expect(watching(h).filter((w) => w.asks !== undefined).length).toBeLessThanOrEqual(1);
  });

  it(`the line is never longer than the ${MAX_WATCHERS} spectators a table takes`, async () => {
    const h = await startedTable('ask-cap');
    for (let i = 0; i < MAX_WATCHERS + 3; i++) {
      h.clock.advance(2500);
      const w = await h.addGuest(`W${i}`);
      w.client.askSeat(true);
    }
    await settle();
    h.clock.advance(1000);
    await settle();
    const asks = watching(h).map((w) => w.asks);
    expect(asks.length).toBe(MAX_WATCHERS);
    expect(asks.sort((a, b) => a! - b!)).toEqual(Array.from({ length: MAX_WATCHERS }, (_, i) => i + 1));
  });
});

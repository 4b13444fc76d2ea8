/**
 * Spectators and late joiners (issue "Beyond the books"): someone who joins a running table (or a
 * full one) watches: the public part of the table only, every byte checked; they come back after a
 * reload; the host can seat them in a seat a stand-in plays at once, or in a bot's seat between
 * rounds; a cap keeps a stranger from filling the host's memory.
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { SPECTATOR, replayRecord } from '../../src/game/index.js';
import type { EditionId } from '../../src/game/types.js';
import { MAX_WATCHERS } from '../../src/net/host/spectators.js';
import { createHarness, playToEnd, settle } from './harness.js';
import { checkNoForeignCards } from './leaks.js';

const editions: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

async function startedTable(edition: EditionId = 'classic', seed = 'watch') {
  const h = await createHarness({ settings: { edition, raceMs: 3000 }, seed });
  await h.addGuest('Ana');
  expect(h.host.addBot('normal').ok).toBe(true);
  expect(h.host.start()).toEqual({ ok: true });
  await settle();
  return h;
}

describe('spectators', () => {
  for (const edition of editions) {
    it(`${edition}: a late joiner watches a whole game and is never sent a hand or the pile`, async () => {
      const h = await startedTable(edition, `watch-${edition}`);
      const leaks = checkNoForeignCards(h);
      const watcher = await h.addGuest('Zoé');
      await settle();
      expect(watcher.client.state.watching).toBe(true);
      expect(watcher.client.state.status).toBe('playing');
      const players = [h.hostClient, h.guests[0]!.client].map((client, i) => ({
        client,
        bot: createBot('normal', `w${i}`),
      }));
      await playToEnd(h, players);
      await settle();
      // the game over, the spectator may save it: the record replays to the same public view
      const saved = await watcher.client.gameRecord();
      expect(saved.ok).toBe(true);
      if (saved.ok) expect(replayRecord(saved.record).spectatorView()).toEqual(h.host.currentTable!.spectatorView());
      await settle();
      leaks.stop();
      expect(leaks.failures).toEqual([]);
      const seen = h.received.get(watcher.label)!.filter((t) => t.includes('"t":"view"'));
      expect(seen.length).toBeGreaterThan(10);
      const table = h.host.currentTable!;
      // what the spectator holds, rebuilt from deltas, is the public view and nothing more
      expect(watcher.client.state.view).toEqual(JSON.parse(JSON.stringify(table.spectatorView())));
      expect(watcher.client.state.view!.seat).toBe(SPECTATOR);
      expect(watcher.client.state.view!.hand).toEqual([]);
      expect(watcher.client.state.view!.gameWinner).not.toBe(null);
      // no draw event the spectator received names a card
      const draws = watcher.client.state.events.filter((e) => e.type === 'draw');
      expect(draws.every((e) => !('cards' in e))).toBe(true);
      // every view message: no hand, nothing to do, no drawn card
      for (const text of seen) {
        const set = (JSON.parse(text) as { set: Record<string, unknown> }).set;
        if ('hand' in set) expect(set.hand).toEqual([]);
        if ('legal' in set) expect(set.legal).toEqual([]);
        if ('drawn' in set) expect(set.drawn).toBe(null);
      }
      expect(leaks.checked).toBeGreaterThan(seen.length);
    });
  }

  it('a spectator may not have the record while the game runs', async () => {
    const h = await startedTable();
    const w = await h.addGuest('Zoé');
    await settle();
    const leaks = checkNoForeignCards(h);
    expect(await w.client.gameRecord()).toEqual({ ok: false, error: 'game-not-over' });
    leaks.stop();
    expect(leaks.failures).toEqual([]);
  });

  it("the leak check sees a hand sent to a spectator (every hand is another's)", async () => {
    const h = await startedTable();
    const w = await h.addGuest('Zoé');
    await settle();
    const leaks = checkNoForeignCards(h);
    const hand = h.host.currentTable!.view(1).hand;
    const fake = JSON.stringify({ v: 1, t: 'view', game: 1, rev: 9, base: 8, set: { note: hand }, events: [] });
    h.received.get(w.label)!.push(fake);
    h.host.configure({ raceMs: 4000 }); // any change runs the check
    leaks.stop();
    expect(leaks.failures.some((f) => f.startsWith("seat -1 was sent seat 1's hand"))).toBe(true);
  });

  it('the seat list says how many watch, and the host alone sees who', async () => {
    const h = await startedTable();
    await h.addGuest('Zoé');
    await h.addGuest('Yann');
    await settle();
    expect(h.guests[0]!.client.state.lobby!.watchers).toBe(2);
    expect(h.guests[0]!.client.state.lobby!.watching).toBe(undefined);
    expect(h.hostClient.state.lobby!.watching!.map((w) => w.name)).toEqual(['Zoé', 'Yann']);
    expect(h.guests[1]!.client.state.lobby!.watchers).toBe(2);
  });

  it('a spectator cannot act, and comes back watching after a reload', async () => {
    const h = await startedTable();
    const w = await h.addGuest('Zoé');
    await settle();
    expect(await w.client.act({ type: 'draw' })).toEqual({ ok: false, error: 'watching' });
    const token = w.memory.token;
    expect(token).not.toBe(null);
    w.client.leave = () => undefined; // a reload: the page goes without a word
    h.conns.get(w.label)!.close();
    const back = await h.reconnectGuest('g9', w.memory, 'Zoé');
    await settle();
    expect(back.client.state.watching).toBe(true);
    expect(back.client.state.view!.seat).toBe(SPECTATOR);
    expect(h.hostClient.state.lobby!.watching!.map((x) => x.name)).toEqual(['Zoé']);
    expect(back.memory.token).toBe(token);
  });

  it("a spectator's link cannot say hello again to take a seat while it watches", async () => {
    const h = await startedTable();
    const ana = h.guests[0]!;
    const watcher = await h.net.connect('ACDEFG', 'raw-watcher');
    const replies: string[] = [];
    watcher.onMessage((t) => replies.push(t));
    watcher.send(JSON.stringify({ v: 1, t: 'hello', name: 'Zoé' }));
    await settle();
    expect(h.hostClient.state.lobby!.watching!.map((x) => x.name)).toEqual(['Zoé']);
    // Ana's token (a stolen one, or a second tab's) on the watching link: refused, nothing moves
    const before = JSON.stringify(h.host.lobbyFor(null));
    replies.length = 0;
    watcher.send(JSON.stringify({ v: 1, t: 'hello', name: 'Ana', token: ana.memory.token }));
    await settle();
    expect(replies.map((t) => JSON.parse(t) as { t: string; code?: string })).toContainEqual({
      v: 1,
      t: 'error',
      code: 'already-joined',
    });
    expect(replies.some((t) => t.includes('"t":"welcome"'))).toBe(false);
    expect(JSON.stringify(h.host.lobbyFor(null))).toBe(before);
    expect(ana.client.state.status).toBe('playing');
  });

  it('the host seats a spectator at once in the seat of a player who left', async () => {
    const h = await startedTable();
    const ana = h.guests[0]!;
    const w = await h.addGuest('Zoé');
    await settle();
    ana.client.leave();
    await settle();
    expect(h.hostClient.state.lobby!.seats[1]!.standIn).toBe(true);
    const id = h.hostClient.state.lobby!.watching![0]!.id;
    // a bot's seat is not free in the middle of a round
    expect(h.host.seatWatcher(id, 2)).toEqual({ ok: false, error: 'not-between-rounds' });
    expect(h.host.seatWatcher(id, 1)).toEqual({ ok: true });
    await settle();
    expect(w.client.state.watching).toBe(false);
    expect(w.client.state.seat).toBe(1);
    expect(w.client.state.view!.hand.length).toBeGreaterThan(0);
    expect(w.client.state.view!.hand).toEqual(h.host.currentTable!.view(1).hand);
    const lobby = h.hostClient.state.lobby!;
    expect(lobby.seats[1]!.name).toBe('Zoé');
    expect(lobby.seats[1]!.standIn).toBe(false);
    expect(lobby.watchers).toBe(0);
    // the seat plays for Zoé now: when it is her turn, her action is taken
    const table = h.host.currentTable!;
    if (table.turn === 1 && table.phase === 'play') {
      const a = table.view(1).legal[0]!;
      expect((await w.client.act(a)).ok).toBe(true);
    }
  });

  it("between rounds, the host seats a spectator in a bot's seat", async () => {
    const h = await startedTable('classic', 'watch-rounds');
    const w = await h.addGuest('Zoé');
    await settle();
    const players = [h.hostClient, h.guests[0]!.client].map((client, i) => ({
      client,
      bot: createBot('normal', `r${i}`),
    }));
    // play until the first round ends
    const table = h.host.currentTable!;
    for (let i = 0; i < 5000 && table.phase !== 'roundOver' && table.phase !== 'gameOver'; i++) {
      let acted = false;
      for (const p of players) {
        const v = p.client.state.view!;
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
    const id = h.hostClient.state.lobby!.watching![0]!.id;
    expect(h.host.seatWatcher(id, 0)).toEqual({ ok: false, error: 'bad-seat' });
    expect(h.host.seatWatcher(id, 1)).toEqual({ ok: false, error: 'seat-taken' });
    expect(h.host.seatWatcher(id, 2)).toEqual({ ok: true });
    await settle();
    expect(w.client.state.seat).toBe(2);
    expect(h.hostClient.state.lobby!.seats[2]).toMatchObject({ name: 'Zoé', kind: 'human' });
    expect(h.host.nextRound()).toEqual({ ok: true });
    await settle();
    expect(w.client.state.view!.hand).toEqual(h.host.currentTable!.view(2).hand);
  });

  it('before the game, a spectator of a full table gets a new seat when one is free', async () => {
    const h = await createHarness({ seed: 'watch-lobby' });
    for (let i = 0; i < 9; i++) expect(h.host.addBot('easy').ok).toBe(true);
    const w = await h.addGuest('Zoé');
    await settle();
    expect(w.client.state.watching).toBe(true);
    const id = h.hostClient.state.lobby!.watching![0]!.id;
    expect(h.host.seatWatcher(id)).toEqual({ ok: false, error: 'table-full' });
    expect(h.host.removeSeat(9).ok).toBe(true);
    expect(h.host.seatWatcher(id)).toEqual({ ok: true });
    await settle();
    expect(w.client.state.seat).toBe(9);
    expect(w.client.state.status).toBe('lobby');
  });

  it(`takes at most ${MAX_WATCHERS} spectators and says so to the next`, async () => {
    const h = await startedTable();
    // newcomers come at the pace the door lets in (join-gate.ts)
    for (let i = 0; i < MAX_WATCHERS; i++) {
      h.clock.advance(2500);
      await h.addGuest(`W${i}`);
    }
    await settle();
    expect(h.hostClient.state.lobby!.watchers).toBe(MAX_WATCHERS);
    h.clock.advance(2500);
    const extra = await h.addGuest('One too many');
    await settle();
    expect(extra.client.state.status).toBe('error');
    expect(extra.client.state.error).toBe('watchers-full');
    expect(h.hostClient.state.lobby!.watchers).toBe(MAX_WATCHERS);
  });

  it('a locked table takes no spectator either', async () => {
    const h = await startedTable();
    expect(h.host.lock(true)).toEqual({ ok: true });
    const w = await h.addGuest('Zoé');
    await settle();
    expect(w.client.state.status).toBe('error');
    expect(w.client.state.error).toBe('locked');
    expect(h.hostClient.state.lobby!.watchers).toBe(0);
  });

  it('refuses to seat someone who does not watch, or into a seat a player holds', async () => {
    const h = await startedTable();
    expect(h.host.seatWatcher(99, 1)).toEqual({ ok: false, error: 'no-watcher' });
    expect(h.host.seatWatcher(1.5, 1)).toEqual({ ok: false, error: 'no-watcher' });
    await h.addGuest('Zoé');
    await settle();
    const id = h.hostClient.state.lobby!.watching![0]!.id;
    expect(h.host.seatWatcher(id, 1)).toEqual({ ok: false, error: 'not-between-rounds' });
    expect(h.host.seatWatcher(id, 7)).toEqual({ ok: false, error: 'bad-seat' });
  });
});

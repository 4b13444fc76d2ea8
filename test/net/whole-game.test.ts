import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { replayRecord } from '../../src/game/index.js';
import type { EditionId } from '../../src/game/types.js';
import { createHarness, playToEnd, settle } from './harness.js';
import { checkNoForeignCards } from './leaks.js';

const editions: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

describe('a host and three guests play whole games through the protocol', () => {
  for (const edition of editions) {
    it(`${edition}: to the end, every guest's view in step with the host`, async () => {
      const h = await createHarness({ settings: { edition, raceMs: 3000 }, seed: `whole-${edition}` });
      for (const name of ['Ana', 'Bo', 'Cy']) await h.addGuest(name);
      expect(h.host.lobbyFor(null).seats.map((s) => s.name)).toEqual(['Host', 'Ana', 'Bo', 'Cy']);
      const leaks = checkNoForeignCards(h);
      expect(h.hostClient.host ?? h.host).toBeTruthy();
      expect(h.host.start()).toEqual({ ok: true });
      await settle();
      const players = [h.hostClient, ...h.guests.map((g) => g.client)].map((client, i) => ({
        client,
        bot: createBot('normal', `p${i}`),
      }));
      const steps = await playToEnd(h, players);
      await settle();
      const table = h.host.currentTable!;
      // once the game is over, every guest may save it: the record replays to the same table at
      // every seat (and the leak check sees the record go out at the end only)
      for (const g of h.guests) {
        const r = await g.client.gameRecord();
        expect(r.ok).toBe(true);
        if (!r.ok) continue;
        const replayed = replayRecord(r.record);
        for (let s = 0; s < 4; s++) expect(replayed.view(s)).toEqual(table.view(s));
      }
      await settle();
      leaks.stop();
      expect(table.view(0).phase).toBe('gameOver');
      for (const [i, p] of players.entries()) {
        expect(p.client.state.status).toBe('playing');
        expect(p.client.state.seat).toBe(i);
        // the client's view, rebuilt from diffs, is exactly the host's view of that seat
        expect(p.client.state.view).toEqual(JSON.parse(JSON.stringify(table.view(i))));
        expect(p.client.state.view!.gameWinner).not.toBeNull();
      }
      expect(leaks.failures).toEqual([]);
      expect(leaks.checked).toBeGreaterThan(steps / 2);
    });
  }

  it('with bot seats driven by the host: the bots play their turns, races and catches to the end', async () => {
    const h = await createHarness({ settings: { edition: 'house-rules', raceMs: 3000 }, seed: 'with-bots' });
    await h.addGuest('Ana');
    expect(h.host.addBot('hard').ok).toBe(true);
    expect(h.host.addBot('easy').ok).toBe(true);
    const leaks = checkNoForeignCards(h);
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    const players = [h.hostClient, h.guests[0]!.client].map((client, i) => ({
      client,
      bot: createBot('normal', `q${i}`),
    }));
    await playToEnd(h, players);
    leaks.stop();
    expect(leaks.failures).toEqual([]);
    const table = h.host.currentTable!;
    const events = table.eventsFor(0, 0);
    for (const seat of [2, 3]) {
      expect(events.some((e) => 'seat' in e && e.seat === seat && (e.type === 'play' || e.type === 'draw'))).toBe(true);
    }
    expect(h.guests[0]!.client.state.view!.gameWinner).toBe(table.view(0).gameWinner);
  });

  it('the leak check itself sees a foreign hand and the pile order', async () => {
    const h = await createHarness({ seed: 'leak-check' });
    await h.addGuest('Ana');
    const leaks = checkNoForeignCards(h);
    h.host.start();
    await settle();
    const g = (
      h.host.currentTable!.snapshot() as { machine: { context: { g: { hands: string[][]; pile: string[] } } } }
    ).machine.context.g;
    const fake = (set: object) =>
      JSON.stringify({ v: 1, t: 'view', game: 1, rev: 9, base: 8, set, events: [], deadline: null });
    h.received.get('g1')!.push(fake({ note: g.hands[0] }), fake({ note: g.pile.slice(-5).reverse() }));
    h.host.configure({ raceMs: 4000 }); // any change runs the check
    leaks.stop();
    expect(leaks.failures.some((f) => f.startsWith("seat 1 was sent seat 0's hand"))).toBe(true);
    expect(leaks.failures.some((f) => f.startsWith("seat 1 was sent the pile's order"))).toBe(true);
  });
});

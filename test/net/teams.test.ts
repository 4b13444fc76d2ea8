/**
 * Teams of two through the host (issue 30, point 1): a 4-player team game with bots in two seats to
 * its end, every round's deal checked, the host refusing a team game at a table of the wrong size,
 * and a team table moving to a guest when its host goes.
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.js';
import { replayRecord } from '../../src/game/index.js';
import type { GameClient } from '../../src/net/guest/state.js';
import type { DealCheck } from '../../src/net/deal/witness.js';
import { createHarness, playToEnd, settle } from './harness.js';
import { checkNoForeignCards } from './leaks.js';
import { advanceUntil, kitsReady, movingTable, playUntil } from './migration/moving-table.js';

const TEAMS = { teams: true, target: 200 };

function everyCheck(c: GameClient): Map<number, DealCheck> {
  const all = new Map<number, DealCheck>();
  c.subscribe((s) => {
    for (const d of s.deals ?? []) if (d.status !== 'checking') all.set(d.round, d);
  });
  return all;
}

describe('teams of two at a hosted table', () => {
  it('two players and two bots play a team game to its end; every round checks out; no partner sees a hand', async () => {
    const h = await createHarness({ settings: { edition: 'classic', options: TEAMS }, seed: 'teams-host' });
    await h.addGuest('Ana');
    expect(h.host.addBot('hard').ok).toBe(true);
    expect(h.host.addBot('normal').ok).toBe(true);
    const leaks = checkNoForeignCards(h);
    const checks = everyCheck(h.guests[0]!.client);
    expect(h.host.start()).toEqual({ ok: true });
    await settle();
    const guest = h.guests[0]!.client;
    // seat 1 (Ana) plays with seat 3 (a bot), the host with seat 2 (the other bot)
    expect(guest.state.view!.teams).toEqual([0, 1, 0, 1]);
    const players = [h.hostClient, guest].map((client, i) => ({ client, bot: createBot('normal', `t${i}`) }));
    await playToEnd(h, players);
    await settle(20);
    leaks.stop();
    expect(leaks.failures).toEqual([]);
    const table = h.host.currentTable!;
    const end = table.view(0);
    expect(end.phase).toBe('gameOver');
    expect(end.round).toBeGreaterThan(1);
    expect(end.scores[0]).toBe(end.scores[2]);
    expect(end.scores[1]).toBe(end.scores[3]);
    expect(guest.state.view).toEqual(JSON.parse(JSON.stringify(table.view(1))));
    expect(guest.state.view!.gameWinner).toBe(end.gameWinner);
    for (let i = 0; i < 200 && checks.size < Math.min(end.round, 6); i++) await new Promise((r) => setTimeout(r, 10));
    expect(checks.size).toBeGreaterThan(0);
    for (const d of checks.values()) expect(d, `round ${d.round}`).toMatchObject({ status: 'ok', problems: [] });
    const r = await guest.gameRecord();
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.record.config.options?.teams).toBe(true);
      const replayed = replayRecord(r.record);
      for (let s = 0; s < 4; s++) expect(replayed.view(s)).toEqual(table.view(s));
    }
  });

  it('the host refuses to start a team game at 3 or 5 seats, with a code the lobby explains', async () => {
    const h = await createHarness({ settings: { edition: 'classic', options: { teams: true } }, seed: 'teams-3' });
    await h.addGuest('Ana');
    expect(h.host.addBot('easy').ok).toBe(true);
    expect(h.host.start()).toEqual({ ok: false, error: 'teams-seats' });
    expect(h.host.addBot('easy').ok).toBe(true);
    expect(h.host.addBot('easy').ok).toBe(true);
    expect(h.host.start()).toEqual({ ok: false, error: 'teams-seats' });
    expect(h.host.currentTable).toBeNull();
  });

  it('a team table moves to a guest when its host goes: the teams and the scores go with it', async () => {
    const seed = 'teams-move';
    const t = await movingTable({
      edition: 'skull',
      seed,
      guests: ['Ana', 'Bo', 'Cy'],
      bots: 0,
      settings: { options: TEAMS },
    });
    expect(t.host().start()).toEqual({ ok: true });
    await kitsReady(t);
    let moves = 0;
    await playUntil(t, seed, () => ++moves > 60 && t.host().currentTable!.phase === 'play');
    await settle();
    const before = JSON.stringify(t.host().currentTable!.snapshot());
    t.vanish('host', 'closed');
    const back = await advanceUntil(
      t,
      () => t.pages.every((p) => p.self.client.state.status === 'playing' && p.self.client.state.hostLostAt == null),
      30_000,
    );
    expect(back).toBe(true);
    const table = t.host().currentTable!;
    expect(JSON.stringify(table.snapshot())).toBe(before);
    expect(table.view(1).teams).toEqual([0, 1, 0, 1]);
    expect(t.client('g2').state.view!.teams).toEqual([0, 1, 0, 1]);
    await playUntil(t, seed, () => t.host().currentTable!.phase === 'gameOver', 200_000);
    const end = t.host().currentTable!.view(1);
    expect(end.phase).toBe('gameOver');
    expect(end.scores[0]).toBe(end.scores[2]);
    expect(end.scores[1]).toBe(end.scores[3]);
  });
});

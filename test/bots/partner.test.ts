/** Bots know their partner in a team game (issue 30, point 1; docs/bots.md "Teams"). */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/bots/arena.js';
import { createBot } from '../../src/bots/index.js';
import { createTable, type Action, type CardCode, type EditionId, type Table } from '../../src/game/index.js';

const LEVELS = ['easy', 'normal', 'hard'] as const;

function rigged(edition: EditionId, hands: CardCode[][], teams: boolean, options: object = {}): Table {
  return createTable({
    edition,
    players: 4,
    seed: 'partner',
    dealer: 3,
    options: { teams, ...options },
    deal: { hands, discard: edition === 'skull' ? 'R1' : 'R1', pile: Array.from({ length: 30 }, () => 'G9') },
  });
}

/** What each level, over a few seeds, does at seat `seat` of `table` now. */
function choices(table: Table, seat: number): Action[] {
  const out: Action[] = [];
  for (const level of LEVELS) {
    for (let i = 0; i < 12; i++) {
      const d = createBot(level, `${level}/${i}`).decide(table.view(seat));
      if (d) out.push(d.action);
    }
  }
  return out;
}

const played = (actions: Action[], card: CardCode): number =>
  actions.filter((a) => a.type === 'play' && a.card === card).length;

describe('bots and their partner', () => {
  it('no level lays the Skull (every other player draws 3) when a Skip does as well on an opponent near UNO', () => {
    // seat 0 to play; seat 1, next, holds 2 cards; seat 2 is seat 0's partner
    const hands = [
      ['WK', 'RS', 'G5', 'B6'],
      ['G2', 'G3'],
      ['B1', 'B2', 'B3'],
      ['G4', 'G6', 'G7'],
    ];
    expect(played(choices(rigged('skull', hands, true), 0), 'WK')).toBe(0);
    expect(played(choices(rigged('skull', hands, true), 0), 'RS')).toBeGreaterThan(0);
    // without teams the same hands draw the Skull from some level: the test can fail
    expect(played(choices(rigged('skull', hands, false), 0), 'WK')).toBeGreaterThan(0);
  });

  it('a Skull that alone stops an opponent at UNO is still laid', () => {
    const hands = [['WK', 'G5', 'B6'], ['G2'], ['B1', 'B2', 'B3'], ['G4', 'G6', 'G7']];
    const normal = createBot('normal', 'n').decide(rigged('skull', hands, true).view(0));
    expect(normal?.action).toMatchObject({ type: 'play', card: 'WK' });
  });

  it("no level catches its partner's forgotten UNO; they still catch an opponent's", () => {
    for (const [forgetter, partner] of [
      [2, true],
      [1, false],
    ] as const) {
      // the forgetter plays first (dealer before it) and goes down to one card without UNO
      const hands = [
        ['G2', 'G3', 'G4'],
        ['B1', 'B2', 'B3'],
        ['Y1', 'Y2', 'Y3'],
        ['B4', 'B5', 'B6'],
      ];
      hands[forgetter] = ['R2', 'Y7'];
      const table = createTable({
        edition: 'classic',
        players: 4,
        seed: 'catch',
        dealer: forgetter - 1,
        options: { teams: true },
        deal: { hands, discard: 'R1', pile: Array.from({ length: 30 }, () => 'G9') },
      });
      expect(table.send(forgetter, { type: 'play', card: 'R2' })).toEqual({ ok: true });
      const catches = choices(table, 0).filter((a) => a.type === 'catch' && a.target === forgetter).length;
      if (partner) expect(catches).toBe(0);
      else expect(catches).toBeGreaterThan(0);
    }
  });

  it("a 7's swap goes to the opponent with the fewest cards, not to the partner with fewer", () => {
    const hands = [['R7', 'G5', 'B6', 'B8', 'B9'], ['G2', 'G3', 'G4'], ['B1'], ['G6', 'G7', 'G8', 'Y1']];
    const table = rigged('classic', hands, true, { sevenZero: true });
    const picks = choices(table, 0).filter((a) => a.type === 'play' && a.card === 'R7');
    expect(picks.length).toBeGreaterThan(0);
    for (const a of picks) {
      if (a.type === 'play' && a.swapWith !== undefined) expect(a.swapWith).not.toBe(2);
    }
    const t = rigged('classic', hands, true, { sevenZero: true });
    expect(t.send(0, { type: 'play', card: 'R7' })).toEqual({ ok: true });
    const swaps = choices(t, 0).filter((a) => a.type === 'swap');
    expect(swaps.length).toBeGreaterThan(0);
    for (const a of swaps) expect(a).toEqual({ type: 'swap', target: 1 });
  });

  it('a 4-player team game with bots in two seats plays to its end (normal and hard partners)', () => {
    for (const edition of ['classic', 'skull', 'power-grab'] as EditionId[]) {
      const table = createTable({
        edition,
        players: 4,
        seed: `team-${edition}`,
        options: { teams: true, target: 200 },
      });
      const bots = (['normal', 'hard', 'normal', 'hard'] as const).map((level, s) =>
        createBot(level, `${edition}/${s}`),
      );
      const log = playGame(table, bots);
      expect(log.stalled).toBe(false);
      expect(log.refusals).toEqual([]);
      const end = table.view(0);
      expect(end.phase).toBe('gameOver');
      expect(end.scores[0]).toBe(end.scores[2]);
      expect(end.scores[1]).toBe(end.scores[3]);
      expect(end.scores[end.gameWinner!]).toBeGreaterThanOrEqual(200);
    }
  }, 60_000);
});

describe('towers and the partner', () => {
  it("Take-2-Towers takes opponents' towers rather than the partner's", async () => {
    const { chooseTowers } = await import('../../src/bots/sensible.js');
    const { botRandom } = await import('../../src/bots/rng.js');
    const { TableMemory } = await import('../../src/bots/memory.js');
    const towers = ['U', 'N', 'O', '!'] as const;
    const legal: Action[] = [];
    for (const a of towers) for (const b of towers) if (a < b) legal.push({ type: 'towers', take: [a, b] });
    const view = (teams: boolean) =>
      ({
        seat: 0,
        players: 4,
        phase: 'towers',
        counts: [5, 5, 5, 5],
        towers: { U: 2, N: 1, O: null, '!': 3 },
        legal,
        ...(teams ? { teams: [0, 1, 0, 1] } : {}),
      }) as unknown as Parameters<typeof chooseTowers>[0]['view'];
    for (let i = 0; i < 10; i++) {
      const ctx = (teams: boolean) => ({
        view: view(teams),
        memory: new TableMemory(0),
        random: botRandom(`t${i}`),
        lang: 'en' as const,
      });
      const withTeams = chooseTowers(ctx(true));
      expect(withTeams.type === 'towers' && withTeams.take).not.toContain('U');
      // without teams seat 2's tower is as good a take as any other player's
      const alone = chooseTowers(ctx(false));
      expect(alone.type === 'towers' && alone.take.filter((t) => t !== 'O')).toHaveLength(2);
    }
  });
});

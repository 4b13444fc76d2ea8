/**
 * The expert's tree (docs/bots.md "Expert"): beyond two players it searches the other seats' answers
 * too, heads up only its own choices; either way the move it plays is one the table allows.
 */
import { describe, expect, it } from 'vitest';
import { movesOf } from '../../src/bots/expert/moves.js';
import { credit, PLACE_CREDIT, search } from '../../src/bots/expert/search.js';
import { botRandom } from '../../src/bots/rng.js';
import { copyGame, playoutLegal, startPlayout } from '../../src/game/index.js';

function searchAt(players: number, seed: string) {
  const p = startPlayout({ edition: 'classic', players, seed });
  const seat = p.g.turn;
  const moves = movesOf(p, seat);
  const random = botRandom(seed);
  const result = search(seat, p.phase, moves, () => copyGame(p.g), random, { iterations: 300 });
  const legal = playoutLegal(p, seat).map((a) => (a.type === 'play' ? a.card : a.type));
  return { result, legal };
}

describe("the expert's search tree", () => {
  for (const players of [3, 4, 6]) {
    it(`holds the other seats' answers at ${players} players`, () => {
      for (const seed of ['tree/a', 'tree/b', 'tree/c']) {
        const { result, legal } = searchAt(players, seed);
        expect(result.replies).toBeGreaterThan(0);
        const a = result.action;
        expect(legal).toContain(a.type === 'play' ? a.card : a.type);
      }
    });
  }

  it('holds only its own choices heads up', () => {
    for (const seed of ['tree/a', 'tree/b', 'tree/c']) {
      const { result, legal } = searchAt(2, seed);
      expect(result.replies).toBe(0);
      expect(result.iterations).toBe(300);
      const a = result.action;
      expect(legal).toContain(a.type === 'play' ? a.card : a.type);
    }
  });
});

describe("a played-out round's credit", () => {
  const hands = (...sizes: number[]) => sizes.map((n) => Array.from({ length: n }, () => 'R1'));

  it('gives a round won 1 and, heads up, a round lost nothing', () => {
    expect(credit(hands(0, 5), 0, 0)).toBe(1);
    expect(credit(hands(0, 1), 0, 1)).toBe(0);
  });

  it('ranks the seats that did not go out by the cards they were left with at four players', () => {
    const end = hands(0, 1, 4, 9);
    expect(PLACE_CREDIT).toBeGreaterThan(0);
    expect(PLACE_CREDIT).toBeLessThan(0.5);
    // Seat 1 beat both other losers, seat 2 one of them, seat 3 none.
    expect(credit(end, 0, 1)).toBeCloseTo(PLACE_CREDIT);
    expect(credit(end, 0, 2)).toBeCloseTo(PLACE_CREDIT / 2);
    expect(credit(end, 0, 3)).toBe(0);
    // A tie counts half; a close second is never worth as much as going out.
    expect(credit(hands(0, 3, 3, 8), 0, 1)).toBeCloseTo(PLACE_CREDIT * 0.75);
    expect(credit(end, 0, 1)).toBeLessThan(credit(end, 0, 0));
  });

  it('is what the search credits beyond two players, and only the wins heads up', () => {
    const fractional = (players: number) =>
      searchAt(players, 'tree/a').result.moves.some(
        (m) => Math.abs(m.rate * m.visits - Math.round(m.rate * m.visits)) > 1e-6,
      );
    expect(fractional(4)).toBe(true);
    expect(fractional(2)).toBe(false);
  });

  it('credits nobody in a round nobody won', () => {
    expect(credit(hands(2, 3, 4, 5), null, 0)).toBe(0);
  });
});

/**
 * The expert's tree (docs/bots.md "Expert"): beyond two players it searches the other seats' answers
 * too, heads up only its own choices; either way the move it plays is one the table allows.
 */
import { describe, expect, it } from 'vitest';
import { movesOf } from '../../src/bots/expert/moves.js';
import { search } from '../../src/bots/expert/search.js';
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

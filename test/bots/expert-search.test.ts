/**
 * The expert's tree (docs/bots.md "Expert"): beyond two players it searches the other seats' answers
 * too, heads up only its own choices; either way the move it plays is one the table allows.
 */
import { describe, expect, it } from 'vitest';
import { firstTurn } from './first-turn.js';
import { expertPolicy, keyOf, ROOT_CHOICE, rootMoves, type SearchResult } from '../../src/bots/expert/index.js';
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

  it('plays for the expert when a measuring script passes it in (expert-pairs --tree)', () => {
    for (const players of [2, 4]) {
      const at = firstTurn(players, `tree/policy/${players}`);
      const ctx = at();
      const keys = rootMoves(ctx.view).map((m) => m.key);
      expect(keys.length).toBeGreaterThan(1);
      const results: SearchResult[] = [];
      const tree = { ...ROOT_CHOICE, two: search, many: search };
      const action = expertPolicy({ iterations: 200 }, (r) => results.push(r), tree).play(at());
      expect(keys).toContain(keyOf(action));
      // the tree answered, not paired worlds: beyond two players it holds the others' answers
      expect(results).toHaveLength(1);
      expect(results[0]!.iterations).toBe(200);
      if (players > 2) expect(results[0]!.replies).toBeGreaterThan(0);
      else expect(results[0]!.replies).toBe(0);
    }
  });
});

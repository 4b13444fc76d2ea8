/** The engine engineer's quick check: whole games per edition through the public API, and a
 * snapshot restored mid-game gives the same views and plays on the same. */
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../../src/bots/random.js';
import { createTable, restoreTable } from '../../src/game/index.js';
import type { EditionId, Table } from '../../src/game/types.js';
import { playGame } from '../../scripts/sim.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

function views(t: Table, players: number): string {
  return JSON.stringify(Array.from({ length: players }, (_, s) => t.view(s)));
}

describe('smoke', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: whole games end with a winner, invariants checked after every action`, () => {
      for (const players of [2, 4, 7]) {
        const seed = `smoke/${edition}/${players}`;
        const t = createTable({ edition, players, seed, options: { target: 150 } });
        const bots = Array.from({ length: players }, (_, s) => createRandomBot(`${seed}/${s}`));
        const stats = playGame(t, bots, { check: true });
        expect(stats.winner).not.toBeNull();
        expect(t.view(0).phase).toBe('gameOver');
      }
    });

    it(`${edition}: snapshot -> restore gives the same views, and both tables play on the same`, () => {
      const seed = `restore/${edition}`;
      const t = createTable({ edition, players: 3, seed });
      playGame(
        t,
        [0, 1, 2].map((s) => createRandomBot(`${seed}/${s}`)),
        { maxRounds: 1 },
      );
      t.nextRound();
      const snap: unknown = JSON.parse(JSON.stringify(t.snapshot()));
      const r = restoreTable(snap);
      expect(views(r, 3)).toBe(views(t, 3));
      const a = playGame(
        t,
        [0, 1, 2].map((s) => createRandomBot(`${seed}/b${s}`)),
        { maxRounds: 1 },
      );
      const b = playGame(
        r,
        [0, 1, 2].map((s) => createRandomBot(`${seed}/b${s}`)),
        { maxRounds: 1 },
      );
      expect(b).toEqual(a);
      expect(views(r, 3)).toBe(views(t, 3));
      expect(JSON.stringify(r.eventsFor(1))).toBe(JSON.stringify(t.eventsFor(1)));
    });
  }

  it('a damaged snapshot fails at restore with a clear error, never later', () => {
    type Snapshot = {
      format: unknown;
      machine: { value: unknown; context: { g: { hands: string[][]; players: number; rng: unknown } } };
    };
    const snap = createTable({ edition: 'classic', players: 3, seed: 'damaged' }).snapshot();
    const damage = [
      (s: Snapshot) => s.machine.context.g.hands[0]!.push('ZZ'),
      (s: Snapshot) => (s.machine.context.g.players = 99),
      (s: Snapshot) => (s.machine.value = 'nowhere'),
      (s: Snapshot) => (s.machine.context.g.rng = null),
      (s: Snapshot) => (s.format = 'other'),
    ];
    for (const d of damage) {
      const copy = JSON.parse(JSON.stringify(snap)) as Snapshot;
      d(copy);
      expect(() => restoreTable(copy)).toThrow(/restoreTable/);
    }
    expect(restoreTable(snap).view(0).phase).toBe('play');
  });
});

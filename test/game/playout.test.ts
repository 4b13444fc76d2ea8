/**
 * The playout path plays exactly as the engine (docs/bots.md "The playout path"): seeded rounds of
 * every edition and option case, compared after every action. `npm test` runs a few hundred rounds
 * per case; scripts/playout-parity.ts runs the 100,000 per edition whose figures docs/bots.md gives.
 */
import { describe, expect, it } from 'vitest';
import { PARITY_CASES, runParity } from '../../scripts/playout-parity.js';
import { copyGame, playoutApply, playoutLegal, startPlayout } from '../../src/game/index.js';

describe('the playout path', () => {
  for (const c of PARITY_CASES) {
    it(`plays ${c.edition} at ${c.players} players ${JSON.stringify(c.options)} as the engine does`, () => {
      const rounds = c.edition === 'skull' && c.players === 6 ? 10 : 40;
      expect(runParity(c, rounds, 'vitest').rounds).toBe(rounds);
    });
  }

  it('copies a game so that playing the copy leaves the original as it was', () => {
    const p = startPlayout({ edition: 'classic', players: 3, seed: 'copy' });
    const before = JSON.stringify(p.g);
    const copy = { g: copyGame(p.g), phase: p.phase };
    for (let i = 0; i < 30 && copy.phase !== 'roundOver'; i++) {
      playoutApply(
        copy,
        copy.g.turn,
        playoutLegal(copy, copy.g.turn).find((a) => a.type !== 'uno')!,
      );
    }
    expect(copy.g.seq).toBeGreaterThan(p.g.seq);
    expect(JSON.stringify(p.g)).toBe(before);
  });
});

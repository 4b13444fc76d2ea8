/**
 * The playout path plays exactly as the engine (docs/bots.md "The playout path"): seeded rounds of
 * every edition and option case, compared after every action. `npm test` runs a few hundred rounds
 * per case; scripts/playout-parity.ts runs the 100,000 per edition whose figures docs/bots.md gives.
 */
import { describe, expect, it } from 'vitest';
import { PARITY_CASES, runParity } from '../../scripts/playout-parity.js';
import {
  copyGame,
  createTable,
  playoutApply,
  playoutLegal,
  playoutSend,
  playoutView,
  startPlayout,
} from '../../src/game/index.js';
import type { TableConfig } from '../../src/game/types.js';

describe('the playout path', () => {
  for (const c of PARITY_CASES) {
    it(`plays ${c.edition} at ${c.players} players ${JSON.stringify(c.options)} as the engine does`, () => {
      const rounds = c.edition === 'skull' && c.players === 6 ? 10 : 40;
      expect(runParity(c, rounds, 'vitest').rounds).toBe(rounds);
    });
  }

  it('ends a blocked round as the table does: marked blocked, then scored', () => {
    // two players who cannot play on R5 and nothing left to draw: the round ends blocked
    const config: TableConfig = {
      edition: 'classic',
      players: 2,
      seed: 'blocked',
      deal: {
        hands: [
          ['G1', 'G2'],
          ['B3', 'B9'],
        ],
        discard: 'R5',
        pile: [],
      },
    };
    const p = startPlayout(config);
    const t = createTable(config);
    for (let i = 0; i < 8 && p.phase === 'play'; i++) {
      const seat = p.g.turn;
      expect(playoutSend(p, seat, { type: 'draw' })).toBeNull();
      expect(t.send(seat, { type: 'draw' })).toEqual({ ok: true });
    }
    const v = playoutView(p, 0);
    expect(v.phase).toBe('roundOver');
    expect(v.roundResult?.blocked).toBe(true);
    expect(v.roundResult).toEqual(t.view(0).roundResult);
  });

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

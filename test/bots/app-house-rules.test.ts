/** Bots play the app's house rules (docs/rules.md): whole games with all three on, every level. */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/bots/arena.js';
import { chooseSwap } from '../../src/bots/app-house-rules.js';
import { createBot } from '../../src/bots/index.js';
import { createTable } from '../../src/game/index.js';
import type { EditionId, PlayerView } from '../../src/game/types.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];
const OPTIONS = { sevenZero: true, jumpIn: true, drawUntilPlayable: true, target: 150 };

describe('bots with sevenZero, jumpIn and drawUntilPlayable on', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: easy, normal and hard finish 4 games with no refusal`, () => {
      let swaps = 0;
      let jumps = 0;
      for (let i = 0; i < 4; i++) {
        const table = createTable({ edition, players: 4, seed: `bots-app/${edition}/${i}`, options: OPTIONS });
        const bots = (['easy', 'normal', 'hard', 'normal'] as const).map((level, s) =>
          createBot(level, `${edition}/${i}/${s}`),
        );
        const log = playGame(table, bots, {
          onDecision: (_seat, view, d) => {
            if (d.action.type === 'swap') swaps++;
            if (d.action.type === 'play' && view.turn !== view.seat) jumps++;
          },
        });
        expect(log.refusals).toEqual([]);
        expect(log.stalled).toBe(false);
        expect(log.winner).not.toBeNull();
      }
      expect(swaps).toBeGreaterThan(0);
      expect(jumps).toBeGreaterThan(0);
    }, 120_000);
  }

  it('the swap takes the smallest hand', () => {
    const view = {
      seat: 0,
      players: 4,
      direction: 1,
      counts: [5, 6, 2, 4],
      legal: [1, 2, 3].map((target) => ({ type: 'swap', target })),
    } as unknown as PlayerView;
    expect(chooseSwap(view)).toEqual({ type: 'swap', target: 2 });
  });
});

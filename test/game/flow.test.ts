/**
 * docs/game-rules.md "The order of things after a play": the statechart's `route` (and `restsIn`, which its
 * `moved` transitions ask after every action) goes where the first true question of this list
 * says, in this order, in every state.
 */
import { describe, expect, it } from 'vitest';
import { restsIn } from '../../machines/route.js';
import { createRng } from '../../src/game/rng.js';
import { isBlocked, newGame } from '../../src/game/rules/index.js';
import type { GameState, PlaySteps } from '../../src/game/state.js';

/** rules.md's order: round end, color, rule, towers, keep, race, a 7's swap, then what the card does. */
const ORDER: readonly (readonly [string, (g: GameState) => boolean])[] = [
  ['scoring', (g) => g.play !== null && g.hands[g.play.seat]!.length === 0],
  ['color', (g) => g.play !== null && g.play.color],
  ['rule', (g) => g.play?.queued.rule !== undefined],
  ['towers', (g) => g.play?.queued.towers !== undefined],
  ['keep', (g) => g.play?.queued.keep !== undefined],
  ['race', (g) => g.race !== null || g.play?.queued.race !== undefined],
  ['swap', (g) => g.play?.queued.swap !== undefined && g.play.queued.swap.target === null],
  ['scoring', isBlocked],
  ['challenge', (g) => g.challenge !== null],
  ['stack', (g) => g.pending > 0],
  ['drawn', (g) => g.drawn !== null],
];

function byList(g: GameState): string {
  for (const [step, test] of ORDER) if (test(g)) return step;
  return 'play';
}

describe("the statechart's route", () => {
  it('answers as the ordered list of questions, over 20,000 shuffled states', () => {
    const rng = createRng('flow');
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const g = newGame({
        edition: rng.pick(['classic', 'skull', 'house-rules', 'power-grab'] as const),
        players: 2 + rng.int(3),
        seed: `flow/${i}`,
      });
      const coin = () => rng.next() < 0.5;
      const seat = rng.int(g.players);
      if (coin()) g.hands[seat] = [];
      if (coin()) {
        // the same draws, in the same order, as when each step was a field of its own
        const color = coin();
        const queued: Partial<PlaySteps> = {};
        if (!coin()) queued.rule = { make: 'create', number: 1 };
        if (!coin()) queued.towers = 1;
        if (rng.next() < 0.3) queued.keep = true;
        if (!coin()) queued.race = 3;
        const swap = coin();
        const target = coin() ? null : 1;
        if (swap) queued.swap = { target };
        g.play = { seat, card: 'R1', color, effect: true, queued };
      } else g.play = null;
      g.race = rng.next() < 0.2 ? { number: 3, gesture: 'clap', choices: [], done: [] } : null;
      if (rng.next() < 0.3) {
        g.pile = [];
        g.discard = g.discard.slice(-1);
        if (coin()) g.hands = g.hands.map(() => ['W']);
      }
      g.challenge = rng.next() < 0.3 ? { by: seat, bluff: false, hand: [] } : null;
      g.pending = coin() ? 0 : 2;
      g.drawn = coin() ? null : 'R1';
      const expected = byList(g);
      seen.add(expected);
      expect(restsIn(g)).toBe(expected);
    }
    // Every answer came up, so every question was asked in its place.
    expect([...seen].sort()).toEqual(
      ['challenge', 'color', 'drawn', 'keep', 'play', 'race', 'rule', 'scoring', 'stack', 'swap', 'towers'].sort(),
    );
  });
});

/**
 * The expert's worlds (src/bots/expert/determinize.ts): a hand shown by a lost challenge is dealt
 * back to its seat in every world, and no card of the discard pile is dealt to a hand in its stead.
 */
import { describe, expect, it } from 'vitest';
import { createTable } from '../../src/game/index.js';
import { Knowledge } from '../../src/bots/expert/determinize.js';
import { TableMemory } from '../../src/bots/memory.js';
import { botRandom } from '../../src/bots/rng.js';

const sorted = (cards: readonly string[]): string[] => [...cards].sort();

describe("the expert's worlds", () => {
  it('give a hand shown by a challenge back to its seat, the discard pile untouched', () => {
    const table = createTable({ edition: 'classic', players: 4, options: { scoring: 'none' }, seed: 'shown-hand' });
    const memory = new TableMemory(0);
    memory.observe(table.eventsFor(0, 0));
    const shown = table.view(1).hand;
    memory.observe([{ seq: table.lastSeq + 1, type: 'challenge', by: 0, target: 1, bluff: true, hand: [...shown] }]);
    const view = table.view(0);
    const knowledge = new Knowledge(view, memory);
    const random = botRandom('worlds');
    for (let i = 0; i < 20; i++) {
      const world = knowledge.deal(random);
      expect(sorted(world.hands[1]!)).toEqual(sorted(shown));
      expect(world.discard).toEqual(memory.discards);
      expect(world.pile.length).toBe(view.pile);
    }
  });
});

/**
 * The expert's worlds (src/bots/expert/determinize.ts): a hand shown by a lost challenge is dealt
 * back to its seat in every world, and no card of the discard pile is dealt to a hand in its stead;
 * a Wild the next seat laid on a color, and the color it named, shape that seat's hand.
 */
import { describe, expect, it } from 'vitest';
import { createTable, type CardCode } from '../../src/game/index.js';
import { card as cardOf } from '../../src/game/notation/index.js';
import { Knowledge, NO_SIGNS, type DealerSigns } from '../../src/bots/expert/determinize.js';
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

describe('what the next seat showed, in the worlds', () => {
  const setUp = () => {
    const table = createTable({ edition: 'classic', players: 4, options: { scoring: 'none' }, seed: 'wild-on' });
    const memory = new TableMemory(0);
    memory.observe(table.eventsFor(0, 0));
    const view = table.view(0);
    const inForce = memory.colorInForce!;
    const named = (['R', 'Y', 'G', 'B'] as const).find((c) => c !== inForce)!;
    // Seat 1, the one that answers seat 0's cards, lays a Wild on the color in force.
    const seq = table.lastSeq;
    memory.observe([
      { seq: seq + 1, type: 'play', seat: 1, cards: ['W'], color: named },
      { seq: seq + 2, type: 'color', seat: 1, color: named },
    ]);
    return { view: { ...view, top: 'W' as const, color: named }, memory, inForce, named, seq };
  };
  const colorsOf = (hand: readonly string[]) => hand.map((code) => cardOf(code).color);

  it('deal no card of the color a Wild was laid on to the next seat, and one of the color named', () => {
    const { view, memory, inForce, named } = setUp();
    expect(view.direction).toBe(1);
    const signs: DealerSigns = { wild: 1, held: 1, nextOnly: true };
    const plain = new Knowledge(view, memory, NO_SIGNS);
    const weighed = new Knowledge(view, memory, signs);
    const random = botRandom('next-seat-worlds');
    let plainHad = 0;
    for (let i = 0; i < 50; i++) {
      const hand = colorsOf(weighed.deal(random).hands[1]!);
      expect(hand).not.toContain(inForce);
      expect(hand).toContain(named);
      if (colorsOf(plain.deal(random).hands[1]!).includes(inForce)) plainHad++;
    }
    // Without the signs most worlds give a hand of seven a card of any color.
    expect(plainHad).toBeGreaterThan(25);
  });

  it('weigh the sign for the next seat only, and fade it as that seat draws or lays the color', () => {
    const { view, memory, inForce, seq } = setUp();
    const random = botRandom('next-seat-fade');
    const fromTwo = new Knowledge({ ...view, direction: -1 }, memory, { wild: 1, held: 1, nextOnly: true });
    let had = 0;
    for (let i = 0; i < 50; i++) if (colorsOf(fromTwo.deal(random).hands[1]!).includes(inForce)) had++;
    expect(had).toBeGreaterThan(25);
    expect(memory.wildOnOf(1, inForce)).toBe(1);
    memory.observe([{ seq: seq + 3, type: 'draw', seat: 1, count: 2, penalty: true }]);
    expect(memory.wildOnOf(1, inForce)).toBeCloseTo(0.77 * 0.77, 5);
    const card: CardCode = `${inForce}5`;
    memory.observe([{ seq: seq + 4, type: 'play', seat: 1, cards: [card] }]);
    expect(memory.wildOnOf(1, inForce)).toBe(0);
  });

  it("fade a draw's lack for the dealer as the seat keeps cards drawn by choice on other colors", () => {
    const { memory, inForce, named, seq } = setUp();
    // Seat 1 named `named`; seat 2 turns the game back to the first color, seat 1 draws on it.
    memory.observe([
      { seq: seq + 3, type: 'play', seat: 2, cards: [`${inForce}7`] },
      { seq: seq + 4, type: 'draw', seat: 1, count: 1, penalty: false },
    ]);
    expect(memory.lackOf(1, inForce)).toBe(1);
    expect(memory.lackFadedOf(1, inForce)).toBe(1);
    // Later it draws by choice on another color and keeps the card: it may be of the first.
    memory.observe([
      { seq: seq + 5, type: 'play', seat: 2, cards: [`${named}7`] },
      { seq: seq + 6, type: 'draw', seat: 1, count: 1, penalty: false },
    ]);
    expect(memory.lackOf(1, inForce)).toBe(1);
    expect(memory.lackFadedOf(1, inForce)).toBeCloseTo(0.77, 5);
    expect(memory.lackFadedOf(1, named)).toBe(1);
  });
});

/**
 * What the normal level's card order shows of a hand (src/bots/round-steps.ts,
 * src/bots/expert/order-weight.ts, docs/bots.md "The normal level's card order (s12-order)"): the
 * memory keeps each seat's choices with the top and color they were made on, a world's hand is
 * weighed by whether the normal level would have made them, and the expert's worlds lean on it.
 */
import { describe, expect, it } from 'vitest';
import { createTable, type CardCode, type PlayerView, type TableEvent } from '../../src/game/index.js';
import { card as cardOf } from '../../src/game/notation/index.js';
import { TableMemory } from '../../src/bots/memory.js';
import { orderWeight } from '../../src/bots/expert/order-weight.js';
import { Knowledge } from '../../src/bots/expert/determinize.js';
import { botRandom } from '../../src/bots/rng.js';
import { firstTurn } from './first-turn.js';

type Event = TableEvent extends infer E ? (E extends { seq: number } ? Omit<E, 'seq'> : never) : never;

/** Seat 0's memory of `events`, after a deal on a G7. */
function remember(events: Event[]): TableMemory {
  const memory = new TableMemory(0);
  const deal: Event = { type: 'deal', round: 1, dealer: 3, top: 'G7', first: 0 };
  memory.observe([deal, ...events].map((e, seq): TableEvent => ({ ...e, seq })));
  return memory;
}

/** Seat 0's view at four players, the hands of `counts`. */
function viewOf(counts = [7, 6, 7, 7]): PlayerView {
  const view = firstTurn(4, 'order/view')().view;
  return { ...view, seat: 0, direction: 1, counts };
}

const AGAINST = 0.1;
const weigh = (memory: TableMemory, hand: CardCode[], counts?: number[]): number =>
  orderWeight(viewOf(counts), memory.steps.steps, 1, hand, AGAINST, botRandom('order/weigh'));

describe("the normal level's card order", () => {
  it('keeps a choice with the top and color it was made on, not a drawn card laid or a penalty', () => {
    const memory = remember([
      { type: 'play', seat: 0, cards: ['G7'] },
      { type: 'play', seat: 1, cards: ['G3'] },
      { type: 'draw', seat: 2, count: 1, penalty: false },
      { type: 'play', seat: 2, cards: ['G2'] },
      { type: 'draw', seat: 3, count: 2, penalty: true },
    ]);
    const choices = memory.steps.steps.filter((s) => s.kind === 'choice');
    expect(choices).toEqual([
      { seat: 0, kind: 'choice', top: 'G7', color: 'G', direction: 1, card: 'G7' },
      { seat: 1, kind: 'choice', top: 'G7', color: 'G', direction: 1, card: 'G3' },
      { seat: 2, kind: 'choice', top: 'G3', color: 'G', direction: 1, card: null },
    ]);
    expect(memory.steps.choseAny(3)).toBe(false);
    memory.observe([{ seq: 99, type: 'swap', seat: 2, target: 1 }]);
    expect(memory.steps.choseAny(1)).toBe(false);
  });

  it('weighs a hand that would have laid a higher card of the color, or a face match of a color held more', () => {
    const memory = remember([
      { type: 'play', seat: 0, cards: ['G7'] },
      { type: 'play', seat: 1, cards: ['G3'] },
    ]);
    expect(weigh(memory, ['G1', 'R2', 'Y4', 'B5', 'B6', 'Y9'])).toBe(1);
    expect(weigh(memory, ['G8', 'R2', 'Y4', 'B5', 'B6', 'Y9'])).toBe(AGAINST);
    expect(weigh(memory, ['GS', 'R2', 'Y4', 'B5', 'B6', 'Y9'])).toBe(AGAINST);
    expect(weigh(memory, ['R7', 'R1', 'R2', 'B5', 'B6', 'Y9'])).toBe(AGAINST);
    // A Wild kept while a colored card plays is the order itself.
    expect(weigh(memory, ['W', 'W+4', 'Y4', 'B5', 'B6', 'Y9'])).toBe(1);
  });

  it('names with a Wild the color held most after it, and lays one only when no colored card plays', () => {
    const memory = remember([
      { type: 'play', seat: 0, cards: ['G7'] },
      { type: 'play', seat: 1, cards: ['W'], color: 'B' },
    ]);
    expect(weigh(memory, ['B1', 'B2', 'B3', 'R4', 'Y5', 'Y6'])).toBe(1);
    expect(weigh(memory, ['B1', 'R2', 'R3', 'R4', 'Y5', 'Y6'])).toBe(AGAINST);
    expect(weigh(memory, ['B1', 'B2', 'B3', 'G4', 'Y5', 'Y6'])).toBe(AGAINST);
  });

  it('attacks first when the seat after it was close to going out, by the counts rebuilt', () => {
    const memory = remember([
      { type: 'play', seat: 0, cards: ['G7'] },
      { type: 'play', seat: 1, cards: ['G+2'] },
    ]);
    const hand = ['R7', 'R1', 'R2', 'B5', 'B6', 'Y9'];
    expect(weigh(memory, hand, [7, 6, 2, 7])).toBe(1);
    expect(weigh(memory, hand, [7, 6, 5, 7])).toBe(AGAINST);
  });

  it('puts back the cards laid since and takes out the card drawn and laid at once', () => {
    const laidLater = remember([
      { type: 'play', seat: 0, cards: ['G7'] },
      { type: 'play', seat: 1, cards: ['G3'] },
      { type: 'play', seat: 2, cards: ['G9'] },
      { type: 'play', seat: 3, cards: ['G5'] },
      { type: 'play', seat: 0, cards: ['G6'] },
      { type: 'play', seat: 1, cards: ['GS'] },
    ]);
    // Held with the G3, the Skip would have gone first.
    expect(weigh(laidLater, ['R1', 'Y4', 'B5', 'B4', 'Y9'], [7, 5, 7, 7])).toBe(AGAINST);
    const drewAndLaid = remember([
      { type: 'play', seat: 0, cards: ['G7'] },
      { type: 'draw', seat: 1, count: 1, penalty: false },
      { type: 'play', seat: 1, cards: ['G2'] },
    ]);
    expect(weigh(drewAndLaid, ['R1', 'Y4', 'B5', 'B6', 'Y9', 'Y2', 'R3'])).toBe(1);
    expect(weigh(drewAndLaid, ['G9', 'Y4', 'B5', 'B6', 'Y9', 'Y2', 'R3'])).toBe(AGAINST);
  });

  it("leans the expert's worlds away from the cards a seat's choice showed it lacked", () => {
    const hands = [
      ['G1', 'R5', 'R6', 'Y5', 'Y6', 'B5', 'B6'],
      ['G3', 'R8', 'R9', 'Y8', 'Y9', 'B8', 'B9'],
      ['G8', 'R4', 'R2', 'Y4', 'Y2', 'B4', 'B2'],
      ['G9', 'R4', 'R2', 'Y4', 'Y2', 'B4', 'B2'],
    ];
    const table = createTable({
      edition: 'classic',
      players: 4,
      dealer: 3,
      seed: 'order/worlds',
      options: { scoring: 'none' },
      deal: { hands, discard: 'G7', pile: ['R0', 'Y0', 'B0', 'G0', 'R1', 'Y1', 'B1'] },
    });
    for (const [seat, card] of [
      [0, 'G1'],
      [1, 'G3'],
      [2, 'G8'],
      [3, 'G9'],
    ] as const) {
      const result = table.send(seat, { type: 'play', card });
      expect(result.ok).toBe(true);
    }
    const memory = new TableMemory(0);
    memory.observe(table.eventsFor(0, 0));
    const view = table.view(0);
    const highGreen = (hand: readonly CardCode[]): boolean =>
      hand.some((code) => cardOf(code).color === 'G' && code !== 'G0' && code !== 'G1' && code !== 'G2');
    const share = (tries: number): number => {
      const knowledge = new Knowledge(view, memory, { tries, against: AGAINST, seats: 'next' });
      const random = botRandom('order/worlds');
      let held = 0;
      for (let i = 0; i < 400; i++) if (highGreen(knowledge.deal(random).hands[1]!)) held++;
      return held / 400;
    };
    const plain = share(1);
    expect(plain).toBeGreaterThan(0.3);
    expect(share(16)).toBeLessThan(plain / 2);
  });
});

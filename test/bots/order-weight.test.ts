/**
 * What the normal level's card order shows of a hand, as the measuring script reads it
 * (scripts/round-steps.ts, scripts/order-weight.ts, docs/bots-experiments.md "The normal level's card order
 * (s12-order)"): each seat's choices kept with the top and color they were made on, and a guessed
 * hand weighed by whether the normal level would have made them.
 */
import { describe, expect, it } from 'vitest';
import type { CardCode, PlayerView, TableEvent } from '../../src/game/index.js';
import { botRandom } from '../../src/bots/rng.js';
import { orderWeight } from '../../scripts/order-weight.js';
import { RoundSteps } from '../../scripts/round-steps.js';
import { firstTurn } from './first-turn.js';

type Event = TableEvent extends infer E ? (E extends { seq: number } ? Omit<E, 'seq'> : never) : never;

/** The steps of `events`, after a deal on a G7. */
function remember(events: Event[]): RoundSteps {
  const steps = new RoundSteps();
  const deal: Event = { type: 'deal', round: 1, dealer: 3, top: 'G7', first: 0 };
  for (const e of [deal, ...events].map((e, seq): TableEvent => ({ ...e, seq }))) steps.apply(e);
  return steps;
}

/** Seat 0's view at four players, the hands of `counts`. */
function viewOf(counts = [7, 6, 7, 7]): PlayerView {
  const view = firstTurn(4, 'order/view')().view;
  return { ...view, seat: 0, direction: 1, counts };
}

const AGAINST = 0.1;
const weigh = (steps: RoundSteps, hand: CardCode[], counts?: number[]): number =>
  orderWeight(viewOf(counts), steps.steps, 1, hand, AGAINST, botRandom('order/weigh'));

describe("the normal level's card order", () => {
  it('keeps a choice with the top and color it was made on, not a drawn card laid or a penalty', () => {
    const memory = remember([
      { type: 'play', seat: 0, cards: ['G7'] },
      { type: 'play', seat: 1, cards: ['G3'] },
      { type: 'draw', seat: 2, count: 1, penalty: false },
      { type: 'play', seat: 2, cards: ['G2'] },
      { type: 'draw', seat: 3, count: 2, penalty: true },
    ]);
    const choices = memory.steps.filter((s) => s.kind === 'choice');
    expect(choices).toEqual([
      { seat: 0, kind: 'choice', top: 'G7', color: 'G', direction: 1, card: 'G7' },
      { seat: 1, kind: 'choice', top: 'G7', color: 'G', direction: 1, card: 'G3' },
      { seat: 2, kind: 'choice', top: 'G3', color: 'G', direction: 1, card: null },
    ]);
    expect(memory.choseAny(3)).toBe(false);
    memory.apply({ seq: 99, type: 'swap', seat: 2, target: 1 });
    expect(memory.choseAny(1)).toBe(false);
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
});

/**
 * What the learned pick reads of the seats around it (src/bots/seat-features.ts, docs/bots-experiments.md
 * "Per-seat features for the learned pick (s11-seats)"): the color each seat last turned the game
 * to, the color it last drew on, the seat after the next's lack, each by its place at the table.
 */
import { describe, expect, it } from 'vitest';
import { firstTurn } from './first-turn.js';
import { TableMemory } from '../../src/bots/memory.js';
import { BEFORE_SEATS, OUTCOME_FEATURES, outcomeFeatures } from '../../src/bots/outcome-features.js';
import { keyOf, rootMoves } from '../../src/bots/expert/index.js';
import { hardPolicyWith } from '../../src/bots/hard.js';
import { rowValue } from '../../src/bots/outcome-pick.js';
import { SEAT_FEATURES, seatFeatures } from '../../src/bots/seat-features.js';
import type { PlayerView, TableEvent } from '../../src/game/index.js';

type Event = TableEvent extends infer E ? (E extends { seq: number } ? Omit<E, 'seq'> : never) : never;

/** Seat 0's memory of `events`, after a deal on a G5. */
function remember(events: Event[]): TableMemory {
  const memory = new TableMemory(0);
  const deal: Event = { type: 'deal', round: 1, dealer: 3, top: 'G5', first: 0 };
  memory.observe([deal, ...events].map((e, seq): TableEvent => ({ ...e, seq })));
  return memory;
}

/** Seat 0's view at four players, turning `direction`, the other hands of `counts`. */
function viewOf(direction: 1 | -1, counts = [7, 7, 7, 7]): PlayerView {
  const view = firstTurn(4, 'seats/view')().view;
  return { ...view, seat: 0, direction, counts };
}

const named = (row: number[]): Record<string, number> =>
  Object.fromEntries(SEAT_FEATURES.map((name, j) => [name, row[j]!]));

describe('the seats around, as the learned pick reads them', () => {
  it('remembers the color each seat last turned the game to, by a Wild or another color', () => {
    const memory = remember([
      { type: 'play', seat: 0, cards: ['G7'] },
      { type: 'play', seat: 1, cards: ['W'], color: 'B' },
      { type: 'play', seat: 2, cards: ['B2'] },
      { type: 'play', seat: 3, cards: ['Y2'] },
    ]);
    expect(memory.turnedToOf(1)).toBe('B');
    // Seat 2 stayed in blue: it turned the game to nothing.
    expect(memory.turnedToOf(2)).toBeNull();
    expect(memory.turnedToOf(3)).toBe('Y');
    const clockwise = viewOf(1);
    expect(named(seatFeatures(clockwise, memory, 'B', false))).toMatchObject({
      nextTurnedTo: 1,
      afterTurnedTo: 0,
      prevTurnedTo: 0,
    });
    expect(named(seatFeatures(clockwise, memory, 'Y', false))).toMatchObject({ nextTurnedTo: 0, prevTurnedTo: 1 });
    // Turning the other way, seat 3 is next and seat 1 the previous one.
    const back = viewOf(-1);
    expect(named(seatFeatures(back, memory, 'Y', false))).toMatchObject({ nextTurnedTo: 1, prevTurnedTo: 0 });
    expect(named(seatFeatures(back, memory, 'B', false))).toMatchObject({ nextTurnedTo: 0, prevTurnedTo: 1 });
  });

  it('remembers the color a seat drew on by choice until it plays again, not a penalty', () => {
    const memory = remember([
      { type: 'play', seat: 0, cards: ['G7'] },
      { type: 'draw', seat: 1, count: 1, penalty: false },
      { type: 'pass', seat: 1 },
      { type: 'play', seat: 2, cards: ['G+2'] },
      { type: 'draw', seat: 3, count: 2, penalty: true },
      { type: 'play', seat: 0, cards: ['R+2'] },
      { type: 'draw', seat: 1, count: 2, penalty: true },
      { type: 'draw', seat: 2, count: 1, penalty: false },
    ]);
    expect(memory.drewOnOf(1)).toBe('G');
    expect(memory.drewOnOf(2)).toBe('R');
    expect(memory.drewOnOf(3)).toBeNull();
    const row = named(seatFeatures(viewOf(1), memory, 'R', false));
    expect(row).toMatchObject({ nextDrewOn: 0, afterDrewOn: 1, prevDrewOn: 0, afterLacks: 1 });
    expect(named(seatFeatures(viewOf(1), memory, 'G', false))).toMatchObject({ nextDrewOn: 1, afterLacks: 0 });
    const played = remember([
      { type: 'draw', seat: 1, count: 1, penalty: false },
      { type: 'play', seat: 1, cards: ['G9'] },
    ]);
    expect(played.drewOnOf(1)).toBeNull();
  });

  it('marks the next seat near going out in the color it turned to, and an attack on three or four', () => {
    const memory = remember([{ type: 'play', seat: 1, cards: ['W'], color: 'Y' }]);
    const at = (next: number, attack: boolean): Record<string, number> =>
      named(seatFeatures(viewOf(1, [7, next, 7, 7]), memory, 'Y', attack));
    expect(at(3, false)).toMatchObject({ nextTurnedTo: 1, nextTurnedNear: 1, nextMidAttack: 0 });
    expect(at(4, false)).toMatchObject({ nextTurnedTo: 1, nextTurnedNear: 0 });
    expect(at(4, true).nextMidAttack).toBe(1);
    expect(at(3, true).nextMidAttack).toBe(1);
    expect(at(5, true).nextMidAttack).toBe(0);
    expect(at(2, true).nextMidAttack).toBe(0);
  });

  it('forgets the seats at a new deal', () => {
    const memory = remember([
      { type: 'play', seat: 1, cards: ['W'], color: 'Y' },
      { type: 'draw', seat: 2, count: 1, penalty: false },
      { type: 'deal', round: 2, dealer: 0, top: 'R1', first: 1 },
    ]);
    expect(memory.turnedToOf(1)).toBeNull();
    expect(memory.drewOnOf(2)).toBeNull();
  });

  it('follows the features of before in a row, which a value of fewer features reads alone', () => {
    expect(OUTCOME_FEATURES.slice(-SEAT_FEATURES.length)).toEqual([...SEAT_FEATURES]);
    expect(OUTCOME_FEATURES.indexOf('nextTurnedTo')).toBe(30);
    const row = OUTCOME_FEATURES.map((_, j) => (j === 0 ? 1 : j >= 30 ? 1 : 0));
    const weights = [...OUTCOME_FEATURES.map(() => 1), ...OUTCOME_FEATURES.slice(1).map(() => 1)];
    // Read to 30 features: the hard level's pick alone counts; read whole, every seat feature and
    // its product with the pick.
    expect(rowValue(row, weights, 30)).toBe(1);
    expect(rowValue(row, weights)).toBe(1 + 2 * SEAT_FEATURES.length);
  });

  it("leaves the seat features out where the value does not read them, the rows' start the same", () => {
    let compared = 0;
    for (let i = 0; i < 30; i++) {
      const ctx = firstTurn(4, `seats/lean/${i}`)();
      const moves = rootMoves(ctx.view);
      if (moves.length <= 1) continue;
      const hard = keyOf(hardPolicyWith().play(ctx));
      const whole = outcomeFeatures(ctx.view, ctx.memory, moves, hard);
      const lean = outcomeFeatures(ctx.view, ctx.memory, moves, hard, false);
      expect(lean.map((row) => row.length)).toEqual(moves.map(() => BEFORE_SEATS));
      expect(lean).toEqual(whole.map((row) => row.slice(0, BEFORE_SEATS)));
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
  });
});

/**
 * The expert's worlds weighed by the plays seen (src/bots/expert/inference.ts, memory.ts `plays`):
 * a world where a seat laid a Wild while holding a card of the color in force, named a color it
 * holds little of, or left the color it holds most is less likely than one where it played by
 * habit; the log keeps other seats' plays of the round, the Wild's color, and forgets them when
 * hands change owners.
 */
import { describe, expect, it } from 'vitest';
import type { TableEvent } from '../../src/game/index.js';
import { HABIT, playsLikelihood } from '../../src/bots/expert/inference.js';
import { TableMemory, type PlaySeen } from '../../src/bots/memory.js';

const odd = (1 - HABIT) / HABIT;
const seen = (p: Partial<PlaySeen> & { cards: string[] }): PlaySeen => ({
  seat: 1,
  named: null,
  colorBefore: 'R',
  topBefore: 'R5',
  ...p,
});

describe('the likelihood of the plays seen', () => {
  it('weighs a Wild laid over a playable colored card as unlikely', () => {
    const play = [seen({ cards: ['W'], named: 'B' })];
    expect(playsLikelihood([[], ['B1', 'B2']], play)).toBe(1);
    expect(playsLikelihood([[], ['R1', 'B2']], play)).toBeCloseTo(odd);
    expect(playsLikelihood([[], ['G5', 'B2']], play)).toBeCloseTo(odd); // the top's face played too
  });

  it('weighs a Wild naming a color held less than another as unlikely', () => {
    const play = [seen({ cards: ['W'], named: 'B' })];
    expect(playsLikelihood([[], ['G1', 'G2', 'B3']], play)).toBeCloseTo(odd);
    expect(playsLikelihood([[], ['G1', 'B2', 'B3']], play)).toBe(1);
  });

  it('weighs leaving the color held most as unlikely', () => {
    // Laid G5 on R5 while holding R1, R2: red was the playable color held most.
    const play = [seen({ cards: ['G5'] })];
    expect(playsLikelihood([[], ['R1', 'R2']], play)).toBeCloseTo(odd);
    expect(playsLikelihood([[], ['G1', 'R2']], play)).toBe(1);
  });

  it('counts the cards a seat laid later as held at the time', () => {
    // Seat 1 laid a Wild on red, then R7 later: it held R7 when it laid the Wild.
    const plays = [seen({ cards: ['W'], named: 'R' }), seen({ cards: ['R7'], colorBefore: 'R', topBefore: 'W' })];
    expect(playsLikelihood([[], ['B1']], plays)).toBeCloseTo(odd);
  });
});

describe("the memory's log of plays", () => {
  const ev = (e: Record<string, unknown>, seq: number): TableEvent => ({ seq, ...e }) as TableEvent;

  it("keeps other seats' plays with the Wild's color, and forgets them on a swap", () => {
    const m = new TableMemory(0);
    m.observe([
      ev({ type: 'deal', round: 1, dealer: 3, top: 'R5', first: 0 }, 1),
      ev({ type: 'play', seat: 0, cards: ['R1'] }, 2),
      ev({ type: 'play', seat: 1, cards: ['W'] }, 3),
      ev({ type: 'color', seat: 1, color: 'G' }, 4),
    ]);
    expect(m.plays).toEqual([{ seat: 1, cards: ['W'], named: 'G', colorBefore: 'R', topBefore: 'R1' }]);
    m.observe([ev({ type: 'swap', seat: 2, target: 1 }, 5)]);
    expect(m.plays).toEqual([]);
  });
});

/**
 * The expert's fitted value of a position (src/bots/expert/value.ts, docs/bots.md "A fitted value
 * (s6-expert-b)"): odds over the seats that sum to one, ranked as a player ranks positions, and a
 * playout cut after some turns judged by it in every edition.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/bots/arena.js';
import { LevelBot } from '../../src/bots/bot.js';
import { createBot } from '../../src/bots/index.js';
import { DEFAULT_CUT_ITERATIONS, DEFAULT_ITERATIONS, expertPolicy } from '../../src/bots/expert/index.js';
import { playOn } from '../../src/bots/expert/paired.js';
import { winOdds } from '../../src/bots/expert/value.js';
import { botRandom } from '../../src/bots/rng.js';
import {
  copyGame,
  createTable,
  startPlayout,
  type CardCode,
  type EditionId,
  type Playout,
} from '../../src/game/index.js';

/** A 4-player classic game at its first turn, seat `seat` holding `hand`, the top a blue 5. */
function holding(seat: number, hand: CardCode[]): Playout {
  const p = startPlayout({ edition: 'classic', players: 4, seed: 'value' });
  p.g.hands[seat] = hand;
  p.g.discard.push('B5');
  p.g.color = 'B';
  return p;
}

describe("the expert's fitted value", () => {
  it('gives every seat odds between 0 and 1 that sum to one', () => {
    for (let i = 0; i < 20; i++) {
      const p = startPlayout({ edition: 'classic', players: 2 + (i % 5), seed: `value/${i}` });
      let total = 0;
      for (let s = 0; s < p.g.players; s++) {
        const odds = winOdds(p.g, s);
        expect(odds).toBeGreaterThan(0);
        expect(odds).toBeLessThan(1);
        total += odds;
      }
      expect(total).toBeCloseTo(1, 9);
    }
  });

  it('ranks fewer cards, a Wild and the card that plays above their opposites', () => {
    const seat = startPlayout({ edition: 'classic', players: 4, seed: 'value' }).g.turn;
    const one = holding(seat, ['R3']);
    const seven = holding(seat, ['R3', 'G4', 'Y6', 'R7', 'G8', 'Y9', 'R1']);
    expect(winOdds(one.g, seat)).toBeGreaterThan(0.5);
    expect(winOdds(seven.g, seat)).toBeLessThan(0.25);
    const wild = holding(seat, ['R3', 'G4', 'W']);
    const plain = holding(seat, ['R3', 'G4', 'Y6']);
    expect(winOdds(wild.g, seat)).toBeGreaterThan(winOdds(plain.g, seat));
    const plays = holding(seat, ['R3', 'G4', 'B6']);
    expect(winOdds(plays.g, seat)).toBeGreaterThan(winOdds(plain.g, seat));
  });

  it('judges a playout cut after its turns by the value, else by the round it plays to the end', () => {
    for (const edition of ['classic', 'skull', 'house-rules', 'power-grab'] as EditionId[]) {
      for (let i = 0; i < 10; i++) {
        const p = startPlayout({ edition, players: 4, seed: `cut/${edition}/${i}` });
        const seat = p.g.turn;
        const start = copyGame(p.g);
        expect(playOn({ g: copyGame(start), phase: p.phase }, seat, botRandom('r'), { cut: 0 })).toBe(
          winOdds(start, seat),
        );
        const cut = playOn({ g: copyGame(start), phase: p.phase }, seat, botRandom(`r${i}`), { cut: 4 });
        expect(cut).toBeGreaterThanOrEqual(0);
        expect(cut).toBeLessThanOrEqual(1);
        const whole: Playout = { g: copyGame(start), phase: p.phase };
        const end = playOn(whole, seat, botRandom(`r${i}`), { habits: 'all' });
        expect([0, 1]).toContain(end);
        if (whole.phase === 'roundOver' || whole.phase === 'gameOver') {
          expect(end).toBe(whole.g.roundResult?.winner === seat ? 1 : 0);
        }
      }
    }
  });

  it('searches four times the worlds beyond two players, where a world stops after a turn', () => {
    for (const players of [2, 4]) {
      const iterations: number[] = [];
      const table = createTable({
        edition: 'classic',
        players,
        seed: `budget/${players}`,
        options: { scoring: 'none' },
      });
      const bots = Array.from({ length: players }, (_, s) =>
        s === 0
          ? new LevelBot(
              'expert',
              `budget/${s}`,
              {},
              expertPolicy(undefined, (r) => iterations.push(r.iterations)),
            )
          : createBot('normal', `budget/${s}`),
      );
      playGame(table, bots);
      expect(iterations.length).toBeGreaterThan(0);
      const most = Math.max(...iterations);
      if (players === 2) expect(most).toBeLessThanOrEqual(DEFAULT_ITERATIONS);
      else expect(most).toBeGreaterThan(DEFAULT_ITERATIONS);
      expect(most).toBeLessThanOrEqual(DEFAULT_CUT_ITERATIONS);
    }
  });
});

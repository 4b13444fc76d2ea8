/**
 * Paired worlds at the expert's root (docs/bots-experiments.md "Paired worlds at the root (s5-expert-b)"): every
 * world is played out once per root move, and a move replaces the reference (the hard level's pick)
 * only when the paired outcomes support it.
 */
import { describe, expect, it } from 'vitest';
import { movesOf } from '../../src/bots/expert/moves.js';
import { PairedTally, pairedSearch } from '../../src/bots/expert/paired.js';
import { workOf } from '../../src/bots/expert/work.js';
import { DEFAULT_BUDGET, DEFAULT_ITERATIONS, DEFAULT_WORK, type SearchBudget } from '../../src/bots/expert/index.js';
import { botRandom } from '../../src/bots/rng.js';
import { copyGame, playsNow, startPlayout, type Playout } from '../../src/game/index.js';

/** A heads-up turn under multi-play where the seat holds two numbers of one face, one of which plays:
 * laid together they win the round at once, laid alone they leave a card. */
function twinsTurn(seed: string, others = 7): Playout {
  const p = startPlayout({ edition: 'classic', players: 2, seed, options: { multiPlay: true } });
  const seat = p.g.turn;
  const pool = [...p.g.hands[seat]!, ...p.g.hands[1 - seat]!, ...p.g.pile];
  const face = (c: string): string => c.slice(1);
  const plays = pool.find(
    (c) => /^[RGBY]\d$/.test(c) && playsNow(p, c) && pool.some((d) => d[0] !== c[0] && face(d) === face(c)),
  )!;
  const twin = pool.find((d) => d[0] !== plays[0] && face(d) === face(plays))!;
  const rest = pool.filter((c) => c !== plays && c !== twin);
  p.g.hands[seat] = [plays, twin];
  p.g.hands[1 - seat] = rest.splice(0, others);
  p.g.pile = rest;
  return p;
}

describe('paired worlds at the root', () => {
  it('lays both twins and goes out over a single card the reference would lay', () => {
    for (const seed of ['paired/a', 'paired/c']) {
      const p = twinsTurn(seed);
      const seat = p.g.turn;
      const moves = movesOf(p, seat);
      const both = moves.find((m) => m.action.type === 'play' && m.action.also?.length === 1)!;
      const alone = moves.find((m) => m.action.type === 'play' && m.action.also === undefined)!;
      expect(both).toBeDefined();
      const deal = () => copyGame(p.g);
      const flat = pairedSearch(seat, p.phase, moves, deal, botRandom(seed), { iterations: 200 }, alone.key, 1.64);
      expect(flat.action).toEqual(both.action);
      expect(flat.iterations).toBeLessThanOrEqual(200);
    }
  });

  it('keeps the reference unless the sign test supports the better move', () => {
    // Move 1 wins 10 worlds more than the reference (move 0) out of 30 where they differ: z = 1.83.
    const tally = new PairedTally(2, 0);
    for (let i = 0; i < 20; i++) tally.add([false, true]);
    for (let i = 0; i < 10; i++) tally.add([true, false]);
    for (let i = 0; i < 50; i++) tally.add([true, true]);
    expect(tally.choice(1.64)).toBe(1);
    expect(tally.choice(1.96)).toBe(0);
    // Without a reference the move won most often.
    const free = new PairedTally(2, -1);
    free.add([false, true]);
    expect(free.choice(5)).toBe(1);
  });
});

describe('the work budget (docs/bots-experiments.md "The budget the product plays (s7-expert-a)")', () => {
  /** A four-player round's first turn: every playout runs a whole round. */
  function opening(seed: string): Playout {
    return startPlayout({ edition: 'classic', players: 4, seed });
  }

  it('buys more worlds in a short position than in a long one, as a deadline does', () => {
    // Two cards each: whatever the move, the round ends within a few turns.
    const short = twinsTurn('paired/a', 2);
    const long = opening('paired/long');
    const run = (p: Playout, seed: string, budget: SearchBudget = { iterations: 4000, work: 6000 }) =>
      pairedSearch(p.g.turn, p.phase, movesOf(p, p.g.turn), () => copyGame(p.g), botRandom(seed), budget, null, 1.64);
    const a = run(short, 'w/short');
    const b = run(long, 'w/long');
    // The long round's playouts stop at the work, far under the bound of playouts; the short one's
    // buy many more worlds.
    expect(b.work).toBeGreaterThanOrEqual(6000);
    expect(b.iterations).toBeLessThan(1000);
    expect(a.iterations).toBeGreaterThan(5 * b.iterations);
    // A world is begun only while the work is under the budget: one world fewer stayed under it.
    const k = movesOf(long, long.g.turn).length;
    const fewer = run(long, 'w/long', { iterations: b.iterations - k });
    expect(fewer.work).toBeLessThan(6000);
    expect(fewer.work).toBe(workOf(fewer.actions, fewer.iterations));
    expect(run(long, 'w/long')).toEqual(b);
  });

  it('is what the simulator plays: the same seed, the same search, whatever the clock', () => {
    const p = opening('paired/sim');
    const moves = movesOf(p, p.g.turn);
    const run = () =>
      pairedSearch(p.g.turn, p.phase, moves, () => copyGame(p.g), botRandom('sim'), DEFAULT_BUDGET, null, 1.64);
    const a = run();
    expect(a.work).toBeGreaterThanOrEqual(DEFAULT_WORK);
    // A whole round per playout: the work ends the search long before the bound of playouts.
    expect(a.iterations).toBeLessThan(DEFAULT_ITERATIONS / 2);
    expect(run()).toEqual(a);
  });
});

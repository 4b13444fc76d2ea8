/**
 * Paired worlds at the root (docs/bots.md "Paired worlds at the root (s5-expert-b)"): each world
 * dealt is played out once for every root move, each time with the same random stream after the
 * move, so two moves meet the same hands, the same draws and the same habits of the other seats,
 * and their difference is the move's own rather than the luck of two different worlds (common
 * random numbers). The moves are compared by their paired outcomes; a move replaces the hard level's
 * pick only when a sign test over the worlds where the two differ supports it.
 */
import { copyGame, playoutApply, type GameState, type Phase, type Playout } from '../../game/index.js';
import { botRandom, type BotRandom } from '../rng.js';
import { habitMove } from './habits.js';
import { defaultMove, MAX_PLAYOUT, playToEnd, type Move } from './moves.js';
import { winOdds } from './value.js';
import { pastDeadline, type SearchBudget, type SearchResult } from './search.js';

/** How a world is played out after a root move (the default: to the round's end by moves.ts's
 * default player). */
export interface PlayoutSetting {
  /** The seats that play the normal level's habits from their hand of the world (habits.ts):
   * every seat, the others only, or none (moves.ts's default for all). */
  habits?: 'all' | 'others';
  /** Turns after the root move after which the round is judged by the fitted value (value.ts)
   * instead of played to its end. */
  cut?: number;
  /** The sign test's threshold, in place of the policy's. */
  z?: number;
}

/** A world played on from the root move: 1 or 0 when its round ends, else the fitted odds that
 * `seat` wins it once `setting.cut` turns have passed. */
export function playOn(p: Playout, seat: number, random: BotRandom, setting: PlayoutSetting): number {
  const cut = setting.cut ?? Infinity;
  const habits = setting.habits;
  let turns = 0;
  let last = p.g.turn;
  for (let i = 0; i < MAX_PLAYOUT; i++) {
    if (p.phase === 'roundOver' || p.phase === 'gameOver') return p.g.roundResult?.winner === seat ? 1 : 0;
    if (p.g.turn !== last) {
      turns++;
      last = p.g.turn;
    }
    if (turns >= cut && p.phase === 'play') return winOdds(p.g, seat);
    const turn = p.g.turn;
    const habit =
      habits !== undefined && p.phase !== 'race' && (habits === 'all' || turn !== seat) ? habitMove(p) : null;
    const move = habit !== null ? { seat: turn, action: habit } : defaultMove(p, random);
    if (move === null) return 0;
    playoutApply(p, move.seat, move.action);
  }
  return 0;
}

const word = (random: BotRandom): number => Math.floor(random.next() * 4294967296) >>> 0;

/** The paired outcomes of the root moves over the worlds played, against a reference move. */
export class PairedTally {
  private readonly wins: number[];
  /** The sums of move i's outcome less the reference's over the worlds, and of its squares: with
   * outcomes of 1 or 0, the worlds where one won and the other lost (a sign test's counts). */
  private readonly sum: number[];
  private readonly squares: number[];
  worlds = 0;

  /** `reference`: the index of the hard level's pick among the moves, or -1. */
  constructor(
    private readonly k: number,
    private readonly reference: number,
  ) {
    this.wins = new Array<number>(k).fill(0);
    this.sum = new Array<number>(k).fill(0);
    this.squares = new Array<number>(k).fill(0);
  }

  /** One world's outcomes, a move's own won or lost (or its odds of winning, 0 to 1). */
  add(won: readonly (boolean | number)[]): void {
    const r = this.reference;
    for (let i = 0; i < this.k; i++) {
      const v = Number(won[i]);
      this.wins[i]! += v;
      if (r < 0) continue;
      const d = v - Number(won[r]);
      this.sum[i]! += d;
      this.squares[i]! += d * d;
    }
    this.worlds++;
  }

  rate(i: number): number {
    return this.worlds ? this.wins[i]! / this.worlds : 0;
  }

  /** The move won most often, unless it beat the reference in too few of the worlds where the two
   * differed (a sign test: `z` standard deviations); then the reference. */
  choice(z: number): number {
    let best = 0;
    for (let i = 1; i < this.k; i++) if (this.wins[i]! > this.wins[best]!) best = i;
    const r = this.reference;
    if (r < 0 || best === r) return best;
    // A paired test: the differences' sum over the root of their squares' (with outcomes of 1 or 0
    // the sign test, won-against-lost over the root of the worlds where the two differed).
    const differ = this.squares[best]!;
    const score = differ === 0 ? 0 : this.sum[best]! / Math.sqrt(differ);
    return score < z ? r : best;
  }
}

/**
 * The best of `rootMoves` for `seat` by paired playouts with the quick default (no tree): a world
 * played for k moves costs k of `budget.iterations`. `reference` (a move's key, the hard level's
 * pick) is kept unless the best move beat it by the sign test's `z`.
 */
export function pairedSearch(
  seat: number,
  phase: Phase,
  rootMoves: readonly Move[],
  deal: () => GameState,
  random: BotRandom,
  budget: SearchBudget,
  reference: string | null,
  z: number,
  setting: PlayoutSetting = {},
): SearchResult {
  const k = rootMoves.length;
  const tally = new PairedTally(k, reference === null ? -1 : rootMoves.findIndex((m) => m.key === reference));
  const won = new Array<number>(k).fill(0);
  const plain = setting.habits === undefined && setting.cut === undefined;
  let playouts = 0;
  while (playouts + k <= Math.max(budget.iterations, k)) {
    if (pastDeadline(budget, playouts)) break;
    const world = deal();
    const stream = String(word(random));
    for (let i = 0; i < k; i++) {
      const p: Playout = { g: copyGame(world), phase };
      playoutApply(p, seat, rootMoves[i]!.action);
      won[i] = plain
        ? Number(playToEnd(p, botRandom(stream), MAX_PLAYOUT) === seat)
        : playOn(p, seat, botRandom(stream), setting);
    }
    tally.add(won);
    playouts += k;
  }
  const chosen = tally.choice(z);
  return {
    action: rootMoves[chosen]!.action,
    iterations: playouts,
    moves: rootMoves
      .map((m, i) => ({ key: m.key, visits: tally.worlds, rate: tally.rate(i), i }))
      .sort((a, b) => (a.i === chosen ? -1 : b.i === chosen ? 1 : b.rate - a.rate))
      .map(({ key, visits, rate }) => ({ key, visits, rate })),
    replies: 0,
  };
}

/**
 * Paired worlds at the root (docs/bots-experiments.md "Paired worlds at the root (s5-expert-b)"): each world
 * dealt is played out once for every root move, each time with the same random stream after the
 * move, so two moves meet the same hands, the same draws and the same habits of the other seats,
 * and their difference is the move's own rather than the luck of two different worlds (common
 * random numbers). The moves are compared by their paired outcomes; a move replaces the hard level's
 * pick only when a sign test over the worlds where the two differ supports it.
 */
import { copyGame, playoutApply, type GameState, type Phase, type Playout } from '../../game/index.js';
import { botRandom, type BotRandom } from '../rng.js';
import { MAX_PLAYOUT, playToEnd, type Move } from './moves.js';
import { budgetSpent, type SearchBudget, type SearchResult } from './budget.js';
import { workOf } from './work.js';

const word = (random: BotRandom): number => Math.floor(random.next() * 4294967296) >>> 0;

/** The paired outcomes of the root moves over the worlds played, against a reference move. */
export class PairedTally {
  private readonly wins: number[];
  /** Worlds where move i won and the reference lost, and the other way round. */
  private readonly ahead: number[];
  private readonly behind: number[];
  worlds = 0;

  /** `reference`: the index of the hard level's pick among the moves, or -1. */
  constructor(
    private readonly k: number,
    private readonly reference: number,
  ) {
    this.wins = new Array<number>(k).fill(0);
    this.ahead = new Array<number>(k).fill(0);
    this.behind = new Array<number>(k).fill(0);
  }

  /** One world's outcomes, a move's own won or lost. */
  add(won: readonly boolean[]): void {
    const r = this.reference;
    for (let i = 0; i < this.k; i++) {
      if (won[i]) this.wins[i]!++;
      if (r < 0) continue;
      if (won[i] && !won[r]) this.ahead[i]!++;
      else if (!won[i] && won[r]) this.behind[i]!++;
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
    const differ = this.ahead[best]! + this.behind[best]!;
    const score = differ === 0 ? 0 : (this.ahead[best]! - this.behind[best]!) / Math.sqrt(differ);
    return score < z ? r : best;
  }
}

/**
 * The best of `rootMoves` for `seat` by paired playouts with the quick default (no tree): a world
 * played for k moves costs k of `budget.iterations`; a world is begun only while the work spent is
 * under `budget.work`. `reference` (a move's key, the hard level's
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
): SearchResult {
  const k = rootMoves.length;
  const tally = new PairedTally(k, reference === null ? -1 : rootMoves.findIndex((m) => m.key === reference));
  const won = new Array<boolean>(k).fill(false);
  const count = { actions: 0 };
  let playouts = 0;
  while (playouts + k <= Math.max(budget.iterations, k)) {
    if (budgetSpent(budget, playouts, count.actions)) break;
    const world = deal();
    const stream = String(word(random));
    for (let i = 0; i < k; i++) {
      const p: Playout = { g: copyGame(world), phase };
      playoutApply(p, seat, rootMoves[i]!.action);
      won[i] = playToEnd(p, botRandom(stream), MAX_PLAYOUT, count) === seat;
    }
    tally.add(won);
    playouts += k;
  }
  const chosen = tally.choice(z);
  return {
    action: rootMoves[chosen]!.action,
    iterations: playouts,
    work: workOf(count.actions, playouts),
    actions: count.actions,
    moves: rootMoves
      .map((m, i) => ({ key: m.key, visits: tally.worlds, rate: tally.rate(i), i }))
      .sort((a, b) => (a.i === chosen ? -1 : b.i === chosen ? 1 : b.rate - a.rate))
      .map(({ key, visits, rate }) => ({ key, visits, rate })),
    replies: 0,
  };
}

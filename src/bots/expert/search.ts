/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012):
 * each iteration deals one world consistent with what the seat saw (determinize.ts), walks the tree
 * of choices by UCB among the moves that world allows (a move's `available` counts the iterations
 * in which it could be chosen, so a card another hand only sometimes holds is judged fairly), adds
 * one node, plays the world to the round's end with the quick default (moves.ts) and credits each
 * choice on the way with a win when its seat won the round. The move most visited at the root is
 * played. Heads up the tree holds the searching seat's choices only; beyond two players every
 * seat's (docs/bots.md "Expert": the other seats' answers searched, not guessed by the default).
 */
import { copyGame, playoutApply, type Action, type GameState, type Phase, type Playout } from '../../game/index.js';
import type { BotRandom } from '../rng.js';
import { defaultMove, MAX_PLAYOUT, movesOf, playToEnd, SEARCHED, type Move } from './moves.js';
import { workOf } from './work.js';

/** UCB's exploration weight for rewards in [0, 1]. */
const EXPLORE = 0.7;

interface Node {
  /** The seat whose choice led here (credited with its wins). */
  seat: number;
  action: Action | null;
  visits: number;
  wins: number;
  available: number;
  children: Map<string, Node>;
}

const newNode = (seat: number, action: Action | null): Node => ({
  seat,
  action,
  visits: 0,
  wins: 0,
  available: 0,
  children: new Map(),
});

export interface SearchBudget {
  /** Iterations at most (a world played for k root moves counts k). */
  iterations: number;
  /** Work at most, in the paired search's units (work.ts `workOf`): the simulator's and the tests'
   * bound, what the browser's deadline buys on a phone but counted rather than timed, so the same
   * seed plays the same game on any machine at any load (docs/bots.md "The budget the product
   * plays (s7-expert-a)"). */
  work?: number;
  /** With a clock, stop once it reads `deadline` ms past `start` (the browser's bound). `start`:
   * when the question was asked (the worker's queue counts), else when the search begins. */
  deadline?: number;
  start?: number;
  clock?: () => number;
}

/** Whether the search must stop now, once `done` (iterations or playouts) is not zero (a search
 * always answers with at least one): its clock read past the deadline, or the work of its playouts
 * (`actions` between them, work.ts) reached the budget's. */
export function budgetSpent(budget: SearchBudget, done: number, actions: number): boolean {
  if (done === 0) return false;
  if (budget.clock && budget.deadline !== undefined && budget.clock() > budget.deadline) return true;
  return budget.work !== undefined && workOf(actions, done) >= budget.work;
}

export interface SearchResult {
  action: Action;
  iterations: number;
  /** The work spent (work.ts `workOf`; the tree counts its playouts' actions, not its walk). */
  work: number;
  /** The playouts' actions (the work's main part). */
  actions: number;
  /** Visits and win rate of each root move, most visited first (for tests and tuning). */
  moves: { key: string; visits: number; rate: number }[];
  /** Nodes of the tree that hold another seat's choice (none heads up). */
  replies: number;
}

/** A choice the tree holds. Heads up only the searching seat's own: the other plays the default, a
 * model of a player who does not see its hand either (its own tree gave no more rounds there).
 * Beyond two players every seat's: the search then weighs the answers each other seat could make,
 * which won it more rounds against three normal or three basic players than the default's guess. */
function choiceAt(p: Playout, seat: number): boolean {
  return (p.g.turn === seat || p.g.players > 2) && SEARCHED.has(p.phase);
}

/**
 * The best of `rootMoves` for `seat`, from worlds drawn by `deal`: `phase` is the phase the seat
 * chooses in (every world starts there).
 */
export function search(
  seat: number,
  phase: Phase,
  rootMoves: readonly Move[],
  deal: () => GameState,
  random: BotRandom,
  budget: SearchBudget,
): SearchResult {
  const root = newNode(-1, null);
  for (const m of rootMoves) root.children.set(m.key, newNode(seat, m.action));
  let done = 0;
  let replies = 0;
  const path: Node[] = [];
  const count = { actions: 0 };
  for (; done < budget.iterations; done++) {
    if (budgetSpent(budget, done, count.actions)) break;
    const p: Playout = { g: copyGame(deal()), phase };
    path.length = 0;
    let node = root;
    let moves: readonly Move[] = rootMoves;
    let mover = seat;
    for (;;) {
      // Every move this world allows counts one more chance to be chosen; an untried one is tried
      // first (one new node per iteration), else the best by UCB over its availability.
      let best: Node | null = null;
      let bestScore = -Infinity;
      for (const m of moves) {
        let child = node.children.get(m.key);
        if (child === undefined) {
          child = newNode(mover, m.action);
          node.children.set(m.key, child);
          if (mover !== seat) replies++;
        }
        child.available++;
        let score: number;
        if (child.visits === 0) score = 1e9 + random.next();
        else score = child.wins / child.visits + EXPLORE * Math.sqrt(Math.log(child.available) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (best === null) break;
      path.push(best);
      playoutApply(p, mover, best.action!);
      node = best;
      if (best.visits === 0) break;
      // Walk on through the choices nobody searches (a color, a race...) to the next searched one.
      while (!choiceAt(p, seat) && p.phase !== 'roundOver' && p.phase !== 'gameOver') {
        const move = defaultMove(p, random);
        if (move === null) break;
        playoutApply(p, move.seat, move.action);
      }
      if (!choiceAt(p, seat)) break;
      mover = p.g.turn;
      moves = movesOf(p, mover);
      if (moves.length === 0) break;
    }
    const winner = playToEnd(p, random, MAX_PLAYOUT, count);
    for (const n of path) {
      n.visits++;
      if (winner === n.seat) n.wins++;
    }
  }
  const ranked = [...root.children.entries()]
    .map(([key, n]) => ({ key, node: n, rate: n.visits ? n.wins / n.visits : 0 }))
    .sort((a, b) => b.node.visits - a.node.visits || b.rate - a.rate);
  return {
    action: ranked[0]!.node.action!,
    iterations: done,
    work: workOf(count.actions, done),
    actions: count.actions,
    moves: ranked.map((r) => ({ key: r.key, visits: r.node.visits, rate: r.rate })),
    replies,
  };
}

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
import { budgetSpent, type SearchBudget, type SearchResult } from './budget.js';
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

/**
 * The moves weighed at the root of a choice (docs/bots.md "Expert"): the expert's search and the
 * pick learned from the outcomes of moves (../outcome-pick.ts) read the same list.
 */
import type { Action, Playout } from '../../game/index.js';
import type { BotContext } from '../policy.js';
import { Knowledge } from './determinize.js';
import { movesOf, type Move } from './moves.js';

/** The moves the search weighs at the root, read off a world dealt from the seat's view (its own
 * hand, the top, the color and the penalty are the view's in every world). */
export function rootMoves(ctx: BotContext): { knowledge: Knowledge; moves: Move[] } {
  const { view, memory, random } = ctx;
  const knowledge = new Knowledge(view, memory);
  const first: Playout = { g: knowledge.deal(random), phase: view.phase };
  // The view says what may be played (a tower's protection, say, is not in a guessed world).
  const offered = new Set(view.legal.map((a) => (a.type === 'play' ? a.card : a.type)));
  const moves = movesOf(first, view.seat).filter((m) =>
    offered.has(m.action.type === 'play' ? m.action.card : m.action.type),
  );
  return { knowledge, moves };
}

/** A move's key in the search (moves.ts `movesOf`). */
export function keyOf(action: Action): string {
  if (action.type !== 'play') return action.type;
  if (action.also && action.also.length > 0) return `${action.card}+${action.also.join('+')}`;
  return action.color ? `${action.card}/${action.color}` : action.card;
}

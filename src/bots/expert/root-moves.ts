/**
 * The moves weighed at the root of a choice (docs/bots.md "Expert"): the expert's search and the
 * pick learned from the outcomes of moves (../outcome-pick.ts) read the same list.
 */
import type { Action, PlayerView } from '../../game/index.js';
import { editionColors } from '../../game/notation/index.js';
import { movesFrom, type Move } from './moves.js';

/** The moves the search weighs at the root, read off the view alone: what it may play (a tower's
 * protection included) and its own hand decide them, as in any world dealt from it
 * (test/bots/root-moves.test.ts proves the two lists one), and no world need be dealt to list them. */
export function rootMoves(view: PlayerView): Move[] {
  return movesFrom(view.legal, view.hand, editionColors(view.edition), view.options.multiPlay, view.phase);
}

/** A move's key in the search (moves.ts `movesOf`). */
export function keyOf(action: Action): string {
  if (action.type !== 'play') return action.type;
  if (action.also && action.also.length > 0) return `${action.card}+${action.also.join('+')}`;
  return action.color ? `${action.card}/${action.color}` : action.card;
}

/**
 * The actions a view lists, shared: views are built after every action, and most of what they list
 * is the same few objects, so each is built once, frozen, and shared by every view (a reader builds
 * its own action to send from them). The rules file of each phase lists its choices with these
 * (its `PhaseChoices`, src/game/state.ts); a known action then costs a lookup, no allocation.
 */
import { card, type Card } from './notation/index.js';
import type { GameState } from './state.js';
import type { Action, CardCode } from './types.js';

/** The shared action for `key`, built by `build` the first time (builders are module-level
 * functions, so a known action costs a lookup and no allocation). */
export function shared<K>(cache: Map<K, Action>, key: K, build: (key: K) => Action): Action {
  let action = cache.get(key);
  if (action === undefined) {
    action = Object.freeze(build(key));
    cache.set(key, action);
  }
  return action;
}

export const DRAW: Action = Object.freeze({ type: 'draw' });
export const PASS: Action = Object.freeze({ type: 'pass' });

const PLAYS = new Map<CardCode, Action>();
const playAction = (code: CardCode): Action => ({ type: 'play', card: code });

/** The shared play of `code`. */
export function playOf(code: CardCode): Action {
  return shared(PLAYS, code, playAction);
}

/** A judge for an action that carries nothing to check (a draw, a pass, an answer). */
export const accepted = (): null => null;

/**
 * Push the play of each card of `hand` that `fits` now, each code once. `top`: the card to match,
 * found once by the caller (a view is built per action, and a hand is asked card by card).
 */
export function pushPlays(
  g: GameState,
  hand: readonly CardCode[],
  out: Action[],
  fits: (g: GameState, c: Card, top: Card) => boolean,
  top: Card,
): void {
  for (let i = 0; i < hand.length; i++) {
    if (!firstOfItsCode(hand, i)) continue;
    const code = hand[i]!;
    if (fits(g, card(code), top)) out.push(playOf(code));
  }
}

/** Whether `hand[i]` is the first card of its code in `hand`: a choice lists each code once. A hand
 * is a few cards: looking back costs less than a Set. */
export function firstOfItsCode(hand: readonly CardCode[], i: number): boolean {
  return hand.indexOf(hand[i]!) === i;
}

/**
 * Where the turn flow goes next (rules.md "The order of things after a play"): the color, a rule,
 * towers, the four-tower keep, a race, then the card's effect on the next player. The statechart's
 * `route` choice state asks these questions in this order; `settle` runs the effect once every step
 * before it is done.
 */
import { card, matches } from './cards.js';
import { isBlocked, applyEffect } from './turn.js';
import { topCode, type GameState } from './state.js';

/** Where the flow rests next: a phase of types.ts, or the end of the round. */
export type Step =
  | 'roundEnd'
  | 'color'
  | 'rule'
  | 'towers'
  | 'keep'
  | 'race'
  | 'blocked'
  | 'challenge'
  | 'stack'
  | 'drawn'
  | 'play';

/** The questions, in order; the first true one names the next step ('play' when none is). */
export const ROUTE: readonly (readonly [Step, (g: GameState) => boolean])[] = [
  ['roundEnd', (g) => g.play !== null && g.hands[g.play.seat]!.length === 0],
  ['color', (g) => g.play !== null && g.play.color],
  ['rule', (g) => g.play !== null && g.play.rule !== null],
  ['towers', (g) => g.play !== null && g.play.towers > 0],
  ['keep', (g) => g.play !== null && g.play.keep],
  ['race', (g) => g.race !== null || (g.play !== null && g.play.race !== null)],
  ['blocked', isBlocked],
  ['challenge', (g) => g.challenge !== null],
  ['stack', (g) => g.pending > 0],
  ['drawn', (g) => g.drawn !== null],
];

export const ROUTE_TEST: Readonly<Record<string, (g: GameState) => boolean>> = Object.fromEntries(ROUTE);

/** After an action: once no step of the play is left, its card acts on the next player. */
export function settle(g: GameState): void {
  const p = g.play;
  if (p === null || g.hands[p.seat]!.length === 0) return;
  if (p.color || p.rule !== null || p.towers > 0 || p.keep || p.race !== null) return;
  applyEffect(g);
}

/** ROUTE's answer, asked after every action (the statechart's `moved`): the same questions in the
 * same order, written out (tests/engine keep the two in step). */
export function nextStep(g: GameState): Step {
  const p = g.play;
  if (p !== null) {
    if (g.hands[p.seat]!.length === 0) return 'roundEnd';
    if (p.color) return 'color';
    if (p.rule !== null) return 'rule';
    if (p.towers > 0) return 'towers';
    if (p.keep) return 'keep';
    if (p.race !== null) return 'race';
  }
  if (g.race !== null) return 'race';
  if (isBlocked(g)) return 'blocked';
  if (g.challenge !== null) return 'challenge';
  if (g.pending > 0) return 'stack';
  if (g.drawn !== null) return 'drawn';
  return 'play';
}

/** Will the card a turn draw be playable (phase drawn)? Known only when no reshuffle comes first. */
export function drawGivesPlayable(g: GameState): boolean {
  const next = g.pile[g.pile.length - 1];
  return next !== undefined && matches(card(next), card(topCode(g)), g.color);
}

/** Can the round not be blocked after a turn that draws nothing? (Blocked needs an empty pile and
 * a discard pile of one card.) */
export function cannotBlock(g: GameState): boolean {
  return g.pile.length > 0 || g.discard.length > 1;
}

/** After a Wild +4's challenge or its acceptance the flow is back in `play`, unless the cards drawn
 * (at most the pending ones plus 2) could empty the pile and leave the round blocked. */
export function penaltyLeavesPile(g: GameState): boolean {
  return g.pile.length > g.pending + 2;
}

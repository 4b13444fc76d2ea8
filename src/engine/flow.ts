/**
 * Where the turn flow goes next (rules.md "The order of things after a play"): the color, a rule,
 * towers, the four-tower keep, a race, then the card's effect on the next player. `nextStep` asks
 * these questions in this order and the statechart's `route` choice state follows its answer;
 * `settle` runs the effect once every step before it is done.
 */
import { card, matches } from './cards.js';
import { isBlocked, applyEffect } from './turn.js';
import { topCode, type GameState } from './state.js';

/** Where the flow rests next: a phase of types.ts, or the end of the round. */
export type Step =
  'roundEnd' | 'color' | 'rule' | 'towers' | 'keep' | 'race' | 'blocked' | 'challenge' | 'stack' | 'drawn' | 'play';

/** After an action: once no step of the play is left, its card acts on the next player. */
export function settle(g: GameState): void {
  const p = g.play;
  if (p === null || g.hands[p.seat]!.length === 0) return;
  if (p.color || p.rule !== null || p.towers > 0 || p.keep || p.race !== null) return;
  applyEffect(g);
}

/** Where the flow rests now: the first true of the questions in `Step`'s order, 'play' when none
 * is. Asked after every action (the statechart's `moved`) and by `route` to choose its target. */
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

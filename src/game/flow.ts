/**
 * The questions the statechart asks to know where the turn flow rests (rules.md "The order of
 * things after a play"). Each reads the game only; the *order* in which they are asked is the
 * statechart's own (`route` in machines/table.ts, drawn in docs/statechart.svg). `settle` plays the
 * card's effect once every step of the play before it is done.
 */
import { card, matches } from './notation/index.js';
import { runSevenZero } from './seven-zero.js';
import { isBlocked, applyEffect } from './turn.js';
import { topToMatch } from './starting-card.js';
import type { GameState } from './state.js';

/** After an action: once no step of the play is left, its card acts on the next player. */
export function settle(g: GameState): void {
  const p = g.play;
  if (p === null || g.hands[p.seat]!.length === 0) return;
  if (p.color || p.rule !== null || p.towers > 0 || p.keep || p.race !== null) return;
  if (!runSevenZero(g)) return;
  applyEffect(g);
}

/** The card just played emptied its player's hand. */
export function roundWon(g: GameState): boolean {
  return g.play !== null && g.hands[g.play.seat]!.length === 0;
}

/** The Wild just played still waits for its color. */
export function colorDue(g: GameState): boolean {
  return g.play !== null && g.play.color;
}

/** The card just played asks its player for a house rule (house-rules edition). */
export function ruleDue(g: GameState): boolean {
  return g.play !== null && g.play.rule !== null;
}

/** The card just played lets its player take towers (power grab). */
export function towersDue(g: GameState): boolean {
  return g.play !== null && g.play.towers > 0;
}

/** A fourth tower taken: its owner keeps one card (power grab). */
export function keepDue(g: GameState): boolean {
  return g.play !== null && g.play.keep;
}

/** A house rule's gesture race is due or under way. */
export function raceDue(g: GameState): boolean {
  return g.race !== null || (g.play !== null && g.play.race !== null);
}

/** sevenZero: a 7 was played without `swapWith`: its player chooses whom to swap with. */
export function swapDue(g: GameState): boolean {
  return g.play !== null && g.play.swap && g.play.swapWith === null;
}

/** Nothing left to draw and nobody can play: the round ends blocked (rules.md). */
export function roundBlocked(g: GameState): boolean {
  return isBlocked(g);
}

/** A Wild +4 waits for its answer: challenge or accept. */
export function challengeDue(g: GameState): boolean {
  return g.challenge !== null;
}

/** A penalty waits: the next player stacks or draws it. */
export function penaltyDue(g: GameState): boolean {
  return g.pending > 0;
}

/** The turn's drawn card can be played or kept. */
export function cardDrawn(g: GameState): boolean {
  return g.drawn !== null;
}

/** Will the card a turn draw be playable (phase drawn)? Known only when no reshuffle comes first. */
export function drawGivesPlayable(g: GameState): boolean {
  // drawUntilPlayable: the draw may go on past the top card (through `route` to `drawn` then).
  if (g.options.drawUntilPlayable) return false;
  const next = g.pile[g.pile.length - 1];
  return next !== undefined && matches(card(next), topToMatch(g), g.color);
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

/**
 * Stacking (option `stacking`; docs/game-rules.md "Options every edition offers"):
 * a player hit by a draw card may lay one on it (`same`: the same kind, `any`: any draw card) and
 * the penalty adds up and passes on; whoever does not stack draws it all and loses the turn. The
 * penalty an accepted Wild +4 leaves is drawn the same way.
 */
import { card, type Card } from '../notation/index.js';
import { drawCards } from '../piles.js';
import { accepted, DRAW, pushPlays } from '../choices.js';
import { emit, seatAfter, topCode, type GameState, type PhaseChoices } from '../state.js';
import type { Action } from '../types.js';
import { closeUnoWindow } from './uno.js';

/** Can `c` go onto the pending penalty? */
export function canStack(g: GameState, c: Card): boolean {
  if (c.draws === 0) return false;
  if (g.options.stacking === 'any') return true;
  if (g.options.stacking === 'same') return c.kind === card(topCode(g)).kind;
  return false;
}

/** A penalty waits: the next player stacks or draws it. */
export function penaltyDue(g: GameState): boolean {
  return g.pending > 0;
}

/** Take the pending penalty and lose the turn. */
export function drawPenalty(g: GameState, seat: number): void {
  closeUnoWindow(g, seat);
  const count = g.pending;
  g.pending = 0;
  g.challenge = null;
  drawCards(g, seat, count, true);
  emit(g, { type: 'skip', seat });
  g.turn = seatAfter(g, seat);
}

/** The turn timer (docs/rules.md "Team decisions (shared by every engineer)"): the penalty is drawn. */
export function timeoutStack(g: GameState): void {
  drawPenalty(g, g.turn);
}

/** The cards of `seat` that go onto the pending penalty (phases `stack` and `challenge`). */
export function pushStackings(g: GameState, seat: number, out: Action[]): void {
  pushPlays(g, g.hands[seat]!, out, canStack, card(topCode(g)));
}

/** `stack`: lay a card on the penalty, or draw it all. */
export const STACK_PHASE: PhaseChoices = {
  legal: (g, seat, out) => {
    pushStackings(g, seat, out);
    out.push(DRAW);
  },
  refusal: { draw: accepted },
};

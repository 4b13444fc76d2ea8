/**
 * Where a keyboard player's focus goes when the cards that can be played change (issue 30 point 7:
 * after a play the focus stayed on a card that could not be played, where Enter did nothing
 * visible). While the focus is on such a card in the hand, it moves to the first card that can be
 * played, or else to the draw pile when drawing is what the turn asks. Between turns nothing can be
 * played: the focus stays, and Enter says so (hand-hints.ts). A pointer's focus is left alone.
 */
import type { UnoHand } from './uno-hand.js';

export function settleTurnFocus(table: ShadowRoot, hand: UnoHand | null, canDraw: boolean): void {
  const active = hand?.shadowRoot?.activeElement;
  if (!hand || !(active instanceof HTMLElement) || active.dataset.playable !== 'false') return;
  if (!active.matches(':focus-visible')) return;
  const first = hand.playable.findIndex((p, i) => p && i < hand.cards.length);
  if (first >= 0) hand.focusCard(first);
  else if (canDraw) table.querySelector<HTMLElement>('.draw[data-can="true"]')?.focus();
}

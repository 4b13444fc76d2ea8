/** Drawing from the pile and refilling it (docs/game-rules.md "A turn": draw pile empty). */
import { shuffleInPlace } from './rng.js';
import { emit, type GameState } from './state.js';
import type { CardCode } from './types.js';

/** Shuffle the discard pile except its top card into a new draw pile. */
export function reshuffle(g: GameState): void {
  if (g.discard.length <= 1) return;
  const top = g.discard.pop()!;
  const cards = g.discard;
  g.discard = [top];
  shuffleInPlace(g.rng, cards);
  // What is left of the pile stays on top of the reshuffled cards (it was drawn from first).
  g.pile = cards.concat(g.pile);
  emit(g, { type: 'reshuffle', count: cards.length });
}

/** `seat` draws up to `count` cards; with nothing left anywhere it draws what there is. */
export function drawCards(g: GameState, seat: number, count: number, penalty: boolean): CardCode[] {
  const got: CardCode[] = [];
  const hand = g.hands[seat]!;
  for (let i = 0; i < count; i++) {
    if (g.pile.length === 0) reshuffle(g);
    const code = g.pile.pop();
    if (code === undefined) break;
    got.push(code);
    hand.push(code);
  }
  if (hand.length !== 1) {
    g.uno[seat] = false;
    if (g.unoWindow === seat) g.unoWindow = null;
  }
  emit(g, { type: 'draw', seat, count: got.length, cards: got, penalty });
  return got;
}

/** drawUntilPlayable: `seat` draws card after card until `wanted` holds for the one drawn, or
 * nothing is left to draw; one `draw` event for the lot. */
export function drawUntil(g: GameState, seat: number, wanted: (code: CardCode) => boolean): CardCode[] {
  const got: CardCode[] = [];
  const hand = g.hands[seat]!;
  for (;;) {
    if (g.pile.length === 0) reshuffle(g);
    const code = g.pile.pop();
    if (code === undefined) break;
    got.push(code);
    hand.push(code);
    if (wanted(code)) break;
  }
  if (hand.length !== 1) {
    g.uno[seat] = false;
    if (g.unoWindow === seat) g.unoWindow = null;
  }
  emit(g, { type: 'draw', seat, count: got.length, cards: got, penalty: false });
  return got;
}

/** Take one copy of `code` out of a hand; false if it holds none. */
export function removeFromHand(hand: CardCode[], code: CardCode): boolean {
  const i = hand.indexOf(code);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}

/** Does `hand` hold every code of `codes`, copies counted? */
export function holdsAll(hand: readonly CardCode[], codes: readonly CardCode[]): boolean {
  if (codes.length === 1) return hand.includes(codes[0]!);
  const left = hand.slice();
  for (const code of codes) if (!removeFromHand(left, code)) return false;
  return true;
}

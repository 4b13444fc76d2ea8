/**
 * Power grab's starting Take-2-Towers (rules.md "The starting card"; book 004: « le premier joueur
 * ne peut pas prendre de tours mais peut seulement jouer une carte de la même couleur »): until a
 * card is played on it, it is a plain card of its color, so another Take-2-Towers does not match
 * it by symbol. Every "does this card go on the top card?" question reads the top through here.
 */
import { card, type Card } from './notation/index.js';
import { topCode, type GameState } from './state.js';

/** A face no card has: the plain stand-in matches by color (and Wilds) only. */
const NO_FACE = '';

const PLAIN = new Map<string, Card>();

function plain(top: Card): Card {
  let p = PLAIN.get(top.code);
  if (p === undefined) {
    p = Object.freeze({ ...top, face: NO_FACE });
    PLAIN.set(top.code, p);
  }
  return p;
}

/** Is the round's starting card still on top, and one that counts as a plain card there? */
export function startsPlain(top: Card): boolean {
  return top.kind === 'take2';
}

/**
 * A card stopped by a tower reads the same for the player who stopped it (book 004, « Après avoir
 * bloqué une carte Action avec sa tour, le joueur continue comme s'il s'agissait d'une carte de
 * couleur ou d'une carte blanche normale »; docs/rules.md "Power Grab").
 */
function isPlainFor(g: GameState): boolean {
  return g.plainFor === g.turn; // null or absent: never a seat
}

/** The top card as a card to play on is matched against it. */
export function topToMatch(g: GameState): Card {
  const top = card(topCode(g));
  return g.plainStart === true || isPlainFor(g) ? plain(top) : top;
}

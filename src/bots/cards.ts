/**
 * What a bot reads into a card beyond the notation (docs/bots.md "The levels"): the bots know only
 * codes, never the engine's state, and read them through the notation's one reader.
 */
import { card, cardPoints as pointsOf, matches } from '../game/notation/index.js';
import type { CardCode, Color } from '../game/index.js';

export const isWild = (code: CardCode): boolean => card(code).wild;

/** docs/game-rules.md "A turn": same color in force, same number or symbol; a Wild matches anything. */
export function playableOn(code: CardCode, top: CardCode, color: Color): boolean {
  return matches(card(code), card(top), color);
}

/** docs/game-rules.md "End of a round and scores": numbers face value, colored symbols 20, Wilds 50. */
export const cardPoints = (code: CardCode): number => pointsOf(card(code));

/** A card after which, at two players, the same player plays again (docs/game-rules.md "A turn"). */
export function givesAnotherTurnHeadsUp(code: CardCode, twoPlayerReverseSkips: boolean): boolean {
  const face = card(code).face;
  if (face === 'S' || face === '+2' || face === '+1' || face === 'W+4') return true;
  return face === 'R' && twoPlayerReverseSkips;
}

/** Cards that make the next player draw: what a player close to going out fears. */
export function isAttack(code: CardCode): boolean {
  const face = card(code).face;
  return face === 'S' || face === '+2' || face === '+1' || face === 'W+4' || face === 'WK';
}

/** An attack's rank on a player close to going out: the more it makes draw, the better. */
export function attackRank(code: CardCode): number {
  return code === 'W+4' ? 4 : card(code).face === '+2' ? 3 : 2;
}

/** The attack of `attacks` that ranks highest (the first on a tie). */
export function strongestAttack(attacks: readonly CardCode[]): CardCode {
  return attacks.reduce((a, b) => (attackRank(b) > attackRank(a) ? b : a));
}

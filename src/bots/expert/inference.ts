/**
 * How likely a dealt world makes the plays this round showed (docs/bots.md "Sixth session"): a
 * sensible player lays a colored card before a Wild, lays the playable color it holds most, names
 * with a Wild the color it holds most. Each seen play is weighed against the hand the world gives
 * that seat at the time (its hand now, plus what it laid since; the cards it drew since are not
 * known, so the hand is approximate), softly: a play against the habit counts `ODD` times as likely
 * as a habitual one, so a player who plays otherwise bends the worlds without ruling any out.
 * Public events only (memory.ts `plays`); the hands are the world's, never the table's.
 */
import type { CardCode, Color } from '../../game/index.js';
import { card as cardOf } from '../../game/notation/index.js';
import type { PlaySeen } from '../memory.js';

/** The habit's share of a choice: 0.8, so a play against it weighs 0.2 / 0.8. */
export const HABIT = 0.8;
const ODD = (1 - HABIT) / HABIT;

/** The cards of each color in `hand`, by color. */
function countsOf(hand: readonly CardCode[]): Map<Color, number> {
  const counts = new Map<Color, number>();
  for (const code of hand) {
    const color = cardOf(code).color;
    if (color !== null) counts.set(color, (counts.get(color) ?? 0) + 1);
  }
  return counts;
}

/** A colored card of `hand` that the play's table took (the color in force, or the top's face). */
function playsOn(code: CardCode, seen: PlaySeen): boolean {
  const c = cardOf(code);
  if (c.wild) return false;
  if (c.color === seen.colorBefore) return true;
  if (seen.topBefore === null) return false;
  const top = cardOf(seen.topBefore);
  return !top.wild && top.face === c.face;
}

/** One play's weight from `hand`, the seat's hand just after it (the play's cards left out). */
function playWeight(hand: readonly CardCode[], seen: PlaySeen): number {
  const first = cardOf(seen.cards[0]!);
  const counts = countsOf(hand);
  if (first.wild) {
    let w = hand.some((code) => playsOn(code, seen)) ? ODD : 1;
    if (seen.named !== null) {
      const named = counts.get(seen.named) ?? 0;
      for (const n of counts.values()) {
        if (n > named) {
          w *= ODD;
          break;
        }
      }
    }
    return w;
  }
  // A colored card: the playable color held most (the cards laid counted as held).
  const laid = first.color!;
  const held = (counts.get(laid) ?? 0) + seen.cards.length;
  for (const code of hand) {
    const color = cardOf(code).color;
    if (color !== null && color !== laid && (counts.get(color) ?? 0) > held && playsOn(code, seen)) return ODD;
  }
  return 1;
}

/** The likelihood (up to a constant) of this round's seen plays under the world's `hands`. */
export function playsLikelihood(hands: readonly (readonly CardCode[])[], plays: readonly PlaySeen[]): number {
  let w = 1;
  const then = new Map<number, CardCode[]>();
  for (let i = plays.length - 1; i >= 0; i--) {
    const seen = plays[i]!;
    let hand = then.get(seen.seat);
    if (!hand) {
      const now = hands[seen.seat];
      if (!now) continue;
      hand = now.slice();
      then.set(seen.seat, hand);
    }
    w *= playWeight(hand, seen);
    hand.push(...seen.cards);
  }
  return w;
}

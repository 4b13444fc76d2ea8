/**
 * multiPlay (option `multiPlay`; docs/game-rules.md "Options every edition offers", book 002
 * « Numéros »): several number cards of the same number laid at once, in turn only; the last laid
 * is the new top card.
 */
import { parseCard, type Card } from '../notation/index.js';
import { holdsAll } from '../piles.js';
import type { GameState } from '../state.js';
import type { CardCode } from '../types.js';

const MAX_ALSO = 12;

/** The refusal of a play's `also` cards (`first`: the card played, already judged), or null. */
export function alsoRefusal(
  g: GameState,
  phase: string,
  seat: number,
  first: Card,
  also: unknown,
  jumping: boolean,
): string | null {
  if (also === undefined || (Array.isArray(also) && also.length === 0)) return null;
  if (!Array.isArray(also) || also.length > MAX_ALSO) return 'bad-action';
  if (!g.options.multiPlay || phase !== 'play' || first.kind !== 'number' || jumping) return 'illegal-play';
  for (const extra of also) {
    const e = parseCard(extra);
    if (!e) return 'unknown-card';
    if (e.kind !== 'number' || e.number !== first.number) return 'illegal-play';
  }
  return holdsAll(g.hands[seat]!, [first.code, ...(also as CardCode[])]) ? null : 'not-in-hand';
}

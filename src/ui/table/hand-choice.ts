/**
 * What a tap on a hand card does, and what the hand and the UNO button show: playable cards, a
 * multi-play's selection (cards of the same number, `multiPlay`), the UNO button lit. The rules
 * stay the engine's: what may be played comes from `view.legal`.
 */
import type { CardCode, PlayerView } from '../../game/index.js';
import { parseCard } from '../cards/card-face.js';
import { canDo, playableCodes } from './table-model.js';
import type { HandPick } from './uno-hand.js';

/** Two number cards of the same value. */
export function sameNumber(a: CardCode, b: CardCode): boolean {
  const fa = parseCard(a);
  const fb = parseCard(b);
  return fa?.kind === 'number' && fb?.kind === 'number' && fa.value === fb.value;
}

/**
 * A tap on a hand card: the selection it leaves (a card of the selection taken out, one of the same
 * number added, a multi-play begun), or `'play'` to play it at once.
 */
export function pickFromHand(
  view: PlayerView,
  hand: readonly CardCode[],
  selection: number[],
  { code, index }: HandPick,
): number[] | 'play' {
  if (selection.length) {
    if (selection.includes(index)) return selection.filter((i) => i !== index);
    if (sameNumber(hand[selection[0]!]!, code)) return [...selection, index];
    return selection;
  }
  const face = parseCard(code);
  const siblings =
    view.options?.multiPlay && face?.kind === 'number'
      ? hand.filter((c, i) => i !== index && sameNumber(c, code)).length
      : 0;
  if (siblings > 0 && playableCodes(view).has(code) && view.phase === 'play') return [index];
  return 'play';
}

/** The UNO button is lit when a play can leave one card in hand, or when declaring is legal. */
export function unoLit(view: PlayerView | null, selection: number[]): boolean {
  if (!view) return false;
  if (canDo(view, 'uno')) return true;
  if (!canDo(view, 'play')) return false;
  const left = view.hand.length - Math.max(1, selection.length);
  return left === 1;
}

/** Each hand card's playable flag: the selection's number while selecting, else `view.legal`'s
 * plays in the turn flow. */
export function playableFlags(view: PlayerView, hand: CardCode[], selection: number[]): boolean[] {
  if (selection.length) {
    const first = hand[selection[0]!]!;
    return hand.map((c, i) => selection.includes(i) || sameNumber(first, c));
  }
  // Answers in a dialog (stack, keep…) are chosen there; the hand is for plays in the turn flow.
  if (view.phase !== 'play' && view.phase !== 'drawn') return hand.map(() => false);
  const codes = playableCodes(view);
  return hand.map((c) => codes.has(c));
}

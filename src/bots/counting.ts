/**
 * Card counting: the cards a seat has not seen (the edition's deck less its own hand, the discard
 * pile since the last reshuffle and hands shown by challenges) and the odds drawn from them, e.g.
 * that another hand holds no card a given top would let it play.
 */
import type { CardCode, Color, PlayerView } from '../game/index.js';
import { card as cardOf, deckCounts } from '../game/notation/index.js';
import { playableOn } from './cards.js';
import { faceKey, type TableMemory } from './memory.js';

export interface Unseen {
  byCode: Map<CardCode, number>;
  total: number;
}

export function unseenCards(view: PlayerView, memory: TableMemory): Unseen {
  const byCode = new Map(deckCounts(view.edition));
  const remove = (code: CardCode): void => {
    const n = byCode.get(code);
    if (n !== undefined && n > 0) byCode.set(code, n - 1);
  };
  for (const code of view.hand) remove(code);
  for (const code of memory.discards) remove(code);
  if (memory.discards[memory.discards.length - 1] !== view.top) remove(view.top);
  for (const [seat, cards] of memory.known) if (seat !== view.seat) for (const code of cards) remove(code);
  let total = 0;
  for (const n of byCode.values()) total += n;
  return { byCode, total };
}

/** Hypergeometric: the chance that `n` cards taken from `total` include none of `good`. */
export function chanceOfNone(good: number, total: number, n: number): number {
  if (good <= 0) return 1;
  let p = 1;
  for (let i = 0; i < n; i++) {
    const left = total - i;
    if (left <= 0) return 0;
    p *= Math.max(0, left - good) / left;
    if (p === 0) return 0;
  }
  return p;
}

/**
 * The chance that `seat` cannot play on (top, color): no card of the color (weighed by what its
 * draws showed it lacks), none of the top's number or symbol, no Wild.
 */
export function chanceCannotPlay(
  view: PlayerView,
  memory: TableMemory,
  unseen: Unseen,
  seat: number,
  top: CardCode,
  color: Color,
): number {
  const known = memory.known.get(seat);
  if (known && known.some((code) => playableOn(code, top, color))) return 0;
  let ofColor = 0;
  let ofFace = 0;
  let wilds = 0;
  for (const [code, n] of unseen.byCode) {
    if (n === 0) continue;
    const c = cardOf(code).color;
    if (c === color) ofColor += n;
    else if (c === null) wilds += n;
    else if (playableOn(code, top, color)) ofFace += n;
  }
  const hand = view.counts[seat] ?? 7;
  // Each kind of answer is missing as sure as a draw showed it, else by the deck's odds.
  const none = (lack: number, good: number): number => lack + (1 - lack) * chanceOfNone(good, unseen.total, hand);
  const noColor = (1 - memory.holdsOf(seat, color)) * none(memory.lackOf(seat, color), ofColor);
  const noFace = cardOf(top).color === null ? 1 : none(memory.lackOf(seat, faceKey(top)), ofFace);
  return noColor * noFace * none(memory.lackOf(seat, 'W'), wilds);
}

/** The chance that `seat` holds at least one card of `color` (known lacks weighed in). */
export function chanceHolds(
  view: PlayerView,
  memory: TableMemory,
  unseen: Unseen,
  seat: number,
  color: Color,
  handSize: number,
): number {
  const known = memory.known.get(seat);
  if (known && known.some((code) => cardOf(code).color === color)) return 1;
  let ofColor = 0;
  for (const [code, n] of unseen.byCode) if (cardOf(code).color === color) ofColor += n;
  const lack = memory.lackOf(seat, color);
  const holds = memory.holdsOf(seat, color);
  return holds + (1 - holds) * (1 - lack) * (1 - chanceOfNone(ofColor, unseen.total, handSize));
}

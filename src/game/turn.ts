/**
 * What each turn action does to the game (rules.md "A turn", "Wild +4 and the challenge", "UNO",
 * "Stacking"). The statechart decides when each may run; these functions check nothing the
 * statechart and `refusal` (legal.ts) have already checked.
 */
import { card, matches, type Card } from './notation/index.js';
import { EDITIONS } from './notation/index.js';
import { queueRule } from './house-rules.js';
import { drawCards, drawUntil, removeFromHand } from './piles.js';
import { isProtected, ownedBy, protectingTower, takeIconTower } from './power-grab.js';
import { queueSevenZero } from './seven-zero.js';
import { topToMatch } from './starting-card.js';
import { emit, seatAfter, type GameState } from './state.js';
import type { CardCode, Color } from './types.js';

/** The window closes when the next player plays or draws (rules.md "UNO"). */
function closeUnoWindow(g: GameState, seat: number): void {
  if (g.unoWindow !== null && g.unoWindow !== seat) g.unoWindow = null;
}

/** rules.md "Wild +4 and the challenge": the hand without that +4, against the top card and color
 * in force just before it. */
export function isBluff(g: GameState, hand: readonly CardCode[], top: Card, colorInForce: Color): boolean {
  const rule = g.options.wildDrawFour;
  if (rule === 'free') return false;
  for (const code of hand) {
    const c = card(code);
    if (c.kind === 'wild4') continue;
    if (c.wild) {
      if (g.options.wildsCountAsMatch) return true;
      if (rule === 'no-playable-card') return true;
      continue;
    }
    if (c.color === colorInForce) return true;
    if (rule === 'no-playable-card' && matches(c, top, colorInForce)) return true;
  }
  return false;
}

export function playCards(
  g: GameState,
  seat: number,
  code: CardCode,
  color?: Color,
  uno?: boolean,
  also?: CardCode[],
  swapWith?: number,
): void {
  if (seat !== g.turn) {
    // jumpIn (`refusal` let it through): the turn is theirs from now on.
    emit(g, { type: 'jumpIn', seat, turn: g.turn });
    g.turn = seat;
  }
  const hand = g.hands[seat]!;
  const codes = also && also.length > 0 ? [code, ...also] : [code];
  const before = topToMatch(g);
  const colorBefore = g.color;
  g.plainStart = false;
  g.plainFor = null;
  closeUnoWindow(g, seat);
  for (const c of codes) removeFromHand(hand, c);
  for (const c of codes) g.discard.push(c);
  g.drawn = null;
  const last = card(codes[codes.length - 1]!);
  const chosen = last.wild && color !== undefined ? color : undefined;
  if (!last.wild) g.color = last.color!;
  else if (chosen) g.color = chosen;
  emit(g, chosen ? { type: 'play', seat, cards: codes, color: chosen } : { type: 'play', seat, cards: codes });

  const wild4Starts = last.kind === 'wild4' && g.pending === 0 && g.challenge === null;
  // A play answering a challenge or a pending penalty drops the challenge (stacking).
  g.challenge = null;
  g.play = {
    seat,
    card: last.code,
    color: last.wild && !chosen,
    rule: null,
    ruleNumber: null,
    towers: 0,
    keep: false,
    race: null,
    swap: false,
    swapWith: null,
    rotate: false,
    effect: true,
    bluff: wild4Starts ? isBluff(g, hand, before, colorBefore) : false,
    judgedHand: wild4Starts ? hand.slice() : null,
  };

  if (hand.length === 1) {
    if (uno === true) {
      g.uno[seat] = true;
      emit(g, { type: 'uno', seat });
    } else {
      g.uno[seat] = false;
      g.unoWindow = seat;
    }
  }
  if (hand.length === 0) return; // the round ends: no rule, tower or race (rules.md "Round end")

  if (g.towers) {
    for (const c of codes) takeIconTower(g, seat, card(c));
    if (last.kind === 'take2' || last.kind === 'take1') {
      const free = 4 - ownedBy(g, seat).length;
      g.play.towers = Math.min(last.kind === 'take2' ? 2 : 1, free);
    }
  }
  if (g.edition === 'house-rules') queueRule(g, codes.map(card), last);
  queueSevenZero(g, last, swapWith);
}

/** The card on top acts on the next player (the last step of a play). */
export function applyEffect(g: GameState): void {
  const p = g.play!;
  g.play = null;
  const seat = p.seat;
  if (!p.effect) return; // a starting Wild: its color was all it asked
  const c = card(p.card);
  const next = seatAfter(g, seat);
  switch (c.kind) {
    case 'skip':
      if (isProtected(g, next, c)) {
        emit(g, { type: 'protected', seat: next, tower: '!' });
        g.plainFor = next;
        g.turn = next;
      } else {
        emit(g, { type: 'skip', seat: next });
        g.turn = seatAfter(g, next);
      }
      return;
    case 'reverse':
      g.direction = g.direction === 1 ? -1 : 1;
      emit(g, { type: 'reverse', direction: g.direction });
      if (g.players === 2 && g.options.twoPlayerReverseSkips) {
        emit(g, { type: 'skip', seat: next });
        g.turn = seat;
      } else {
        g.turn = seatAfter(g, seat);
      }
      return;
    case 'draw1':
    case 'draw2':
    case 'wild4': {
      if (isProtected(g, next, c)) {
        emit(g, { type: 'protected', seat: next, tower: protectingTower(c)! });
        g.pending = 0;
        g.plainFor = next;
        g.turn = next;
        return;
      }
      const startsChallenge = c.kind === 'wild4' && g.pending === 0;
      if (startsChallenge || g.options.stacking !== 'none') {
        g.pending += c.draws;
        g.turn = next;
        if (startsChallenge) g.challenge = { by: seat, bluff: p.bluff, hand: p.judgedHand ?? [] };
        return;
      }
      drawCards(g, next, c.draws, true);
      emit(g, { type: 'skip', seat: next });
      g.turn = seatAfter(g, next);
      return;
    }
    case 'skull':
      // Book 000: every other player draws 3; play goes on, the next player is not skipped.
      for (let i = 1; i < g.players; i++) drawCards(g, seatAfter(g, seat, i), 3, true);
      g.turn = next;
      return;
    default:
      g.turn = next;
  }
}

/** The turn's draw: one card, or with drawUntilPlayable every card up to the first playable one
 * (or until nothing is left to draw). The last card drawn, if any. */
function turnDraw(g: GameState, seat: number): CardCode | undefined {
  if (!g.options.drawUntilPlayable) return drawCards(g, seat, 1, false)[0];
  return drawUntil(g, seat, (code) => matches(card(code), topToMatch(g), g.color)).at(-1);
}

/** The turn seat draws; a playable card drawn may be played at once (phase drawn). */
export function drawForTurn(g: GameState, seat: number): void {
  closeUnoWindow(g, seat);
  const drawn = turnDraw(g, seat);
  if (drawn !== undefined && matches(card(drawn), topToMatch(g), g.color)) {
    g.drawn = drawn;
  } else {
    g.plainFor = null;
    g.turn = seatAfter(g, seat);
  }
}

/** Keep the drawn card: the turn ends. */
export function keepDrawn(g: GameState, seat: number): void {
  g.drawn = null;
  emit(g, { type: 'pass', seat });
  g.plainFor = null;
  g.turn = seatAfter(g, seat);
}

export function chooseColor(g: GameState, seat: number, color: Color): void {
  g.color = color;
  if (g.play) g.play.color = false;
  emit(g, { type: 'color', seat, color });
}

/** Take the pending penalty (stacking, or an accepted Wild +4) and lose the turn. */
export function drawPenalty(g: GameState, seat: number): void {
  closeUnoWindow(g, seat);
  const count = g.pending;
  g.pending = 0;
  g.challenge = null;
  drawCards(g, seat, count, true);
  emit(g, { type: 'skip', seat });
  g.turn = seatAfter(g, seat);
}

export function acceptWild4(g: GameState, seat: number): void {
  emit(g, { type: 'accept', seat });
  drawPenalty(g, seat);
}

/** rules.md "Wild +4 and the challenge": bluff proven, the +4's player draws 4 and the challenger
 * plays; no bluff, the challenger draws 6 and loses the turn. */
export function challengeWild4(g: GameState, seat: number): void {
  const ch = g.challenge!;
  closeUnoWindow(g, seat);
  emit(g, { type: 'challenge', by: seat, target: ch.by, bluff: ch.bluff, hand: ch.hand });
  g.challenge = null;
  if (ch.bluff) {
    g.pending = 0;
    drawCards(g, ch.by, 4, true);
  } else {
    g.pending += 2;
    drawPenalty(g, seat);
  }
}

export function declareUno(g: GameState, seat: number): void {
  g.uno[seat] = true;
  g.unoWindow = null;
  emit(g, { type: 'uno', seat });
}

export function catchUno(g: GameState, by: number, target: number): void {
  g.unoWindow = null;
  emit(g, { type: 'catch', by, target });
  drawCards(g, target, 2, true);
}

/** rules.md "A turn": nothing to draw and nobody can play. */
export function isBlocked(g: GameState): boolean {
  if (g.pile.length > 0 || g.discard.length > 1) return false;
  const top = topToMatch(g);
  for (const hand of g.hands) {
    for (const code of hand) if (matches(card(code), top, g.color)) return false;
  }
  return true;
}

/** Decision (docs/rules.md): the turn timer picks the color the player holds most of. */
export function mostHeldColor(g: GameState, seat: number): Color {
  const colors = EDITIONS[g.edition].colors;
  let best: Color = g.color;
  let bestCount = 0;
  for (const color of ['R', 'G', 'B', 'Y', 'P'] as Color[]) {
    if (!colors.includes(color)) continue;
    let count = 0;
    for (const code of g.hands[seat]!) if (card(code).color === color) count++;
    if (count > bestCount) {
      best = color;
      bestCount = count;
    }
  }
  return best;
}

/** The turn timer in `play`: the turn's draw, the turn ends (a playable drawn card is kept). */
export function timeoutPlay(g: GameState, seat: number): void {
  closeUnoWindow(g, seat);
  turnDraw(g, seat);
  g.plainFor = null;
  g.turn = seatAfter(g, seat);
}

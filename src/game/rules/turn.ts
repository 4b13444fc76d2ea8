/**
 * A turn (docs/game-rules.md "A turn"): play a card that matches the color in force, the number or
 * the symbol (any Wild matches), or draw one and play it if it can be played, else keep it. What a
 * card does to the next player (`applyEffect`) comes once the play's other steps are done
 * (order.ts). These functions check nothing the statechart and `refusal` (legal.ts) have checked.
 */
import { card, isColor, matches, parseCard, EDITIONS, type Card } from '../notation/index.js';
import { drawCards, removeFromHand } from '../piles.js';
import { accepted, DRAW, PASS, playOf, pushPlays, shared } from '../choices.js';
import { emit, newPlay, seatAfter, type GameState, type PhaseChoices, type PlayRoute } from '../state.js';
import type { Action, CardCode, Color } from '../types.js';
import { drawUntilPlayable } from './draw-until-playable.js';
import { isIdenticalToTop, jumpIn } from './jump-in.js';
import { alsoRefusal } from './multi-play.js';
import { own } from '../fields.js';
import { isProtected, protectingTower, topToMatch } from './power-grab.js';
import { swapWithRefusal } from './seven-zero.js';
import { canStack } from './stacking.js';
import { closeUnoWindow, unoOnPlay } from './uno.js';
import { openChallenge, opensChallenge } from './wild-draw-four.js';

/** A color of the table's edition. */
function colorRefusal(g: GameState, color: unknown): string | null {
  return isColor(color) && EDITIONS[g.edition].colors.includes(color) ? null : 'bad-color';
}

/** May `c` be played now in `phase`: on a pending penalty only a card that stacks, else a match. */
export function playableNow(g: GameState, phase: string, c: Card): boolean {
  if (phase === 'stack' || phase === 'challenge') return canStack(g, c);
  return matches(c, topToMatch(g), g.color);
}

/** A play from `seat` (the turn seat, or one jumping in): the card held and playable now, and the
 * fields it carries (a color, UNO said, a 7's swap, the cards laid with it). */
export function playRefusal(g: GameState, phase: string, seat: number, action: object): string | null {
  const c = parseCard(own(action, 'card'));
  if (!c) return 'unknown-card';
  if (!g.hands[seat]!.includes(c.code)) return 'not-in-hand';
  const jumping = seat !== g.turn;
  // jumpIn: out of turn, only a card identical to the top card, alone.
  if (jumping && !isIdenticalToTop(g, c)) return 'not-your-turn';
  const swap = swapWithRefusal(g, seat, c, own(action, 'swapWith'));
  if (swap !== null) return swap;
  if (phase === 'drawn' && c.code !== g.drawn) return 'illegal-play';
  if (!playableNow(g, phase, c)) return 'illegal-play';
  const color = own(action, 'color');
  // A valid color on a colored card is ignored; anything else is a malformed action.
  if (color !== undefined && colorRefusal(g, color) !== null) return 'bad-color';
  const uno = own(action, 'uno');
  if (uno !== undefined && typeof uno !== 'boolean') return 'bad-action';
  return alsoRefusal(g, phase, seat, c, own(action, 'also'), jumping);
}

/** The color chosen after a Wild. */
export function chooseColorRefusal(g: GameState, _seat: number, action: object): string | null {
  return colorRefusal(g, own(action, 'color'));
}

/**
 * Lays the cards; the variants of the chart's route table (`route.onPlay`, in its order) queue
 * the steps the play asks for (docs/game-rules.md "Where a variant's steps live"), which `settle`
 * (order.ts) sees done before the card acts.
 */
export function playCards(
  g: GameState,
  route: PlayRoute,
  seat: number,
  code: CardCode,
  color?: Color,
  uno?: boolean,
  also?: CardCode[],
  swapWith?: number,
): void {
  if (seat !== g.turn) jumpIn(g, seat);
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

  // A play answering a challenge or a pending penalty drops the challenge (stacking).
  g.challenge = null;
  g.play = newPlay(seat, last.code, last.wild && !chosen, true);

  unoOnPlay(g, seat, uno);
  if (hand.length === 0) return; // the round ends: no step runs (docs/game-rules.md "End of a round and scores")

  const laid = { seat, codes, last, before, colorBefore, swapWith };
  for (let i = 0; i < route.onPlay.length; i++) route.onPlay[i]!(g, laid);
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
      const challenged = opensChallenge(g, c);
      if (challenged || g.options.stacking !== 'none') {
        g.pending += c.draws;
        g.turn = next;
        if (challenged) openChallenge(g, seat, p);
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

/** The Wild just played still waits for its color. */
export function colorDue(g: GameState): boolean {
  return g.play !== null && g.play.color;
}

/** The turn's drawn card can be played or kept. */
export function cardDrawn(g: GameState): boolean {
  return g.drawn !== null;
}

/** Will the card a turn draw be playable (phase drawn)? Known only when no reshuffle comes first. */
export function drawGivesPlayable(g: GameState): boolean {
  // drawUntilPlayable: the draw may go on past the top card (through `route` to `drawn` then).
  if (g.options.drawUntilPlayable) return false;
  const next = g.pile[g.pile.length - 1];
  return next !== undefined && matches(card(next), topToMatch(g), g.color);
}

/** The turn's draw: one card, or with drawUntilPlayable every card up to the first playable one
 * (or until nothing is left to draw). The last card drawn, if any. */
function turnDraw(g: GameState, seat: number): CardCode | undefined {
  if (!g.options.drawUntilPlayable) return drawCards(g, seat, 1, false)[0];
  return drawUntilPlayable(g, seat).at(-1);
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

/** Decision (docs/rules.md "Team decisions (shared by every engineer)"): the turn timer picks the
 * color the player holds most of. */
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
export function timeoutPlay(g: GameState): void {
  const seat = g.turn;
  closeUnoWindow(g, seat);
  turnDraw(g, seat);
  g.plainFor = null;
  g.turn = seatAfter(g, seat);
}

/** The turn timer in `drawn`: the drawn card is kept. */
export function timeoutDrawn(g: GameState): void {
  keepDrawn(g, g.turn);
}

/** The turn timer in `color`: the color held most. */
export function timeoutColor(g: GameState): void {
  chooseColor(g, g.turn, mostHeldColor(g, g.turn));
}

const matchesTop = (g: GameState, c: Card, top: Card): boolean => matches(c, top, g.color);

/** `play`: a card that matches, or the turn's draw. */
export const PLAY_PHASE: PhaseChoices = {
  legal: (g, seat, out) => {
    pushPlays(g, g.hands[seat]!, out, matchesTop, topToMatch(g));
    out.push(DRAW);
  },
  refusal: { draw: accepted },
};

/** `drawn`: play the card drawn (that card only), or keep it. */
export const DRAWN_PHASE: PhaseChoices = {
  legal: (g, _seat, out) => {
    if (g.drawn) out.push(playOf(g.drawn));
    out.push(PASS);
  },
  refusal: { pass: accepted },
};

const COLORS = new Map<Color, Action>();
const colorAction = (color: Color): Action => ({ type: 'color', color });

/** `color`: a color of the edition for the Wild just played. */
export const COLOR_PHASE: PhaseChoices = {
  legal: (g, _seat, out) => {
    for (const color of EDITIONS[g.edition].colors) out.push(shared(COLORS, color, colorAction));
  },
  refusal: { color: chooseColorRefusal },
};

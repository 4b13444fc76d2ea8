/**
 * The normal level's habits (src/bots/normal.ts `normalPick`) played from a hand of a world the
 * expert dealt: beyond two players a playout can model the other seats this way, as the players it
 * meets play from their own hands (docs/bots.md "A consistent model of the other seats
 * (s13-model)"). Read off the playout's state, with no view built and nothing allocated but the
 * action played, as it runs at every turn of every playout.
 */
import {
  cardPoints,
  playsNow,
  type Action,
  type CardCode,
  type Color,
  type GameState,
  type Playout,
} from '../../game/index.js';
import { EDITIONS, card as cardOf, matches } from '../../game/notation/index.js';

/** Which seats of a playout play the normal level's habits, for measuring (scripts/expert-pairs.ts
 * `--habits`): the other seats' cards (`others`), their answer to a +4 too (`challenge`). */
export const PLAYOUT_HABITS = { others: false, challenge: false };

/** A +4 from a hand this big most likely hid the color (normal.ts's `CHALLENGE_HAND`). */
const CHALLENGE_HAND = 6;

const PASS: Action = Object.freeze({ type: 'pass' });
const DRAW: Action = Object.freeze({ type: 'draw' });
const ACCEPT: Action = Object.freeze({ type: 'accept' });
const CHALLENGE: Action = Object.freeze({ type: 'challenge' });

/** Cards of each of the edition's colors in `hand`, by the color's index (reused: no allocation). */
const held = new Int32Array(8);

function countColors(hand: readonly CardCode[], colors: readonly Color[]): void {
  held.fill(0);
  for (let i = 0; i < hand.length; i++) {
    const c = cardOf(hand[i]!).color;
    if (c !== null) held[colors.indexOf(c)]!++;
  }
}

/** The color held most once `card` leaves the hand (the first on a tie; the one in force if none). */
function colorAfter(g: GameState, card: CardCode, colors: readonly Color[]): Color {
  const own = cardOf(card).color;
  let best = g.color;
  let most = 0;
  for (let i = 0; i < colors.length; i++) {
    const n = held[i]! - (own === colors[i] ? 1 : 0);
    if (n > most) {
      most = n;
      best = colors[i]!;
    }
  }
  return best;
}

/** tactics.ts `drawFourIsHonest` on the world's hand: under the table's `wildDrawFour` option. */
function drawFourIsHonest(g: GameState, hand: readonly CardCode[]): boolean {
  const rule = g.options.wildDrawFour;
  if (rule === 'free') return true;
  const top = cardOf(g.discard[g.discard.length - 1]!);
  for (let i = 0; i < hand.length; i++) {
    const code = hand[i]!;
    if (code === 'W+4') continue;
    const c = cardOf(code);
    if (rule === 'no-playable-card') {
      if (matches(c, top, g.color)) return false;
    } else if (c.color === g.color || (g.options.wildsCountAsMatch && c.wild)) return false;
  }
  return true;
}

/** normal.ts's order of attacks on a player close to going out: a +4, a +2, then the rest. */
function attackRank(code: CardCode): number {
  if (code === 'W+4') return 4;
  const c = cardOf(code);
  if (c.face === '+2') return 3;
  return c.face === 'S' || c.face === '+1' || c.face === 'WK' ? 2 : 0;
}

/**
 * The normal level's move for the turn seat in `play`, `drawn`, `stack` or `challenge`, from its
 * hand in this world; null in a phase it leaves to the default.
 */
export function habitMove(p: Playout): Action | null {
  const g = p.g;
  const seat = g.turn;
  const hand = g.hands[seat]!;
  if (p.phase === 'challenge') {
    if (!PLAYOUT_HABITS.challenge) return null;
    const by = g.challenge?.by ?? seat;
    if (g.options.wildDrawFour !== 'free' && g.hands[by]!.length >= CHALLENGE_HAND) return CHALLENGE;
    return stackPick(p, hand) ?? ACCEPT;
  }
  if (p.phase === 'stack') return stackPick(p, hand) ?? DRAW;
  if (p.phase !== 'play' && p.phase !== 'drawn') return null;
  const colors = EDITIONS[g.edition].colors;
  countColors(hand, colors);
  const next = g.hands[(((seat + g.direction) % g.players) + g.players) % g.players]!.length;
  let honest: boolean | null = null;
  let first: CardCode | null = null;
  let attack: CardCode | null = null;
  let attackBest = 0;
  let colored: CardCode | null = null;
  let coloredBest = -1;
  let wild: CardCode | null = null;
  let four: CardCode | null = null;
  for (let i = 0; i < hand.length; i++) {
    const code = hand[i]!;
    if (!playsNow(p, code)) continue;
    if (code === 'W+4') {
      honest ??= drawFourIsHonest(g, hand);
      if (!honest) continue;
    }
    first ??= code;
    const rank = attackRank(code);
    if (rank > attackBest) {
      attackBest = rank;
      attack = code;
    }
    const c = cardOf(code);
    if (c.color !== null) {
      const score = held[colors.indexOf(c.color)]! * 100 + cardPoints(c);
      if (score > coloredBest) {
        coloredBest = score;
        colored = code;
      }
    } else if (code === 'W+4') four ??= code;
    else wild ??= code;
  }
  let pick: CardCode | null;
  if (first === null) pick = null;
  else if (hand.length === 1) pick = first;
  else if (next <= 2 && attack !== null) pick = attack;
  else pick = colored ?? wild ?? four;
  if (pick === null) return p.phase === 'drawn' ? PASS : DRAW;
  return playOf(g, pick, hand.length, colors);
}

/** sensible.ts `chooseStack`: the first card that passes the penalty on, a +4 last. */
function stackPick(p: Playout, hand: readonly CardCode[]): Action | null {
  let four: CardCode | null = null;
  for (let i = 0; i < hand.length; i++) {
    const code = hand[i]!;
    if (!playsNow(p, code)) continue;
    if (code !== 'W+4') return playOf(p.g, code, hand.length, EDITIONS[p.g.edition].colors, true);
    four = code;
  }
  return four === null ? null : playOf(p.g, four, hand.length, EDITIONS[p.g.edition].colors, true);
}

function playOf(g: GameState, code: CardCode, handSize: number, colors: readonly Color[], count = false): Action {
  const action: Action = { type: 'play', card: code };
  if (cardOf(code).wild) {
    if (count) countColors(g.hands[g.turn]!, colors);
    action.color = colorAfter(g, code, colors);
  }
  if (handSize === 2) action.uno = true;
  return action;
}

/**
 * Small pieces every level shares: reading `legal`, completing a play (the color of a Wild, the
 * UNO that goes with a second-to-last card, the extra cards of a multi-play) and judging whether a
 * Wild +4 would be honest under the table's `wildDrawFour` option.
 */
import type { Action, CardCode, Color, PlayerView } from '../game/index.js';
import { card as cardOf, countByColor, editionColors } from '../game/notation/index.js';
import { isWild, playableOn } from './cards.js';
import type { BotRandom } from './rng.js';

export type PlayAction = Extract<Action, { type: 'play' }>;

export function nextSeat(view: PlayerView, from = view.turn): number {
  const n = view.players;
  return (((from + view.direction) % n) + n) % n;
}

/** The seat that played before `from` in the present direction. */
export function previousSeat(view: PlayerView, from = view.turn): number {
  const n = view.players;
  return (((from - view.direction) % n) + n) % n;
}

/** The fewest cards any other seat holds: how close the nearest hand is to going out. */
export function fewestOthers(view: PlayerView): number {
  let least = Infinity;
  for (let s = 0; s < view.players; s++) if (s !== view.seat) least = Math.min(least, view.counts[s] ?? 7);
  return least;
}

export function legalPlays(view: PlayerView): CardCode[] {
  const codes: CardCode[] = [];
  for (const action of view.legal) {
    if (action.type === 'play' && !codes.includes(action.card)) codes.push(action.card);
  }
  return codes;
}

export function findLegal<T extends Action['type']>(
  view: PlayerView,
  type: T,
): Extract<Action, { type: T }> | undefined {
  return view.legal.find((a): a is Extract<Action, { type: T }> => a.type === type);
}

export function allLegal<T extends Action['type']>(view: PlayerView, type: T): Extract<Action, { type: T }>[] {
  return view.legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** docs/game-rules.md "Wild +4 and its challenge": the hand judged is the hand without that +4. */
export function drawFourIsHonest(view: PlayerView, hand: readonly CardCode[] = view.hand): boolean {
  // Other +4s never count against it (the engine's judgement, src/game/rules/wild-draw-four.ts isBluff).
  const rest = hand.filter((code) => code !== 'W+4');
  switch (view.options.wildDrawFour) {
    case 'free':
      return true;
    case 'no-playable-card':
      return !rest.some((code) => playableOn(code, view.top, view.color));
    default:
      return !rest.some(
        (code) =>
          cardOf(code).color === view.color || (view.options.wildsCountAsMatch && isWild(code) && code !== 'W+4'),
      );
  }
}

/** The color a player holds most of (points break ties: the color that sheds most), else a random one. */
export function colorHeldMost(view: PlayerView, hand: readonly CardCode[], random: BotRandom): Color {
  const colors = editionColors(view.edition);
  const counts = countByColor(hand, colors);
  let best: Color[] = [];
  let bestScore = -1;
  for (const c of colors) {
    const score = (counts.get(c) ?? 0) * 100;
    if (score > bestScore) {
      best = [c];
      bestScore = score;
    } else if (score === bestScore) best.push(c);
  }
  return random.pick(best);
}

/** Other cards of the same number that may go down with `card` (book 002 "Numéros"). */
export function sameNumberExtras(view: PlayerView, card: CardCode): CardCode[] {
  // Only in a plain turn: a card just drawn goes down alone (docs/game-rules.md "A turn").
  if (!view.options.multiPlay || view.phase !== 'play') return [];
  const n = cardOf(card).number;
  if (n === null) return [];
  const rest = [...view.hand];
  rest.splice(rest.indexOf(card), 1);
  return rest.filter((code) => cardOf(code).number === n);
}

/**
 * A complete play: `color` for a Wild, `uno` when it leaves one card (unless `forgetUno`), `also`
 * ordered so that the last card laid (which sets the color) is of the color kept most in hand.
 */
export function completePlay(
  view: PlayerView,
  card: CardCode,
  opts: { color?: Color; also?: CardCode[]; forgetUno?: boolean },
): PlayAction {
  const action: PlayAction = { type: 'play', card };
  if (cardOf(card).color === null && opts.color) action.color = opts.color;
  const also = opts.also ?? [];
  if (also.length > 0) {
    const after = [...view.hand];
    for (const code of [card, ...also]) after.splice(after.indexOf(code), 1);
    const counts = countByColor(after, editionColors(view.edition));
    const weight = (code: CardCode): number => counts.get(cardOf(code).color ?? 'R') ?? 0;
    action.also = [...also].sort((a, b) => weight(a) - weight(b));
  }
  if (view.hand.length - 1 - also.length === 1 && !opts.forgetUno) action.uno = true;
  return action;
}

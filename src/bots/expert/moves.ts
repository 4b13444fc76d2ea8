/**
 * The expert's moves in a guessed world: the choices its search weighs (every card that plays, a
 * Wild once per color, a number laid alone or with its twins, a draw, keeping the drawn card), and
 * the quick default every seat plays in a playout once the search tree ends (docs/bots.md "Expert").
 */
import {
  cardPoints,
  parseCard,
  playoutApply,
  playoutLegal,
  playsNow,
  type Action,
  type CardCode,
  type Color,
  type GameState,
  type Playout,
} from '../../game/index.js';
import { EDITIONS, card as cardOf } from '../../game/notation/index.js';
import type { BotRandom } from '../rng.js';

/** The phases whose choices the search weighs; the others are the hard level's (expert.ts). */
export const SEARCHED: ReadonlySet<string> = new Set(['play', 'drawn', 'stack']);

export interface Move {
  key: string;
  action: Action;
}

/** The color `hand` holds most of (the first of the edition's colors on a tie; `fallback` when none). */
export function colorHeldMost(g: GameState, hand: readonly CardCode[], fallback: Color): Color {
  const colors = EDITIONS[g.edition].colors;
  let best = fallback;
  let most = 0;
  for (const color of colors) {
    let n = 0;
    for (const code of hand) if (cardOf(code).color === color) n++;
    if (n > most) {
      most = n;
      best = color;
    }
  }
  return best;
}

/** The turn seat's choices in a searched phase. */
export function movesOf(p: Playout, seat: number): Move[] {
  const g = p.g;
  return movesFrom(playoutLegal(p, seat), g.hands[seat]!, EDITIONS[g.edition].colors, g.options.multiPlay, p.phase);
}

/** The choices among `legal` (a seat's legal actions, in their order) for a seat holding `hand`: a
 * draw, a pass, every card that plays, a Wild once per color, a number alone and, under multi-play
 * in `play`, with its twins. The root lists them from the view (root-moves.ts), a playout from its
 * world (`movesOf`). */
export function movesFrom(
  legal: readonly Action[],
  hand: readonly CardCode[],
  colors: readonly Color[],
  multiPlay: boolean,
  phase: string,
): Move[] {
  const moves: Move[] = [];
  for (const a of legal) {
    if (a.type === 'draw' || a.type === 'pass') moves.push({ key: a.type, action: a });
    if (a.type !== 'play') continue;
    const c = cardOf(a.card);
    const uno = hand.length === 2 ? true : undefined;
    if (c.wild) {
      for (const color of colors) {
        const action: Action = { type: 'play', card: a.card, color };
        if (uno) action.uno = true;
        moves.push({ key: `${a.card}/${color}`, action });
      }
      continue;
    }
    const action: Action = { type: 'play', card: a.card };
    if (uno) action.uno = true;
    moves.push({ key: a.card, action });
    if (multiPlay && phase === 'play' && c.kind === 'number') {
      const rest = hand.slice();
      rest.splice(rest.indexOf(a.card), 1);
      const also = rest.filter((code) => cardOf(code).kind === 'number' && cardOf(code).number === c.number);
      if (also.length > 0) {
        const many: Action = { type: 'play', card: a.card, also };
        if (hand.length - 1 - also.length === 1) many.uno = true;
        moves.push({ key: `${a.card}+${also.join('+')}`, action: many });
      }
    }
  }
  return moves;
}

/** A playout's player: a colored card that plays before a Wild, a Wild's color the one held most,
 * the drawn card played, UNO always said, a +4 challenged now and then. Quick above all. */
export function defaultMove(p: Playout, random: BotRandom): { seat: number; action: Action } | null {
  const g = p.g;
  if (p.phase === 'race') {
    const race = g.race;
    if (race === null) return null;
    const left: number[] = [];
    for (let s = 0; s < g.players; s++) if (!race.done[s]) left.push(s);
    if (left.length === 0) return null;
    return { seat: left[Math.floor(random.next() * left.length)]!, action: { type: 'react', gesture: race.gesture } };
  }
  const seat = g.turn;
  if (QUICK.has(p.phase)) {
    const quick = quickMove(p, random);
    if (quick !== null) return { seat, action: quick };
  }
  const legal = playoutLegal(p, seat);
  if (legal.length === 0) return null;
  const hand = g.hands[seat]!;
  let colored: CardCode | null = null;
  let wild: CardCode | null = null;
  let nColored = 0;
  let nWild = 0;
  let other: Action | null = null;
  for (const a of legal) {
    if (a.type === 'play') {
      if (cardOf(a.card).wild) {
        if (random.next() * ++nWild < 1) wild = a.card;
      } else if (random.next() * ++nColored < 1) colored = a.card;
    } else if (a.type === 'challenge') {
      if (g.challenge?.bluff ? random.next() < 0.3 : random.next() < 0.1) return { seat, action: a };
    } else if (other === null || a.type === 'accept' || a.type === 'draw' || a.type === 'pass') {
      if (a.type !== 'uno' && a.type !== 'catch') other = a;
    }
  }
  const code = colored ?? wild;
  if (code !== null && p.phase !== 'keep') {
    const action: Action = { type: 'play', card: code };
    if (cardOf(code).wild) action.color = colorHeldMost(g, hand, g.color);
    if (hand.length === 2) action.uno = true;
    return { seat, action };
  }
  if (p.phase === 'color') return { seat, action: { type: 'color', color: colorHeldMost(g, hand, g.color) } };
  if (p.phase === 'swap') return { seat, action: fewestCards(g, seat) };
  if (p.phase === 'keep') return { seat, action: cheapestKeep(legal) };
  return other === null ? null : { seat, action: other };
}

/** The phases where the default's move is read off the hand (the most frequent ones). */
const QUICK: ReadonlySet<string> = new Set(['play', 'drawn', 'stack']);

/** The default's move in `play`, `drawn` or `stack`, from the hand: a colored card before a Wild,
 * else a draw (or keeping the drawn card); null in a case it leaves to the legal list (jump-ins). */
function quickMove(p: Playout, random: BotRandom): Action | null {
  const g = p.g;
  const seat = g.turn;
  const hand = g.hands[seat]!;
  const next = g.hands[(((seat + g.direction) % g.players) + g.players) % g.players]!.length;
  const headsUp = g.players === 2;
  let best: CardCode | null = null;
  let bestScore = -Infinity;
  for (let i = 0; i < hand.length; i++) {
    const code = hand[i]!;
    if (!playsNow(p, code)) continue;
    const c = cardOf(code);
    // A player's habits, cheaply: a Wild kept for when nothing else plays, unless the next player
    // is close to going out; an attack on such a player; heads up, a card that plays again.
    let score = random.next();
    // Beyond two players the habits cost the search rounds (docs/bots.md "Expert"): a random colored
    // card, a Wild only when nothing else plays.
    if (!headsUp) score += c.wild ? -2 : 0;
    else if (c.wild) score += (c.draws > 0 || c.kind === 'skull') && next <= 2 ? 3 : -2;
    else {
      if (c.draws > 0 || c.kind === 'skip') score += next <= 2 ? 3 : headsUp ? 1 : 0;
      else if (c.kind === 'reverse' && headsUp && g.options.twoPlayerReverseSkips) score += 1;
      if (c.color === g.color) score += 0.5;
    }
    if (score > bestScore) {
      bestScore = score;
      best = code;
    }
  }
  if (best === null) return p.phase === 'drawn' ? PASS : DRAW;
  const action: Action = { type: 'play', card: best };
  if (cardOf(best).wild) action.color = colorHeldMost(g, hand, g.color);
  if (hand.length === 2) action.uno = true;
  return action;
}

const PASS: Action = { type: 'pass' };
const DRAW: Action = { type: 'draw' };

/** A 7's swap: the smallest other hand. */
function fewestCards(g: GameState, seat: number): Action {
  let best = (seat + 1) % g.players;
  for (let s = 0; s < g.players; s++) {
    if (s !== seat && g.hands[s]!.length < g.hands[best]!.length) best = s;
  }
  return { type: 'swap', target: best };
}

/** Four towers: keep a Wild if it can, else the card worth least. */
function cheapestKeep(legal: readonly Action[]): Action {
  let best: Action | null = null;
  let bestValue = Infinity;
  for (const a of legal) {
    if (a.type !== 'keep') continue;
    const c = parseCard(a.card)!;
    const value = c.wild ? -1 : cardPoints(c);
    if (value < bestValue) {
      bestValue = value;
      best = a;
    }
  }
  return best ?? legal[0]!;
}

/** A playout longer than this is called off (a round that circles): nobody's win. */
export const MAX_PLAYOUT = 3000;

/** Plays the world on to the end of its round; the winner's seat, or null (blocked, or too long).
 * `count.actions` adds the actions played (the bench's rate, the paired search's work). */
export function playToEnd(
  p: Playout,
  random: BotRandom,
  maxActions: number,
  count?: { actions: number },
): number | null {
  let winner: number | null = null;
  let i = 0;
  for (; i < maxActions; i++) {
    if (p.phase === 'roundOver' || p.phase === 'gameOver') {
      winner = p.g.roundResult?.winner ?? null;
      break;
    }
    const move = defaultMove(p, random);
    if (move === null) break;
    playoutApply(p, move.seat, move.action);
  }
  // Every exit counts (a blocked or circling playout cost its actions too): the search's work
  // budget is paid in them (paired.ts).
  if (count) count.actions += i;
  return winner;
}

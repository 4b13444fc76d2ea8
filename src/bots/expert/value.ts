/**
 * A position's worth to a seat without playing the round out (docs/bots.md "A fitted value
 * (s6-expert-b)"): the odds each seat wins the round, a conditional logit over the seats (each
 * seat's score `w · features`, the odds its share of the exponentials), fitted offline by
 * scripts/fit-value.ts on rounds of sensible players. The features are what that seat sees in the
 * world: its own hand, the others' counts, whose turn, the card on top; never another hand.
 */
import type { GameState } from '../../game/index.js';
import { card as cardOf, matches } from '../../game/notation/index.js';
import { VALUE_WEIGHTS } from './value-weights.js';

/** The features' names, in the weights' order (value-weights.ts). */
export const FEATURES = [
  'cards',
  'one card',
  'two cards',
  'three cards',
  'wilds',
  'wild draws',
  'draw twos',
  'skips and reverses',
  'of the color in force',
  'playable now',
  'colors held',
  'to move',
  'moves next',
  'next: cards',
  'next: one',
  'next: two',
  'before: cards',
  'before: one',
  'fewest of the others',
  'another at one',
  'another at two',
] as const;

export const FEATURE_COUNT = FEATURES.length;

const seen = new Int32Array(16);

/** `seat`'s features in world `g`, written into `out` (reused: no allocation per call). */
export function featuresOf(g: GameState, seat: number, out: Float64Array): void {
  out.fill(0);
  const hand = g.hands[seat]!;
  const n = hand.length;
  const top = cardOf(g.discard[g.discard.length - 1]!);
  out[0] = n;
  out[1] = n === 1 ? 1 : 0;
  out[2] = n === 2 ? 1 : 0;
  out[3] = n === 3 ? 1 : 0;
  seen.fill(0);
  let colors = 0;
  for (let i = 0; i < n; i++) {
    const c = cardOf(hand[i]!);
    if (c.wild) {
      if (c.draws > 0) out[5]!++;
      else out[4]!++;
    } else {
      if (c.draws > 0) out[6]!++;
      else if (c.kind !== 'number') out[7]!++;
      if (c.color === g.color) out[8]!++;
      const k = c.color === null ? 0 : c.color.charCodeAt(0) & 15;
      if (seen[k] === 0) colors++;
      seen[k] = 1;
    }
    if (matches(c, top, g.color)) out[9]!++;
  }
  out[10] = colors;
  const p = g.players;
  const d = ((((seat - g.turn) * g.direction) % p) + p) % p;
  out[11] = d === 0 ? 1 : 0;
  out[12] = d === p - 1 ? 1 : 0;
  const next = g.hands[(((seat + g.direction) % p) + p) % p]!.length;
  const before = g.hands[(((seat - g.direction) % p) + p) % p]!.length;
  out[13] = next;
  out[14] = next === 1 ? 1 : 0;
  out[15] = next === 2 ? 1 : 0;
  out[16] = before;
  out[17] = before === 1 ? 1 : 0;
  let fewest = Infinity;
  let ones = 0;
  let twos = 0;
  for (let s = 0; s < p; s++) {
    if (s === seat) continue;
    const m = g.hands[s]!.length;
    if (m < fewest) fewest = m;
    if (m === 1) ones++;
    if (m === 2) twos++;
  }
  out[18] = fewest;
  out[19] = ones;
  out[20] = twos;
}

const f = new Float64Array(FEATURE_COUNT);

/** A seat's score: the log of its odds up to a constant shared by the seats. */
export function scoreOf(g: GameState, seat: number, weights: ArrayLike<number> = VALUE_WEIGHTS): number {
  featuresOf(g, seat, f);
  let s = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) s += weights[i]! * f[i]!;
  return s;
}

/** The odds `seat` wins the round from world `g` (its share of the seats' exponentials). */
export function winOdds(g: GameState, seat: number, weights: ArrayLike<number> = VALUE_WEIGHTS): number {
  const mine = scoreOf(g, seat, weights);
  let total = 0;
  for (let s = 0; s < g.players; s++) total += Math.exp((s === seat ? mine : scoreOf(g, s, weights)) - mine);
  return 1 / total;
}

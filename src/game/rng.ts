/**
 * The engine's randomness: sfc32 seeded from a string hash (cyrb128). Its four words live in the
 * game state, so a snapshot carries the generator and a replay draws the same cards. Bots may use
 * the same generator for their own choices (`createRng`).
 *
 * A game runs two streams of it (issue 11, point 6; docs/security.md "The shared generator"): the
 * deal's (`g.rng`: shuffles, reshuffles), whose every output is hidden, and the public one
 * (`g.pub`: the draw for dealer, a race's gestures), whose outputs every seat sees. The public
 * stream is seeded from a one-way hash of the seed under its own label, so whatever a seat learns
 * of it says nothing of the deal's stream.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export type RngState = [number, number, number, number];

/** cyrb128: a small, well-mixed 128-bit hash of a string, to seed sfc32. */
export function seedFrom(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const state: RngState = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  // sfc32 wants a few rounds to spread a weak seed.
  for (let i = 0; i < 12; i++) nextFloat(state);
  return state;
}

/** The label the public stream's seed is hashed under (docs/deal-check.md, "Encodings"). */
export const PUBLIC_STREAM_LABEL = 'uno-p2p/public-stream/1';

/** The public stream for `seed`: sfc32 from the first 16 bytes of SHA-256(label, newline, seed). */
export function publicStreamFrom(seed: string): RngState {
  const d = sha256(utf8ToBytes(`${PUBLIC_STREAM_LABEL}\n${seed}`));
  const word = (i: number) => ((d[i]! << 24) | (d[i + 1]! << 16) | (d[i + 2]! << 8) | d[i + 3]!) >>> 0;
  const state: RngState = [word(0), word(4), word(8), word(12)];
  for (let i = 0; i < 12; i++) nextFloat(state);
  return state;
}

/** sfc32: advances `state` in place, returns a float in [0, 1). */
export function nextFloat(state: RngState): number {
  // (indexing, not destructuring: a shuffle calls this once per card)
  let a = state[0] >>> 0;
  let b = state[1] >>> 0;
  let c = state[2] >>> 0;
  let d = state[3] >>> 0;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  state[0] = a >>> 0;
  state[1] = b >>> 0;
  state[2] = c >>> 0;
  state[3] = d >>> 0;
  return (t >>> 0) / 4294967296;
}

/** An integer in [0, n). */
export function nextInt(state: RngState, n: number): number {
  return Math.floor(nextFloat(state) * n);
}

/** Fisher-Yates, in place. */
export function shuffleInPlace<T>(state: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(state, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/** A generator object over the same algorithm, for bots and scripts. */
export interface Rng {
  next(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: T[]): T[];
  readonly state: RngState;
}

export function createRng(seed: string | RngState): Rng {
  const state: RngState = typeof seed === 'string' ? seedFrom(seed) : [seed[0], seed[1], seed[2], seed[3]];
  return {
    state,
    next: () => nextFloat(state),
    int: (n) => nextInt(state, n),
    pick: (items) => items[nextInt(state, items.length)]!,
    shuffle: (items) => shuffleInPlace(state, items),
  };
}

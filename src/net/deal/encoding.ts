/**
 * The fixed encodings of a checkable deal (docs/deal-check.md, "Encodings"): the host's commitment
 * to its secret, each guest's seal on its value, and the round's seed derived from all of them.
 * SHA-256 from @noble/hashes (audited, pure: a plain-http LAN page has no `crypto.subtle`), over
 * UTF-8 text whose every line is fixed. Each hash binds the table code, the game and the round, so
 * nothing committed for one round can serve another; a seal binds its seat too.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Secrets and values: 32 random bytes, as 64 lowercase hex digits. */
export const VALUE_HEX = 64;

export const COMMIT_LABEL = 'uno-p2p/deal-commit/1';
export const SEAL_LABEL = 'uno-p2p/deal-seal/1';
export const SEED_LABEL = 'uno-p2p/deal-seed/1';

function hash(lines: readonly (string | number)[]): string {
  return bytesToHex(sha256(utf8ToBytes(lines.join('\n'))));
}

/** 32 bytes from `crypto.getRandomValues` (there on plain-http pages too), as hex. */
export function randomValue(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** What the host shows before the deal: SHA-256 of its secret for this round. */
export function commitmentOf(code: string, game: number, round: number, secret: string): string {
  return hash([COMMIT_LABEL, code, game, round, secret]);
}

/** What a guest shows before any value is known: SHA-256 of its value, bound to its seat. */
export function sealOf(code: string, game: number, round: number, seat: number, value: string): string {
  return hash([SEAL_LABEL, code, game, round, seat, value]);
}

/**
 * The round's seed: SHA-256 of the host's secret and every value used, seat by seat in ascending
 * order, one `seat:value` line each. The engine deals the round from this text (`nextRound(seed)`,
 * or `createTable({ seed })` for round 1).
 */
export function dealSeed(
  code: string,
  game: number,
  round: number,
  secret: string,
  values: Readonly<Record<string, string>>,
): string {
  const seats = Object.keys(values)
    .map(Number)
    .sort((a, b) => a - b);
  return hash([SEED_LABEL, code, game, round, secret, ...seats.map((s) => `${s}:${values[s]!}`)]);
}

/**
 * Shamir shares of the table key (shamir-secret-sharing, audited): the host deals one share to each
 * guest that may take over, with a threshold of at least two, and tells every holder a commitment
 * to each share, SHA-256 twice over (a share is random bytes: its hash gives nothing away). So:
 * - a new host checks every share it is offered against its commitment, and a forged share is
 *   refused by name instead of silently spoiling the key;
 * - a holder proves its seat without giving its share away, by the share's single hash (its
 *   _claim proof_): whoever knows the commitments checks it, and it opens nothing;
 * - every holder is also told the SHA-256 of each human seat's secret token, so that a new host,
 *   which never had those tokens, still knows a returning player by the token it comes back with.
 */
import { combine, split } from 'shamir-secret-sharing';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import { KEY_BYTES } from './sealed.js';
import { quorumThreshold } from '../terms/index.js';

/** What every holder is told of a deal (public). */
export interface DealInfo {
  epoch: number;
  threshold: number;
  /** Seat -> hex SHA-256(SHA-256(share)) of that seat's share. */
  commitments: Record<number, string>;
  /** Human seat -> hex SHA-256 of its seat token (the host's seat included). */
  tokens: Record<number, string>;
  /** The log step that brought this deal's key in (action-log.ts `keysOf`); absent or -1: the
   * game's first key, which seals the genesis. A guest uses a deal only once its log has that step. */
  keyAt?: number;
  /** Holder -> hex Ed25519 public key of its page (signer.ts): how a successor proves its seat. */
  signers?: Record<number, string>;
}

export interface Deal extends DealInfo {
  /** Seat -> hex share: each goes to its owner only. */
  shares: Map<number, string>;
}

/** A share sent to the new host. */
export interface ShareOffer {
  epoch: number;
  seat: number;
  share: string;
}

export type ShareCheck =
  { ok: true; offer: ShareOffer } | { ok: false; error: 'bad-share' | 'wrong-epoch' | 'not-a-holder' | 'forged-share' };

const HEX = /^[0-9a-f]+$/;
export const SHARE_HEX = (KEY_BYTES + 1) * 2;
const HASH_HEX = 64;

const hashHex = (hex: string) => bytesToHex(sha256(hexToBytes(hex)));

/** The proof that one holds `share` without showing it. */
export function claimProof(share: string): string {
  return hashHex(share);
}

function commitment(share: string): string {
  return hashHex(claimProof(share));
}

/** What a seat token is known by, to whoever must recognize it but may not hold it. */
export function tokenDigest(token: string): string {
  return bytesToHex(sha256(utf8ToBytes(token)));
}

/**
 * Deals `key` among `holders` (seats) for `epoch`. Needs two holders at least. `tokens`: each
 * human seat's token, of which only the digests are told. `threshold`: the shares that open the
 * key (wire/quorum.ts; a majority by default).
 */
export async function dealShares(
  key: Uint8Array,
  holders: readonly number[],
  epoch: number,
  tokens: Readonly<Record<number, string>> = {},
  threshold = quorumThreshold(holders.length),
): Promise<Deal> {
  if (holders.length < 2) throw new Error('too-few-holders');
  if (!Number.isSafeInteger(threshold) || threshold < 2 || threshold > holders.length) throw new Error('bad-threshold');
  const parts = await split(key, holders.length, threshold);
  const shares = new Map<number, string>();
  const commitments: Record<number, string> = {};
  holders.forEach((seat, i) => {
    const hex = bytesToHex(parts[i]!);
    shares.set(seat, hex);
    commitments[seat] = commitment(hex);
  });
  const digests: Record<number, string> = {};
  for (const [seat, token] of Object.entries(tokens)) digests[Number(seat)] = tokenDigest(token);
  return { epoch, threshold, commitments, tokens: digests, shares };
}

const commitmentOf = (deal: DealInfo, seat: number) =>
  Object.hasOwn(deal.commitments, seat) ? deal.commitments[seat] : undefined;

/** Checks a share offered by anyone against the deal every guest was told of. */
export function checkShare(offer: unknown, deal: DealInfo): ShareCheck {
  if (typeof offer !== 'object' || offer === null) return { ok: false, error: 'bad-share' };
  const o = offer as Record<string, unknown>;
  if (
    !Number.isSafeInteger(o.epoch) ||
    !Number.isSafeInteger(o.seat) ||
    typeof o.share !== 'string' ||
    o.share.length !== SHARE_HEX ||
    !HEX.test(o.share)
  )
    return { ok: false, error: 'bad-share' };
  if (o.epoch !== deal.epoch) return { ok: false, error: 'wrong-epoch' };
  const seat = o.seat as number;
  const expected = commitmentOf(deal, seat);
  if (!expected) return { ok: false, error: 'not-a-holder' };
  if (commitment(o.share) !== expected) return { ok: false, error: 'forged-share' };
  return { ok: true, offer: { epoch: deal.epoch, seat, share: o.share } };
}

/** Whether `proof` shows that its sender holds `seat`'s share of `deal`. */
export function checkClaimProof(proof: unknown, seat: number, deal: DealInfo): boolean {
  if (typeof proof !== 'string' || proof.length !== HASH_HEX || !HEX.test(proof)) return false;
  const expected = commitmentOf(deal, seat);
  return expected !== undefined && hashHex(proof) === expected;
}

/** The seat whose token is `token` by the deal's digests, or null. */
export function seatOfToken(token: string, deal: DealInfo): number | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 64) return null;
  const digest = tokenDigest(token);
  for (const [seat, d] of Object.entries(deal.tokens)) if (d === digest) return Number(seat);
  return null;
}

/** The key from checked shares (one per seat), or an Error `not-enough-shares`. */
export async function recoverKey(offers: readonly ShareOffer[], deal: DealInfo): Promise<Uint8Array> {
  const bySeat = new Map<number, string>();
  for (const o of offers) if (checkShare(o, deal).ok) bySeat.set(o.seat, o.share);
  if (bySeat.size < deal.threshold) throw new Error('not-enough-shares');
  return combine([...bySeat.values()].map((h) => hexToBytes(h)));
}

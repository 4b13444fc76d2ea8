/**
 * Shamir shares of the table key (shamir-secret-sharing, audited): the host deals one share to each
 * guest that may take over, with a threshold of at least two, and tells every guest a SHA-256
 * commitment to each share (a share is random bytes: its hash gives nothing away). A new host
 * checks every share it is offered against its commitment, so a forged share is refused by name
 * instead of silently spoiling the key.
 */
import { combine, split } from 'shamir-secret-sharing';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/ciphers/utils.js';
import { KEY_BYTES } from './sealed.js';
import { shareThreshold } from './successor.js';

/** What every holder is told of a deal (public). */
export interface DealInfo {
  epoch: number;
  threshold: number;
  /** Seat -> hex SHA-256 of that seat's share. */
  commitments: Record<number, string>;
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
const SHARE_HEX = (KEY_BYTES + 1) * 2;

function digest(shareHex: string): string {
  return bytesToHex(sha256(hexToBytes(shareHex)));
}

/** Deals `key` among `holders` (seats) for `epoch`. Needs two holders at least. */
export async function dealShares(key: Uint8Array, holders: readonly number[], epoch: number): Promise<Deal> {
  if (holders.length < 2) throw new Error('too-few-holders');
  const threshold = shareThreshold(holders.length);
  const parts = await split(key, holders.length, threshold);
  const shares = new Map<number, string>();
  const commitments: Record<number, string> = {};
  holders.forEach((seat, i) => {
    const hex = bytesToHex(parts[i]!);
    shares.set(seat, hex);
    commitments[seat] = digest(hex);
  });
  return { epoch, threshold, commitments, shares };
}

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
  const commitment = Object.hasOwn(deal.commitments, seat) ? deal.commitments[seat] : undefined;
  if (!commitment) return { ok: false, error: 'not-a-holder' };
  if (digest(o.share) !== commitment) return { ok: false, error: 'forged-share' };
  return { ok: true, offer: { epoch: deal.epoch, seat, share: o.share } };
}

/** The key from checked shares (one per seat), or an Error `not-enough-shares`. */
export async function recoverKey(offers: readonly ShareOffer[], deal: DealInfo): Promise<Uint8Array> {
  const bySeat = new Map<number, string>();
  for (const o of offers) if (checkShare(o, deal).ok) bySeat.set(o.seat, o.share);
  if (bySeat.size < deal.threshold) throw new Error('not-enough-shares');
  return combine([...bySeat.values()].map((h) => hexToBytes(h)));
}

/**
 * How a new host and a guest know each other after a takeover (docs/migration.md "Who is who after a takeover").
 * A guest that connects to a door of the table first sends a fresh challenge; the new host answers
 * with its claim: its seat, the deal it holds a share of, the table and door it answers at, and its
 * seat key's signature of all that and the challenge (signer.ts). A guest answers only a claim it
 * accepts (the seat may host by the succession rule, the signature holds), with its hello and its
 * own share of that deal; a claim it refuses gets nothing, and the guest keeps everything it had.
 * A claim signed by another holder is that holder taking the table's address out of turn: the
 * guest names it and never lets it host this game.
 */
import {
  type DealInfo,
  type GuestKit,
  mayClaim,
  newNonce,
  type SeatSigner,
  type SuccessionPlan,
  verifySignature,
} from '../claim-parts.js';

// what a guest needs for a succession, loaded with this module
export { doorPeerId, newSigner } from '../claim-parts.js';

export interface Claim {
  v: 1;
  t: 'mig-claim';
  /** The claimant's seat. */
  seat: number;
  /** The deal it holds a share of. */
  epoch: number;
  /** The host epoch it claims (successor.ts `tablePeerId`). */
  table: number;
  /** The door it answers at (signer.ts `doorPeerId`). */
  door: number;
  /** The seat key's signature (signer.ts) of `claimText`. */
  sig: string;
}

export interface Offer {
  v: 1;
  t: 'mig-offer';
  epoch: number;
  seat: number;
  share: string;
}

export type ClaimRefusal = 'bad-claim' | 'wrong-epoch' | 'no-migration' | 'not-successor' | 'forged-claim';

/** A refusal; `impostor`: the holder whose key signed a claim it may not make (it took the
 * table's address out of turn), null when the claim names nobody it proves. */
export type Verdict = { ok: true; claim: Claim } | { ok: false; error: ClaimRefusal; impostor: number | null };

/** What a claim's signature covers: everything the guest checks, and its own fresh challenge,
 * so that a claim shown once, or relayed from another door, proves nothing. */
export function claimText(code: string, c: Omit<Claim, 'v' | 't' | 'sig'>, nonce: string): string {
  return `uno-claim|${code}|${c.table}|${c.door}|${c.seat}|${c.epoch}|${nonce}`;
}

/** A guest's challenge on a new connection to a door: the first thing it says. */
export function makeChallenge(): { nonce: string; text: string } {
  const nonce = newNonce();
  return { nonce, text: JSON.stringify({ v: 1, t: 'mig-challenge', nonce }) };
}

const NONCE = /^[0-9a-f]{64}$/;

/** The nonce of a challenge, or null if `text` is none. */
export function parseChallenge(text: string): string | null {
  if (typeof text !== 'string' || text.length > 200 || !text.includes('"mig-challenge"')) return null;
  try {
    const m = JSON.parse(text) as Record<string, unknown>;
    return m?.v === 1 && m.t === 'mig-challenge' && typeof m.nonce === 'string' && NONCE.test(m.nonce) ? m.nonce : null;
  } catch {
    return null;
  }
}

/** The successor's answer to the challenge `nonce` at `door`. */
export function makeClaim(
  signer: SeatSigner,
  code: string,
  at: { seat: number; deal: DealInfo; table: number; door: number },
  nonce: string,
): string {
  const c = { seat: at.seat, epoch: at.deal.epoch, table: at.table, door: at.door };
  const claim: Claim = { v: 1, t: 'mig-claim', ...c, sig: signer.sign(claimText(code, c, nonce)) };
  return JSON.stringify(claim);
}

const isInt = (x: unknown, max = Number.MAX_SAFE_INTEGER): x is number =>
  Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= max;

/** A claim from a host's text, checked for shape; null if it is none. */
export function parseClaim(text: string): Claim | null {
  if (typeof text !== 'string' || text.length > 1000) return null;
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof m !== 'object' || m === null) return null;
  const c = m as Record<string, unknown>;
  if (c.v !== 1 || c.t !== 'mig-claim' || !isInt(c.seat, 9) || !isInt(c.epoch) || !isInt(c.table) || !isInt(c.door))
    return null;
  if (typeof c.sig !== 'string' || c.sig.length > 128) return null;
  return { v: 1, t: 'mig-claim', seat: c.seat, epoch: c.epoch, table: c.table, door: c.door, sig: c.sig };
}

/** What a guest judges a claim against: the table and door it connected to, its challenge there,
 * the rule's plan, and the holders it caught out of turn before. */
export interface ClaimExpect {
  code: string;
  table: number;
  door: number;
  nonce: string;
  plan: SuccessionPlan;
  goneHost: number;
  excluded: ReadonlySet<number>;
  kit: Pick<GuestKit, 'dealOf' | 'deal'>;
  /** Back to a host found before: only this key is taken, the rule is not asked again (the new
   * host holds no share of the deals it made since). */
  pinned?: string;
}

/**
 * This guest's judgement of a claim to host its table at host epoch `table`, in place of
 * `goneHost`, by its own reckoning `plan` (successor.ts). The signature is checked against the key
 * the guest's newest deal gives the claimed seat (a page keeps its key for its life, so every
 * deal gives it the same).
 */
export function judgeClaim(text: string, expect: ClaimExpect): Verdict {
  const refuse = (error: ClaimRefusal, impostor: number | null = null) => ({ ok: false as const, error, impostor });
  const claim = parseClaim(text);
  if (!claim) return refuse('bad-claim');
  if (claim.table !== expect.table || claim.door !== expect.door) return refuse('wrong-epoch');
  const signed = (key: string | undefined) =>
    verifySignature(key, claimText(expect.code, claim, expect.nonce), claim.sig);
  if (expect.pinned !== undefined) {
    const seat = 'seat' in expect.plan ? expect.plan.seat : -1;
    return claim.seat === seat && signed(expect.pinned) ? { ok: true, claim } : refuse('forged-claim');
  }
  // the claimant may hold a newer deal than this guest does (its host went while dealing)
  const deal = expect.kit.dealOf(claim.epoch)?.deal ?? expect.kit.deal;
  if (!deal) return refuse('wrong-epoch');
  const key = Object.hasOwn(deal.signers ?? {}, claim.seat) ? deal.signers![claim.seat] : undefined;
  if (!signed(key)) return refuse('forged-claim');
  // a signature that holds: this seat's own page answered here
  if (!('seat' in expect.plan)) return refuse('no-migration', claim.seat);
  if (expect.excluded.has(claim.seat) || !mayClaim(claim.seat, expect.plan, expect.goneHost, deal))
    return refuse('not-successor', claim.seat);
  return { ok: true, claim };
}

/** This guest's share of the deal `epoch`, as it offers it to the host it accepted. */
export function makeOffer(seat: number, epoch: number, kit: Pick<GuestKit, 'dealOf'>): string | null {
  const held = kit.dealOf(epoch);
  if (!held) return null;
  const offer: Offer = { v: 1, t: 'mig-offer', epoch, seat, share: held.share };
  return JSON.stringify(offer);
}

/** An offer from a guest's text (its content is checked against the deal: shares.ts
 * `checkShare`); null if the text is no offer. */
export function parseOffer(text: string): Record<string, unknown> | null {
  if (typeof text !== 'string' || text.length > 1000 || !text.includes('"mig-offer"')) return null;
  try {
    const m: unknown = JSON.parse(text);
    if (typeof m !== 'object' || m === null || Array.isArray(m)) return null;
    const o = m as Record<string, unknown>;
    return o.v === 1 && o.t === 'mig-offer' ? o : null;
  } catch {
    return null;
  }
}

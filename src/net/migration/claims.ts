/**
 * How a new host and a guest know each other after a takeover (docs/migration.md, "Who is who").
 * The new host opens every connection with its claim: its seat, the deal it holds a share of, and
 * the share's single hash, which the deal's commitment checks and which opens nothing. A guest
 * answers only a claim it accepts (the seat may host by the succession rule, the proof holds),
 * with its hello and its own share of that deal; a claim it refuses gets nothing, and the guest
 * keeps everything it had.
 */
import type { GuestKit } from './guest-kit.js';
import { checkClaimProof, claimProof, type DealInfo } from './shares.js';
import { mayClaim, type SuccessionPlan } from './successor.js';

export interface Claim {
  v: 1;
  t: 'mig-claim';
  /** The claimant's seat. */
  seat: number;
  /** The deal it holds a share of. */
  epoch: number;
  /** The host epoch it claims (the table's peer id: successor.ts `tablePeerId`). */
  table: number;
  proof: string;
}

export interface Offer {
  v: 1;
  t: 'mig-offer';
  epoch: number;
  seat: number;
  share: string;
}

export type ClaimRefusal = 'bad-claim' | 'wrong-epoch' | 'no-migration' | 'not-successor' | 'forged-claim';

export function makeClaim(seat: number, deal: DealInfo, share: string, table: number): string {
  const claim: Claim = { v: 1, t: 'mig-claim', seat, epoch: deal.epoch, table, proof: claimProof(share) };
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
  if (c.v !== 1 || c.t !== 'mig-claim' || !isInt(c.seat, 9) || !isInt(c.epoch) || !isInt(c.table)) return null;
  if (typeof c.proof !== 'string' || c.proof.length > 128) return null;
  return { v: 1, t: 'mig-claim', seat: c.seat, epoch: c.epoch, table: c.table, proof: c.proof };
}

/**
 * This guest's judgement of a claim to host its table at host epoch `table`, in place of
 * `goneHost`, by its own reckoning `plan` (successor.ts): the claim, or why it is refused.
 */
export function judgeClaim(
  text: string,
  expect: { table: number; plan: SuccessionPlan; goneHost: number; kit: Pick<GuestKit, 'dealOf'> },
): { ok: true; claim: Claim } | { ok: false; error: ClaimRefusal } {
  const refuse = (error: ClaimRefusal) => ({ ok: false as const, error });
  const claim = parseClaim(text);
  if (!claim) return refuse('bad-claim');
  if (claim.table !== expect.table) return refuse('wrong-epoch');
  const held = expect.kit.dealOf(claim.epoch);
  if (!held) return refuse('wrong-epoch');
  if (!('seat' in expect.plan)) return refuse('no-migration');
  if (!mayClaim(claim.seat, expect.plan, expect.goneHost, held.deal)) return refuse('not-successor');
  if (!checkClaimProof(claim.proof, claim.seat, held.deal)) return refuse('forged-claim');
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

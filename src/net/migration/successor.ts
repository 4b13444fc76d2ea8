/**
 * Who takes a table over when its host is gone, and under which peer id: rules every guest computes
 * the same way from what it already holds (the lobby's seats, the table code, the epoch), so that
 * the guests agree without talking to one another first.
 */

/** A seat as the successor rule needs it (the lobby's SeatInfo fits). */
export interface SeatForSuccession {
  seat: number;
  kind: 'human' | 'bot' | 'empty';
  connected: boolean;
}

/**
 * The next host: the lowest seat, other than the gone host's, of a connected human who holds a
 * share. Null when none does (no migration then: the guests keep waiting).
 */
export function successor(
  seats: readonly SeatForSuccession[],
  goneHost: number,
  holders: ReadonlySet<number>,
): number | null {
  let best: number | null = null;
  for (const s of seats) {
    if (s.seat === goneHost || s.kind !== 'human' || !s.connected || !holders.has(s.seat)) continue;
    if (best === null || s.seat < best) best = s.seat;
  }
  return best;
}

/** The peer id the table answers under after `epoch` migrations (epoch 0: the table code itself,
 * so a table that never moved keeps its id and its join links). */
export function tablePeerId(code: string, epoch: number): string {
  if (!Number.isSafeInteger(epoch) || epoch < 0) throw new Error('bad-epoch');
  return epoch === 0 ? code : `${code}-${epoch}`;
}

/** How many doors a successor tries (migration/signer.ts `doorPeerId`): the table's own id, then
 * its private ones. A page that holds every one keeps it out (docs/migration.md "3. Limits"). */
export const DOORS = 8;

/** How many shares rebuild the key: a majority of the holders, and never fewer than two, so that
 * no guest alone (and no minority) can read what the shares protect. */
export function shareThreshold(holders: number): number {
  return Math.max(2, Math.floor(holders / 2) + 1);
}

/** Migration needs at least two share holders (with one guest left, there is none). */
export function canMigrate(holders: number): boolean {
  return holders >= 2;
}

/** What the succession rule needs of a deal: who holds a share, how many shares rebuild the key,
 * and which holders can prove their seat (their signing key, migration/signer.ts). */
export interface DealForSuccession {
  threshold: number;
  commitments: Record<number, string>;
  signers?: Record<number, string>;
}

/** Whether `seat` holds a share of `deal` and a key to prove it with. */
const canClaim = (deal: DealForSuccession, seat: number) =>
  Object.hasOwn(deal.commitments, seat) && Object.hasOwn(deal.signers ?? {}, seat);

export type SuccessionPlan =
  /** `seat` takes the table over; `present`: the holders present that can prove their seat, in the
   * order the rule ranks them. */
  | { seat: number; present: number[] }
  /** Nobody can: no deal (one guest, or none yet), or too few holders left to open the key. */
  | { none: 'no-deal' | 'too-few' };

/**
 * Who takes over a table whose host (`goneHost`) is gone, from what every guest holds: the lobby's
 * seats as the host last sent them and the deal. The successor is the lowest seat of a connected
 * holder that has a signing key; there is none when fewer holders are present than the shares
 * needed, or none of them can prove its seat.
 */
export function planSuccession(
  seats: readonly SeatForSuccession[],
  goneHost: number,
  deal: DealForSuccession | null,
): SuccessionPlan {
  if (!deal) return { none: 'no-deal' };
  const holders = new Set(Object.keys(deal.commitments).map(Number));
  holders.delete(goneHost);
  if (!canMigrate(holders.size)) return { none: 'no-deal' };
  const present = seats
    .filter((s) => s.seat !== goneHost && s.kind === 'human' && s.connected && holders.has(s.seat))
    .map((s) => s.seat)
    .sort((a, b) => a - b);
  if (present.length < deal.threshold) return { none: 'too-few' };
  const ranked = present.filter((seat) => canClaim(deal, seat));
  return ranked.length ? { seat: ranked[0]!, present: ranked } : { none: 'no-deal' };
}

/**
 * Whether `claimant` may host in place of `goneHost` by this guest's reckoning: a holder with a
 * key, and no seat after the one the rule names. A lower holder is let through (the host's last
 * lobby may have shown it gone when it was back): it is the one the rule would have chosen.
 */
export function mayClaim(claimant: number, plan: SuccessionPlan, goneHost: number, deal: DealForSuccession): boolean {
  if (!('seat' in plan) || claimant === goneHost || !canClaim(deal, claimant)) return false;
  return claimant <= plan.seat;
}

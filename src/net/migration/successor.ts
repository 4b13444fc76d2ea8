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

/** How many shares rebuild the key: a majority of the holders, and never fewer than two, so that
 * no guest alone (and no minority) can read what the shares protect. */
export function shareThreshold(holders: number): number {
  return Math.max(2, Math.floor(holders / 2) + 1);
}

/** Migration needs at least two share holders (with one guest left, there is none). */
export function canMigrate(holders: number): boolean {
  return holders >= 2;
}

/**
 * The successor's side of a takeover: it gathers the other guests' shares, refusing by code what
 * cannot be used (a forged share, one of another deal, a seat that holds none, a second offer for a
 * seat), and once it has enough it rebuilds the table from its own log. A guest that is not the
 * successor by the rule every guest computes cannot gather: `claimRefusal` says why.
 */
import type { Table, TableConfig } from '../../../game/index.js';
import {
  checkShare,
  type DealInfo,
  rebuildTable,
  recoverKey,
  type SeatForSuccession,
  type ShareOffer,
  successor,
  type TableLog,
} from '../claim-parts.js';

export type OfferResult =
  | { ok: true; have: number; need: number }
  | { ok: false; error: 'bad-share' | 'wrong-epoch' | 'not-a-holder' | 'forged-share' | 'duplicate-share' };

/** Null when `seat` is the rightful successor; else why its claim to host is refused. */
export function claimRefusal(
  seat: number,
  seats: readonly SeatForSuccession[],
  goneHost: number,
  deal: DealInfo | null,
): 'no-migration' | 'not-successor' | null {
  if (!deal) return 'no-migration';
  const holders = new Set(Object.keys(deal.commitments).map(Number));
  if (holders.size < 2) return 'no-migration';
  return successor(seats, goneHost, holders) === seat ? null : 'not-successor';
}

export class ShareGatherer {
  private readonly offers = new Map<number, ShareOffer>();

  /** `own`: the successor's own share (it counts towards the threshold). */
  constructor(
    private readonly deal: DealInfo,
    own: ShareOffer,
  ) {
    const check = checkShare(own, deal);
    if (!check.ok) throw new Error(check.error);
    this.offers.set(own.seat, check.offer);
  }

  /** An offer from anyone: kept if it checks out; a refusal changes nothing already gathered. */
  offer(from: unknown): OfferResult {
    const check = checkShare(from, this.deal);
    if (!check.ok) return check;
    if (this.offers.has(check.offer.seat)) return { ok: false, error: 'duplicate-share' };
    this.offers.set(check.offer.seat, check.offer);
    return { ok: true, have: this.offers.size, need: this.deal.threshold };
  }

  get ready(): boolean {
    return this.offers.size >= this.deal.threshold;
  }

  /** The table key from the gathered shares (an Error `not-enough-shares` otherwise). */
  key(): Promise<Uint8Array> {
    return recoverKey([...this.offers.values()], this.deal);
  }

  /** The table, rebuilt from `log` with the gathered shares (an Error `not-enough-shares` or
   * `bad-log: …` otherwise). */
  async rebuild(engine: { createTable(config: TableConfig): Table }, log: TableLog): Promise<Table> {
    return rebuildTable(engine, log, await this.key());
  }
}

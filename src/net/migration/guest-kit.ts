/**
 * What a guest keeps so that the table can outlive its host: the game's log as the host sends it,
 * and its own share of the table key with the deal. It holds nothing it could read a hand from
 * (docs/migration.md).
 */
import type { TableLog } from './action-log.js';
import { parseMigrationMessage } from './messages.js';
import type { DealInfo } from './shares.js';

/** Deals kept: the host deals again when the guests change, and a new host may not have heard of
 * the last one yet when the old host went (it asks for the share of the deal it holds). */
const DEALS_KEPT = 4;

export class GuestKit {
  game = -1;
  log: TableLog | null = null;
  /** This guest's shares, newest last. */
  private held: { deal: DealInfo; share: string }[] = [];

  /** The newest deal this guest holds a share of whose key its log has come to (the host sends
   * the share first: docs/migration.md "Keys that open one round"), or null. */
  get deal(): DealInfo | null {
    return this.usable()?.deal ?? null;
  }

  /** Its share of that deal, or null. */
  get share(): string | null {
    return this.usable()?.share ?? null;
  }

  private usable(): { deal: DealInfo; share: string } | undefined {
    const length = this.log?.steps.length ?? 0;
    return [...this.held].reverse().find((h) => (h.deal.keyAt ?? -1) < length);
  }

  /** The deal of `epoch` and this guest's share of it, if it holds one. */
  dealOf(epoch: number): { deal: DealInfo; share: string } | null {
    return this.held.find((h) => h.deal.epoch === epoch) ?? null;
  }

  /** Takes a host text; false when it is not a migration message. */
  receive(text: string): boolean {
    const m = parseMigrationMessage(text);
    if (!m) return false;
    if (m.game !== this.game) {
      // a new game: what was kept of the last one is of no use any more
      this.game = m.game;
      this.log = null;
      this.held = [];
    }
    if (m.t === 'mig-share') {
      this.held = [...this.held.filter((h) => h.deal.epoch !== m.deal.epoch), { deal: m.deal, share: m.share }].slice(
        -DEALS_KEPT,
      );
      return true;
    }
    if (m.genesis) this.log = { genesis: m.genesis, steps: [] };
    // steps must follow on from what is kept; a gap (a lost message) waits for the whole log again
    if (this.log && m.from === this.log.steps.length) this.log.steps.push(...m.steps);
    return true;
  }
}

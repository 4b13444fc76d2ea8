/**
 * What a guest keeps so that the table can outlive its host: the game's log as the host sends it,
 * and its own share of the table key with the deal. It holds nothing it could read a hand from
 * (docs/migration.md).
 */
import type { TableLog } from './action-log.js';
import { parseMigrationMessage } from './messages.js';
import type { DealInfo } from './shares.js';

export class GuestKit {
  game = -1;
  log: TableLog | null = null;
  deal: DealInfo | null = null;
  share: string | null = null;

  /** Takes a host text; false when it is not a migration message. */
  receive(text: string): boolean {
    const m = parseMigrationMessage(text);
    if (!m) return false;
    if (m.game !== this.game) {
      // a new game: what was kept of the last one is of no use any more
      this.game = m.game;
      this.log = null;
      this.deal = null;
      this.share = null;
    }
    if (m.t === 'mig-share') {
      this.deal = m.deal;
      this.share = m.share;
      return true;
    }
    if (m.genesis) this.log = { genesis: m.genesis, steps: [] };
    // steps must follow on from what is kept; a gap (a lost message) waits for the whole log again
    if (this.log && m.from === this.log.steps.length) this.log.steps.push(...m.steps);
    return true;
  }
}

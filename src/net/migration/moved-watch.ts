/**
 * A host's watch for a table that moved without it (docs/migration.md, "Two hosts never run at
 * once"): a takeover needs two guests or more to have left this host for the wait, so only then
 * does it look, now and then, for a host at the table's next peer ids; when one answers, this host
 * steps down and joins it as a guest.
 */
import type { Clock } from '../wire/index.js';
import { tablePeerId } from './successor.js';

/** How often the watch looks at the table, and how often it looks for a new host. */
const TICK_MS = 1000;
const PROBE_EVERY_MS = 5000;
/** Takeovers of takeovers this host may have missed. */
const EPOCHS_AHEAD = 2;

export interface MovedWatchPort {
  clock: Clock;
  code: string;
  /** The table as this host runs it: its epoch, the guests' wait, the guests away. */
  table(): { epoch: number; hostWaitMs: number; awayGuests: number } | null;
  /** True when a host answers at the table id `id`. */
  probe(id: string): Promise<boolean>;
  /** A host answers at `epoch`: step down. */
  moved(epoch: number): void;
}

export class MovedWatch {
  private timer: unknown = null;
  private awaySince: number | null = null;
  private nextProbe = 0;
  private probing = false;
  private stopped = false;

  constructor(private readonly port: MovedWatchPort) {
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.port.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = this.port.clock.setTimeout(() => {
      this.timer = null;
      this.tick();
      this.schedule();
    }, TICK_MS);
  }

  private tick(): void {
    const t = this.port.table();
    const now = this.port.clock.now();
    if (!t || t.awayGuests < 2) {
      this.awaySince = null;
      return;
    }
    this.awaySince ??= now;
    if (now - this.awaySince < t.hostWaitMs || this.probing || now < this.nextProbe) return;
    this.nextProbe = now + PROBE_EVERY_MS;
    void this.look(t.epoch);
  }

  private async look(epoch: number): Promise<void> {
    this.probing = true;
    try {
      for (let e = epoch + 1; e <= epoch + EPOCHS_AHEAD && !this.stopped; e++) {
        if (await this.port.probe(tablePeerId(this.port.code, e))) {
          if (!this.stopped) this.port.moved(e);
          return;
        }
      }
    } finally {
      this.probing = false;
    }
  }
}

/**
 * The host's heartbeat: a ping to every remote connection each period, and a connection silent for
 * too long taken for dead (field-notes: `close` often never fires when a tab dies). It runs only
 * while a remote connection is open.
 */
import type { Clock, Connection } from '../wire/index.js';

export interface Heard {
  conn: Connection;
  lastHeard: number;
}

export interface HeartbeatPort<L extends Heard> {
  clock: Clock;
  periodMs: number;
  deadAfterMs: number;
  links(): Iterable<L>;
  ping(link: L): void;
  dead(link: L): void;
}

export class Heartbeat<L extends Heard> {
  private timer: unknown = null;
  private stopped = false;

  constructor(private readonly port: HeartbeatPort<L>) {}

  /** A remote connection came: make sure the beat runs. */
  start(): void {
    if (this.timer !== null || this.stopped) return;
    this.timer = this.port.clock.setTimeout(() => this.beat(), this.port.periodMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.port.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private beat(): void {
    this.timer = null;
    if (this.stopped) return;
    const now = this.port.clock.now();
    let remote = 0;
    for (const link of [...this.port.links()]) {
      if (link.conn.local) continue;
      if (now - link.lastHeard > this.port.deadAfterMs) {
        this.port.dead(link);
        continue;
      }
      remote++;
      this.port.ping(link);
    }
    if (remote > 0) this.start();
  }
}

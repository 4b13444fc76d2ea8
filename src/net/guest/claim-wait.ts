/**
 * A client's wait for a new host's proof (docs/migration.md "Who is who after a takeover"): on a connection to a
 * table that moved, the client first sends its challenge, and says nothing more (no hello, no
 * share) until the host's claim that answers it is accepted. Nothing else the host sends before is
 * taken in. A connection whose claim does not come within CLAIM_MS is left and made again: in a
 * loop of the hand-over browser test under load, one guest's first connection to the successor
 * never got to its hello, and since the door answers heartbeats the guest sat on it for the
 * table's whole wait (15 s) before trying again.
 */
import type { Clock, Connection } from '../wire/index.js';

/** What a route that must see a claim gives for each connection (page/succession.ts). */
export interface ClaimGate {
  /** Sent first on the connection. */
  challenge: string;
  /** The host's claim: what to send after the hello when it is accepted, else why not. */
  judge(claim: string): Promise<{ ok: true; then: string[] } | { ok: false; error: string }>;
  /** No claim came in time. */
  silent?(): void;
}

const CLAIM_MS = 4000;

export class ClaimWait {
  /** The connection whose claim is awaited, and its gate. */
  private waiting: { conn: Connection; gate: ClaimGate } | null = null;
  private timer: unknown = null;

  constructor(
    private readonly clock: Clock,
    private readonly port: {
      /** Whether `conn` is still the client's connection. */
      current(conn: Connection): boolean;
      accepted(conn: Connection, then: string[]): void;
      refused(conn: Connection, error: string | null): void;
    },
  ) {}

  /** A new connection to a host that must prove itself: the challenge goes first. */
  open(conn: Connection, gate: ClaimGate, send: (text: string) => void): void {
    this.clear();
    this.waiting = { conn, gate };
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      // (a claim being judged is no silence)
      if (this.waiting?.conn === conn) {
        this.waiting = null;
        gate.silent?.();
      }
      if (this.port.current(conn)) this.port.refused(conn, null);
    }, CLAIM_MS);
    send(gate.challenge);
  }

  /** A text on `conn`: true when the wait takes it (an unproven host is not listened to). */
  take(conn: Connection, text: string): boolean {
    const w = this.waiting;
    if (!w || w.conn !== conn) return false;
    if (!text.includes('"mig-claim"')) return true;
    this.waiting = null;
    w.gate.judge(text).then(
      (verdict) => {
        if (!this.port.current(conn)) return;
        if (!verdict.ok) return this.port.refused(conn, verdict.error);
        this.clear();
        this.port.accepted(conn, verdict.then);
      },
      () => {
        if (this.port.current(conn)) this.port.refused(conn, null);
      },
    );
    return true;
  }

  /** Nothing is awaited any more (the connection went, the client ended or was steered). */
  clear(): void {
    this.waiting = null;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}

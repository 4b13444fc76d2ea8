/**
 * The host's gate for connections, whatever the transport: how many it holds (all, and those that
 * have not joined yet), how long one may stay without joining, and how many messages one may send
 * per second. What a stranger sends costs the host a bounded amount of memory and work.
 */
import type { Clock } from '../wire/index.js';

export interface GuardLimits {
  /** Messages a connection may send per second (a burst of twice as many is let through); the rest
   * are dropped unanswered, so a flooding peer cannot make the host work or answer for it. */
  messagesPerSecond: number;
  /** A connection that has not joined within this time is closed. */
  helloMs: number;
  /** Connections that have not joined yet, at most. */
  maxPending: number;
  /** Connections of every kind, at most. */
  maxLinks: number;
}

export const DEFAULT_LIMITS: GuardLimits = { messagesPerSecond: 50, helloMs: 5000, maxPending: 16, maxLinks: 40 };

export interface LinkGuardPort<L> {
  clock: Clock;
  limits: GuardLimits;
  /** Closes `link` (it took too long to join). */
  expel(link: L): void;
}

interface Entry {
  joined: boolean;
  budget: number;
  at: number;
  helloTimer: unknown;
}

export class LinkGuard<L> {
  private readonly entries = new Map<L, Entry>();
  private pending = 0;

  constructor(private readonly port: LinkGuardPort<L>) {}

  /** A new connection: false when the table holds as many as it may (then it is closed at once). */
  admit(link: L, local: boolean): boolean {
    const { limits, clock } = this.port;
    if (!local && (this.entries.size >= limits.maxLinks || this.pending >= limits.maxPending)) return false;
    const entry: Entry = { joined: false, budget: 2 * limits.messagesPerSecond, at: clock.now(), helloTimer: null };
    if (!local) entry.helloTimer = clock.setTimeout(() => this.port.expel(link), limits.helloMs);
    this.entries.set(link, entry);
    this.pending++;
    return true;
  }

  /** `link` joined a seat: it no longer counts against the pending cap nor has a hello deadline. */
  joined(link: L): void {
    const entry = this.entries.get(link);
    if (!entry || entry.joined) return;
    entry.joined = true;
    this.pending--;
    if (entry.helloTimer !== null) this.port.clock.clearTimeout(entry.helloTimer);
    entry.helloTimer = null;
  }

  /** `link` is waiting for the host's answer to its join: no hello deadline meanwhile. */
  hold(link: L): void {
    const entry = this.entries.get(link);
    if (entry?.helloTimer != null) this.port.clock.clearTimeout(entry.helloTimer);
    if (entry) entry.helloTimer = null;
  }

  /** Whether `link` may send one more message now (local ones always may). */
  allow(link: L, local: boolean): boolean {
    const entry = this.entries.get(link);
    if (!entry) return false;
    const now = this.port.clock.now();
    const rate = this.port.limits.messagesPerSecond;
    entry.budget = Math.min(2 * rate, entry.budget + ((now - entry.at) * rate) / 1000);
    entry.at = now;
    if (local) return true;
    if (entry.budget < 1) return false;
    entry.budget--;
    return true;
  }

  gone(link: L): void {
    const entry = this.entries.get(link);
    if (!entry) return;
    if (entry.helloTimer !== null) this.port.clock.clearTimeout(entry.helloTimer);
    if (!entry.joined) this.pending--;
    this.entries.delete(link);
  }

  stop(): void {
    for (const link of [...this.entries.keys()]) this.gone(link);
  }
}

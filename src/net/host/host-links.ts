/**
 * The host's connections, whatever the transport: the ones it holds, the link guard (caps, the hello
 * deadline, messages per second) and the heartbeat over them, each message parsed (a ping answered
 * here), and sending. The host hands it each new connection and is handed back each message that
 * got through, and each connection that closed or was closed; which seat or spectator a connection
 * is stays the host's (it never imports the host: docs/network.md, "Inside the host").
 */
import {
  type Clock,
  type Connection,
  encode,
  type GuestMessage,
  type HostMessage,
  parseGuestMessage,
} from '../wire/index.js';
import { LinkGuard, type GuardLimits } from './link-guard.js';
import { Heartbeat } from './heartbeat.js';

/** A connection as this room sees it (the host's links carry more). */
export interface HostLink {
  conn: Connection;
  lastHeard: number;
}

export interface HostLinksPort<L> {
  clock: Clock;
  limits: GuardLimits;
  /** Heartbeat period, and silence after which a connection is taken for dead. */
  heartbeatMs: number;
  deadAfterMs: number;
  /** The host has stopped: nothing more is received. */
  closed(): boolean;
  /** A message from `link`, past the guard (pings and pongs never reach the host). */
  receive(link: L, m: Exclude<GuestMessage, { t: 'ping' | 'pong' }>): void;
  /** `link` closed, or was closed here (silent, or never joined): the host frees what it held. */
  gone(link: L): void;
}

export class HostLinks<L extends HostLink> implements Iterable<L> {
  private readonly links = new Set<L>();
  private readonly guard: LinkGuard<L>;
  private readonly heartbeat: Heartbeat<L>;

  constructor(private readonly port: HostLinksPort<L>) {
    const close = (link: L) => {
      link.conn.close();
      port.gone(link);
    };
    // closed without a word: a stranger learns nothing, a slow guest simply retries
    this.guard = new LinkGuard<L>({ clock: port.clock, limits: port.limits, expel: close });
    this.heartbeat = new Heartbeat<L>({
      clock: port.clock,
      periodMs: port.heartbeatMs,
      deadAfterMs: port.deadAfterMs,
      links: () => this.links,
      ping: (link) => this.send(link, { v: 1, t: 'ping' }),
      dead: close,
    });
  }

  [Symbol.iterator](): Iterator<L> {
    return this.links[Symbol.iterator]();
  }

  has(link: L): boolean {
    return this.links.has(link);
  }

  /** A new connection; false when it is refused (the guard's caps), and then it is closed. */
  add(link: L, refused: boolean): boolean {
    const conn = link.conn;
    if (refused || !this.guard.admit(link, conn.local === true)) {
      conn.close();
      return false;
    }
    this.links.add(link);
    conn.onMessage((text) => this.heard(link, text));
    conn.onClose(() => this.port.gone(link));
    if (!conn.local) this.heartbeat.start();
    return true;
  }

  /** `link` joined (a seat, or to watch): no hello deadline, no longer pending. */
  joined(link: L): void {
    this.guard.joined(link);
  }

  /** `link` waits for the host's answer to its join: no hello deadline meanwhile. */
  hold(link: L): void {
    this.guard.hold(link);
  }

  /** A link the host holds that meets `test`, if any. */
  find(test: (link: L) => boolean): L | null {
    for (const link of this.links) if (test(link)) return link;
    return null;
  }

  /** The host lets go of `link`; false when it held it no longer. */
  forget(link: L): boolean {
    this.guard.gone(link);
    return this.links.delete(link);
  }

  send(link: L, message: HostMessage): void {
    this.sendText(link, encode(message));
  }

  sendText(link: L, text: string): void {
    try {
      if (link.conn.open) link.conn.send(text);
    } catch {
      // a channel that fails to send is found dead by the heartbeat
    }
  }

  stop(): void {
    this.heartbeat.stop();
    this.guard.stop();
  }

  private heard(link: L, text: string): void {
    if (this.port.closed() || !this.links.has(link)) return;
    try {
      link.lastHeard = this.port.clock.now();
      if (!this.guard.allow(link, link.conn.local === true)) return;
      const m = parseGuestMessage(text);
      if (!m) return this.send(link, { v: 1, t: 'error', code: 'bad-message' });
      if (m.t === 'ping') return this.send(link, { v: 1, t: 'pong' });
      if (m.t === 'pong') return;
      this.port.receive(link, m);
    } catch {
      // A message must never break the host: whatever went wrong, this one is dropped.
      this.send(link, { v: 1, t: 'error', code: 'host-error' });
    }
  }
}

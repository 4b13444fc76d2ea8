/**
 * The door of a table being taken over (docs/migration.md): the first challenge on each connection
 * is answered with the new host's claim, signed for it (claims.ts); the shares the guests offer go to the gatherer, with a code back for one that
 * is refused; everything else waits, a few messages per connection, until the rebuilt table is
 * live, and then goes to it as if the connection had just come (the table's own guards apply from
 * there). What a stranger sends is held in small, bounded amounts, and never read before the
 * table is there to judge it.
 */
import { channelOf, type Connection, encode, MAX_GUEST_MESSAGE } from '../../wire/index.js';
import { parseChallenge, parseOffer } from './claims.js';

/** Connections held before the table is live (a table has ten seats; spectators may come too). */
const MAX_HELD = 32;
/** Messages kept per held connection: its hello, a name, pongs. */
const MAX_KEPT = 8;
const PING = encode({ v: 1, t: 'ping' });
const PONG = encode({ v: 1, t: 'pong' });

export interface DoorPort {
  /** The claim that answers a guest's challenge `nonce` (claims.ts). */
  claim(nonce: string): string;
  /** A share offered: null when it is taken, else the code of its refusal. */
  offer(offer: Record<string, unknown>): string | null;
}

interface Held {
  conn: Connection;
  /** Its challenge was answered: one per connection (a signature costs a little time). */
  answered: boolean;
  kept: string[];
  listener: ((text: string) => void) | null;
  onClose: (() => void) | null;
}

export class TakeoverDoor {
  private readonly held = new Set<Held>();
  private host: { attach(conn: Connection): void } | null = null;

  constructor(private readonly port: DoorPort) {}

  /** A connection from the table's listener. */
  attach(conn: Connection): void {
    if (!this.host && this.held.size >= MAX_HELD) {
      conn.close();
      return;
    }
    const h: Held = { conn, answered: false, kept: [], listener: null, onClose: null };
    conn.onMessage((text) => this.receive(h, text));
    conn.onClose(() => {
      this.held.delete(h);
      h.onClose?.();
    });
    if (this.host) this.host.attach(this.through(h));
    else this.held.add(h);
  }

  /** The table is live: every held connection goes to it, with what it sent meanwhile. */
  live(host: { attach(conn: Connection): void }): void {
    this.host = host;
    const held = [...this.held];
    this.held.clear();
    for (const h of held) if (h.conn.open) host.attach(this.through(h));
  }

  private receive(h: Held, text: string): void {
    if (typeof text !== 'string' || text.length > MAX_GUEST_MESSAGE) {
      if (!h.listener) return h.conn.close();
    }
    const nonce = h.answered ? null : parseChallenge(text);
    if (nonce) {
      h.answered = true;
      return this.send(h, this.port.claim(nonce));
    }
    const offer = parseOffer(text);
    if (offer) {
      const refused = this.port.offer(offer);
      if (refused) this.send(h, JSON.stringify({ v: 1, t: 'error', code: refused }));
      return;
    }
    if (h.listener) return h.listener(text);
    // a guest's heartbeat is answered while the table is rebuilt, so that it does not give up
    if (text === PING) return this.send(h, PONG);
    if (h.kept.length < MAX_KEPT) h.kept.push(text);
  }

  private send(h: Held, text: string): void {
    try {
      if (h.conn.open) h.conn.send(text);
    } catch {
      // as above
    }
  }

  /** `h`'s connection as the table sees it: offers stay with the door. */
  private through(h: Held): Connection {
    return {
      get open() {
        return h.conn.open;
      },
      local: h.conn.local,
      channel: channelOf(h.conn),
      send: (text) => h.conn.send(text),
      onMessage: (listener) => {
        h.listener = listener;
        for (const text of h.kept.splice(0)) listener(text);
      },
      onClose: (listener) => {
        h.onClose = listener;
      },
      close: () => h.conn.close(),
    };
  }
}

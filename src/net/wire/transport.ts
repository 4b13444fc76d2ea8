/**
 * What the host and the clients need from a transport: a reliable, ordered channel of text
 * messages between two ends. The in-memory one (below) serves tests, solo play and the host's own
 * screen; peer-transport.ts carries the same messages over PeerJS data channels.
 */
import type { LinkPath } from '../terms/index.js';

export interface Connection {
  send(text: string): void;
  /** One listener each; a second call replaces the first. */
  onMessage(listener: (text: string) => void): void;
  onClose(listener: () => void): void;
  close(): void;
  readonly open: boolean;
  /** True when the far end is in this same page (no heartbeat needed). */
  readonly local?: boolean;
  /** What the connection runs over (a data channel), when a wrapper of it is not that itself:
   * two connections over one channel are one connection seen twice. */
  readonly channel?: object;
  /** How the link goes (same network, direct through NAT, relayed), from the transport's own
   * getStats(); absent where there is no network (in memory), null until known. */
  readonly path?: LinkPath | null;
  /** Called when `path` changes (one listener; a second call replaces the first). */
  onPath?(listener: () => void): void;
}

/** The channel `conn` runs over (see `Connection.channel`). */
export function channelOf(conn: Connection): object {
  return conn.channel ?? conn;
}

/** Two connected ends. Messages are delivered asynchronously (a microtask), in order. */
export function createMemoryPair(
  opts: { local?: boolean; tap?: (from: 'a' | 'b', text: string) => void } = {},
): [Connection, Connection] {
  type End = { listener: ((t: string) => void) | null; closeListener: (() => void) | null; queue: string[] };
  const ends: [End, End] = [
    { listener: null, closeListener: null, queue: [] },
    { listener: null, closeListener: null, queue: [] },
  ];
  let open = true;
  const deliver = (to: End, text: string) => {
    // what was sent before close() still arrives, like a reliable channel flushing its buffer
    queueMicrotask(() => {
      if (to.listener) to.listener(text);
      else to.queue.push(text);
    });
  };
  const make = (self: 0 | 1): Connection => {
    const me = ends[self];
    const other = ends[self === 0 ? 1 : 0];
    return {
      get open() {
        return open;
      },
      local: opts.local,
      send(text) {
        if (!open) return;
        opts.tap?.(self === 0 ? 'a' : 'b', text);
        deliver(other, text);
      },
      onMessage(listener) {
        me.listener = listener;
        const queued = me.queue.splice(0);
        for (const t of queued) listener(t);
      },
      onClose(listener) {
        me.closeListener = listener;
      },
      close() {
        if (!open) return;
        open = false;
        queueMicrotask(() => {
          ends[0].closeListener?.();
          ends[1].closeListener?.();
        });
      },
    };
  };
  return [make(0), make(1)];
}

/**
 * A little in-memory network: hosts listen under an id, clients connect to it. `tap` sees every
 * message on the way, e.g. for tests that inspect what each guest was sent.
 */
export interface MemoryNetwork {
  listen(id: string, onConnection: (conn: Connection) => void): () => void;
  /** Whether a host listens under `id`. */
  has(id: string): boolean;
  connect(id: string, label?: string): Promise<Connection>;
}

export function createMemoryNetwork(
  tap?: (info: { hostId: string; label: string; toHost: boolean; text: string }) => void,
): MemoryNetwork {
  const hosts = new Map<string, (conn: Connection) => void>();
  let n = 0;
  return {
    listen(id, onConnection) {
      hosts.set(id, onConnection);
      return () => {
        if (hosts.get(id) === onConnection) hosts.delete(id);
      };
    },
    has: (id) => hosts.has(id),
    async connect(id, label) {
      const accept = hosts.get(id);
      if (!accept) throw new Error('host-unreachable');
      const name = label ?? `peer${++n}`;
      const [guestEnd, hostEnd] = createMemoryPair({
        tap: tap ? (from, text) => tap({ hostId: id, label: name, toHost: from === 'a', text }) : undefined,
      });
      accept(hostEnd);
      return guestEnd;
    },
  };
}

/**
 * Where a table's pages meet: listen under a table id, or connect to one. PeerJS in the browser
 * (peer-transport.ts `peerNetwork`), the in-memory network in tests and benches. A table id is its
 * code, or `<code>-<epoch>` once the table has moved to another host (migration/successor.ts).
 */
import type { Connection, MemoryNetwork } from './transport.js';

export interface TableListener {
  close(): void;
  /** True when no guest's channel is open any more (each guest closes its own on a goodbye). */
  idle?(): boolean;
}

export interface TableNetwork {
  /** Listens under `id`; rejects with `id-taken` when another page holds it (one host per id),
   * and `signaling-unreachable`. `waitForIdMs`: keep asking that long for an id still held. */
  listen(id: string, accept: (conn: Connection) => void, opts?: { waitForIdMs?: number }): Promise<TableListener>;
  /** Opens a connection to the table `id`; rejects with `host-unreachable` or `signaling-unreachable`. */
  connect(id: string): Promise<Connection>;
}

/** A TableNetwork over the in-memory network; `label` names this page's connections (tests
 * read what each was sent by it). */
export function memoryTableNetwork(net: MemoryNetwork, label?: string): TableNetwork {
  return {
    listen(id, accept) {
      if (net.has(id)) return Promise.reject(new Error('id-taken'));
      const close = net.listen(id, accept);
      return Promise.resolve({ close });
    },
    connect: (id) => net.connect(id, label),
  };
}

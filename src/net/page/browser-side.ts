/**
 * A browser page's side of a table (side.ts): PeerJS, the tab's storage for seats and hosted
 * tables, and the host's engine and bots loaded when this page takes a table over.
 */
import type { TableNetwork } from '../wire/index.js';
import type { TableSide } from './side.js';
import { browserHostStore, browserSeatMemory, saveGuestEpoch } from './storage.js';

/** `persist`: false keeps nothing in browser storage (tests that run several pages in one). */
export function browserSide(network: TableNetwork, persist: boolean): TableSide {
  return {
    network,
    seatMemory: persist ? (code) => browserSeatMemory(code) : undefined,
    hostStore: () => (persist ? browserHostStore() : null),
    hosting: () => import('./hosting-kit.js'),
    onEpoch: persist ? (code, epoch) => saveGuestEpoch(code, epoch) : undefined,
  };
}

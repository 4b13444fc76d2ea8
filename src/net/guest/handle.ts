/**
 * How a client is built and steered (client.ts): its options, the route to its table, and the
 * handle the page and the migration hold (docs/migration.md "Who is who after a takeover").
 */
import type { Clock, Connection } from '../wire/index.js';
import type { SeatMemory } from '../terms/index.js';
import type { DealMemory } from '../deal/index.js';
import type { ClaimGate } from './claim-wait.js';
import type { ClientState, GameClient } from './state.js';

export interface ClientOptions {
  name: string;
  isHost: boolean;
  /** Opens a new connection to the host (called again for every reconnection). */
  connect: () => Promise<Connection>;
  clock?: Clock;
  memory?: SeatMemory;
  host?: GameClient['host'];
  /** Come back after a drop (guests); the host's own screen never drops. */
  reconnect?: boolean;
  heartbeatMs?: number;
  deadAfterMs?: number;
  /** Called once when the client is done for good (leave, kicked, table closed). */
  onEnd?: () => void;
  maxEvents?: number;
  /** This seat's value for each round's deal (deal/witness.ts); random unless a test fixes it. */
  dealValue?: () => string;
  /** Where this page's part in the latest deals survives a reload (default: this tab's session). */
  dealMemory?: DealMemory;
}

/**
 * Where a client reaches its table, and as whom. A migration (docs/migration.md) changes it while
 * the client lives: a guest follows the table to its new host, the successor becomes its host, an
 * old host that returns after a migration becomes a guest.
 */
export interface ClientRoute {
  /** Opens a new connection to the host (called again for every reconnection). */
  connect: () => Promise<Connection>;
  isHost: boolean;
  host?: GameClient['host'];
  memory?: SeatMemory;
  /** Come back after a drop (guests); the host's own screen never drops. */
  reconnect: boolean;
  /** Called once when the client is done for good (leave, kicked, table closed). */
  onEnd?: () => void;
  /** A table's new host must first prove who it is (claim-wait.ts): a gate for each connection. */
  admit?: () => ClaimGate;
}

export interface ClientHandle {
  client: GameClient;
  /** Settles on the first welcome, or fails with the reason (an Error whose message is a code). */
  ready: Promise<void>;
  /** The route in use. */
  readonly route: ClientRoute;
  /** From now on, `route`; `now`: drop the connection in use and reach the table this way at once
   * (the seat, the view and the events are kept). */
  steer(route: ClientRoute, now: boolean): void;
  /** Sets what the migration says of this client (`succession`). */
  patch(p: Pick<Partial<ClientState>, 'succession'>): void;
  /** Sends `text` to the host, if connected (the migration's own messages). */
  say(text: string): void;
  /** The host said goodbye: true when the migration takes it from here (the client keeps its
   * seat and waits to be steered), false to end. Set by the migration. */
  onBye: ((reason: string) => boolean) | null;
}

/**
 * Where a client stands with its table (docs/network.md "What goes over the wire"): `joining`
 * before its first welcome (connecting, saying hello, or waiting to try again: a first join that
 * cannot connect says why at once); `seated` once welcomed and connected; `away` when the
 * connection went after a welcome (it comes back by itself with its seat token, or follows the
 * table to its next host); `ended` for good. The connection's actor (connection.ts) keeps it.
 */
export type ClientStage = 'joining' | 'seated' | 'away' | 'ended';

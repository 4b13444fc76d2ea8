/**
 * What a host is built from (table-host.ts `TableHost`, and its `resume` and `takeOver`): the engine it
 * plays and its options, the clock, store, seeds and limits a test or a page chooses. Apart from the
 * host so that the pages that build one (page/hosting-kit.ts, page/side.ts) name them without it.
 */
import type { Table, TableConfig } from '../../game/index.js';
import type { BotFactory } from '../../bots/index.js';
import type { Clock } from '../wire/index.js';
import type { HostSettings } from '../terms/index.js';
import type { GuardLimits } from './link-guard.js';
import type { HostStore } from './table-saver.js';

export interface Engine {
  createTable(config: TableConfig): Table;
  restoreTable(snapshot: unknown): Table;
  /** The game's record (engine `recordOf`); without it the host answers `no-record`. */
  recordOf?(table: Table, names: string[]): unknown;
}

export interface HostOptions {
  code: string;
  name: string;
  engine: Engine;
  createBot: BotFactory;
  clock?: Clock;
  store?: HostStore | null;
  settings?: Partial<HostSettings>;
  /** Heartbeat period and silence after which a peer is taken for dead (field-notes: `close`
   * often never fires when a tab dies). */
  heartbeatMs?: number;
  deadAfterMs?: number;
  /** Seeds for tables and bots; random unless a test wants a replayable game. */
  seed?: () => string;
  /** Messages a connection may send per second (link-guard.ts). */
  messagesPerSecond?: number;
  /** The other limits on connections (link-guard.ts). */
  limits?: Partial<Omit<GuardLimits, 'messagesPerSecond'>>;
  /** Spectators the table takes at most (spectators.ts). */
  maxWatchers?: number;
  /** The host's secret for each round's deal (deal/room.ts); random unless a test fixes it. */
  dealSecret?: () => string;
}

/**
 * A page's side of a table that can move (docs/migration.md "Who is who after a takeover"): what
 * the page brings whatever role it plays (its network, clock, storage). The two ways a role
 * changes under it live beside it: follow.ts (a guest follows the table, or takes it over) and
 * step-down.ts (a host that finds the table moved on without it joins it as a guest).
 */
import type { BotFactory } from '../../bots/index.js';
import type { ClientRoute } from '../guest/index.js';
import { type Clock, realClock, type TableListener, type TableNetwork } from '../wire/index.js';
import { type SeatMemory } from '../terms/index.js';
import type { Engine, HostOptions, HostStore, TableHost } from '../host/index.js';
import { tablePeerId } from '../migration/index.js';

export interface TableSide {
  network: TableNetwork;
  clock?: Clock;
  heartbeatMs?: number;
  deadAfterMs?: number;
  /** The page's seat memory for a table (kept across reloads), if it keeps one. */
  seatMemory?(code: string): SeatMemory | undefined;
  /** Where the page saves a table it hosts. */
  hostStore?(): HostStore | null;
  /** What a page that takes a table over hosts it with (loaded then: the engine and the bots). */
  hosting(): Promise<{ engine: Engine; createBot: BotFactory }>;
  /** Test knobs for a host this page builds (seeds, limits). */
  hostOptions?: Partial<Omit<HostOptions, 'code' | 'name' | 'engine' | 'createBot' | 'clock' | 'store'>>;
  /** The table `code` answers at `epoch` now. */
  onEpoch?(code: string, epoch: number): void;
  /** This page took a table over and hosts it now, listening through `listener` (tests follow
   * which page hosts). */
  onHosting?(host: TableHost, listener: TableListener): void;
}

/** The way to the table `code` at host epoch `epoch`, as a guest. */
export function guestRoute(
  side: TableSide,
  code: string,
  epoch: number,
  memory: SeatMemory | undefined,
  admit?: ClientRoute['admit'],
): ClientRoute {
  const id = tablePeerId(code, epoch);
  return { connect: () => side.network.connect(id), isHost: false, memory, reconnect: true, admit };
}

/**
 * How long a host that stops keeps its channels, so that its goodbyes (`host-closed`, `handover`)
 * reach its guests before the channels go: at least LINGER_MS, then until every guest has closed
 * its side (a guest closes its channel when it takes in a goodbye), at most LINGER_MAX_MS. Closing
 * sooner raced the goodbye on a busy page: the guest saw its channel drop before the `handover`,
 * and waited the table's whole wait for a host that had handed the table over.
 */
const LINGER_MS = 500;
const LINGER_MAX_MS = 5000;
const LINGER_STEP_MS = 100;

/** Closes `listener` once the host's last words are out. */
export function closeSoon(listener: TableListener, side: Pick<TableSide, 'clock'>): void {
  const clock = side.clock ?? realClock;
  const until = clock.now() + LINGER_MAX_MS;
  const check = () => {
    if (!listener.idle || listener.idle() || clock.now() >= until) listener.close();
    else clock.setTimeout(check, LINGER_STEP_MS);
  };
  clock.setTimeout(check, LINGER_MS);
}

/** A seat memory that lives as long as the page. */
export function oneToken(): SeatMemory {
  let kept: string | null = null;
  return {
    load: () => (kept ? { token: kept, device: false } : null),
    save: (token) => {
      kept = token;
    },
    clear: () => {
      kept = null;
    },
  };
}

/** Whether a host answers at the table id `id`. */
export async function probeTable(side: TableSide, id: string): Promise<boolean> {
  try {
    const conn = await side.network.connect(id);
    conn.close();
    return true;
  } catch {
    return false;
  }
}

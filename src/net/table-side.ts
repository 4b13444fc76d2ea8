/**
 * A page's side of a table that can move (docs/migration.md): what the page brings whatever role it
 * plays (its network, clock, storage), and the two ways a role changes under it. A guest follows
 * the table to its next host, or becomes that host (migration/takeover.ts, loaded then); a host
 * that finds the table moved on without it steps down and joins it as a guest.
 */
import type { BotFactory } from '../bots/types.js';
import { createGameClient, type ClientHandle, type ClientRoute, type SeatMemory } from './client.js';
import { realClock, type Clock } from './clock.js';
import type { TableHost } from './host.js';
import type { Engine, HostOptions } from './host-options.js';
import type { HostStore } from './table-saver.js';
import type { TableListener, TableNetwork } from './table-network.js';
import { MovedWatch } from './migration/moved-watch.js';
import { Succession } from './migration/succession.js';
import { tablePeerId } from './migration/successor.js';

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

const following = new WeakMap<ClientHandle, Succession>();

/** From now on `self`, a guest of table `code`, follows the table wherever it moves (a client
 * that already does keeps its one watch: it is idle while the client hosts). */
export function followTable(self: ClientHandle, side: TableSide, code: string): Succession {
  const known = following.get(self);
  if (known) return known;
  const succession = new Succession({
    clock: side.clock ?? realClock,
    self,
    guestRoute: (epoch, admit) => guestRoute(side, code, epoch, self.route.memory, admit),
    connect: (id) => side.network.connect(id),
    takeOver: async (request) => {
      const { takeOver } = await import('./migration/takeover.js');
      return takeOver(request, self, side);
    },
    claims: () => import('./migration/claims.js'),
    settled: (epoch) => side.onEpoch?.(code, epoch),
    prefetch: () => {
      // a failed load is tried again by the takeover itself
      const loads = [
        () => side.hosting(),
        () => import('./migration/takeover.js'),
        () => import('./migration/claims.js'),
      ];
      for (const load of loads) load().catch(() => undefined);
    },
  });
  following.set(self, succession);
  return succession;
}

/** Joins the table `code` (at host epoch `epoch`) as a guest that follows it wherever it moves. */
export function openGuest(
  side: TableSide,
  opts: { code: string; epoch?: number; name: string; memory?: SeatMemory },
): ClientHandle {
  const route = guestRoute(side, opts.code, opts.epoch ?? 0, opts.memory);
  const self = createGameClient({
    name: opts.name,
    isHost: false,
    clock: side.clock,
    heartbeatMs: side.heartbeatMs,
    deadAfterMs: side.deadAfterMs,
    memory: opts.memory,
    reconnect: true,
    connect: route.connect,
  });
  followTable(self, side, opts.code);
  return self;
}

/**
 * Watches the table `host` runs (its own screen's client: `self`) for a takeover it missed; if one
 * happened, the host steps down: the table here stops, its guests are sent on, and `self` joins
 * the new host as a guest, taking its seat back with its host token.
 */
export function watchForMove(
  self: ClientHandle,
  host: TableHost,
  listener: TableListener,
  side: TableSide,
): MovedWatch {
  const clock = side.clock ?? realClock;
  const watch: MovedWatch = new MovedWatch({
    clock,
    code: host.code,
    table: () => (host.started ? { ...host.migration, awayGuests: host.awayGuests() } : null),
    probe: async (id) => {
      try {
        const conn = await side.network.connect(id);
        conn.close();
        return true;
      } catch {
        return false;
      }
    },
    moved: (epoch) => {
      watch.stop();
      stepDown(self, host, listener, side, epoch);
    },
  });
  return watch;
}

/** The host steps down to be a guest of the table at `epoch`. */
export function stepDown(
  self: ClientHandle,
  host: TableHost,
  listener: TableListener,
  side: TableSide,
  epoch: number,
): void {
  const token = host.hostToken;
  const seat = host.migration.hostSeat;
  const name = self.client.state.lobby?.seats.find((s) => s.seat === seat)?.name ?? '';
  host.moveAway();
  closeSoon(listener, side);
  const memory = side.seatMemory?.(host.code) ?? oneToken();
  memory.save(token, seat, name);
  self.steer(guestRoute(side, host.code, epoch, memory), true);
  followTable(self, side, host.code);
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
function oneToken(): SeatMemory {
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

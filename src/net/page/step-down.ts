/**
 * A host that finds its table moved on without it (docs/migration.md "Two hosts never run at
 * once") steps down and joins the table as a guest. `follow` is follow.ts's followTable, passed in
 * so that this file and the takeover it serves never import each other.
 */
import type { ClientHandle } from '../guest/index.js';
import { realClock, type TableListener } from '../wire/index.js';
import type { TableHost } from '../host/index.js';
import { MovedWatch } from '../migration/index.js';
import { closeSoon, guestRoute, oneToken, probeTable, type TableSide } from './side.js';

/** follow.ts's followTable. */
export type Follow = (self: ClientHandle, side: TableSide, code: string) => unknown;

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
  follow: Follow,
): MovedWatch {
  const clock = side.clock ?? realClock;
  const watch: MovedWatch = new MovedWatch({
    clock,
    code: host.code,
    table: () => (host.started ? { ...host.migration, awayGuests: host.awayGuests() } : null),
    probe: (id) => probeTable(side, id),
    moved: (epoch) => {
      watch.stop();
      stepDown(self, host, listener, side, epoch, follow);
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
  follow: Follow,
): void {
  const token = host.hostToken;
  const seat = host.migration.hostSeat;
  const name = self.client.state.lobby?.seats.find((s) => s.seat === seat)?.name ?? '';
  host.moveAway();
  closeSoon(listener, side);
  const memory = side.seatMemory?.(host.code) ?? oneToken();
  memory.save(token, seat, name);
  self.steer(guestRoute(side, host.code, epoch, memory), true);
  follow(self, side, host.code);
}

/**
 * The page that hosts a table: the table's host listening under the table's peer id, its own
 * screen's client, and its watch for a takeover it missed (docs/migration.md). Taking a saved table
 * back after a reload first looks whether the table moved on without this page: if it did, the
 * page joins it as a guest, with its host token, instead of running a second host.
 */
import { createGameClient, type ClientHandle } from '../guest/index.js';
import { realClock, type TableListener } from '../wire/index.js';
import { hostControls } from './controls.js';
import { type HostOptions, keepAsideRefused, parseSavedTable, type SavedTable, TableHost } from '../host/index.js';
import { closeSoon, probeTable, type TableSide } from './side.js';
import { followTable, openGuest } from './follow.js';
import { watchForMove } from './step-down.js';
import { tablePeerId } from '../migration/index.js';

/** When resuming, the previous page may hold the table's id a while yet (field-notes: ~60 s). */
const RESUME_WAIT_MS = 70_000;
/** Host epochs a returning host looks ahead for a table that moved without it. */
const EPOCHS_AHEAD = 2;

/** `host`'s own screen, on a page that listens for its guests through `listener`. */
export function hostScreen(side: TableSide, host: TableHost, listener: TableListener, name: string): ClientHandle {
  let stop = () => undefined as void;
  const self = createGameClient({
    name,
    isHost: true,
    connect: async () => host.localConnection(),
    memory: host.ownSeat(),
    reconnect: false,
    host: hostControls(host),
    clock: side.clock,
    onEnd: () => {
      stop();
      host.close();
      closeSoon(listener, side);
    },
  });
  const watch = watchForMove(self, host, listener, side, followTable);
  stop = () => watch.stop();
  return self;
}

export type Resumed =
  | { hosting: true; host: TableHost; listener: TableListener; self: ClientHandle }
  /** The table moved on without this page: it follows as the guest of its seat. */
  | { hosting: false; self: ClientHandle };

/**
 * Takes a saved table back (its raw save): as its host, or as a guest of the table's new host when
 * it moved on meanwhile. Throws `corrupt-save: …` for a save that cannot be trusted, and what
 * listening throws (`signaling-unreachable`, `id-taken`).
 */
export async function resumeTable(
  side: TableSide,
  raw: unknown,
  opts: Omit<HostOptions, 'code' | 'name' | 'settings' | 'clock' | 'store'>,
): Promise<Resumed> {
  let saved: SavedTable;
  try {
    saved = parseSavedTable(raw);
  } catch (e) {
    // refused before the host is built: kept aside all the same (TableHost.resume does it after)
    keepAsideRefused(side.hostStore?.(), raw, e);
    throw e;
  }
  const hostSeat = saved.hostSeat ?? 0;
  const epoch = saved.epoch ?? 0;
  const guests = saved.seats.filter((s, i) => i !== hostSeat && s.kind === 'human').length;
  // A takeover needs two guests, and the guests' wait: a page back sooner (a reload) knows the
  // table is still its own, and takes it back at once.
  const away = (side.clock ?? realClock).now() - saved.savedAt;
  if (saved.snapshot !== null && guests >= 2 && away >= saved.settings.hostWaitMs) {
    for (let e = epoch + 1; e <= epoch + EPOCHS_AHEAD; e++) {
      if (!(await probeTable(side, tablePeerId(saved.code, e)))) continue;
      const seat = saved.seats[hostSeat]!;
      const memory = side.seatMemory?.(saved.code);
      memory?.save(seat.token, hostSeat, seat.name);
      const self = openGuest(side, {
        code: saved.code,
        epoch: e,
        name: seat.name,
        memory: memory ?? {
          load: () => ({ token: seat.token, device: false }),
          save: () => undefined,
          clear: () => undefined,
        },
      });
      return { hosting: false, self };
    }
  }
  const host = TableHost.resume(raw, { ...side.hostOptions, ...opts, clock: side.clock, store: side.hostStore?.() });
  let listener: TableListener;
  try {
    listener = await side.network.listen(tablePeerId(host.code, epoch), (c) => host.attach(c), {
      waitForIdMs: RESUME_WAIT_MS,
    });
  } catch (e) {
    host.suspend();
    throw e;
  }
  const name = saved.seats[hostSeat]!.name;
  return { hosting: true, host, listener, self: hostScreen(side, host, listener, name) };
}

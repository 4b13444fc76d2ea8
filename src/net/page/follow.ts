/**
 * A guest that follows its table wherever it moves (docs/migration.md "Who takes over"): to its
 * next host, or as that host itself (takeover.ts, loaded then, is handed this follow so that a
 * host it builds can step down again without importing this file back).
 */
import { createGameClient, type ClientHandle } from '../guest/index.js';
import { realClock } from '../wire/index.js';
import { type SeatMemory } from '../terms/index.js';
import { guestRoute, type TableSide } from './side.js';
import { loadClaims } from '../migration/index.js';
import { Succession } from './succession.js';

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
      const { takeOver } = await import('./takeover.js');
      return takeOver(request, self, side, followTable);
    },
    claims: loadClaims,
    settled: (epoch) => side.onEpoch?.(code, epoch),
    prefetch: () => {
      // a failed load is tried again by the takeover itself
      const loads = [() => side.hosting(), () => import('./takeover.js'), loadClaims];
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

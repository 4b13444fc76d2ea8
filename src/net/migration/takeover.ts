/**
 * The successor's takeover (docs/migration.md): it listens under the table's next peer id, shows
 * every guest that comes its claim, gathers their shares until it holds enough to open the key,
 * rebuilds the table from its own log and hosts it: a TableHost with the seats as the old host's
 * lobby last showed them, the gone host's seat played by a stand-in. The guests that came meanwhile
 * are let in then, and the successor's own screen becomes the host's.
 *
 * Loaded only by the guest that takes over (it brings the host, and with it the engine and bots).
 */
import type { ClientHandle, ClientRoute } from '../client.js';
import { realClock } from '../clock.js';
import { TableHost, type TakenTable } from '../host.js';
import { hostControls } from '../host-controls.js';
import { DEFAULT_HOST_WAIT_MS } from '../host-wait.js';
import type { TableListener } from '../table-network.js';
import type { TableSide } from '../table-side.js';
import { closeSoon, watchForMove } from '../table-side.js';
import { makeClaim } from './claims.js';
import { ShareGatherer } from './gatherer.js';
import type { TakeoverRequest } from './succession.js';
import { seatOfToken } from './shares.js';
import { rebuildTable, roundInLog } from './action-log.js';
import { TakeoverDoor } from './takeover-door.js';
import { tablePeerId } from './successor.js';
import { DEFAULT_SHARE_QUORUM } from './quorum.js';

/** Resolves with the new host's own route once the table is live. Rejects with `id-taken` when
 * another page holds the table's next id, or `bad-log: …` when the table does not rebuild. */
export async function takeOver(request: TakeoverRequest, self: ClientHandle, side: TableSide): Promise<ClientRoute> {
  const { deal, share, seat, lobby } = request;
  const gatherer = new ShareGatherer(deal, { epoch: deal.epoch, seat, share });
  let rebuilding = false;
  let done: { resolve: (route: ClientRoute) => void; reject: (e: Error) => void } | null = null;
  const live = new Promise<ClientRoute>((resolve, reject) => (done = { resolve, reject }));
  let listener: TableListener | null = null;
  const rebuild = async () => {
    try {
      const { engine, createBot } = await side.hosting();
      const key = await gatherer.key();
      const table = rebuildTable(engine, request.log, key);
      const taken: TakenTable = {
        code: lobby.code,
        epoch: request.epoch,
        game: request.log.genesis.game,
        hostSeat: seat,
        goneHost: request.goneHost,
        settings: {
          edition: lobby.edition,
          options: { ...lobby.options },
          raceMs: lobby.raceMs,
          turnMs: lobby.turnMs,
          standInMs: lobby.standInMs,
          hostWaitMs: lobby.hostWaitMs ?? DEFAULT_HOST_WAIT_MS,
          shareQuorum: lobby.shareQuorum ?? DEFAULT_SHARE_QUORUM,
        },
        locked: lobby.locked,
        seats: lobby.seats.map((s) => {
          if (s.kind === 'empty') throw new Error('bad-log: an empty seat');
          return s.kind === 'bot'
            ? { name: s.name, kind: 'bot', level: s.bot ?? 'normal', standIn: false }
            : { name: s.name, kind: 'human', standIn: s.standIn };
        }),
        table,
        log: request.log,
        key,
        round: roundInLog(request.log, key),
        lastDeal: deal.epoch,
        seatOfOldToken: (token) => seatOfToken(token, deal),
      };
      const host = TableHost.takeOver(taken, {
        ...side.hostOptions,
        engine,
        createBot,
        clock: side.clock ?? realClock,
        store: side.hostStore?.() ?? null,
      });
      door.live(host);
      side.seatMemory?.(lobby.code)?.clear();
      side.onHosting?.(host, listener!);
      const watch = watchForMove(self, host, listener!, side);
      done!.resolve({
        connect: async () => host.localConnection(),
        isHost: true,
        host: hostControls(host),
        memory: host.ownSeat(),
        reconnect: false,
        onEnd: () => {
          watch.stop();
          host.close();
          if (listener) closeSoon(listener, side);
        },
      });
    } catch (e) {
      listener?.close();
      done!.reject(e instanceof Error ? e : new Error('bad-log'));
    }
  };
  const door = new TakeoverDoor({
    claim: makeClaim(seat, deal, share, request.epoch),
    offer: (offer) => {
      if (rebuilding) return null;
      const r = gatherer.offer(offer);
      if (!r.ok) return r.error === 'duplicate-share' ? null : r.error;
      request.progress(r.have, r.need);
      if (gatherer.ready) {
        rebuilding = true;
        void rebuild();
      }
      return null;
    },
  });
  listener = await side.network.listen(tablePeerId(request.lobby.code, request.epoch), (c) => door.attach(c));
  request.progress(1, deal.threshold);

  return live;
}

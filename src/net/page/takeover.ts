/**
 * The successor's takeover (docs/migration.md): it listens under the table's next peer id, or
 * when another page holds that, at its next door (signer.ts `doorPeerId`), answers every guest's
 * challenge with its signed claim, gathers their shares until it holds enough to open the key,
 * rebuilds the table from its own log and hosts it: a TableHost with the seats as the old host's
 * lobby last showed them, the gone host's seat played by a stand-in. The guests that came meanwhile
 * are let in then, and the successor's own screen becomes the host's.
 *
 * Loaded only by the guest that takes over (it brings the host, and with it the engine and bots).
 */
import type { ClientHandle, ClientRoute } from '../guest/index.js';
import { type Connection, realClock, type TableListener, type TableNetwork } from '../wire/index.js';
import { DEFAULT_HOST_WAIT_MS, DEFAULT_SHARE_QUORUM } from '../terms/index.js';
import { TableHost, type TakenTable } from '../host/index.js';
import { hostControls } from './controls.js';
import { closeSoon, type TableSide } from './side.js';
import { watchForMove, type Follow } from './step-down.js';
import type { TakeoverRequest } from './succession-port.js';
import { doorPeerId, DOORS, rebuildTable, roundInLog, seatOfToken, tablePeerId } from '../migration/index.js';
import { makeClaim, ShareGatherer, TakeoverDoor } from '../migration/takeover/index.js';

/** Listens at the first door of `key` that no other page holds; rejects with `id-taken` when every
 * one is held. `opening(door)` is told each door before it is tried. */
async function openDoor(
  network: TableNetwork,
  home: string,
  at: { key: string; epoch: number },
  opening: (door: number) => void,
  accept: (conn: Connection) => void,
): Promise<TableListener> {
  for (let door = 0; ; door++) {
    opening(door);
    try {
      return await network.listen(doorPeerId(home, at.key, at.epoch, door), accept);
    } catch (e) {
      if (!(e instanceof Error && e.message === 'id-taken') || door === DOORS - 1) throw e;
    }
  }
}

/** Resolves with the new host's own route once the table is live. Rejects with `id-taken` when
 * other pages hold every door, `bad-log: …` when the table does not rebuild, `passed-over` when
 * it is given up (`request.onAbort`) before the rebuild. */
export async function takeOver(
  request: TakeoverRequest,
  self: ClientHandle,
  side: TableSide,
  follow: Follow,
): Promise<ClientRoute> {
  const { deal, share, seat, lobby, signer } = request;
  /** The door this page answers at. */
  let at = 0;
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
        // what the old host last told this page of its chat switches (guest/chat-inbox.ts)
        chat: { off: self.client.chat.state.off, muted: [...self.client.chat.state.muted] },
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
      const watch = watchForMove(self, host, listener!, side, follow);
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
    claim: (nonce) => makeClaim(signer, lobby.code, { seat, deal, table: request.epoch, door: at }, nonce),
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
  const home = tablePeerId(lobby.code, request.epoch);
  const key = { key: signer.key, epoch: request.epoch };
  let given = false;
  request.onAbort?.(() => {
    if (rebuilding || given) return;
    given = true;
    listener?.close();
    done!.reject(new Error('passed-over'));
  });
  const opened = await openDoor(
    side.network,
    home,
    key,
    (d) => (at = d),
    (c) => door.attach(c),
  );
  if (given) {
    opened.close();
    return live;
  }
  listener = opened;
  request.opened?.(at);
  request.progress(1, deal.threshold);

  return live;
}

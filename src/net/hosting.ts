/**
 * What hosting needs: open a table in this tab (on the network, or solo against bots). This module
 * carries the engine, the bots and the statechart: a guest's page never loads it.
 */
import { createTable, recordOf, restoreTable } from '../engine/index.js';
import { createBot } from '../bots/index.js';
import type { BotLevel } from '../bots/types.js';
import type { GameClient, HostSettings } from './types.js';
import { TableHost, type Engine } from './host.js';
import { createGameClient } from './client.js';
import { randomCode } from './code.js';
import { detectSignaling, type SignalingConfig } from './signaling.js';
import type { PeerListener } from './peer-transport.js';
import { browserHostStore, dropHostSave, loadHostSave } from './storage.js';

const engine: Engine = { createTable, restoreTable, recordOf };
/** When resuming, the previous page may hold the table's id a while yet (field-notes: ~60 s). */
const RESUME_WAIT_MS = 70_000;

function hostControls(host: TableHost): NonNullable<GameClient['host']> {
  return {
    configure: (s) => host.configure(s),
    addBot: (level) => host.addBot(level),
    removeSeat: (seat) => host.removeSeat(seat),
    seatWatcher: (id, seat) => host.seatWatcher(id, seat),
    lock: (locked) => host.lock(locked),
    answerJoin: (id, approve) => host.answerJoin(id, approve),
    start: () => host.start(),
    nextRound: () => host.nextRound(),
    rematch: () => host.rematch(),
    tableActor: () => host.currentTable?.actor ?? null,
  };
}

/**
 * Opens a table in this tab and returns the host's own client (seat 0). `resume`: take back the
 * table this tab hosted before a reload (or the one saved under `code`); a save that does not
 * check out fails with `corrupt-save: …` and is discarded. Fails with `signaling-unreachable`
 * when no signaling server answers.
 */
export async function createHostClient(opts: {
  name: string;
  signaling?: SignalingConfig;
  resume?: boolean;
  code?: string;
  /** false: keep nothing in browser storage (tests that run several hosts in one page). */
  persist?: boolean;
}): Promise<GameClient> {
  const cfg = opts.signaling ?? (await detectSignaling());
  // PeerJS is loaded only when a table goes on the network (solo play never needs it)
  const { listenPeer } = await import('./peer-transport.js');
  const persist = opts.persist !== false;
  const store = persist ? browserHostStore() : null;
  let host: TableHost | null = null;
  const accept = (conn: Parameters<TableHost['attach']>[0]) => (host ? host.attach(conn) : conn.close());
  let listener: PeerListener;
  if (opts.resume) {
    const raw = loadHostSave(opts.code);
    if (raw === null || raw === undefined) throw new Error('no-saved-table');
    try {
      host = TableHost.resume(raw, { engine, createBot, store });
    } catch (e) {
      dropHostSave(opts.code);
      throw e;
    }
    try {
      listener = await listenPeer(host.code, cfg, accept, { waitForIdMs: RESUME_WAIT_MS });
    } catch (e) {
      host.suspend();
      throw e;
    }
  } else {
    let code = '';
    let found: PeerListener | null = null;
    for (let tries = 0; !found; tries++) {
      code = randomCode();
      try {
        found = await listenPeer(code, cfg, accept);
      } catch (e) {
        if (!(e instanceof Error) || e.message !== 'id-taken' || tries >= 4) throw e;
      }
    }
    listener = found;
    host = new TableHost({ code, name: opts.name, engine, createBot, store });
  }
  const table = host;
  const { client, ready } = createGameClient({
    name: opts.name,
    isHost: true,
    connect: async () => table.localConnection(),
    memory: table.ownSeat(),
    reconnect: false,
    host: hostControls(table),
    onEnd: () => {
      table.close();
      listener.close();
    },
  });
  await ready;
  return client;
}

/** A table in this page only: the player at seat 0 against the chosen bots; no network at all. */
export function createSoloClient(opts: {
  name: string;
  bots: BotLevel[];
  settings?: Partial<HostSettings>;
}): GameClient {
  // alone against bots nobody waits on the player: no turn clock unless asked for
  const settings = { turnMs: 0, ...opts.settings };
  const host = new TableHost({ code: randomCode(), name: opts.name, engine, createBot, settings });
  for (const level of opts.bots) {
    const r = host.addBot(level);
    if (!r.ok) throw new Error(r.error);
  }
  const { client } = createGameClient({
    name: opts.name,
    isHost: true,
    connect: async () => host.localConnection(),
    memory: host.ownSeat(),
    reconnect: false,
    host: hostControls(host),
    onEnd: () => host.close(),
  });
  if (opts.bots.length > 0) {
    const r = host.start();
    if (!r.ok) throw new Error(r.error);
  }
  return client;
}

/**
 * What hosting needs: open a table in this tab (on the network, or solo against bots). This module
 * carries the engine, the bots and the statechart: a guest's page loads it only once its game
 * starts, to play on against the bots if its host goes (docs/migration.md "Two humans and bots").
 */
import type { BotLevel } from '../../bots/index.js';
import { createGameClient, type GameClient } from '../guest/index.js';
import { type TableListener } from '../wire/index.js';
import { detectSignaling, type HostSettings, randomCode, type SignalingConfig } from '../terms/index.js';
import { TableHost } from '../host/index.js';
import { hostControls } from './controls.js';
import { browserSide } from './browser-side.js';
import { hostScreen, resumeTable } from './host-page.js';
import { createBot, engine } from './hosting-kit.js';
import { dropHostSave, loadHostSave } from './storage.js';
import { keepScreenOn } from './wake-lock.js';

/**
 * Opens a table in this tab and returns the host's own client (seat 0). `resume`: take back the
 * table this tab hosted before a reload (or the one saved under `code`); a save that does not
 * check out fails with `corrupt-save: …` and is kept aside (`uno.net.aside.…`), not offered again.
 * A table that moved to another host while this page was away is joined as a guest instead (the
 * save goes: it hosts no more). Fails with `signaling-unreachable` when no signaling server answers.
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
  const { peerNetwork } = await import('../peer/index.js');
  const side = browserSide(peerNetwork(cfg), opts.persist !== false);
  if (opts.resume) {
    const raw = loadHostSave(opts.code);
    if (raw === null || raw === undefined) throw new Error('no-saved-table');
    let resumed: Awaited<ReturnType<typeof resumeTable>>;
    try {
      resumed = await resumeTable(side, raw, { engine, createBot });
    } catch (e) {
      // with a store, a refused save is kept aside there (storage.ts) and not offered again
      if (e instanceof Error && e.message.startsWith('corrupt-save') && !side.hostStore?.()) dropHostSave(opts.code);
      throw e;
    }
    if (!resumed.hosting) dropHostSave(opts.code);
    await resumed.self.ready;
    if (resumed.hosting) keepScreenOn(resumed.self.client);
    return resumed.self.client;
  }
  let code = '';
  let listener: TableListener | null = null;
  let host: TableHost | null = null;
  const accept = (conn: Parameters<TableHost['attach']>[0]) => (host ? host.attach(conn) : conn.close());
  for (let tries = 0; !listener; tries++) {
    code = randomCode();
    try {
      listener = await side.network.listen(code, accept);
    } catch (e) {
      if (!(e instanceof Error) || e.message !== 'id-taken' || tries >= 4) throw e;
    }
  }
  host = new TableHost({ code, name: opts.name, engine, createBot, store: side.hostStore?.() ?? null });
  const self = hostScreen(side, host, listener, opts.name);
  await self.ready;
  keepScreenOn(self.client);
  return self.client;
}

/** A table in this page only: the player at seat 0 against the chosen bots; no network at all.
 * `names`: the bots' names, in their order (default "Bot n"). */
export function createSoloClient(opts: {
  name: string;
  bots: BotLevel[];
  names?: string[];
  settings?: Partial<HostSettings>;
}): GameClient {
  // alone against bots nobody waits on the player: no turn clock unless asked for
  const settings = { turnMs: 0, ...opts.settings };
  const host = new TableHost({ code: randomCode(), name: opts.name, engine, createBot, settings });
  for (const [i, level] of opts.bots.entries()) {
    const r = host.addBot(level, opts.names?.[i]);
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

/**
 * A table over the in-memory transport, on a clock the test advances: a host, its own client
 * (seat 0), and guests, every message recorded by recipient.
 */
import { createTable, recordOf, restoreTable, GESTURES } from '../../src/game/index.js';
import type { Action, PlayerView } from '../../src/game/types.js';
import { createBot } from '../../src/bots/index.js';
import type { Bot } from '../../src/bots/types.js';
import { TableHost, type Engine, type HostStore } from '../../src/net/host/table-host.js';
import { createGameClient, type ClientHandle } from '../../src/net/guest/client.js';
import { type SeatMemory } from '../../src/net/terms/seat-memory.js';
import type { DealMemory } from '../../src/net/deal/memory.js';
import { createMemoryNetwork, type Connection, type MemoryNetwork } from '../../src/net/wire/transport.js';
import { createManualClock, type ManualClock } from '../../src/net/wire/clock.js';
import type { SavedTable } from '../../src/net/host/saved.js';
import type { GameClient } from '../../src/net/guest/state.js';
import type { HostSettings } from '../../src/net/terms/lobby.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** 32 bytes as hex, the same for the same text: the deal's secrets and values of a replayable test. */
export const fixedHex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

export const engine: Engine = { createTable, restoreTable, recordOf };

/** Lets every queued in-memory message arrive (they travel as microtasks). */
/** The seat names a client's lobby shows, in seat order. */
export function seatNames(c: GameClient): string[] {
  return c.state.lobby!.seats.map((s) => s.name);
}

// Node's setImmediate runs after every queued microtask; a browser page (the wake's wiring test)
// has none, and a zero timeout does the same there.
const later: (r: () => void) => void =
  typeof setImmediate === 'function' ? (r) => setImmediate(r) : (r) => setTimeout(r, 0);

export async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((r) => later(r));
}

export function memorySeat(): SeatMemory & { token: string | null } {
  const m = {
    token: null as string | null,
    load: () => (m.token ? { token: m.token, device: false } : null),
    save: (token: string) => {
      m.token = token;
    },
    clear: () => {
      m.token = null;
    },
  };
  return m;
}

export interface Harness {
  clock: ManualClock;
  host: TableHost;
  saves: SavedTable[];
  store: HostStore & { last: SavedTable | null };
  hostClient: GameClient;
  guests: { client: GameClient; handle: ClientHandle; memory: ReturnType<typeof memorySeat>; label: string }[];
  /** Every text the host sent, by guest label ('host' for its own screen is not recorded). */
  received: Map<string, string[]>;
  /** Connections by label, to cut one. */
  conns: Map<string, Connection>;
  net: MemoryNetwork;
  /** Guests whose network is down: their reconnections fail. */
  blocked: Set<string>;
  addGuest(name: string): Promise<Harness['guests'][number]>;
  reconnectGuest(
    label: string,
    memory: ReturnType<typeof memorySeat>,
    name: string,
    /** What the page's tab kept of its deals (a reload keeps its sessionStorage). */
    dealMemory?: DealMemory,
  ): Promise<Harness['guests'][number]>;
}

export async function createHarness(
  opts: {
    settings?: Partial<HostSettings>;
    seed?: string;
    messagesPerSecond?: number;
    /** Another engine for the host (a test host that cheats). */
    engine?: Engine;
    /** The host's end of each guest's connection, as the host gets it (a test host that lies). */
    hostEnd?: (conn: Connection) => Connection;
  } = {},
): Promise<Harness> {
  const clock = createManualClock();
  const received = new Map<string, string[]>();
  const conns = new Map<string, Connection>();
  const net = createMemoryNetwork((info) => {
    if (info.toHost) return;
    const list = received.get(info.label) ?? [];
    list.push(info.text);
    received.set(info.label, list);
  });
  const saves: SavedTable[] = [];
  const store: Harness['store'] = {
    last: null,
    save(s) {
      store.last = JSON.parse(JSON.stringify(s)) as SavedTable;
    },
    clear() {
      store.last = null;
    },
  };
  let n = 0;
  const seed = opts.seed ?? 'net-test';
  const host = new TableHost({
    code: 'ACDEFG',
    name: 'Host',
    engine: opts.engine ?? engine,
    createBot,
    clock,
    store,
    settings: opts.settings,
    seed: () => `${seed}-${++n}`,
    dealSecret: () => fixedHex(`${seed}/secret/${++n}`),
    // the test's clock stands still while players act: only the flood test wants the real limit
    messagesPerSecond: opts.messagesPerSecond ?? 1e9,
  });
  net.listen('ACDEFG', (c) => host.attach(opts.hostEnd ? opts.hostEnd(c) : c));
  const own = createGameClient({
    name: 'Host',
    isHost: true,
    connect: async () => host.localConnection(),
    memory: host.ownSeat(),
    reconnect: false,
    clock,
  });
  await settle();
  const harness: Harness = {
    clock,
    host,
    saves,
    store,
    hostClient: own.client,
    guests: [],
    received,
    conns,
    net,
    blocked: new Set(),
    async addGuest(name) {
      return harness.reconnectGuest(`g${harness.guests.length + 1}`, memorySeat(), name);
    },
    async reconnectGuest(label, memory, name, dealMemory) {
      let values = 0;
      const handle = createGameClient({
        name,
        isHost: false,
        clock,
        memory,
        dealValue: () => fixedHex(`${seed}/${label}/value/${++values}`),
        ...(dealMemory ? { dealMemory } : {}),
        connect: async () => {
          if (harness.blocked.has(label)) throw new Error('host-unreachable');
          const c = await net.connect('ACDEFG', label);
          conns.set(label, c);
          return c;
        },
      });
      await settle();
      const g = { client: handle.client, handle, memory, label };
      const existing = harness.guests.findIndex((x) => x.label === label);
      if (existing >= 0) harness.guests[existing] = g;
      else harness.guests.push(g);
      return g;
    },
  };
  return harness;
}

/**
 * A host page that comes back from `saved` (its last save unless named) under the same code, its own
 * screen joined; the old host must be suspended already. `dealSecret`: the new host's own secrets.
 */
export function restoreHost(h: Harness, opts: { saved?: unknown; dealSecret?: () => string } = {}): TableHost {
  const saved: unknown = JSON.parse(JSON.stringify(opts.saved ?? h.store.last));
  const resumed = TableHost.resume(saved, {
    engine,
    createBot,
    clock: h.clock,
    store: h.store,
    messagesPerSecond: 1e9,
    ...(opts.dealSecret ? { dealSecret: opts.dealSecret } : {}),
  });
  h.net.listen(resumed.code, (c) => resumed.attach(c));
  h.host = resumed;
  h.hostClient = createGameClient({
    name: 'Host',
    isHost: true,
    connect: async () => resumed.localConnection(),
    memory: resumed.ownSeat(),
    reconnect: false,
    clock: h.clock,
  }).client;
  return resumed;
}

/** The host's page reloads (its timers stop, its links die) and comes back from its save
 * (`restoreHost`); the guests, back by themselves, are given a second of the host's clock. */
export async function reloadHost(
  h: Harness,
  opts: { saved?: unknown; dealSecret?: () => string } = {},
): Promise<TableHost> {
  h.host.suspend();
  const resumed = restoreHost(h, opts);
  await settle();
  for (let i = 0; i < 4; i++) {
    h.clock.advance(250);
    await settle();
  }
  return resumed;
}

/** A complete action from a bot's choice (a house rule needs a text and a gesture). */
export function complete(a: Action): Action {
  if (a.type === 'rule' && !a.text) return { ...a, text: 'Touch your nose', gesture: a.gesture || GESTURES[0]! };
  return a;
}

/**
 * Plays until the game ends: each human seat (host included) is played through its own client by
 * a bot that sees only that client's state; bot seats are the host's. Returns the steps taken.
 */
export async function playToEnd(
  h: Harness,
  players: { client: GameClient; bot: Bot }[],
  maxSteps = 200_000,
): Promise<number> {
  const seen = new Map<GameClient, number>();
  for (let step = 0; step < maxSteps; step++) {
    await settle(1);
    const table = h.host.currentTable!;
    const phase = table.view(0).phase;
    if (phase === 'gameOver') return step;
    if (phase === 'roundOver') {
      const r = h.hostClient.host?.nextRound() ?? h.host.nextRound();
      if (!r.ok) throw new Error(`nextRound: ${r.error}`);
      continue;
    }
    let acted = false;
    for (const p of players) {
      const view: PlayerView | null = p.client.state.view;
      if (!view) continue;
      const last = seen.get(p.client) ?? 0;
      const fresh = p.client.state.events.filter((e) => e.seq > last);
      if (fresh.length) {
        p.bot.observe(fresh);
        seen.set(p.client, fresh[fresh.length - 1]!.seq);
      }
      const d = p.bot.decide(view);
      if (!d) continue;
      const pending = p.client.act(complete(d.action));
      await settle(1);
      const r = await pending;
      if (r.ok) acted = true;
    }
    if (!acted) h.clock.advance(400);
  }
  throw new Error('the game did not end');
}

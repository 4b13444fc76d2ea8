/**
 * A table whose host can go, over the in-memory network, on a clock the test advances: one page
 * per player (the host's, each guest's), each with its own side (table-side.ts) as a browser page
 * would have, so that the takeover, the guests following the table and the old host stepping down
 * all run the app's own code. Every text a page receives from whichever host is recorded under
 * the page's label.
 */
import { createTable, restoreTable } from '../../../src/game/index.js';
import type { Action, EditionId, PlayerView } from '../../../src/game/types.js';
import { createBot } from '../../../src/bots/index.js';
import type { Bot } from '../../../src/bots/types.js';
import { TableHost, type Engine, type HostStore } from '../../../src/net/host/table-host.js';
import type { ClientHandle } from '../../../src/net/guest/client.js';
import { createManualClock, type ManualClock } from '../../../src/net/wire/clock.js';
import { createMemoryNetwork, type Connection, type MemoryNetwork } from '../../../src/net/wire/transport.js';
import { memoryTableNetwork, type TableListener, type TableNetwork } from '../../../src/net/wire/table-network.js';
import { openGuest } from '../../../src/net/page/follow.js';
import type { TableSide } from '../../../src/net/page/side.js';
import { hostScreen, resumeTable } from '../../../src/net/page/host-page.js';
import type { SavedTable } from '../../../src/net/host/saved.js';
import type { GameClient } from '../../../src/net/guest/state.js';
import type { HostSettings } from '../../../src/net/terms/lobby.js';
import { complete, memorySeat, settle } from '../harness.js';
// what a page loads on demand for a takeover, loaded once here so that a test's manual clock never
// runs ahead of a module still loading
import '../../../src/net/page/takeover.js';
import '../../../src/net/migration/takeover/claims.js';
import type { Watched } from '../leaks.js';

export const engine: Engine = { createTable, restoreTable };
export const CODE = 'ACDEFG';

/** One player's page. */
export interface Page {
  label: string;
  name: string;
  side: TableSide;
  self: ClientHandle;
  store: HostStore & { last: SavedTable | null };
  /** The page's network is down (its messages are lost both ways, its connections fail). */
  down: boolean;
  /** This page's hosted table, when it hosts one, and what it listens through. */
  host: TableHost | null;
  listener: TableListener | null;
}

export interface MovingTable {
  clock: ManualClock;
  net: MemoryNetwork;
  received: Map<string, string[]>;
  pages: Page[];
  /** The page whose host runs the table now. */
  hostPage(): Page;
  host(): TableHost;
  client(label: string): GameClient;
  /** The host's page goes: its tab closed (`closed`: its channels close) or died (`silent`: they
   * just stop). Its timers stop with it. */
  vanish(label: string, how: 'closed' | 'silent'): void;
  /** The old host's page opens again on its save. */
  reopen(label: string): Promise<Page>;
  /** A new page joins the table (once the game runs: a spectator). */
  join(label: string, name: string): Promise<Page>;
  /** What the no-leak check watches (../leaks.ts), across hosts: the table of whichever page
   * hosts, the guests of the moment, and every change of every host. */
  watched(): Watched;
}

function memoryStore(): Page['store'] {
  const store: Page['store'] = {
    last: null,
    save(s) {
      store.last = JSON.parse(JSON.stringify(s)) as SavedTable;
    },
    clear() {
      store.last = null;
    },
  };
  return store;
}

/** A network through which a page whose `down` is set reaches nobody and hears nothing. */
function pageNetwork(net: MemoryNetwork, page: () => Page): TableNetwork {
  const base = memoryTableNetwork(net, page().label);
  const cut = (c: Connection): Connection => ({
    get open() {
      return c.open;
    },
    local: c.local,
    send: (text) => {
      if (!page().down) c.send(text);
    },
    onMessage: (l) => c.onMessage((text) => !page().down && l(text)),
    onClose: (l) => c.onClose(l),
    // a page cut off closes nothing the other end could notice
    close: () => {
      if (!page().down) c.close();
    },
  });
  return {
    listen: (id, accept) =>
      page().down ? Promise.reject(new Error('signaling-unreachable')) : base.listen(id, (c) => accept(cut(c))),
    connect: async (id) => {
      if (page().down) throw new Error('host-unreachable');
      return cut(await base.connect(id));
    },
  };
}

export async function movingTable(opts: {
  edition: EditionId;
  seed: string;
  guests?: string[];
  bots?: number;
  settings?: Partial<HostSettings>;
}): Promise<MovingTable> {
  const clock = createManualClock();
  const received = new Map<string, string[]>();
  const net = createMemoryNetwork((info) => {
    if (info.toHost) return;
    const list = received.get(info.label) ?? [];
    list.push(info.text);
    received.set(info.label, list);
  });
  let n = 0;
  const pages: Page[] = [];
  const sideFor = (label: string, page: () => Page, store: Page['store']): TableSide => ({
    network: pageNetwork(net, page),
    clock,
    hostStore: () => store,
    hosting: async () => ({ engine, createBot }),
    hostOptions: { messagesPerSecond: 1e9, seed: () => `${opts.seed}-${label}-${++n}` },
    onHosting: (host, listener) => {
      page().host = host;
      page().listener = listener;
      hosted(host);
    },
  });
  const checks = new Set<() => void>();
  const hosted = (host: TableHost) => {
    host.onChange(() => {
      for (const check of checks) check();
    });
  };
  const newPage = (label: string, name: string): Page => {
    const store = memoryStore();
    const page = { label, name, store, down: false, host: null, listener: null } as unknown as Page;
    page.side = sideFor(label, () => page, store);
    return page;
  };

  // the host's page
  const hostPage = newPage('host', 'Host');
  const host = new TableHost({
    code: CODE,
    name: 'Host',
    engine,
    createBot,
    clock,
    store: hostPage.store,
    settings: { edition: opts.edition, ...opts.settings },
    seed: () => `${opts.seed}-${++n}`,
    messagesPerSecond: 1e9,
  });
  const listener: TableListener = await hostPage.side.network.listen(CODE, (c) => host.attach(c));
  hostPage.host = host;
  hostPage.listener = listener;
  hosted(host);
  hostPage.self = hostScreen(hostPage.side, host, listener, 'Host');
  pages.push(hostPage);
  await settle();

  for (const [i, name] of (opts.guests ?? ['Ana', 'Bo', 'Cy']).entries()) {
    const page = newPage(`g${i + 1}`, name);
    page.self = openGuest(page.side, { code: CODE, name, memory: memorySeat() });
    pages.push(page);
    await settle();
  }
  for (let b = 0; b < (opts.bots ?? 1); b++) host.addBot('normal');
  await settle();

  const table: MovingTable = {
    clock,
    net,
    received,
    pages,
    hostPage() {
      const live = pages.filter((p) => p.self.client.state.isHost && p.self.client.state.status !== 'closed');
      if (live.length !== 1) throw new Error(`${live.length} pages host the table`);
      return live[0]!;
    },
    host() {
      const page = table.hostPage();
      if (page.host) return page.host;
      throw new Error('no host');
    },
    client: (label) => pages.find((p) => p.label === label)!.self.client,
    vanish(label, how) {
      const page = pages.find((p) => p.label === label)!;
      // the tab is gone: whatever it ran stops (a silent death tells nobody, and its peer id stays
      // taken a while, as on a PeerJS server)
      if (how === 'silent') page.down = true;
      page.host?.suspend();
      if (how === 'closed') page.listener?.close();
      page.down = true;
      page.self.steer({ ...page.self.route, connect: () => new Promise(() => undefined), onEnd: undefined }, true);
      pages.splice(pages.indexOf(page), 1);
      gone.push(page);
    },
    watched: () => {
      throw new Error('set below');
    },
    async join(label, name) {
      const page = newPage(label, name);
      page.self = openGuest(page.side, { code: CODE, name, memory: memorySeat() });
      pages.push(page);
      await settle();
      return page;
    },
    async reopen(label) {
      const old = gone.find((p) => p.label === label)!;
      const page = newPage(label, old.name);
      page.store.last = old.store.last;
      const r = await resumeTable(page.side, JSON.parse(JSON.stringify(old.store.last)), { engine, createBot });
      page.self = r.self;
      if (r.hosting) {
        page.host = r.host;
        page.listener = r.listener;
        hosted(r.host);
      }
      pages.push(page);
      await settle();
      return page;
    },
  };
  const gone: Page[] = [];
  table.watched = () => ({
    table: () => {
      const live = pages.filter((p) => p.host && p.self.client.state.isHost);
      return live.length === 1 ? live[0]!.host!.currentTable : null;
    },
    game: () => {
      const live = pages.filter((p) => p.host && p.self.client.state.isHost);
      return live.length === 1 ? live[0]!.host!.toSaved().game : null;
    },
    guests: () =>
      pages.filter((p) => !p.self.client.state.isHost).map((p) => ({ label: p.label, client: p.self.client })),
    received,
    onChange: (check) => {
      checks.add(check);
      return () => checks.delete(check);
    },
  });
  return table;
}

/** Every page's human player, played by a bot that sees only its client's state. */
export function players(t: MovingTable, seed: string): { page: Page; bot: Bot }[] {
  return t.pages.map((page, i) => ({ page, bot: createBot('normal', `${seed}:${i}`) }));
}

/** How a player's chosen action is sent (a test may change it: a Wild sent without its color). */
export type Shape = (action: Action, page: Page) => Action;

/** Each player acts once if it can; true when one did. */
export async function actOnce(
  who: { page: Page; bot: Bot }[],
  seen: Map<Bot, number>,
  shape: Shape = (a) => a,
): Promise<boolean> {
  let acted = false;
  for (const p of who) {
    const c = p.page.self.client;
    const view: PlayerView | null = c.state.view;
    if (!view || c.state.status !== 'playing') continue;
    const last = seen.get(p.bot) ?? 0;
    const fresh = c.state.events.filter((e) => e.seq > last);
    if (fresh.length) {
      p.bot.observe(fresh);
      seen.set(p.bot, fresh.at(-1)!.seq);
    }
    const d = p.bot.decide(view);
    if (!d) continue;
    const r = c.act(shape(complete(d.action), p.page));
    await settle(1);
    if ((await r).ok) acted = true;
  }
  return acted;
}

/** Plays until `done` (or the game's end), the host starting each next round. */
export async function playUntil(
  t: MovingTable,
  seed: string,
  done: () => boolean,
  maxSteps = 20_000,
  shape?: Shape,
): Promise<void> {
  const who = players(t, seed);
  const seen = new Map<Bot, number>();
  for (let step = 0; step < maxSteps; step++) {
    await settle(1);
    if (done()) return;
    const phase = t.host().currentTable!.phase;
    if (phase === 'gameOver') return;
    if (phase === 'roundOver') {
      const r = t.hostPage().self.client.host!.nextRound();
      if (!r.ok) throw new Error(`nextRound: ${r.error}`);
      // the next deal waits for the guests' seals and values (deal/room.ts), or for its clock
      await settle(3);
      if (t.host().currentTable!.phase === 'roundOver') t.clock.advance(300);
      continue;
    }
    if (!(await actOnce(who, seen, shape))) t.clock.advance(300);
  }
  throw new Error('played too long');
}

/** Advances the clock in small steps until `ok` (at most `ms`). */
export async function advanceUntil(t: MovingTable, ok: () => boolean, ms: number, step = 100): Promise<boolean> {
  for (let at = 0; at <= ms; at += step) {
    await settle();
    // a module loaded on demand (the takeover) takes a little real time
    await new Promise((r) => setTimeout(r, 2));
    if (ok()) return true;
    t.clock.advance(step);
  }
  await settle();
  return ok();
}

/** The shares each page was sent (`mig-share`), by label: each must be its own only. */
export function sharesSent(t: MovingTable): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [label, texts] of t.received) {
    const mine = new Set<string>();
    for (const text of texts) {
      if (!text.includes('"mig-share"')) continue;
      mine.add((JSON.parse(text) as { share: string }).share);
    }
    out.set(label, mine);
  }
  return out;
}

/** Waits (in real time: the ciphers load on demand) until every guest holds its kit. */
export async function kitsReady(t: MovingTable): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    await settle();
    const guests = t.pages.filter((p) => !p.self.client.state.isHost);
    // with one guest there is no share to deal, only the log; a deal names every holder's
    // signing key once each page has sent it
    const signed = (deal: { commitments: object; signers?: object } | null) =>
      deal && Object.keys(deal.commitments).every((seat) => Object.hasOwn(deal.signers ?? {}, seat));
    const dealt = (p: Page) => guests.length < 2 || signed(p.self.client.migration?.deal ?? null);
    if (guests.every((p) => dealt(p) && p.self.client.migration?.log)) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('the guests never got their kits');
}

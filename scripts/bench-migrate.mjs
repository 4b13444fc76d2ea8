// `npm run bench:net -- --migrate`: a table moving to a guest when its host's page closes
// (docs/migration.md), over real WebRTC, each player a page of headless Chromium, at 4 and 10
// players. The players play a few seconds of a real game with the project's net code; then every
// page stops playing, the host's page closes, and the guests carry on by themselves.
//
// migrateMs: from the moment the guests' wait for their host ends (the earliest guest's last word
// from the host plus the table's wait) to the moment the last guest sees a live table again.
// handsKept: the table the new host rebuilt has every hand and the draw pile's order exactly as the
// old host had them when its page closed (read from both hosts' own tables, never sent anywhere).
/* global window -- the page functions below run in the bench's pages (page.evaluate) */
import { benchPages } from './bench-pages.mjs';

/** The guests' wait for their host in the bench (the app's default is 15 s; the figure starts
 * when the wait ends, so its length changes only how long the bench takes). */
const WAIT_MS = 5000;

const entry = (root) => `
import { TableHost } from '${root}/src/net/host/index.js';
import { peerNetwork } from '${root}/src/net/peer/index.js';
import { hostScreen } from '${root}/src/net/page/host-page.js';
import { openGuest } from '${root}/src/net/page/follow.js';
import { randomCode } from '${root}/src/net/terms/index.js';
import { detectSignaling } from '${root}/src/net/terms/index.js';
import { createTable, restoreTable } from '${root}/src/game/index.js';
import { createBot } from '${root}/src/bots/index.js';

const engine = { createTable, restoreTable };
let playing = true;

/** What only a host holds: every hand and the draw pile, in order. */
function secrets(table: any) {
  const g = table.snapshot().machine.context.g;
  return JSON.stringify({ hands: g.hands, pile: g.pile });
}

function choose(view: any) {
  const legal = view.legal.filter((a: any) => a.type !== 'catch' && a.type !== 'uno');
  if (legal.length === 0) return null;
  const a = legal.find((x: any) => x.type === 'play') ?? legal[0];
  if (a.type === 'play' && a.card.startsWith('W')) return { ...a, color: 'R', uno: view.hand.length === 2 };
  if (a.type === 'play' && view.hand.length === 2) return { ...a, uno: true };
  return a;
}

function autoplay(client: any) {
  let busy = false;
  const tick = () => {
    const s = client.state;
    if (busy || !playing || !s.view || s.status !== 'playing') return;
    const a = choose(s.view);
    if (!a) return;
    busy = true;
    setTimeout(async () => {
      const cur = client.state.view;
      const action = playing && cur && choose(cur);
      if (action) await client.act(action);
      busy = false;
      tick();
    }, 25);
  };
  client.subscribe(tick);
  tick();
}

function side(network: any, onHosting?: (host: any) => void) {
  return { network, hostStore: () => null, hosting: async () => ({ engine, createBot }), onHosting };
}

(window as any).benchHost = async (given: any, waitMs: number) => {
  const cfg = await detectSignaling();
  if (cfg.host !== given.host || cfg.port !== given.port) throw new Error('signaling not detected: ' + JSON.stringify(cfg));
  const network = peerNetwork(cfg);
  const code = randomCode();
  let host: any = null;
  const listener = await network.listen(code, (c: any) => host.attach(c));
  host = new TableHost({ code, name: 'Host', engine, createBot, settings: { edition: 'classic', turnMs: 0, hostWaitMs: waitMs } });
  const self = hostScreen(side(network), host, listener, 'Host');
  await self.ready;
  (window as any).bench = {
    seats: () => host.lobbyFor(null).seats.length,
    start: () => {
      const r = host.start();
      autoplay(self.client);
      self.client.subscribe((s: any) => {
        if (s.view?.phase === 'roundOver' && playing) setTimeout(() => host.nextRound(), 30);
      });
      return r;
    },
    stop: () => (playing = false),
    phase: () => host.currentTable.phase,
    secrets: () => secrets(host.currentTable),
  };
  return code;
};

(window as any).benchGuest = async (code: string, cfg: any, name: string) => {
  let rebuilt: string | null = null;
  let liveAt: number | null = null;
  let lostAt: number | null = null;
  const self = openGuest(side(peerNetwork(cfg), (host: any) => (rebuilt = secrets(host.currentTable))), { code, name });
  await self.ready;
  const client = self.client;
  autoplay(client);
  client.subscribe((s: any) => {
    if (lostAt === null && typeof s.hostLostAt === 'number') lostAt = s.hostLostAt;
    if (liveAt === null && s.status === 'playing' && (s.lobby?.epoch ?? 0) >= 1) liveAt = Date.now();
  });
  (window as any).bench = {
    ready: () => !!client.migration?.share && !!client.migration?.log,
    stop: () => (playing = false),
    state: () => ({ status: client.state.status, lostAt, liveAt, rebuilt }),
  };
};
`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function until(what, check, ms) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function benchOne(pages, peers, log) {
  const context = await pages.browser.newContext();
  const open = async () => {
    const page = await context.newPage();
    page.on('pageerror', (e) => log('page error:', e.message));
    await page.goto(pages.url);
    await page.waitForFunction(() => typeof window.benchHost === 'function');
    return page;
  };
  try {
    const hostPage = await open();
    const code = await hostPage.evaluate(([c, w]) => window.benchHost(c, w), [pages.cfg, WAIT_MS]);
    const guests = [];
    for (let i = 1; i < peers; i++) {
      const page = await open();
      // the table lets six newcomers in at once, then one every 2 s (join-gate.ts)
      for (let tries = 0; ; tries++) {
        try {
          await page.evaluate(([code, c, name]) => window.benchGuest(code, c, name), [code, pages.cfg, `P${i}`]);
          break;
        } catch (e) {
          if (tries > 5 || !String(e).includes('busy')) throw e;
          await sleep(2500);
        }
      }
      guests.push(page);
    }
    await until('every seat', () => hostPage.evaluate((n) => window.bench.seats() === n, peers), 30_000);
    const started = await hostPage.evaluate(() => window.bench.start());
    if (!started.ok) throw new Error(`start: ${started.error}`);
    await until(
      'every kit',
      async () => (await Promise.all(guests.map((p) => p.evaluate(() => window.bench.ready())))).every(Boolean),
      30_000,
    );
    // a few seconds of play, then every page stops and the table settles mid-round
    await sleep(3000);
    await Promise.all([hostPage, ...guests].map((p) => p.evaluate(() => window.bench.stop())));
    await sleep(500);
    if (!['play', 'drawn'].includes(await hostPage.evaluate(() => window.bench.phase()))) {
      log('  (the round was between turns; the bench measures it all the same)');
    }
    const before = await hostPage.evaluate(() => window.bench.secrets());
    await hostPage.close();
    log(`  the host's page closed; the guests wait ${WAIT_MS / 1000} s…`);
    const states = await until(
      'every guest at a live table',
      async () => {
        const all = await Promise.all(guests.map((p) => p.evaluate(() => window.bench.state())));
        return all.every((s) => s.liveAt !== null) ? all : null;
      },
      WAIT_MS + 60_000,
    );
    if (states.some((s) => s.lostAt === null)) throw new Error('a guest never lost its host');
    const waitEnded = Math.min(...states.map((s) => s.lostAt)) + WAIT_MS;
    const lastLive = Math.max(...states.map((s) => s.liveAt));
    const rebuilt = states.find((s) => s.rebuilt !== null)?.rebuilt ?? null;
    return { peers, migrateMs: lastLive - waitEnded, handsKept: rebuilt === before };
  } finally {
    await context.close();
  }
}

/** Runs the migration bench at each size; false when it failed. */
export async function benchMigrate({ root, sizes, json, log }) {
  log('Bundling the bench page (vite)…');
  const pages = await benchPages(root, entry(root), 'bench:net --migrate');
  let ok = true;
  try {
    if (!json) console.log('players  migrate ms  hands kept');
    for (const peers of sizes) {
      log(`${peers} players…`);
      const r = await benchOne(pages, peers, log);
      if (json) console.log(JSON.stringify(r));
      else console.log(`${String(r.peers).padStart(7)}  ${String(r.migrateMs).padStart(10)}  ${r.handsKept}`);
      if (!r.handsKept) ok = false;
    }
  } catch (e) {
    ok = false;
    console.error(e);
  } finally {
    await pages.close();
  }
  return ok;
}

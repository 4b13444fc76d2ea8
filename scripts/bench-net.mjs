#!/usr/bin/env node
// `npm run bench:net`: how fast an intent reaches every player's view over real WebRTC, and how
// many bytes an update costs, at 2, 4 and 10 players. Each player is its own page in headless
// Chromium (playwright-core driving /usr/bin/chromium); signaling is our PeerJS server on
// 127.0.0.1, started here beside the bench page. The players play real games of UNO with the
// project's net code (host.ts, client.ts, peer-transport.ts), each page acting on its own turns.
//
// Latency of one intent: from the acting page's act() to the moment the last page (the host's own
// screen included) received the view message carrying its first event; page clocks are compared
// through performance.timeOrigin + performance.now() (one machine, one clock).
// Bytes per update: the mean size of the view messages a guest receives.
//
// Options: --json (one JSON object per line), --peers 2,4,10, --updates N (intents per size); --help.
// --migrate measures a table moving to a guest when its host's page closes instead
// (bench-migrate.mjs, docs/migration.md). --nat runs the NAT lab instead (scripts/nat-lab/run.mjs,
// docs/network.md "The NAT lab"): one line per case, as root only.
import { resolve } from 'node:path';
import { benchPages } from './bench-pages.mjs';
import { checked, intOption, parseCli } from './cli.mjs';

const USAGE = `Usage: npm run bench:net -- [--peers 2,4,10] [--updates 200] [--json]
       npm run bench:net -- --migrate [--peers 4,10] [--json]
       npm run bench:net -- --nat [--json]

Intent-to-views latency (p50, p95) and bytes per update over real WebRTC, each player a page.
  --peers <list>   table sizes, comma-separated, each 2 to 10 (default 2,4,10; 4,10 with --migrate,
                   3 at least)
  --updates <n>    intents measured per size (default 200)
  --migrate        instead: the host's page closes mid-round; how long from the end of the guests'
                   wait until every guest sees a live table again (migrateMs), and whether every
                   hand and the pile's order are the old host's (handsKept)
  --nat            instead: the NAT lab (root, ip netns, iptables, coturn): a host and a guest in
                   homes behind NATs (cone, symmetric, UDP blocked, no relay, a private peer);
                   whether and how the guest connected, or what it was told and when
  --json           one JSON object per line
  -h, --help       this text
`;
const values = parseCli('bench:net', USAGE, {
  peers: { type: 'string' },
  updates: { type: 'string', default: '200' },
  migrate: { type: 'boolean', default: false },
  nat: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
});
const json = values.json;
const sizes = checked('bench:net', USAGE, () =>
  (values.peers ?? (values.migrate ? '4,10' : '2,4,10'))
    .split(',')
    .map((p) => intOption('peers', p, values.migrate ? 3 : 2, 10)),
);
const updates = checked('bench:net', USAGE, () => intOption('updates', values.updates, 1, 100_000));
const root = resolve('.');
const log = (...a) => {
  if (!json) console.error(...a);
};
if (values.nat) {
  const { benchNat } = await import('./nat-lab/bench.mjs');
  process.exit((await benchNat({ json, log })) ? 0 : 1);
}
if (values.migrate) {
  const { benchMigrate } = await import('./bench-migrate.mjs');
  process.exit((await benchMigrate({ root, sizes, json, log })) ? 0 : 1);
}

// ---- the bench page: the project's own net code, bundled ----
log('Bundling the bench page (vite)…');
const bench = await benchPages(
  root,
  `
import { TableHost } from '${root}/src/net/host/index.js';
import { createGameClient } from '${root}/src/net/guest/index.js';
import { listenPeer, connectPeer } from '${root}/src/net/peer/index.js';
import { randomCode } from '${root}/src/net/terms/index.js';
import { detectSignaling } from '${root}/src/net/terms/index.js';
import { createTable, restoreTable } from '${root}/src/game/index.js';
import { createBot } from '${root}/src/bots/index.js';

const now = () => performance.timeOrigin + performance.now();
const data = { received: [], intents: [], bytes: [], errors: [] };
(window as any).benchData = data;
const encoder = new TextEncoder();

function counting(conn: any, guest: boolean) {
  const onMessage = conn.onMessage.bind(conn);
  return {
    send: (t: string) => conn.send(t),
    close: () => conn.close(),
    onClose: (l: any) => conn.onClose(l),
    get open() { return conn.open; },
    local: conn.local,
    onMessage(listener: (t: string) => void) {
      onMessage((text: string) => {
        const t = now();
        if (text.startsWith('{"v":1,"t":"view"')) {
          const m = JSON.parse(text);
          const seqs = m.events.map((e: any) => e.seq);
          if (seqs.length) data.received.push([Math.min(...seqs), Math.max(...seqs), t]);
          if (guest) data.bytes.push(encoder.encode(text).length);
        }
        listener(text);
      });
    },
  };
}

function choose(view: any) {
  const legal = view.legal.filter((a: any) => a.type !== 'catch' && a.type !== 'uno');
  if (legal.length === 0) return null;
  const a = legal.find((x: any) => x.type === 'play') ?? legal[0];
  if (a.type === 'play' && a.card.startsWith('W')) return { ...a, color: 'R', uno: view.hand.length === 2 };
  if (a.type === 'play' && view.hand.length === 2) return { ...a, uno: true };
  if (a.type === 'rule') return { ...a, text: 'Touch your nose', gesture: 'nose' };
  return a;
}

function autoplay(client: any) {
  let busy = false;
  let lastSeq = 0;
  const tick = () => {
    const s = client.state;
    const events = s.events;
    if (events.length) lastSeq = events[events.length - 1].seq;
    if (busy || !s.view) return;
    const a = choose(s.view);
    if (!a) return;
    busy = true;
    // a short pause between intents keeps updates apart, as between people
    setTimeout(async () => {
      const cur = client.state.view;
      const action = cur && choose(cur);
      if (!action) { busy = false; return; }
      const record = [lastSeq, now()];
      const r = await client.act(action);
      if (r.ok) data.intents.push(record);
      busy = false;
      tick();
    }, 25);
  };
  client.subscribe(tick);
  tick();
}

(window as any).benchHost = async (given: any) => {
  // the page learns of the signaling server from its own origin, as the app does under npm start
  const cfg = await detectSignaling();
  if (cfg.host !== given.host || cfg.port !== given.port || cfg.path !== given.path) throw new Error('signaling not detected: ' + JSON.stringify(cfg));
  const code = randomCode();
  let host: any = null;
  const listener = await listenPeer(code, cfg, (c) => host.attach(counting(c, false)));
  host = new TableHost({ code, name: 'Host', engine: { createTable, restoreTable }, createBot, settings: { edition: 'classic', raceMs: 3000 } });
  const own = createGameClient({ name: 'Host', isHost: true, connect: async () => counting(host.localConnection(), false), memory: host.ownSeat(), reconnect: false });
  await own.ready;
  (window as any).benchControl = {
    seats: () => host.lobbyFor(null).seats.length,
    start: () => {
      const r = host.start();
      autoplay(own.client);
      own.client.subscribe((s: any) => {
        if (s.view?.phase === 'roundOver') setTimeout(() => host.nextRound(), 30);
        if (s.view?.phase === 'gameOver') setTimeout(() => host.rematch(), 30);
      });
      return r;
    },
    close: () => { own.client.leave(); listener.close(); },
  };
  return code;
};

(window as any).benchGuest = async (code: string, cfg: any, name: string) => {
  const { client, ready } = createGameClient({ name, isHost: false, connect: async () => counting(await connectPeer(code, cfg), true), reconnect: true });
  await ready;
  autoplay(client);
  (window as any).benchControl = { close: () => client.leave() };
  return client.state.seat;
};
`,
  'bench:net',
);
const { cfg, browser } = bench;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function benchOne(peers) {
  const context = await browser.newContext();
  const pages = [];
  const open = async () => {
    const page = await context.newPage();
    page.on('pageerror', (e) => log('page error:', e.message));
    if (process.env.BENCH_DEBUG) {
      page.on('console', (m) => log('page:', m.text().slice(0, 300)));
      await page.addInitScript(() => localStorage.setItem('uno.net.debug', '3'));
    }
    await page.goto(bench.url);
    await page.waitForFunction(() => typeof window.benchHost === 'function');
    pages.push(page);
    return page;
  };
  const hostPage = await open();
  const code = await hostPage.evaluate((c) => window.benchHost(c), cfg);
  for (let i = 1; i < peers; i++) {
    const page = await open();
    await page.evaluate(([code, c, name]) => window.benchGuest(code, c, name), [code, cfg, `P${i}`]);
  }
  await hostPage.waitForFunction((n) => window.benchControl.seats() === n, peers);
  const started = await hostPage.evaluate(() => window.benchControl.start());
  if (!started.ok) throw new Error(`start: ${started.error}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const counts = await Promise.all(pages.map((p) => p.evaluate(() => window.benchData.intents.length)));
    if (counts.reduce((a, b) => a + b, 0) >= updates) break;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const all = await Promise.all(pages.map((p) => p.evaluate(() => JSON.parse(JSON.stringify(window.benchData)))));
  await Promise.all(pages.map((p) => p.evaluate(() => window.benchControl?.close()).catch(() => undefined)));
  await context.close();

  const latencies = [];
  for (const d of all) {
    for (const [since, t0] of d.intents) {
      // the first message on each page carrying an event after `since`
      let worst = -Infinity;
      let complete = true;
      for (const other of all) {
        const hit = other.received.find(([, max]) => max > since);
        if (!hit) {
          complete = false;
          break;
        }
        worst = Math.max(worst, hit[2] - t0);
      }
      if (complete && worst >= 0) latencies.push(worst);
    }
  }
  latencies.sort((a, b) => a - b);
  const bytes = all.flatMap((d) => d.bytes);
  return {
    peers,
    p50Ms: Number(percentile(latencies, 50)?.toFixed(2)),
    p95Ms: Number(percentile(latencies, 95)?.toFixed(2)),
    bytesPerUpdate: Math.round(bytes.reduce((a, b) => a + b, 0) / Math.max(1, bytes.length)),
    updates: latencies.length,
    maxBytes: bytes.length ? Math.max(...bytes) : 0,
  };
}

let failed = false;
try {
  if (!json) console.log('players  p50 ms  p95 ms  bytes/update  (max bytes, intents measured)');
  for (const peers of sizes) {
    log(`${peers} players…`);
    const r = await benchOne(peers);
    if (json)
      console.log(
        JSON.stringify({
          peers: r.peers,
          p50Ms: r.p50Ms,
          p95Ms: r.p95Ms,
          bytesPerUpdate: r.bytesPerUpdate,
          updates: r.updates,
          maxBytes: r.maxBytes,
        }),
      );
    else
      console.log(
        `${String(r.peers).padStart(7)}  ${String(r.p50Ms).padStart(6)}  ${String(r.p95Ms).padStart(6)}  ${String(r.bytesPerUpdate).padStart(12)}  (${r.maxBytes}, ${r.updates})`,
      );
  }
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await bench.close();
}
process.exit(failed ? 1 : 0);

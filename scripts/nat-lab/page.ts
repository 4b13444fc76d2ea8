// The NAT lab's page (run.mjs bundles it and serves it from the "public" namespace): one page per
// player, in the namespace of its home. The host's page runs a table with the project's host; the
// guest's page joins it as the app does (joinTable), reads how it is connected from getStats()
// (linkReport, as the lobby does), and shows why when it cannot join, with the app's own words.
import { createTable, restoreTable, type TableEvent } from '../../src/game/index.js';
import { createBot } from '../../src/bots/index.js';
import { TableHost } from '../../src/net/host/index.js';
import { createGameClient, type GameClient } from '../../src/net/guest/index.js';
import { joinTable } from '../../src/net/page/joining.js';
import { randomCode, settledLinkReport, type SignalingConfig } from '../../src/net/terms/index.js';
import { errorText } from '../../src/ui/app/errors.js';
import { setLang, stringsReady } from '../../src/ui/i18n/i18n.js';
import { testConnection, type ConnectionReport } from '../../src/ui/home/connection-test.js';

interface LabWindow {
  labPolicy?: RTCIceTransportPolicy;
  labHost(cfg: SignalingConfig): Promise<string>;
  labGuest(code: string, cfg: SignalingConfig): Promise<GuestOutcome>;
  labStart(): boolean;
  labRoundOver(): boolean;
  labSeatLink(): string | null;
  labTestConnection(servers: RTCIceServer[]): Promise<ConnectionReport>;
}
export interface GuestOutcome {
  connected: boolean;
  path: string | null;
  protocol: string | null;
  connectMs: number | null;
  failMs: number | null;
  code: string | null;
  message: string | null;
}
const lab = window as unknown as Window & LabWindow;

// Every RTCPeerConnection the page makes, so the lab can read the one PeerJS opened; the lab may
// also force relay-only gathering (the private-peer case), as a guest attacking the relay would.
const made: RTCPeerConnection[] = [];
const Native = window.RTCPeerConnection;
class Watched extends Native {
  constructor(config?: RTCConfiguration) {
    super(lab.labPolicy ? { ...config, iceTransportPolicy: lab.labPolicy } : config);
    made.push(this);
  }
}
window.RTCPeerConnection = Watched;

let roundOver = false;
/** Plays this page's own turns with an easy bot, quickly, until the round ends. */
function autoplay(client: GameClient, seed: string): void {
  const bot = createBot('easy', seed);
  let seen = 0;
  let busy = false;
  const tick = () => {
    const s = client.state;
    const fresh: TableEvent[] = s.events.filter((e) => e.seq > seen);
    if (fresh.length) {
      bot.observe(fresh);
      seen = fresh[fresh.length - 1]!.seq;
    }
    if (s.view?.phase === 'roundOver' || s.view?.phase === 'gameOver') roundOver = true;
    if (busy || !s.view || roundOver) return;
    const decision = bot.decide(s.view);
    if (!decision) return;
    busy = true;
    setTimeout(() => {
      void client.act(decision.action).finally(() => {
        busy = false;
        tick();
      });
    }, 20);
  };
  client.subscribe(tick);
  tick();
}

let host: TableHost | null = null;
lab.labHost = async (cfg) => {
  const code = randomCode();
  // loaded on demand, as the app loads PeerJS
  const { listenPeer } = await import('../../src/net/peer/index.js');
  await listenPeer(code, cfg, (c) => host?.attach(c));
  host = new TableHost({
    code,
    name: 'Host',
    engine: { createTable, restoreTable },
    createBot,
    settings: { edition: 'classic', raceMs: 3000 },
  });
  const own = createGameClient({
    name: 'Host',
    isHost: true,
    connect: async () => host!.localConnection(),
    memory: host.ownSeat(),
    reconnect: false,
  });
  await own.ready;
  autoplay(own.client, 'host');
  return code;
};
lab.labStart = () => host !== null && host.lobbyFor(null).seats.length === 2 && host.start().ok;
lab.labRoundOver = () => roundOver;
// the guest's seat as the host's lobby shows it (uno-lobby.ts reads the same field)
lab.labSeatLink = () => host?.lobbyFor(null).seats[1]?.link ?? null;
lab.labTestConnection = (servers) => testConnection(servers);

lab.labGuest = async (code, cfg) => {
  await setLang('en');
  await stringsReady();
  const t0 = performance.now();
  // the connections "Test my connection" made before are not the link
  const before = made.length;
  try {
    const client = await joinTable(code, { name: 'Guest', signaling: cfg, persist: false });
    const connectMs = Math.round(performance.now() - t0);
    // PeerJS's own, whatever its state reads as its channel opens (it was looked for as `connected`)
    const pc = made.slice(before).find((p) => p.connectionState !== 'closed' && p.connectionState !== 'failed');
    // as the host reads its end (peer-transport.ts): until the stats can tell
    const report = pc ? await settledLinkReport(pc, 5000) : null;
    autoplay(client, 'guest');
    return {
      connected: true,
      path: report?.path ?? null,
      protocol: report?.protocol ?? null,
      connectMs,
      failMs: null,
      code: null,
      message: null,
    };
  } catch (e) {
    const failMs = Math.round(performance.now() - t0);
    const code = e instanceof Error ? e.message : String(e);
    // what the app's join screen shows (uno-app.ts): the error's words
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent = errorText(code);
    document.body.append(alert);
    const shown = document.querySelector('[role=alert]')?.textContent ?? null;
    return { connected: false, path: null, protocol: null, connectMs: null, failMs, code, message: shown };
  }
};

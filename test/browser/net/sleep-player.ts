/**
 * One player of the sleep tests (sleep.browser.test.ts) in a page of its own, so the test can hide
 * and freeze it (lifecycle-commands.mjs) as a phone does with a page it sends to the background.
 * It hosts, or joins by code, on the test runner's PeerJS server and answers the test's questions
 * through `window.sleeper`. Its wake-lock asks are counted.
 */
import { createHostClient } from '../../../src/net/page/hosting.js';
import { joinTable } from '../../../src/net/page/joining.js';
import type { GameClient } from '../../../src/net/guest/state.js';
import { testSignaling } from './peer-config.js';

export interface SleeperState {
  status: string;
  seat: number | null;
  code: string | null;
  /** human seats with a live connection, as this page's lobby tells it */
  connected: number;
  /** this page holds a view of the round */
  view: boolean;
  wakeLockAsks: number;
  error: string | null;
}

declare global {
  interface Window {
    sleeper?: { client?: GameClient; error?: string; state(): SleeperState; start(): string };
  }
}

let asks = 0;
const wakeLock = (navigator as { wakeLock?: WakeLock }).wakeLock;
if (wakeLock) {
  const request = wakeLock.request.bind(wakeLock);
  wakeLock.request = (type?: 'screen') => {
    asks++;
    return request(type);
  };
}

const params = new URLSearchParams(location.search);
let client: GameClient | undefined;
let error: string | null = null;
window.sleeper = {
  state: () => ({
    status: client?.state.status ?? 'none',
    seat: client?.state.seat ?? null,
    code: client?.state.lobby?.code ?? null,
    connected: client?.state.lobby?.seats.filter((s) => s.kind === 'human' && s.connected).length ?? 0,
    view: !!client?.state.view,
    wakeLockAsks: asks,
    error: error ?? client?.state.error ?? null,
  }),
  start: () => {
    const r = client?.host?.start();
    return r?.ok ? 'ok' : (r?.error ?? 'no host');
  },
};

void (async () => {
  try {
    const signaling = await testSignaling();
    const name = params.get('name') ?? 'Player';
    client =
      params.get('role') === 'host'
        ? await createHostClient({ name, signaling, persist: false })
        : await joinTable(params.get('code') ?? '', { name, signaling, persist: false });
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
})();

/**
 * One player of the relay tests (relay-renewal.browser.test.ts) in its own frame: every
 * RTCPeerConnection the app makes is forced to `iceTransportPolicy: 'relay'`, as for a player whose
 * network lets nothing else through, and the relay is the one the settings name by its
 * credentials URL (`?ttl=` seconds of life for each credential). It hosts, or joins by code, with
 * the app's own client, and waits for the test page to drive it through `window.relayPlayer`.
 */
import { createHostClient } from '../../../src/net/page/hosting.js';
import { joinTable } from '../../../src/net/page/joining.js';
import type { SignalingConfig } from '../../../src/net/terms/signaling.js';
import type { GameClient } from '../../../src/net/guest/state.js';
import { testSignaling } from './peer-config.js';

export interface RelayPlayer {
  client: GameClient;
  /** Every RTCPeerConnection this page made, oldest first. */
  connections: RTCPeerConnection[];
  /** The local candidate type of each connection's selected pair ('' when none). */
  selectedTypes(): Promise<string[]>;
  /** The local candidate (`type address:port`) of each connection's selected pair ('' when none). */
  selectedLocal(): Promise<string[]>;
  /** Why a first join failed and was tried again, with what its connection went through. */
  retried?: string;
}

declare global {
  interface Window {
    relayPlayer?: RelayPlayer | { error: string };
  }
}

const params = new URLSearchParams(location.search);
const made: RTCPeerConnection[] = [];
/** What each connection went through, from its making (ms since then): said when a join fails,
 * so that a failure in a long run tells whether the relay gave no candidate or ICE found no pair. */
const timelines: string[][] = [];
const Native = window.RTCPeerConnection;
class RelayOnly extends Native {
  constructor(config?: RTCConfiguration) {
    super({ ...config, iceTransportPolicy: 'relay' });
    made.push(this);
    const start = performance.now();
    const line: string[] = [];
    timelines.push(line);
    const note = (what: string) => line.push(`${Math.round(performance.now() - start)} ${what}`);
    this.addEventListener('icecandidate', (e) => note(e.candidate ? `candidate ${e.candidate.type}` : 'gathered'));
    this.addEventListener('icecandidateerror', (e) => note(`candidate error ${e.errorCode} ${e.errorText}`));
    this.addEventListener('iceconnectionstatechange', () => note(`ice ${this.iceConnectionState}`));
  }
}

/** The timelines of every connection so far, on one line each. */
const told = () => timelines.map((t, i) => `#${i}: ${t.join(', ')}`).join(' | ');
window.RTCPeerConnection = RelayOnly;

async function selectedLocal(pc: RTCPeerConnection): Promise<{ type: string; at: string }> {
  if (pc.connectionState === 'closed') return { type: '', at: '' };
  const report = await pc.getStats();
  let found = { type: '', at: '' };
  report.forEach((r: RTCStats) => {
    if (r.type !== 'transport') return;
    const pair = report.get((r as RTCTransportStats).selectedCandidatePairId ?? '') as
      RTCIceCandidatePairStats | undefined;
    const local = pair
      ? (report.get(pair.localCandidateId) as { candidateType?: string; address?: string; port?: number } | undefined)
      : undefined;
    if (local) found = { type: local.candidateType ?? '', at: `${local.address ?? ''}:${local.port ?? 0}` };
  });
  return found;
}

void (async () => {
  try {
    const ttl = params.get('ttl') ?? '3600';
    const signaling: SignalingConfig = {
      ...(await testSignaling()),
      relays: [{ credentialsUrl: new URL(`/__relay/credentials?ttl=${ttl}`, location.href).href }],
    };
    const name = params.get('name') ?? 'Player';
    let retried: string | undefined;
    const join = () => joinTable(params.get('code') ?? '', { name, signaling, persist: false });
    const client =
      params.get('role') === 'host'
        ? await createHostClient({ name, signaling, persist: false })
        : await join().catch((e: unknown) => {
            // A first join that fails on its path is told at once (a player presses Try again).
            // These tests are about what comes after it, so one such failure is retried, and
            // what the connection went through is kept for the test to print.
            if (!(e instanceof Error) || e.message !== 'relay-failed') throw e;
            retried = `${e.message}; ${told()}`;
            return join();
          });
    window.relayPlayer = {
      client,
      retried,
      connections: made,
      selectedTypes: async () => (await Promise.all(made.map(selectedLocal))).map((l) => l.type),
      selectedLocal: async () =>
        (await Promise.all(made.map(selectedLocal))).map((l) => (l.type ? `${l.type} ${l.at}` : '')),
    };
  } catch (e) {
    window.relayPlayer = { error: `${e instanceof Error ? e.message : String(e)}; ${told()}` };
  }
})();

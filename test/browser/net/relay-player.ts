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
}

declare global {
  interface Window {
    relayPlayer?: RelayPlayer | { error: string };
  }
}

const params = new URLSearchParams(location.search);
const made: RTCPeerConnection[] = [];
const Native = window.RTCPeerConnection;
class RelayOnly extends Native {
  constructor(config?: RTCConfiguration) {
    super({ ...config, iceTransportPolicy: 'relay' });
    made.push(this);
  }
}
window.RTCPeerConnection = RelayOnly;

async function selectedType(pc: RTCPeerConnection): Promise<string> {
  if (pc.connectionState === 'closed') return '';
  const report = await pc.getStats();
  let type = '';
  report.forEach((r: RTCStats) => {
    if (r.type !== 'transport') return;
    const pair = report.get((r as RTCTransportStats).selectedCandidatePairId ?? '') as
      RTCIceCandidatePairStats | undefined;
    const local = pair ? (report.get(pair.localCandidateId) as { candidateType?: string } | undefined) : undefined;
    type = local?.candidateType ?? '';
  });
  return type;
}

void (async () => {
  try {
    const ttl = params.get('ttl') ?? '3600';
    const signaling: SignalingConfig = {
      ...(await testSignaling()),
      relays: [{ credentialsUrl: new URL(`/__relay/credentials?ttl=${ttl}`, location.href).href }],
    };
    const name = params.get('name') ?? 'Player';
    const client =
      params.get('role') === 'host'
        ? await createHostClient({ name, signaling, persist: false })
        : await joinTable(params.get('code') ?? '', { name, signaling, persist: false });
    window.relayPlayer = {
      client,
      connections: made,
      selectedTypes: () => Promise.all(made.map(selectedType)),
    };
  } catch (e) {
    window.relayPlayer = { error: e instanceof Error ? e.message : String(e) };
  }
})();

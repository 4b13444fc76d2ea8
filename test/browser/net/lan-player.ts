/**
 * One player of the LAN tests in its own frame, as a phone's page would be: it takes the signaling
 * and ICE servers of the test's network (lan-network.mjs: `.local` candidates never cross it), then
 * hosts, or joins by code, with the app's own client, and waits for the test page to drive it
 * through `window.lanPlayer`. `?ice=` picks the ICE servers: none, stun (Node's STUN, what
 * `npm start` serves without coturn), turn (coturn's STUN and TURN) or relay (coturn, with every
 * RTCPeerConnection the app makes forced to `iceTransportPolicy: 'relay'`).
 */
import { createHostClient } from '../../../src/net/page/hosting.js';
import { joinTable } from '../../../src/net/page/joining.js';
import type { SignalingConfig } from '../../../src/net/terms/signaling.js';
import type { GameClient } from '../../../src/net/guest/state.js';

export interface CandidateSeen {
  type: string;
  address: string;
  protocol: string;
}

/** The candidate pair an RTCPeerConnection settled on, from its getStats(). */
export interface SelectedPair {
  local: CandidateSeen;
  remote: CandidateSeen;
  state: string;
  bytesSent: number;
  bytesReceived: number;
}

export interface LanPlayer {
  client: GameClient;
  /** The address of this machine the ICE servers were served on. */
  lanAddress: string;
  /** The selected pair of each connection this page opened (null: none selected). */
  selectedPairs(): Promise<(SelectedPair | null)[]>;
}

declare global {
  interface Window {
    lanPlayer?: LanPlayer | { error: string; iceStates: string[][] };
  }
}

interface LanConfig {
  error?: string;
  lanAddress: string;
  signaling: SignalingConfig;
}

interface CandidateStats {
  candidateType?: string;
  address?: string;
  protocol?: string;
}

const params = new URLSearchParams(location.search);
const role = params.get('role');
const name = params.get('name') ?? 'Player';
const ice = params.get('ice') ?? 'none';

// Every RTCPeerConnection PeerJS makes in this page, with the ICE states it went through.
const made: { pc: RTCPeerConnection; states: string[] }[] = [];
const Native = window.RTCPeerConnection;
class Watched extends Native {
  constructor(config?: RTCConfiguration) {
    super(ice === 'relay' ? { ...config, iceTransportPolicy: 'relay' } : config);
    const seen = { pc: this as RTCPeerConnection, states: [this.iceConnectionState as string] };
    made.push(seen);
    this.addEventListener('iceconnectionstatechange', () => seen.states.push(this.iceConnectionState));
  }
}
window.RTCPeerConnection = Watched;

function candidate(report: RTCStatsReport, id: string): CandidateSeen {
  const c = (report.get(id) ?? {}) as CandidateStats;
  return { type: c.candidateType ?? '', address: c.address ?? '', protocol: c.protocol ?? '' };
}

async function selectedPair(pc: RTCPeerConnection): Promise<SelectedPair | null> {
  if (pc.connectionState === 'closed') return null;
  const report = await pc.getStats();
  let pairId: string | undefined;
  report.forEach((r: RTCStats) => {
    if (r.type === 'transport') pairId ??= (r as RTCTransportStats).selectedCandidatePairId;
  });
  const pair = pairId === undefined ? undefined : (report.get(pairId) as RTCIceCandidatePairStats | undefined);
  if (!pair) return null;
  return {
    local: candidate(report, pair.localCandidateId),
    remote: candidate(report, pair.remoteCandidateId),
    state: pair.state,
    bytesSent: pair.bytesSent ?? 0,
    bytesReceived: pair.bytesReceived ?? 0,
  };
}

void (async () => {
  try {
    const served = await fetch(`/__lan/config?ice=${ice === 'relay' ? 'turn' : ice}`);
    const config = (await served.json()) as LanConfig;
    if (config.error) throw new Error(config.error);
    const signaling = config.signaling;
    const client =
      role === 'host'
        ? await createHostClient({ name, signaling, persist: false })
        : await joinTable(params.get('code') ?? '', { name, signaling, persist: false });
    window.lanPlayer = {
      client,
      lanAddress: config.lanAddress,
      selectedPairs: () => Promise.all(made.map((m) => selectedPair(m.pc))),
    };
  } catch (e) {
    window.lanPlayer = { error: e instanceof Error ? e.message : String(e), iceStates: made.map((m) => m.states) };
  }
})();

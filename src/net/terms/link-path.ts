/**
 * How a WebRTC link goes (docs/network.md "The NAT lab"): on the same network, directly through
 * NAT, or through a relay, read from `getStats()` (the selected candidate pair's candidate types);
 * and, when a connection never opens, why, in a code the UI words for a player.
 */

/** `lan`: host candidates on both ends; `direct`: through NAT (server- or peer-reflexive);
 * `relay`: through a TURN relay. */
export type LinkPath = 'lan' | 'direct' | 'relay';

export interface LinkReport {
  path: LinkPath;
  /** How this end reaches the other (or its relay): `udp`, `tcp` or `tls`. */
  protocol: string;
  /** The far end is known only by its checks (peer-reflexive) at a public address: it may be a
   * relay whose candidate has not come yet, so `direct` may still turn into `relay`. */
  tentative?: true;
}

interface CandidateStats {
  type?: string;
  candidateType?: string;
  address?: string;
  ip?: string;
  port?: number;
  protocol?: string;
  relayProtocol?: string;
}

/** An address a peer-reflexive candidate may carry from the far end's own network. */
function privateAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address.endsWith('.local')) return true;
  if (/^(10\.|192\.168\.|127\.|169\.254\.)/.test(address)) return true;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(address)) return true;
  return /^f[cde][0-9a-f]{0,2}:/i.test(address);
}

/** The path of a selected pair from its two candidates. A relay on either end makes it relayed;
 * a remote seen only by its checks (peer-reflexive) at a private address is on the same network. */
export function pathOfPair(local: CandidateStats, remote: CandidateStats): LinkReport {
  const relayed = local.candidateType === 'relay' || remote.candidateType === 'relay';
  const protocol =
    local.candidateType === 'relay' ? (local.relayProtocol ?? 'udp') : (local.protocol ?? 'udp').toLowerCase();
  if (relayed) return { path: 'relay', protocol };
  const remoteHere =
    remote.candidateType === 'host' ||
    (remote.candidateType === 'prflx' && privateAddress(remote.address ?? remote.ip));
  return { path: local.candidateType === 'host' && remoteHere ? 'lan' : 'direct', protocol };
}

/** The selected pair of a stats report: the transport's `selectedCandidatePairId` (Chromium),
 * the pair marked `selected` (Firefox), else the nominated pair whose checks succeeded (the
 * transport names none at a read just after the link opened). */
function selectedPair(byId: Map<string, Record<string, unknown>>): Record<string, unknown> | undefined {
  for (const s of byId.values()) {
    if (s.type !== 'transport' || typeof s.selectedCandidatePairId !== 'string') continue;
    const pair = byId.get(s.selectedCandidatePairId);
    if (pair) return pair;
  }
  const pairs = [...byId.values()].filter((s) => s.type === 'candidate-pair');
  return pairs.find((s) => s.selected === true) ?? pairs.find((s) => s.nominated === true && s.state === 'succeeded');
}

/** A far end seen first by its checks (peer-reflexive), as the candidate it signalled at the same
 * address and port once that came: a relay's checks arrive before its candidate often enough. */
function signalled(remote: CandidateStats, byId: Map<string, Record<string, unknown>>): CandidateStats {
  if (remote.candidateType !== 'prflx') return remote;
  const address = remote.address ?? remote.ip;
  for (const s of byId.values() as Iterable<CandidateStats>) {
    if (
      s.type === 'remote-candidate' &&
      s.candidateType !== 'prflx' &&
      (s.address ?? s.ip) === address &&
      s.port === remote.port
    )
      return s;
  }
  return remote;
}

/** A far end still known only by its checks whose address is one of this end's own relay
 * addresses: its checks come from the same TURN server, so it is relayed there (its candidate may
 * never come: a far end's late candidates can be lost with its signaling). */
function relayedHere(remote: CandidateStats, byId: Map<string, Record<string, unknown>>): boolean {
  const address = remote.address ?? remote.ip;
  if (remote.candidateType !== 'prflx' || !address) return false;
  for (const s of byId.values() as Iterable<CandidateStats>)
    if (s.type === 'local-candidate' && s.candidateType === 'relay' && (s.address ?? s.ip) === address) return true;
  return false;
}

/** The selected pair's path of `pc`, or null while none is selected. */
export async function linkReport(pc: RTCPeerConnection): Promise<LinkReport | null> {
  const stats = await pc.getStats();
  const byId = new Map<string, Record<string, unknown>>();
  stats.forEach((s: Record<string, unknown>) => byId.set(String(s.id), s));
  const pair = selectedPair(byId);
  if (!pair) return null;
  const local = byId.get(String(pair.localCandidateId)) as CandidateStats | undefined;
  const found = byId.get(String(pair.remoteCandidateId)) as CandidateStats | undefined;
  if (!local || !found) return null;
  const remote = signalled(found, byId);
  const report = relayedHere(remote, byId)
    ? { path: 'relay' as const, protocol: (local.protocol ?? 'udp').toLowerCase() }
    : pathOfPair(local, remote);
  const unsure = report.path === 'direct' && remote.candidateType === 'prflx';
  return unsure ? { ...report, tentative: true } : report;
}

/** How long apart `settledLinkReport` reads the stats again. */
export const LINK_READ_EVERY_MS = 250;

/** A connection that will never carry the link again: reading its stats on is wasted work. */
const ended = (pc: RTCPeerConnection): boolean => pc.connectionState === 'closed' || pc.connectionState === 'failed';

/**
 * `linkReport`, read again until it is sure (a pair selected, the far end's candidate known) or
 * `withinMs` passed: a read just as the link opens can come before either. The last read when
 * time runs out or the connection ends, which may be tentative or null.
 */
export async function settledLinkReport(pc: RTCPeerConnection, withinMs: number): Promise<LinkReport | null> {
  const end = Date.now() + withinMs;
  for (;;) {
    const report = await linkReport(pc);
    if ((report && !report.tentative) || Date.now() + LINK_READ_EVERY_MS > end || ended(pc)) return report;
    await new Promise((r) => setTimeout(r, LINK_READ_EVERY_MS));
    if (ended(pc)) return report;
  }
}

/** True when the ICE servers name a TURN relay. */
export function offersRelay(iceServers: readonly RTCIceServer[]): boolean {
  return iceServers.some((s) => (Array.isArray(s.urls) ? s.urls : [s.urls]).some((u) => /^turns?:/i.test(String(u))));
}

/**
 * Why a connection the host answered never opened: `no-path` when no relay was offered (the two
 * networks cannot reach each other directly), `relay-failed` when one was and it did not help.
 * `host-unreachable` when the host never answered (a wrong code, a closed page).
 */
export function failureOf(pc: RTCPeerConnection | undefined, iceServers: readonly RTCIceServer[]): string {
  if (!pc?.remoteDescription) return 'host-unreachable';
  return offersRelay(iceServers) ? 'relay-failed' : 'no-path';
}

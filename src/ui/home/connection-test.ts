/**
 * "Test my connection" (settings, uno-connection-test.ts): which STUN and TURN servers answer, over
 * which protocols, and what kind of NAT that suggests. Candidates are gathered by throwaway
 * RTCPeerConnections that never connect to anyone; nothing but the servers named is asked.
 */

export type ServerKind = 'stun' | 'turn';
export interface ServerAnswer {
  /** The URL as the settings name it. */
  url: string;
  kind: ServerKind;
  /** `udp`, `tcp` or `tls` (TURN over TLS: `turns:`). */
  protocol: string;
  answered: boolean;
}
/**
 * - `open`: the address STUN saw is one of this device's own (no NAT);
 * - `cone`: two STUN servers saw the same public port (endpoint-independent mapping);
 * - `symmetric`: they saw different ports (a relay is needed to reach most players);
 * - `unknown`: one STUN server answered, which cannot tell;
 * - `blocked`: STUN servers are named and none answered (UDP is likely blocked);
 * - `none`: no STUN server is named.
 */
export type NatGuess = 'open' | 'cone' | 'symmetric' | 'unknown' | 'blocked' | 'none';
export interface ConnectionReport {
  servers: ServerAnswer[];
  nat: NatGuess;
  /** At least one TURN server gave a relay address. */
  relay: boolean;
}

/** A gathered candidate, as far as the guess needs it. */
export interface Gathered {
  type: string;
  address: string;
  port: number;
  relatedPort?: number | null;
}

/** The protocol a STUN/TURN URL is reached over. */
export function protocolOf(url: string): string {
  if (/^turns:/i.test(url)) return 'tls';
  return /[?&]transport=tcp\b/i.test(url) ? 'tcp' : 'udp';
}

/** The URLs of ICE servers, one entry each with the server's credentials. */
export function urlsOf(servers: readonly RTCIceServer[]): { url: string; server: RTCIceServer }[] {
  return servers.flatMap((server) =>
    (Array.isArray(server.urls) ? server.urls : [server.urls]).map((url) => ({ url: String(url), server })),
  );
}

/**
 * The NAT a device sits behind, from the candidates one connection gathered with every STUN
 * server at once: each socket's public port as each server saw it. Chromium merges the same
 * address and port seen twice, so one server-reflexive candidate per local socket from two
 * servers answering means the mapping did not change (cone); two means it did (symmetric).
 */
export function guessNat(candidates: readonly Gathered[], stunAnswered: number, stunNamed: number): NatGuess {
  if (stunNamed === 0) return 'none';
  if (stunAnswered === 0) return 'blocked';
  const srflx = candidates.filter((c) => c.type === 'srflx');
  const hostAddresses = new Set(candidates.filter((c) => c.type === 'host').map((c) => c.address));
  if (srflx.length > 0 && srflx.every((c) => hostAddresses.has(c.address))) return 'open';
  if (stunAnswered < 2) return 'unknown';
  // per local socket (its related port, when the browser tells it), how many public ports were seen
  const perSocket = new Map<string, Set<string>>();
  for (const c of srflx) {
    const key = c.relatedPort ? String(c.relatedPort) : 'any';
    const seen = perSocket.get(key) ?? new Set<string>();
    seen.add(`${c.address}:${c.port}`);
    perSocket.set(key, seen);
  }
  return [...perSocket.values()].some((ports) => ports.size > 1) ? 'symmetric' : 'cone';
}

/** Gathers candidates with `servers` until gathering ends or `ms` pass. */
async function gather(servers: RTCIceServer[], policy: RTCIceTransportPolicy, ms: number): Promise<Gathered[]> {
  const pc = new RTCPeerConnection({ iceServers: servers, iceTransportPolicy: policy });
  const found: Gathered[] = [];
  try {
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      pc.addEventListener('icecandidate', (e) => {
        const c = e.candidate;
        if (!c) {
          clearTimeout(timer);
          resolve();
          return;
        }
        if (c.type && c.address && c.port !== null)
          found.push({ type: c.type, address: c.address, port: c.port, relatedPort: c.relatedPort });
      });
    });
    pc.createDataChannel('probe');
    await pc.setLocalDescription(await pc.createOffer());
    await done;
  } finally {
    pc.close();
  }
  return found;
}

/** Asks every server named in `servers`, each URL on its own, then all STUN servers together. */
export async function testConnection(servers: readonly RTCIceServer[], ms = 6000): Promise<ConnectionReport> {
  const urls = urlsOf(servers).filter(({ url }) => /^(stun|turns?):/i.test(url));
  const answers = await Promise.all(
    urls.map(async ({ url, server }): Promise<ServerAnswer> => {
      const kind: ServerKind = /^stun:/i.test(url) ? 'stun' : 'turn';
      const one: RTCIceServer = { ...server, urls: url };
      const got = await gather([one], kind === 'turn' ? 'relay' : 'all', ms).catch(() => []);
      const wanted = kind === 'turn' ? 'relay' : 'srflx';
      return { url, kind, protocol: protocolOf(url), answered: got.some((c) => c.type === wanted) };
    }),
  );
  const stun = answers.filter((a) => a.kind === 'stun');
  const answered = stun.filter((a) => a.answered);
  const together =
    answered.length > 0
      ? await gather(
          answered.map((a) => ({ urls: a.url })),
          'all',
          ms,
        ).catch(() => [])
      : [];
  return {
    servers: answers,
    nat: guessNat(together, answered.length, stun.length),
    relay: answers.some((a) => a.kind === 'turn' && a.answered),
  };
}

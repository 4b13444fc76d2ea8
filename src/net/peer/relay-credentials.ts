/**
 * Time-limited TURN credentials (docs/deploy.md "The relay"): asked of each relay's credentials
 * endpoint before a connection is opened, offered two relays at a time, and renewed before they
 * expire for as long as a page listens or stays connected, so a long game never holds stale ones.
 *
 * What renewal is for: coturn keeps an allocation made with a credential alive past that
 * credential's expiry (test/net/public-relay.test.ts), so a live relayed link does not need
 * the new one; every new allocation does: the host's next guest, a guest's reconnection, ICE
 * gathering again. Renewed credentials go into the host's Peer (PeerJS builds each new
 * RTCPeerConnection from them) and into every live RTCPeerConnection (setConfiguration).
 */
import type { RelaySource } from '../terms/index.js';

/** Relays offered at once: one that fails mid-game leaves the other (issue 29). */
export const RELAYS_AT_ONCE = 2;
const FETCH_TIMEOUT_MS = 3000;
/** A credential is renewed once this share of its life has passed (and at least a few seconds
 * before its end). */
const RENEW_AT = 0.75;
const RENEW_MARGIN_MS = 5000;
/** A credential that claims to last longer is cut to this: a week of one game is already absurd. */
const MAX_TTL_S = 7 * 24 * 3600;

export interface RelayGrant {
  iceServers: RTCIceServer[];
  obtainedAt: number;
  expiresAt: number;
}

const TURN_URL = /^(turns?|stun):[^\s]{1,300}$/i;

function iceUrls(x: unknown): string[] | null {
  const list = typeof x === 'string' ? [x] : x;
  if (!Array.isArray(list) || list.length === 0 || list.length > 8) return null;
  return list.every((u) => typeof u === 'string' && TURN_URL.test(u)) ? (list as string[]) : null;
}

/**
 * A credentials endpoint's answer, in either form: ours (`{ iceServers, ttl }`) or the TURN REST
 * draft's (`{ username, password, ttl, uris }`). Null for anything else.
 */
export function readGrant(body: unknown, nowMs: number): RelayGrant | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const ttl = b.ttl;
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) return null;
  const raw: unknown[] = Array.isArray(b.iceServers)
    ? b.iceServers
    : [{ urls: b.uris, username: b.username, credential: b.password }];
  if (raw.length === 0 || raw.length > 4) return null;
  const iceServers: RTCIceServer[] = [];
  for (const s of raw) {
    if (typeof s !== 'object' || s === null) return null;
    const e = s as Record<string, unknown>;
    const urls = iceUrls(e.urls);
    if (!urls || typeof e.username !== 'string' || typeof e.credential !== 'string') return null;
    if (e.username.length > 200 || e.credential.length > 200) return null;
    iceServers.push({ urls, username: e.username, credential: e.credential });
  }
  return { iceServers, obtainedAt: nowMs, expiresAt: nowMs + Math.min(ttl, MAX_TTL_S) * 1000 };
}

/** When `grant` should be replaced. */
export function renewTime(grant: RelayGrant): number {
  const life = grant.expiresAt - grant.obtainedAt;
  return Math.min(grant.obtainedAt + life * RENEW_AT, grant.expiresAt - RENEW_MARGIN_MS);
}

/** The grants this page holds, by credentials URL: a reconnection while a credential is fresh
 * asks nothing, and a refused ask (429, a relay down) falls back on one not yet expired. */
const held = new Map<string, RelayGrant>();

async function ask(source: RelaySource, now: () => number): Promise<RelayGrant | null> {
  const kept = held.get(source.credentialsUrl);
  if (kept && now() < renewTime(kept)) return kept;
  try {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), FETCH_TIMEOUT_MS);
    const res = await fetch(source.credentialsUrl, { signal: ctrl.signal, cache: 'no-store' });
    const body: unknown = res.ok ? await res.json() : null;
    clearTimeout(timer);
    const grant = readGrant(body, now());
    if (grant) {
      held.set(source.credentialsUrl, grant);
      return grant;
    }
  } catch {
    // unreachable or malformed: the next relay in the order is asked
  }
  return kept && now() < kept.expiresAt ? kept : null;
}

/**
 * The relays to offer now: the first RELAYS_AT_ONCE of `sources` (in the table's order) that
 * answer. `renewBy`: when the soonest of them should be renewed (Infinity: nothing to renew).
 */
export async function relayIce(
  sources: readonly RelaySource[],
  now: () => number = Date.now,
): Promise<{ iceServers: RTCIceServer[]; renewBy: number }> {
  const iceServers: RTCIceServer[] = [];
  let renewBy = Infinity;
  let answered = 0;
  for (const source of sources) {
    if (answered === RELAYS_AT_ONCE) break;
    const grant = await ask(source, now);
    if (!grant) continue;
    answered++;
    iceServers.push(...grant.iceServers);
    renewBy = Math.min(renewBy, renewTime(grant));
  }
  return { iceServers, renewBy };
}

/**
 * Keeps renewing the relays of `sources` until stopped, handing each renewed list to `apply`.
 * A renewal that finds no relay keeps the old list and tries again in a minute.
 */
export function keepRenewing(
  sources: readonly RelaySource[],
  renewBy: number,
  apply: (iceServers: RTCIceServer[]) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = (at: number) => {
    if (stopped || !Number.isFinite(at)) return;
    timer = setTimeout(() => void renew(), Math.max(1000, at - Date.now()));
  };
  const renew = async () => {
    const next = await relayIce(sources);
    if (stopped) return;
    if (next.iceServers.length > 0) apply(next.iceServers);
    schedule(next.iceServers.length > 0 ? next.renewBy : Date.now() + 60_000);
  };
  schedule(renewBy);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Gives a live RTCPeerConnection fresh ICE servers for whatever it gathers next. */
export function refreshIce(pc: RTCPeerConnection | null | undefined, iceServers: RTCIceServer[]): void {
  if (!pc || pc.connectionState === 'closed') return;
  try {
    pc.setConfiguration({ ...pc.getConfiguration(), iceServers });
  } catch {
    // a configuration the browser will not change now: the next connection gets the new one
  }
}

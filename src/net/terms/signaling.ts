/**
 * Where PeerJS signaling happens. In order: URL parameters (`?peerHost=&peerPort=&peerPath=
 * &peerSecure=&ice=`), then the settings the player saved, then the settings file beside this
 * page's index.html (`peerjs-config.json`: `npm start` answers it, a static deployment may ship
 * one), else the public PeerJS broker. Signaling only introduces the peers: the game itself goes
 * over WebRTC data channels (docs/network.md "Three ways to get signaling").
 */
import { rendezvousOrder, tableKey } from './rendezvous.js';
import { cleanLan, inviteBase, type InviteBase } from './invite-origin.js';

export interface SignalingConfig {
  host: string;
  port: number;
  path: string;
  secure: boolean;
  key: string;
  iceServers: RTCIceServer[];
  /**
   * Several signaling servers: a table meets on the one its code picks (rendezvous.ts), the next
   * ones in its order when that one does not answer. Absent: `host` etc. above are the only one.
   */
  servers?: SignalingServer[];
  /** TURN relays whose time-limited credentials are asked before each connection, two at a time
   * (docs/deploy.md "The relay"). */
  relays?: RelaySource[];
}

/** One PeerJS server. */
export type SignalingServer = Pick<SignalingConfig, 'host' | 'port' | 'path' | 'secure' | 'key'>;

/** A relay by its credentials endpoint (TURN REST API: answers its TURN URLs with a username and
 * password that expire, scripts/serve/turn-credentials.mjs). */
export interface RelaySource {
  credentialsUrl: string;
}

/**
 * The public PeerJS broker, with a public STUN server and no relay: PeerJS's own default TURN
 * servers have answered nothing since 2023 (docs/network.md "Three ways to get signaling").
 */
export const PUBLIC_SIGNALING: SignalingConfig = {
  host: '0.peerjs.com',
  port: 443,
  path: '/',
  secure: true,
  key: 'peerjs',
  iceServers: [{ urls: 'stun:stun.l.google.com:19302' }],
};

/** A server's name for rendezvous hashing: what every page calls it, whatever else differs. */
function serverName(s: SignalingServer): string {
  return `${s.secure ? 'wss' : 'ws'}://${s.host}:${s.port}${s.path}`;
}

/**
 * The signaling servers the table `id` tries, in order (the same on every page: rendezvous.ts),
 * each as a whole configuration.
 */
export function tableSignaling(cfg: SignalingConfig, id: string): SignalingConfig[] {
  if (!cfg.servers || cfg.servers.length === 0) return [cfg];
  return rendezvousOrder(tableKey(id), cfg.servers, serverName).map((s) => ({ ...cfg, ...s }));
}

/** The relays the table `id` asks, in order; the first two that answer are offered. */
export function tableRelays(cfg: SignalingConfig, id: string): RelaySource[] {
  return rendezvousOrder(tableKey(id), cfg.relays ?? [], (r) => r.credentialsUrl);
}

/** The settings file beside index.html, relative so that a build served under a sub-path finds
 * it. `npm start` (server/serve.mjs) and the dev server answer it. */
export const SERVED_CONFIG_FILE = 'peerjs-config.json';

/** Where a page at `pageUrl` finds its settings file: beside the page, whatever its hash route. */
export function servedConfigUrl(pageUrl: string): string {
  return new URL(SERVED_CONFIG_FILE, pageUrl).href;
}
const SAVED_KEY = 'uno.net.signaling';

let served: SignalingConfig | null = null;
/** This machine's LAN addresses, as the page's own server says them (invite-origin.ts). */
let servedLan: string[] = [];
let detecting: Promise<SignalingConfig | null> | null = null;

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function parseIce(x: unknown): RTCIceServer[] | null {
  if (!Array.isArray(x) || x.length > 16) return null;
  const out: RTCIceServer[] = [];
  for (const s of x) {
    if (typeof s === 'string') out.push({ urls: s });
    else if (
      isObj(s) &&
      (typeof s.urls === 'string' || (Array.isArray(s.urls) && s.urls.every((u) => typeof u === 'string')))
    ) {
      const server: RTCIceServer = { urls: s.urls };
      if (typeof s.username === 'string') server.username = s.username;
      if (typeof s.credential === 'string') server.credential = s.credential;
      out.push(server);
    } else return null;
  }
  return out;
}

/** Servers and relays a settings file may list; more is refused, not cut, so nobody runs on half a list. */
const MAX_LISTED = 16;

function cleanServers(x: unknown): SignalingServer[] | null {
  if (!Array.isArray(x) || x.length === 0 || x.length > MAX_LISTED) return null;
  const out: SignalingServer[] = [];
  for (const item of x) {
    const s = cleanSignaling(isObj(item) ? { ...item, servers: undefined, relays: undefined } : item);
    if (!s.host) return null;
    out.push({
      host: s.host,
      port: s.port ?? (s.secure === false ? 80 : 443),
      path: s.path ?? '/',
      secure: s.secure ?? true,
      key: s.key ?? 'peerjs',
    });
  }
  return out;
}

/** Relays by credentials URL, resolved against `base` (the settings file's own URL). */
function cleanRelays(x: unknown, base: string | undefined): RelaySource[] | null {
  if (!Array.isArray(x) || x.length === 0 || x.length > MAX_LISTED) return null;
  const out: RelaySource[] = [];
  for (const item of x) {
    const raw = typeof item === 'string' ? item : isObj(item) ? item.credentialsUrl : null;
    if (typeof raw !== 'string' || raw.length > 500) return null;
    let url: URL;
    try {
      url = base ? new URL(raw, base) : new URL(raw);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    out.push({ credentialsUrl: url.href });
  }
  return out;
}

/**
 * Keeps the fields of `x` that are well formed; drops the rest. `base`: the URL relative
 * credentials URLs are read against (without it, only absolute ones are kept).
 */
export function cleanSignaling(x: unknown, base?: string): Partial<SignalingConfig> {
  const out: Partial<SignalingConfig> = {};
  if (!isObj(x)) return out;
  if (typeof x.host === 'string' && /^[A-Za-z0-9.\-:[\]]{1,253}$/.test(x.host)) out.host = x.host;
  if (typeof x.port === 'number' && Number.isInteger(x.port) && x.port > 0 && x.port < 65536) out.port = x.port;
  if (typeof x.path === 'string' && x.path.startsWith('/') && x.path.length < 200) out.path = x.path;
  if (typeof x.secure === 'boolean') out.secure = x.secure;
  if (typeof x.key === 'string' && x.key.length > 0 && x.key.length < 100) out.key = x.key;
  const ice = parseIce(x.iceServers);
  if (ice) out.iceServers = ice;
  const servers = cleanServers(x.servers);
  if (servers) out.servers = servers;
  // one relay (`credentialsUrl`) or several (`relays`)
  const relays = cleanRelays(x.relays ?? (x.credentialsUrl === undefined ? undefined : [x.credentialsUrl]), base);
  if (relays) out.relays = relays;
  return out;
}

function urlParams(): Partial<SignalingConfig> {
  if (typeof location === 'undefined') return {};
  const params = new URLSearchParams(location.search);
  // a hash route may carry its own query (#/join/CODE?peerHost=…)
  const hashQuery = location.hash.indexOf('?');
  if (hashQuery >= 0) new URLSearchParams(location.hash.slice(hashQuery + 1)).forEach((v, k) => params.set(k, v));
  const raw: Record<string, unknown> = {};
  const host = params.get('peerHost');
  if (host) raw.host = host;
  const port = params.get('peerPort');
  if (port) raw.port = Number(port);
  const path = params.get('peerPath');
  if (path) raw.path = path;
  const secure = params.get('peerSecure');
  if (secure) raw.secure = secure === 'true' || secure === '1';
  const key = params.get('peerKey');
  if (key) raw.key = key;
  const ice = params.get('ice');
  if (ice !== null) {
    let list: unknown;
    try {
      list = ice.trim().startsWith('[')
        ? JSON.parse(ice)
        : ice
            .split(',')
            .map((u) => u.trim())
            .filter(Boolean);
    } catch {
      list = null;
    }
    raw.iceServers = list;
  }
  return cleanSignaling(raw);
}

function savedSettings(): Partial<SignalingConfig> {
  try {
    const text = globalThis.localStorage?.getItem(SAVED_KEY);
    return text ? cleanSignaling(JSON.parse(text)) : {};
  } catch {
    return {};
  }
}

/** The configuration in force now (see the order above). Call `detectSignaling()` once first to
 * know whether this page's own server offers signaling. */
export function signalingConfig(): SignalingConfig {
  const own = { ...savedSettings(), ...urlParams() };
  const base: SignalingConfig = { ...(served ?? PUBLIC_SIGNALING) };
  // a server the player named replaces the file's list, not just its first entry
  if (own.host) delete base.servers;
  return { ...base, ...own };
}

/** The player's own choice (a partial one overrides those fields only); null forgets it. */
export function saveSignalingConfig(c: Partial<SignalingConfig> | null): void {
  try {
    if (c === null) globalThis.localStorage?.removeItem(SAVED_KEY);
    else globalThis.localStorage?.setItem(SAVED_KEY, JSON.stringify(cleanSignaling(c)));
  } catch {
    // storage refused: the choice lasts for this page only through URL parameters
  }
}

/** Where this page's invitations point (invite-origin.ts): its own address, or the LAN address its
 * server named when the page is on localhost. */
export function invitationBase(): InviteBase {
  const loc =
    typeof location !== 'undefined'
      ? location
      : { protocol: 'http:', hostname: 'localhost', port: '', origin: 'http://localhost', pathname: '/' };
  return inviteBase(loc, servedLan);
}

/** Asks this page's origin whether it serves signaling (once; later calls reuse the answer). */
export function detectSignaling(): Promise<SignalingConfig> {
  if (!detecting) {
    detecting = (async () => {
      if (typeof location === 'undefined' || typeof fetch === 'undefined' || !/^https?:$/.test(location.protocol))
        return null;
      try {
        const ctrl = new AbortController();
        const timer = setTimeout(() => ctrl.abort(), 3000);
        const base = typeof document === 'undefined' ? location.href : document.baseURI;
        const url = servedConfigUrl(base);
        const res = await fetch(url, { signal: ctrl.signal, cache: 'no-store' });
        clearTimeout(timer);
        if (!res.ok) return null;
        const raw: unknown = await res.json();
        const body = cleanSignaling(raw, url);
        servedLan = cleanLan(isObj(raw) ? raw.lan : null);
        const first = body.servers?.[0];
        if (!body.path && !first) return null;
        const secure = location.protocol === 'https:';
        const config: SignalingConfig = {
          host: body.host ?? first?.host ?? location.hostname,
          port: body.port ?? first?.port ?? (Number(location.port) || (secure ? 443 : 80)),
          path: body.path ?? first?.path ?? '/',
          secure: body.secure ?? first?.secure ?? secure,
          key: body.key ?? first?.key ?? 'peerjs',
          iceServers: body.iceServers ?? [],
        };
        if (body.servers) config.servers = body.servers;
        if (body.relays) config.relays = body.relays;
        return config;
      } catch {
        return null;
      }
    })().then((c) => (served = c));
  }
  return detecting.then(() => signalingConfig());
}

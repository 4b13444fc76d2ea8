/**
 * Where PeerJS signaling happens. In order: URL parameters (`?peerHost=&peerPort=&peerPath=
 * &peerSecure=&ice=`), then the settings the player saved, then the settings file beside this
 * page's index.html (`peerjs-config.json`: `npm start` answers it, a static deployment may ship
 * one), else the public PeerJS broker. Signaling only introduces the peers: the game itself goes
 * over WebRTC data channels (docs/network.md "Three ways to get signaling").
 */
import { cleanLan, inviteBase, type InviteBase } from './invite-origin.js';

export interface SignalingConfig {
  host: string;
  port: number;
  path: string;
  secure: boolean;
  key: string;
  iceServers: RTCIceServer[];
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

/** Keeps the fields of `x` that are well formed; drops the rest. */
export function cleanSignaling(x: unknown): Partial<SignalingConfig> {
  const out: Partial<SignalingConfig> = {};
  if (!isObj(x)) return out;
  if (typeof x.host === 'string' && /^[A-Za-z0-9.\-:[\]]{1,253}$/.test(x.host)) out.host = x.host;
  if (typeof x.port === 'number' && Number.isInteger(x.port) && x.port > 0 && x.port < 65536) out.port = x.port;
  if (typeof x.path === 'string' && x.path.startsWith('/') && x.path.length < 200) out.path = x.path;
  if (typeof x.secure === 'boolean') out.secure = x.secure;
  if (typeof x.key === 'string' && x.key.length > 0 && x.key.length < 100) out.key = x.key;
  const ice = parseIce(x.iceServers);
  if (ice) out.iceServers = ice;
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
  return { ...(served ?? PUBLIC_SIGNALING), ...savedSettings(), ...urlParams() };
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
        const res = await fetch(servedConfigUrl(base), { signal: ctrl.signal, cache: 'no-store' });
        clearTimeout(timer);
        if (!res.ok) return null;
        const raw: unknown = await res.json();
        const body = cleanSignaling(raw);
        if (!body.path) return null;
        servedLan = cleanLan(isObj(raw) ? raw.lan : null);
        const secure = location.protocol === 'https:';
        return {
          host: body.host ?? location.hostname,
          port: body.port ?? (Number(location.port) || (secure ? 443 : 80)),
          path: body.path,
          secure: body.secure ?? secure,
          key: body.key ?? 'peerjs',
          iceServers: body.iceServers ?? [],
        };
      } catch {
        return null;
      }
    })().then((c) => (served = c));
  }
  return detecting.then(() => signalingConfig());
}

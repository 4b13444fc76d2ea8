// The credentials endpoint of the internet relay (docs/deploy.md "The relay"): time-limited TURN
// REST credentials (username `expiry:name`, password its HMAC-SHA1 under the secret coturn shares,
// public-turn.mjs), handed to any page that asks, at most a few times a minute per address. It
// keeps no state a stranger can grow: one small token bucket per address (per /64 for IPv6, since
// one IPv6 host holds a whole /64), at most `maxClients` of them, the least recently seen dropped first.
import { createHmac, randomBytes } from 'node:crypto';
import { isIP, isIPv6 } from 'node:net';

export const CREDENTIALS_PATH = '/turn-credentials';
/** How long a credential lasts. The page renews it before it ends (src/net/peer/relay-renewal.ts). */
export const CREDENTIALS_TTL_S = 3600;
/** Requests one address may make in a burst, and how many come back each minute. */
export const CREDENTIALS_BURST = 10;
export const CREDENTIALS_PER_MINUTE = 6;
/** Addresses remembered at once: a bucket is about 100 bytes, so about 2 MB at most. */
export const CREDENTIALS_MAX_CLIENTS = 20000;

/**
 * One TURN REST credential: `username` is its expiry (seconds since 1970) and a random name of its
 * own (coturn counts its per-user quota by that name, so no two pages share one quota).
 * @param {string} secret
 * @param {number} nowS
 * @param {number} [ttlS]
 */
export function restCredential(secret, nowS, ttlS = CREDENTIALS_TTL_S) {
  const username = `${Math.floor(nowS) + ttlS}:${randomBytes(9).toString('base64url')}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** The key of an address's bucket: the address, or its /64 for IPv6 (IPv4-mapped ones as IPv4). */
export function clientKey(address) {
  const a = String(address ?? '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) return mapped[1];
  if (!isIPv6(a)) return a;
  // expand `::` so the first four groups are the /64
  const [head, tail = ''] = a.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = a.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** An address as a socket gives it and as a header writes it, alike (IPv4-mapped IPv6 as IPv4). */
const plainAddress = (address) => String(address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Where a request comes from behind the reverse proxies at `trusted` (their addresses): a request
 * from one of them is from the last address of its `X-Forwarded-For` that is not one of them (the
 * one the nearest proxy saw; those before it are whatever the client wrote). A request from any
 * other address, or a header with no address the proxies added, is from its socket's address.
 * @param {string[]} trusted
 * @returns {(req: import('node:http').IncomingMessage) => string}
 */
export function forwardedAddress(trusted) {
  const proxies = new Set(trusted.map(plainAddress));
  return (req) => {
    const socket = plainAddress(req.socket.remoteAddress);
    const header = req.headers['x-forwarded-for'];
    if (!proxies.has(socket) || header === undefined) return socket;
    const hops = (Array.isArray(header) ? header.join(',') : header).split(',');
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = plainAddress(hops[i].trim());
      if (isIP(hop) === 0) return socket;
      if (!proxies.has(hop)) return hop;
    }
    return socket;
  };
}

/**
 * A token-bucket limiter per client, with bounded memory.
 * @param {{ burst?: number, perMinute?: number, maxClients?: number }} [opts]
 */
export function createRateLimiter(opts = {}) {
  const burst = opts.burst ?? CREDENTIALS_BURST;
  const perMs = (opts.perMinute ?? CREDENTIALS_PER_MINUTE) / 60000;
  const maxClients = opts.maxClients ?? CREDENTIALS_MAX_CLIENTS;
  /** key → { tokens, at }; a Map keeps insertion order, so the first key is the least recently seen */
  const buckets = new Map();
  return {
    /** True when `key` may have one more now (`nowMs`); false when it must wait. */
    take(key, nowMs) {
      const old = buckets.get(key);
      let tokens = burst;
      if (old) {
        buckets.delete(key);
        tokens = Math.min(burst, old.tokens + (nowMs - old.at) * perMs);
      } else if (buckets.size >= maxClients) {
        // full: forget the least recently seen (a full bucket again when it comes back)
        buckets.delete(buckets.keys().next().value);
      }
      const allowed = tokens >= 1;
      buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: nowMs });
      return allowed;
    },
    /** Seconds until `key` may ask again. */
    waitS(key, nowMs) {
      const b = buckets.get(key);
      if (!b) return 0;
      const tokens = Math.min(burst, b.tokens + (nowMs - b.at) * perMs);
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / perMs / 1000);
    },
    get size() {
      return buckets.size;
    },
  };
}

/**
 * The endpoint as a Node/Express handler: GET answers
 * `{ "iceServers": [{ "urls": [...], "username", "credential" }], "ttl": seconds }` (the form
 * RTCPeerConnection takes), 429 with Retry-After when an address asks too often, 405 for other methods.
 * @param {{ secret: string, urls: string[] | (() => string[]), ttlS?: number, now?: () => number,
 *   limiter?: ReturnType<typeof createRateLimiter>, allowOrigin?: string,
 *   clientAddress?: (req: import('node:http').IncomingMessage) => string }} opts
 *   urls: the relay's turn:/turns: URLs; allowOrigin: the CORS origin allowed to ask (default `*`:
 *   a static build on another host asks from there; CORS binds only browsers, the rate limit binds
 *   everyone); clientAddress: where a request comes from (default: the socket's address; behind
 *   a reverse proxy, `forwardedAddress`)
 */
export function credentialsHandler(opts) {
  if (!opts?.secret) throw new Error('credentialsHandler: a secret is needed');
  const ttlS = opts.ttlS ?? CREDENTIALS_TTL_S;
  const now = opts.now ?? (() => Date.now());
  const limiter = opts.limiter ?? createRateLimiter();
  const address = opts.clientAddress ?? ((req) => req.socket.remoteAddress ?? '');
  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', opts.allowOrigin ?? '*');
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET');
      res.statusCode = 204;
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET');
      return res.end();
    }
    const key = clientKey(address(req));
    const nowMs = now();
    if (!limiter.take(key, nowMs)) {
      res.statusCode = 429;
      res.setHeader('Retry-After', String(Math.max(1, limiter.waitS(key, nowMs))));
      res.setHeader('Content-Type', 'application/json');
      return res.end(JSON.stringify({ error: 'too-many-requests' }));
    }
    const urls = typeof opts.urls === 'function' ? opts.urls() : opts.urls;
    const body = { iceServers: [{ urls, ...restCredential(opts.secret, nowMs / 1000, ttlS) }], ttl: ttlS };
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(body));
  };
}

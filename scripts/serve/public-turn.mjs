// coturn as an internet relay: what `npm start -- --public` runs beside the app and the PeerJS
// server (docs/deploy.md "The relay"). Unlike the LAN relay (server/coturn.mjs), which relays only
// towards the LAN, this one relays towards the internet and refuses exactly what an internet relay
// must never reach: private, loopback, link-local and carrier-grade NAT ranges, and the operator's
// own addresses, so a stranger holding credentials cannot use it to walk into the operator's network.
//
// Credentials follow the TURN REST scheme (`use-auth-secret`): a secret shared between coturn and
// the credentials endpoint (turn-credentials.mjs), never written on coturn's command line (any
// local user reads that with `ps`) but in a file only this user reads.
import { randomBytes } from 'node:crypto';
import { launchCoturn, relayArgs } from '../../server/coturn.mjs';

export const PUBLIC_TURN_REALM = 'uno.relay';
export const PUBLIC_TURN_PORT = 3478;
export const PUBLIC_TURNS_PORT = 5349;

/**
 * Allocations one credential may hold at once. Chromium makes one allocation per TURN URL for
 * each connection: a guest offered UDP, TCP and TLS holds 3; a page hosting a full table holds
 * up to 40 channels (CHANNEL_LIMITS.maxChannels in src/net/peer/channel-guard.ts), so 120.
 */
export const PUBLIC_USER_QUOTA = 120;
/** Allocations of everyone at once: about 500 relayed guests of 3 allocations each. */
export const PUBLIC_TOTAL_QUOTA = 1500;
/**
 * Bytes per second one allocation may relay. A table's traffic is a few KB a second at its
 * busiest; the cap stops a credential from being a free tunnel for video or downloads.
 */
export const PUBLIC_MAX_BPS = 64 * 1024;

/**
 * Ranges an internet relay never relays towards (RFC 6890 special-purpose addresses a game peer
 * cannot have): "this network", private (RFC 1918), carrier-grade NAT (RFC 6598), loopback,
 * link-local (cloud metadata services live at 169.254.169.254), IETF protocol assignments,
 * multicast and reserved; IPv6 loopback, IPv4-mapped (::ffff:127.0.0.1 is
 * loopback by another name), NAT64, unique-local, link-local and multicast.
 */
export const DENIED_PEER_RANGES = Object.freeze([
  '0.0.0.0-0.255.255.255',
  '10.0.0.0-10.255.255.255',
  '100.64.0.0-100.127.255.255',
  '127.0.0.0-127.255.255.255',
  '169.254.0.0-169.254.255.255',
  '172.16.0.0-172.31.255.255',
  '192.0.0.0-192.0.0.255',
  '192.168.0.0-192.168.255.255',
  '224.0.0.0-255.255.255.255',
  // not '::' nor '::-::1': coturn (4.6) then denies every IPv4 peer (test/net/public-relay.test.ts)
  '::1',
  '::ffff:0.0.0.0-::ffff:255.255.255.255',
  '64:ff9b::-64:ff9b::ffff:ffff',
  'fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  'fe80::-febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  'ff00::-ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
]);

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * A denied-peer range from what an operator writes: an address, `first-last`, or an IPv4 CIDR
 * (`203.0.113.0/24`). Throws a readable error for anything else.
 * @param {string} text
 */
export function peerRange(text) {
  const t = String(text).trim();
  const cidr = /^([\d.]+)\/(\d{1,2})$/.exec(t);
  if (cidr) {
    const ip = IPV4.exec(cidr[1]);
    const bits = Number(cidr[2]);
    if (!ip || bits > 32 || ip.slice(1).some((p) => Number(p) > 255)) throw new Error(`"${t}" is no IPv4 range`);
    const n = ip.slice(1).reduce((acc, p) => acc * 256 + Number(p), 0);
    const size = 2 ** (32 - bits);
    const first = Math.floor(n / size) * size;
    const toIp = (v) => [24, 16, 8, 0].map((s) => Math.floor(v / 2 ** s) % 256).join('.');
    return `${toIp(first)}-${toIp(first + size - 1)}`;
  }
  const parts = t.split('-');
  const address = (a) =>
    (IPV4.test(a) && a.split('.').every((p) => Number(p) <= 255)) || /^[0-9a-f:.]*:[0-9a-f:.]*$/i.test(a);
  if (parts.length <= 2 && parts.every(address)) return t;
  throw new Error(`"${t}" is no address, address range (first-last) or IPv4 CIDR`);
}

/**
 * coturn's arguments and its private config file for an internet relay.
 * @param {{
 *   secret: string,
 *   port?: number,
 *   tlsPort?: number,
 *   cert?: string, key?: string,
 *   realm?: string,
 *   ownAddresses?: string[],
 *   deny?: string[],
 *   allow?: string[],
 *   listenIps?: string[],
 *   relayIps?: string[],
 *   externalIp?: string,
 *   userQuota?: number, totalQuota?: number, maxBps?: number,
 * }} opts
 *   secret: the TURN REST secret shared with the credentials endpoint; port: TURN over UDP and TCP;
 *   tlsPort: TURN over TLS (used only with cert and key, paths of PEM files); ownAddresses: this
 *   machine's addresses, refused as peers (a relay relaying to itself reaches every service
 *   the machine listens on); deny: the operator's other networks (addresses, ranges or CIDRs);
 *   allow: exceptions to all of that (coturn's allowed list wins over its denied one): only for a
 *   test or a lab whose peers all sit on one machine or in private ranges, never on the internet;
 *   listenIps: where coturn listens (default: everywhere); relayIps: the addresses it relays from (the
 *   machine's internet-facing ones: left to coturn, a client reaching it over loopback gets a
 *   loopback relay, which can reach no peer); externalIp: the public address when
 *   the machine sits behind a 1:1 NAT (most cloud VMs), `public` or `public/private`
 * @returns {{ args: string[], configText: string, tls: boolean }} configText holds the secret:
 *   write it to a file only this user reads and pass its path as `-c` before `args`
 */
export function publicTurnConfig(opts) {
  if (!opts?.secret || typeof opts.secret !== 'string') throw new Error('publicTurnConfig: a secret is needed');
  if (/[\r\n]/.test(opts.secret)) throw new Error('publicTurnConfig: the secret must be one line');
  const port = opts.port ?? PUBLIC_TURN_PORT;
  const tls = Boolean(opts.cert && opts.key);
  if (Boolean(opts.cert) !== Boolean(opts.key))
    throw new Error('TLS needs both a certificate (--cert) and its key (--key)');
  const denied = [...DENIED_PEER_RANGES, ...(opts.ownAddresses ?? []), ...(opts.deny ?? [])].map(peerRange);
  const allowed = (opts.allow ?? []).map(peerRange);
  const args = relayArgs({
    port,
    realm: opts.realm ?? PUBLIC_TURN_REALM,
    denied,
    allowed,
    userQuota: opts.userQuota ?? PUBLIC_USER_QUOTA,
    totalQuota: opts.totalQuota ?? PUBLIC_TOTAL_QUOTA,
    more: [
      ...(opts.listenIps ?? []).map((ip) => `--listening-ip=${ip}`),
      ...(opts.relayIps ?? []).map((ip) => `--relay-ip=${ip}`),
      ...(opts.externalIp ? [`--external-ip=${opts.externalIp}`] : []),
      ...(tls
        ? [`--tls-listening-port=${opts.tlsPort ?? PUBLIC_TURNS_PORT}`, `--cert=${opts.cert}`, `--pkey=${opts.key}`]
        : ['--no-tls']),
      // coturn refuses loopback peers before it reads its lists: a test that allows them says so
      ...(allowed.some((r) => r.startsWith('127.')) ? ['--allow-loopback-peers'] : []),
      `--max-bps=${opts.maxBps ?? PUBLIC_MAX_BPS}`,
      '--stale-nonce=600',
    ],
  });
  return { args, configText: `static-auth-secret=${opts.secret}\n`, tls };
}

/** A fresh TURN REST secret (32 random bytes). */
export function newTurnSecret() {
  return randomBytes(32).toString('base64url');
}

/**
 * Starts coturn as an internet relay. Resolves once it answers STUN on its port; rejects with
 * coturn's own reason (its last `ERROR:` line) when it does not.
 * @param {Parameters<typeof publicTurnConfig>[0] & { binary: string }} opts
 * @returns {Promise<{ port: number, tlsPort: number | null, secret: string, close(): void }>}
 */
export async function startPublicTurn(opts) {
  const { args, configText, tls } = publicTurnConfig(opts);
  const port = opts.port ?? PUBLIC_TURN_PORT;
  const { close } = await launchCoturn({ binary: opts.binary, args, configText, port });
  return {
    port,
    tlsPort: tls ? (opts.tlsPort ?? PUBLIC_TURNS_PORT) : null,
    secret: opts.secret,
    close,
  };
}

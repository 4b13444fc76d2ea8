// STUN and TURN for the LAN, beside `npm start`'s web server: coturn when it is installed (STUN and
// a TURN relay), else this package's own STUN server (no relay). The pages learn the servers from
// /peerjs-config.json, with fresh time-limited TURN credentials at each request.
import dgram from 'node:dgram';
import net from 'node:net';
import { findTurnserver, startCoturn, turnCredentials } from './coturn.mjs';
import { startStunServer } from './stun-server.mjs';
import { lanInterfaces } from './lan.mjs';

export const DEFAULT_ICE_PORT = 3478;

/** This machine's IPv4 interfaces another device on the LAN could reach, with their netmasks. */
export function lanSubnets() {
  return lanInterfaces().map(({ address, netmask }) => ({ address, netmask }));
}

function portFree(port) {
  const tryUdp = () =>
    new Promise((resolve) => {
      const s = dgram.createSocket('udp4');
      s.once('error', () => resolve(false));
      s.bind(port, '0.0.0.0', () => s.close(() => resolve(true)));
    });
  const tryTcp = () =>
    new Promise((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '0.0.0.0', () => s.close(() => resolve(true)));
    });
  return tryUdp().then((udp) => udp && tryTcp());
}

/** The first port from `start` free on both UDP and TCP, or null after `tries` ports. */
export async function freeIcePort(start, tries = 20) {
  for (let p = start; p < start + tries && p <= 65535; p++) if (await portFree(p)) return p;
  return null;
}

/** The ICE port asked for in the environment (ICE_PORT), or the default. Throws a readable error. */
export function icePortFromEnv(env = process.env) {
  if (!env.ICE_PORT) return DEFAULT_ICE_PORT;
  const port = Number(env.ICE_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`ICE_PORT must be a port number from 1 to 65535, not "${env.ICE_PORT}".`);
  }
  return port;
}

/**
 * @param {{ port?: number, addresses?: string[], subnets?: { address: string, netmask: string }[],
 *   turnserver?: string | null, now?: () => number }} [opts]
 *   addresses: where the pages reach this machine (default: its LAN addresses); turnserver: the
 *   coturn binary (default: found on the PATH; null: STUN only)
 * @returns {Promise<{ kind: 'coturn' | 'stun', port: number, note: string, iceServers(): RTCIceServer[], close(): Promise<void> }>}
 */
export async function startIceService(opts = {}) {
  const wanted = opts.port ?? DEFAULT_ICE_PORT;
  const port = await freeIcePort(wanted);
  if (port === null) throw new Error(`ports ${wanted} to ${wanted + 19} are all taken (UDP or TCP)`);
  const subnets = opts.subnets ?? lanSubnets();
  const addresses = opts.addresses ?? subnets.map((s) => s.address);
  const now = opts.now ?? (() => Date.now() / 1000);
  const binary = opts.turnserver === undefined ? findTurnserver() : opts.turnserver;
  const stunUrls = addresses.map((a) => `stun:${a}:${port}`);
  let note = '';
  if (binary) {
    try {
      const turn = await startCoturn({ binary, port, subnets });
      const turnUrls = addresses.flatMap((a) => [`turn:${a}:${port}?transport=udp`, `turn:${a}:${port}?transport=tcp`]);
      return {
        kind: 'coturn',
        port,
        note,
        iceServers: () =>
          addresses.length === 0
            ? []
            : [{ urls: stunUrls }, { urls: turnUrls, ...turnCredentials(turn.secret, now()) }],
        close: async () => turn.close(),
      };
    } catch (err) {
      note = `${err instanceof Error ? err.message : String(err)}; STUN only`;
    }
  }
  const stun = await startStunServer({ port });
  return {
    kind: 'stun',
    port: stun.port,
    note,
    iceServers: () => (addresses.length === 0 ? [] : [{ urls: stunUrls }]),
    close: () => stun.close(),
  };
}

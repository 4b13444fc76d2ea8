// What an operator runs on a machine of the internet (`npm start -- --public`, docs/deploy.md): the
// built app and the PeerJS server on one port, coturn as an internet relay (public-turn.mjs) with
// its credentials endpoint (turn-credentials.mjs) beside the settings file, so pages find the
// relay by themselves. Without coturn it still serves STUN (Node's), and says that no relay runs.
import { readFileSync } from 'node:fs';
import { startServer } from '../../server/serve.mjs';
import { findTurnserver } from '../../server/coturn.mjs';
import { startStunServer } from '../../server/stun-server.mjs';
import { lanInterfaces } from '../../server/lan.mjs';
import { PUBLIC_TURN_PORT, PUBLIC_TURNS_PORT, newTurnSecret, startPublicTurn } from './public-turn.mjs';
import { CREDENTIALS_PATH, CREDENTIALS_TTL_S, credentialsHandler, forwardedAddress } from './turn-credentials.mjs';

/** Peers one signaling server holds at once (PeerJS's default, 5,000, is its public broker's cap;
 * docs/deploy.md "How many players one server takes"). */
export const PUBLIC_PEER_LIMIT = 50000;

/**
 * @param {{
 *   port?: number, host?: string, dist?: string,
 *   publicHost: string,
 *   turnPort?: number, tlsPort?: number,
 *   cert?: string, key?: string,
 *   deny?: string[], relayIps?: string[], externalIp?: string,
 *   turnserver?: string | null,
 *   secret?: string, ttlS?: number,
 *   peerLimit?: number,
 *   relayAllow?: string[], trustProxy?: string[],
 * }} opts publicHost: the name (or address) pages reach this machine by, put in the TURN URLs;
 *   cert/key: PEM files for HTTPS and TURN over TLS; turnserver: coturn's binary (default: found;
 *   null: none); secret: the TURN REST secret (default: a new one at each start); relayAllow: see
 *   public-turn.mjs `allow` (tests only); trustProxy: the addresses of reverse proxies in front,
 *   whose X-Forwarded-For says who asks for credentials (turn-credentials.mjs `forwardedAddress`)
 * @returns {Promise<{ url: string, port: number, relay: 'coturn' | 'stun', note: string,
 *   turnPort: number, tlsPort: number | null, secret: string, close(): Promise<void> }>}
 */
export async function startPublicServer(opts) {
  if (!opts.publicHost) throw new Error('the public name or address of this machine is needed (--host-name)');
  if (Boolean(opts.cert) !== Boolean(opts.key)) throw new Error('TLS needs both --cert and --key');
  const tls =
    opts.cert && opts.key ? { cert: readFileSync(opts.cert, 'utf8'), key: readFileSync(opts.key, 'utf8') } : undefined;
  const turnPort = opts.turnPort ?? PUBLIC_TURN_PORT;
  const secret = opts.secret ?? newTurnSecret();
  const binary = opts.turnserver === undefined ? findTurnserver() : opts.turnserver;
  const h = opts.publicHost;
  let relay = null;
  let stun = null;
  let note = '';
  if (binary) {
    try {
      relay = await startPublicTurn({
        binary,
        secret,
        port: turnPort,
        tlsPort: opts.tlsPort ?? PUBLIC_TURNS_PORT,
        cert: opts.cert,
        key: opts.key,
        // every address of this machine: a relay relaying to itself reaches all it listens on
        ownAddresses: lanInterfaces().map((i) => i.address),
        deny: opts.deny,
        relayIps: opts.relayIps,
        externalIp: opts.externalIp,
        allow: opts.relayAllow,
      });
    } catch (err) {
      note = `${err instanceof Error ? err.message : String(err)}; STUN only, no relay`;
    }
  } else {
    note = 'coturn is not installed (apt-get install -y coturn): STUN only, no relay';
  }
  if (!relay) stun = await startStunServer({ port: turnPort });
  const turnUrls = () => [
    `turn:${h}:${turnPort}?transport=udp`,
    `turn:${h}:${turnPort}?transport=tcp`,
    ...(relay?.tlsPort ? [`turns:${h}:${relay.tlsPort}?transport=tcp`] : []),
  ];
  let server;
  try {
    server = await startServer({
      port: opts.port ?? 8080,
      host: opts.host ?? '0.0.0.0',
      dist: opts.dist ?? 'dist',
      tls,
      tries: 1,
      iceServers: [{ urls: `stun:${h}:${turnPort}` }],
      // relative to the settings file: `/turn-credentials` on this server
      config: relay ? { credentialsUrl: CREDENTIALS_PATH.slice(1) } : {},
      concurrentLimit: opts.peerLimit ?? PUBLIC_PEER_LIMIT,
      routes: relay
        ? (app) =>
            app.all(
              CREDENTIALS_PATH,
              credentialsHandler({
                secret,
                urls: turnUrls,
                ttlS: opts.ttlS ?? CREDENTIALS_TTL_S,
                clientAddress: opts.trustProxy?.length ? forwardedAddress(opts.trustProxy) : undefined,
              }),
            )
        : undefined,
    });
  } catch (err) {
    relay?.close();
    await stun?.close();
    throw err;
  }
  return {
    url: server.url,
    port: server.port,
    relay: relay ? 'coturn' : 'stun',
    note,
    turnPort,
    tlsPort: relay?.tlsPort ?? null,
    secret,
    close: async () => {
      await server.close();
      relay?.close();
      await stun?.close();
    },
  };
}

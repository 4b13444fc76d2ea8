#!/usr/bin/env node
// `npm start`: builds the app and serves it with PeerJS signaling on one port, on every interface,
// plus STUN and TURN for the LAN (coturn when installed, else STUN from Node), so phones and laptops
// on the same LAN can play with no internet at all. PORT sets the web port (default 8080; the next
// free one if it is taken), ICE_PORT the STUN/TURN port (default 3478); ICE names your own
// STUN/TURN servers instead (a JSON array); `--https` (or HTTPS=1) serves over TLS.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { fail, parseCli } from './cli.mjs';
import { startServer, lanAddresses } from '../server/serve.mjs';
import { parseIceEnv } from '../server/peer-server.mjs';
import { icePortFromEnv, startIceService } from '../server/ice-service.mjs';
import { loadOrMakeCert } from '../server/https-cert.mjs';
import { banner, iceLine, terminalQr } from '../server/banner.mjs';
import { lanInterfaces } from '../server/lan.mjs';
import { startPublicServer } from './serve/public-server.mjs';

const USAGE = `Usage: npm start [-- --https] [-- --no-build]
       npm start -- --public [--host-name NAME] [--cert FILE --key FILE] [--deny RANGE]...

Builds the app, then serves it with its own PeerJS signaling and STUN/TURN on every interface.
  --https      serve over TLS, with a self-signed certificate kept in .cert/ (or HTTPS=1)
  --no-build   serve the dist/ already built
For a machine on the internet (docs/deploy.md):
  --public       the app, PeerJS signaling, and coturn as an internet relay with time-limited
                 credentials at /turn-credentials (relaying to private addresses refused)
  --host-name    the name or address pages reach this machine by (default: PUBLIC_HOST, else
                 its first address)
  --cert, --key  PEM certificate and key: HTTPS, and TURN over TLS on TURNS_PORT
  --deny         a range of your own network the relay must never reach (CIDR or first-last;
                 repeat it); private, loopback, link-local and CGNAT ranges are always refused
  --relay-ip     the address coturn relays from (repeat it; default: coturn's choice)
  --external-ip  the public address, when this machine sits behind a 1:1 NAT (most cloud VMs)
  --trust-proxy  the address of a reverse proxy in front (repeat it): the credentials' rate limit
                 then counts the client its X-Forwarded-For names, not the proxy
Environment:
  PORT         the web port (default 8080; the next free one when it is taken; 0: any)
  ICE_PORT     the STUN/TURN port, UDP and TCP (default 3478; the next free one when it is taken)
  ICE          your own ICE servers instead, a JSON array of RTCIceServer
  HTTPS        1 (or true, yes, on) for --https
  TURN_PORT    with --public: TURN over UDP and TCP (default 3478)
  TURNS_PORT   with --public and a certificate: TURN over TLS (default 5349; 443 gets through
               networks that allow nothing else)
`;
const args = parseCli('start', USAGE, {
  https: { type: 'boolean', default: false },
  'no-build': { type: 'boolean', default: false },
  public: { type: 'boolean', default: false },
  'host-name': { type: 'string' },
  cert: { type: 'string' },
  key: { type: 'string' },
  deny: { type: 'string', multiple: true, default: [] },
  'relay-ip': { type: 'string', multiple: true, default: [] },
  'external-ip': { type: 'string' },
  'trust-proxy': { type: 'string', multiple: true, default: [] },
});
if (!args.public) {
  for (const only of ['host-name', 'cert', 'key', 'external-ip']) {
    if (args[only] !== undefined) fail('start', USAGE, `--${only} goes with --public.`);
  }
  if (args.deny.length > 0 || args['relay-ip'].length > 0 || args['trust-proxy'].length > 0)
    fail('start', USAGE, '--deny, --relay-ip and --trust-proxy go with --public.');
}
for (const address of args['trust-proxy']) {
  if (isIP(address) === 0) fail('start', USAGE, `--trust-proxy takes an IP address: ${address} is none.`);
}
if (Boolean(args.cert) !== Boolean(args.key)) fail('start', USAGE, '--cert and --key go together.');
for (const file of [args.cert, args.key]) {
  if (file && !existsSync(file)) fail('start', USAGE, `${file} does not exist.`);
}

if (!existsSync('index.html')) {
  console.error('index.html is missing: the app has no entry page yet, so there is nothing to build or serve.');
  process.exit(1);
}
if (!existsSync('node_modules')) {
  console.error('node_modules is missing: run `npm ci` first.');
  process.exit(1);
}

// Every setting is read before the build, so a typo costs no wait.
const env = process.env;
const requested = env.PORT?.trim() ? Number(env.PORT) : 8080;
if (!/^\d+$/.test(env.PORT?.trim() || '8080') || requested > 65535) {
  fail('start', USAGE, `PORT must be a port number from 0 to 65535 (0: any free port), not "${env.PORT}".`);
}
let icePort = 0;
try {
  icePort = icePortFromEnv(env);
} catch (err) {
  fail('start', USAGE, err instanceof Error ? err.message : String(err));
}
const portEnv = (name, fallback) => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    fail('start', USAGE, `${name} must be a port number from 1 to 65535, not "${env[name]}".`);
  }
  return Number(raw);
};
const turnPort = portEnv('TURN_PORT', 3478);
const tlsPort = portEnv('TURNS_PORT', 5349);
const httpsEnv = (env.HTTPS ?? '').trim();
if (!/^(1|true|yes|on|0|false|no|off|)$/i.test(httpsEnv)) {
  fail('start', USAGE, `HTTPS must be 1 or 0 (true/false, yes/no, on/off), not "${env.HTTPS}".`);
}
const https = args.https || /^(1|true|yes|on)$/i.test(httpsEnv);
// the user's own ICE servers win; a malformed value falls back to the ones served here
const ownIce = parseIceEnv(env);
if (ownIce.error) console.warn(`${ownIce.error} Using the STUN/TURN served here instead.`);

if (!args['no-build']) {
  console.log('Building the app (vite build)…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The build failed: see above.');
    process.exit(build.status ?? 1);
  }
}

if (args.public) await servePublic();

const addresses = lanAddresses();

// STUN and TURN for the LAN. With no LAN address there is no phone to serve: nothing is started.
let ice = null;
let iceFailed = '';
if (!ownIce.servers && addresses.length > 0) {
  try {
    ice = await startIceService({ port: icePort, addresses });
    if (ice.port !== icePort) console.log(`Port ${icePort} (STUN/TURN) is taken: using ${ice.port}.`);
  } catch (err) {
    iceFailed = err instanceof Error ? err.message : String(err);
  }
}
const iceServers = ownIce.servers ?? (ice ? () => ice.iceServers() : []);

let tls;
if (https) {
  try {
    tls = await loadOrMakeCert({ dir: '.cert', addresses });
    if (tls.warning) console.warn(`Note: ${tls.warning}.`);
  } catch (err) {
    console.error(`HTTPS: no certificate could be made (${err instanceof Error ? err.message : String(err)}).`);
    await ice?.close();
    process.exit(1);
  }
}

let server;
try {
  server = await startServer({ port: requested, host: '0.0.0.0', dist: 'dist', iceServers, tls, lan: addresses });
} catch (err) {
  console.error(`The app could not be served: ${err instanceof Error ? err.message : String(err)}`);
  await ice?.close();
  process.exit(1);
}
if (server.port !== requested && requested !== 0) console.log(`Port ${requested} is taken: using ${server.port}.`);
const scheme = https ? 'https' : 'http';
console.log(
  banner({
    scheme,
    port: server.port,
    addresses,
    ice: iceLine({ own: ownIce.servers, service: ice, failed: iceFailed, lan: addresses.length > 0 }),
    fingerprint: tls?.fingerprint,
  }),
);
if (addresses.length > 0) {
  const first = `${scheme}://${addresses[0]}:${server.port}/`;
  console.log(`\nScan to open ${first} on a phone:\n`);
  console.log(terminalQr(first, process.stdout.isTTY && !env.NO_COLOR));
}
console.log('Ctrl+C stops the server.');

const stop = async () => {
  await server.close();
  await ice?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** `--public`: the app, signaling and an internet relay (scripts/serve/public-server.mjs); never returns. */
async function servePublic() {
  const publicHost = args['host-name'] ?? env.PUBLIC_HOST?.trim() ?? lanInterfaces()[0]?.address;
  if (!publicHost) {
    console.error('This machine has no address another could reach: give --host-name.');
    process.exit(1);
  }
  let served;
  try {
    served = await startPublicServer({
      port: requested,
      publicHost,
      turnPort,
      tlsPort,
      cert: args.cert,
      key: args.key,
      deny: args.deny,
      relayIps: args['relay-ip'],
      externalIp: args['external-ip'],
      trustProxy: args['trust-proxy'],
    });
  } catch (err) {
    console.error(`The server could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  const scheme = args.cert ? 'https' : 'http';
  const lines = [
    `UNO is served at ${scheme}://${publicHost}:${served.port}/ with its PeerJS signaling at /peerjs.`,
    served.relay === 'coturn'
      ? `Relay: coturn on ${publicHost}:${served.turnPort} (UDP and TCP)${served.tlsPort ? `, TLS on ${served.tlsPort}` : ''}; credentials at /turn-credentials.`
      : `No relay: ${served.note}. Players whose networks cannot reach each other directly cannot play.`,
    `Firewall: open TCP ${served.port}${served.relay === 'coturn' ? `, UDP and TCP ${served.turnPort}${served.tlsPort ? `, TCP ${served.tlsPort}` : ''}, UDP 49152-65535 (relayed traffic)` : `, UDP ${served.turnPort}`}.`,
    args['host-name'] || env.PUBLIC_HOST
      ? ''
      : `Pages are told to reach ${publicHost}: give --host-name when the world knows this machine by another name.`,
    'Ctrl+C stops the server.',
  ];
  console.log(lines.filter(Boolean).join('\n'));
  const stop = async () => {
    await served.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await new Promise(() => {});
}

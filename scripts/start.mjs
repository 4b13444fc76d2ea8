#!/usr/bin/env node
// `npm start`: builds the app and serves it with PeerJS signaling on one port, on every interface,
// plus STUN and TURN for the LAN (coturn when installed, else STUN from Node), so phones and laptops
// on the same LAN can play with no internet at all. PORT sets the web port (default 8080; the next
// free one if it is taken), ICE_PORT the STUN/TURN port (default 3478); ICE names your own
// STUN/TURN servers instead (a JSON array); `--https` (or HTTPS=1) serves over TLS.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import qrcode from 'qrcode-generator';
import { startServer, lanAddresses } from '../server/serve.mjs';
import { parseIceEnv } from '../server/peer-server.mjs';
import { icePortFromEnv, startIceService } from '../server/ice-service.mjs';
import { loadOrMakeCert } from '../server/https-cert.mjs';

if (!existsSync('index.html')) {
  console.error('index.html is missing: the app has no entry page yet, so there is nothing to build or serve.');
  process.exit(1);
}
if (!existsSync('node_modules')) {
  console.error('node_modules is missing: run `npm ci` first.');
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  console.log('Building the app (vite build)…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The build failed: see above.');
    process.exit(build.status ?? 1);
  }
}

const requested = process.env.PORT ? Number(process.env.PORT) : 8080;
if (!Number.isInteger(requested) || requested < 0 || requested > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}

const https = process.argv.includes('--https') || /^(1|true|yes)$/i.test(process.env.HTTPS ?? '');
const addresses = lanAddresses();

// STUN and TURN: the user's own ICE servers win; a bad ICE value falls back to ours
const ownIce = parseIceEnv();
if (ownIce.error) console.warn(`${ownIce.error} Using the STUN/TURN served here instead.`);
let ice = null;
let iceLine;
if (ownIce.servers) {
  iceLine = `your own (ICE): ${ownIce.servers.length} server(s)`;
} else {
  try {
    ice = await startIceService({ port: icePortFromEnv(), addresses });
    iceLine =
      ice.kind === 'coturn'
        ? `STUN and TURN (coturn) on UDP and TCP ${ice.port}`
        : `STUN only (from Node) on UDP and TCP ${ice.port}; no TURN relay: install coturn ` +
          `(sudo apt-get install -y coturn) for phones behind client isolation or on iOS` +
          (ice.note ? ` (${ice.note})` : '');
  } catch (err) {
    iceLine = `none (${err instanceof Error ? err.message : String(err)}): phones may fail to connect`;
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
    process.exit(1);
  }
}

let server;
try {
  server = await startServer({ port: requested, host: '0.0.0.0', dist: 'dist', iceServers, tls });
} catch (err) {
  console.error(`The app could not be served: ${err instanceof Error ? err.message : String(err)}`);
  await ice?.close();
  process.exit(1);
}
if (server.port !== requested && requested !== 0) console.log(`Port ${requested} is taken: using ${server.port}.`);
const scheme = https ? 'https' : 'http';
const lan = addresses.map((a) => `${scheme}://${a}:${server.port}/`);
console.log('\nUNO is served, with its own signaling (PeerJS at /peerjs), on every interface:');
console.log(`  this machine:  ${scheme}://localhost:${server.port}/`);
for (const url of lan) console.log(`  on the LAN:    ${url}`);
if (lan.length === 0) console.log('  (no LAN address found: only this machine can connect)');
console.log(`  STUN/TURN:     ${iceLine}`);
if (tls) {
  console.log(`\nHTTPS with a self-signed certificate (kept in .cert/), SHA-256 fingerprint:\n  ${tls.fingerprint}`);
  console.log(
    '  On a phone the browser warns once: check the fingerprint (the padlock or "Not secure" > certificate),\n' +
      '  then choose "Advanced" > "Proceed" (Chrome) or "Show details" > "visit this website" (Safari).',
  );
}
if (lan.length > 0) {
  const qr = qrcode(0, 'L');
  qr.addData(lan[0]);
  qr.make();
  console.log(`\nScan to open ${lan[0]} on a phone:\n`);
  console.log(terminalQr(qr));
}
console.log('Ctrl+C stops the server.');

/**
 * The code as text, two characters per module so it stays square. On a terminal its colors are set
 * explicitly (black modules on a white quiet zone of four modules, as scanners expect) so it reads
 * the same on light and dark themes; without colors (a log file, NO_COLOR) light modules are full
 * blocks, which reads right on the usual dark background.
 */
function terminalQr(qr) {
  const colors = process.stdout.isTTY && !process.env.NO_COLOR;
  const light = colors ? '\x1b[107m  ' : '\u2588\u2588';
  const dark = colors ? '\x1b[40m  ' : '  ';
  const end = colors ? '\x1b[0m' : '';
  const rows = qr.getModuleCount();
  const margin = 4;
  const lines = [];
  for (let r = -margin; r < rows + margin; r++) {
    let line = '';
    for (let c = -margin; c < rows + margin; c++) {
      line += r >= 0 && c >= 0 && r < rows && c < rows && qr.isDark(r, c) ? dark : light;
    }
    lines.push(line + end);
  }
  return lines.join('\n');
}

const stop = async () => {
  await server.close();
  await ice?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

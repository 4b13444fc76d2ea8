#!/usr/bin/env node
// `npm start`: builds the app and serves it with PeerJS signaling on one port, on every interface,
// so phones and laptops on the same LAN can play with no internet at all. PORT sets the port
// (default 8080; the next free one if it is taken); ICE may name STUN/TURN servers (a JSON array).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import qrcode from 'qrcode-generator';
import { startServer, lanAddresses } from '../server/serve.mjs';

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

const server = await startServer({ port: requested, host: '0.0.0.0', dist: 'dist' });
if (server.port !== requested && requested !== 0) console.log(`Port ${requested} is taken: using ${server.port}.`);
const lan = lanAddresses().map((a) => `http://${a}:${server.port}/`);
console.log('\nUNO is served, with its own signaling (PeerJS at /peerjs), on every interface:');
console.log(`  this machine:  http://localhost:${server.port}/`);
for (const url of lan) console.log(`  on the LAN:    ${url}`);
if (lan.length === 0) console.log('  (no LAN address found: only this machine can connect)');
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
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

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
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
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
  // two characters per module keeps the code square in a terminal
  const rows = qr.getModuleCount();
  const margin = 2;
  let text = '';
  for (let r = -margin; r < rows + margin; r++) {
    let line = '';
    for (let c = -margin; c < rows + margin; c++) {
      const dark = r >= 0 && c >= 0 && r < rows && c < rows && qr.isDark(r, c);
      line += dark ? '  ' : '\u2588\u2588';
    }
    text += line + '\n';
  }
  console.log(text);
}
console.log('Ctrl+C stops the server.');

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

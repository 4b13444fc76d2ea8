#!/usr/bin/env node
// `npm run bench:signal`: what one signaling server (the PeerJS server `npm start` and
// `npm start -- --public` run, server/peer-server.mjs) holds on this machine. The server runs in a
// child process of its own, so its memory is measured alone; the clients are plain websockets
// speaking PeerJS's protocol (OPEN, HEARTBEAT, OFFER, ANSWER, CANDIDATE), as a browser's PeerJS
// does, over loopback:
// - idle peers: `--peers` clients connect and send a heartbeat every 5 s, as PeerJS does; the
//   server's memory (RSS and heap after a GC) is read before and after, per 1,000 peers;
// - tables: `--tables` pairs of peers, each guest sending an offer and 4 candidates and each host
//   answering with an answer and 4 candidates, all at once: signaling messages delivered per second.
// docs/deploy.md "How many players one server takes" has the figures and what they mean.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import express from 'express';
import WebSocket from 'ws';
import { checked, intOption, parseCli } from './cli.mjs';

const USAGE = `Usage: npm run bench:signal -- [--peers 5000] [--tables 1000] [--json]

Idle PeerJS clients and tables' offers against one PeerJS server on loopback: peers held, server
memory per 1,000 peers, and signaling messages delivered per second.
  --peers <n>    idle clients held at once (default 5000; 1 to 18000, the open-file limit allowing)
  --tables <n>   tables whose offers, answers and candidates cross all at once (default 1000)
  --json         one JSON object
`;

if (process.argv[2] === '--serve') await serve();
else await bench();

/** The child: a PeerJS server as `npm start` mounts it, answering memory questions over IPC. */
async function serve() {
  const { peerMiddleware } = await import('../server/peer-server.mjs');
  const app = express();
  const server = http.createServer(app);
  app.use(peerMiddleware(server, { concurrentLimit: 1_000_000 }));
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', (m) => {
    if (m !== 'memory') return;
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send({ rss, heapUsed });
  });
}

function ask(child, question) {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send(question);
  });
}

/** A PeerJS client: resolves once the server said OPEN. */
function connect(port, id, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/peerjs/peerjs?key=peerjs&id=${id}&token=t${id}&version=1.5.5`);
    const beat = setInterval(() => ws.readyState === 1 && ws.send('{"type":"HEARTBEAT"}'), 5000);
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.type === 'OPEN') resolve({ ws, close: () => (clearInterval(beat), ws.close()) });
      else if (m.type === 'ERROR' || m.type === 'ID-TAKEN')
        reject(new Error(`${id}: ${m.type} ${m.payload?.msg ?? ''}`));
      else onMessage?.(m);
    });
    ws.on('error', reject);
  });
}

async function inBatches(n, size, make) {
  const out = [];
  for (let i = 0; i < n; i += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => make(i + k)))));
  }
  return out;
}

async function bench() {
  const args = parseCli('bench:signal', USAGE, {
    peers: { type: 'string', default: '5000' },
    tables: { type: 'string', default: '1000' },
    json: { type: 'boolean', default: false },
  });
  const peers = checked('bench:signal', USAGE, () => intOption('peers', args.peers, 1, 18000));
  const tables = checked('bench:signal', USAGE, () => intOption('tables', args.tables, 1, 5000));
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--expose-gc'] });
  const { port } = await new Promise((r) => child.once('message', r));
  try {
    const before = await ask(child, 'memory');
    const started = performance.now();
    const idle = await inBatches(peers, 200, (i) => connect(port, `idle${i}`));
    const connectS = (performance.now() - started) / 1000;
    // let the server settle: its sockets' buffers, PeerJS's per-client records
    await new Promise((r) => setTimeout(r, 2000));
    const after = await ask(child, 'memory');

    // tables: every message of a table's introduction, all tables at once
    const perSide = 5; // an offer (or answer) and 4 candidates
    let delivered = 0;
    let allDone;
    const done = new Promise((r) => (allDone = r));
    const expected = tables * perSide * 2;
    const count = () => {
      if (++delivered === expected) allDone();
    };
    const hosts = await inBatches(tables, 200, (i) => connect(port, `host${i}`, count));
    const guests = await inBatches(tables, 200, (i) => connect(port, `guest${i}`, count));
    const payload = (type, i) => ({
      sdp: type === 'CANDIDATE' ? undefined : { type: type.toLowerCase(), sdp: 'v=0\r\n'.padEnd(600, 'a') },
      candidate:
        type === 'CANDIDATE'
          ? { candidate: `candidate:1 1 udp 2122260223 192.0.2.${i % 250} 5${i % 9999} typ host` }
          : undefined,
      type: 'data',
      connectionId: `dc_${i}`,
    });
    const sent = performance.now();
    for (let i = 0; i < tables; i++) {
      const send = (from, to, type) => from.ws.send(JSON.stringify({ type, payload: payload(type, i), dst: to }));
      send(guests[i], `host${i}`, 'OFFER');
      send(hosts[i], `guest${i}`, 'ANSWER');
      for (let c = 0; c < perSide - 1; c++) {
        send(guests[i], `host${i}`, 'CANDIDATE');
        send(hosts[i], `guest${i}`, 'CANDIDATE');
      }
    }
    const timeout = new Promise((r) => setTimeout(() => r('timeout'), 60_000));
    const outcome = await Promise.race([done, timeout]);
    const signalS = (performance.now() - sent) / 1000;
    const result = {
      bench: 'signal',
      peersHeld: idle.length,
      connectPerS: Math.round(idle.length / connectS),
      rssPer1000PeersMB: +((((after.rss - before.rss) / idle.length) * 1000) / 2 ** 20).toFixed(2),
      heapPer1000PeersMB: +((((after.heapUsed - before.heapUsed) / idle.length) * 1000) / 2 ** 20).toFixed(2),
      serverRssMB: +(after.rss / 2 ** 20).toFixed(1),
      tables,
      messages: delivered,
      messagesPerS: Math.round(delivered / signalS),
      complete: outcome !== 'timeout',
    };
    if (args.json) console.log(JSON.stringify(result));
    else {
      console.log(`peers held: ${result.peersHeld} (connected at ${result.connectPerS}/s)`);
      console.log(
        `server memory per 1,000 idle peers: ${result.rssPer1000PeersMB} MB RSS, ${result.heapPer1000PeersMB} MB heap (server ${result.serverRssMB} MB RSS)`,
      );
      console.log(
        `signaling: ${result.messages} of ${expected} messages of ${tables} tables delivered, ${result.messagesPerS}/s`,
      );
    }
    for (const c of [...idle, ...hosts, ...guests]) c.close();
  } finally {
    child.kill();
  }
  process.exit(0);
}

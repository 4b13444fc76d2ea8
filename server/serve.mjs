// The built app (dist/) and PeerJS signaling on one port, on every interface: what `npm start`
// runs, and what the end-to-end tests start. No game logic runs here: the host's browser is the
// table; this server only serves files and introduces peers.
import http from 'node:http';
import https from 'node:https';
import { existsSync } from 'node:fs';
import { resolve, join } from 'node:path';
import express from 'express';
import compression from 'compression';
import { peerMiddleware, iceFromEnv } from './peer-server.mjs';
import { lanInterfaces } from './lan.mjs';

/** Every IPv4 address of this machine that another device on the LAN could reach, the likeliest
 * for a phone first (server/lan.mjs). */
export function lanAddresses() {
  return lanInterfaces().map((i) => i.address);
}

function listen(server, port, host) {
  return new Promise((resolvePort, reject) => {
    const onError = (err) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolvePort(server.address().port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * @param {{ port?: number, host?: string, dist?: string, iceServers?: unknown[] | (() => unknown[]),
 *   tries?: number, tls?: { key: string, cert: string }, config?: Record<string, unknown>,
 *   concurrentLimit?: number, routes?: (app: import('express').Express) => void, lan?: string[] }} opts
 *   port: the first port to try (the next free one is taken if it is busy; 0 = any); iceServers: a
 *   list, or a function asked at each request (fresh TURN credentials); tls: serve over HTTPS;
 *   config, concurrentLimit: see peerMiddleware; routes: more answers mounted before the files;
 *   lan: this machine's LAN addresses, told to the pages (a host on localhost invites to one)
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 *   close() stops serving and ends every connection. The `peer` package's housekeeping timers
 *   (expired messages, broken sockets) have no stop hook and keep a Node process alive after
 *   it: a script that wants to end calls process.exit().
 */
export async function startServer({
  port = 8080,
  host = '0.0.0.0',
  dist = 'dist',
  iceServers,
  tries = 20,
  tls,
  config,
  concurrentLimit,
  routes,
  lan = [],
} = {}) {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${join(root, 'index.html')} is missing: build the app first (npx vite build).`);
  }
  const app = express();
  const server = tls ? https.createServer({ key: tls.key, cert: tls.cert }, app) : http.createServer(app);
  app.disable('x-powered-by');
  // gzip (or deflate) for every text answer a browser accepts compressed: the app's chunks shrink
  // about 3-4 times, which a phone on a busy Wi-Fi feels
  app.use(compression());
  app.use(peerMiddleware(server, { iceServers: iceServers ?? iceFromEnv(), config, concurrentLimit, lan }));
  routes?.(app);
  app.use(express.static(root, { index: 'index.html' }));
  let bound = -1;
  for (let i = 0; i < tries; i++) {
    try {
      bound = await listen(server, port === 0 ? 0 : port + i, host);
      break;
    } catch (err) {
      if (err.code !== 'EADDRINUSE' || port === 0 || i === tries - 1) throw err;
    }
  }
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `${tls ? 'https' : 'http'}://${shownHost}:${bound}/`,
    port: bound,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections?.();
      }),
  };
}

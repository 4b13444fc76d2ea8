// The PeerJS signaling server, as an Express app to mount in any Node HTTP server: `npm start`
// (server/serve.mjs) and the Vite dev/preview servers (vite.config.ts) both use it, so the page and
// signaling share one origin and one port. Inside Vite it needs the HTTP server Vite hands its
// plugins, since the PeerJS WebSocket upgrade must be caught on that server.
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { WebSocketServer } from 'ws';

export const PEER_MOUNT = '/peerjs';
export const PEER_KEY = 'peerjs';
/** The page fetches this from its own origin to learn that signaling is served here. */
export const CONFIG_PATH = '/peerjs-config.json';

/**
 * @param {import('node:http').Server} httpServer the server whose upgrades carry the signaling socket
 * @param {{ iceServers?: unknown[] }} [opts] ICE servers to hand to the pages (e.g. a TURN server on the LAN)
 */
export function peerMiddleware(httpServer, opts = {}) {
  const app = express();
  const peer = ExpressPeerServer(httpServer, {
    path: '/',
    key: PEER_KEY,
    allow_discovery: false,
    // A guest asking for a table that does not exist hears so within about a second (the
    // server answers EXPIRE once an offer has waited this long), not after PeerJS's 5 s.
    expire_timeout: 1000,
    cleanup_out_msgs: 250,
    // Handle only our own upgrades: the default server answers every other upgrade with 400 and
    // kills Vite's hot-reload socket (field-notes).
    createWebSocketServer: (options) => {
      const wss = new WebSocketServer({ noServer: true, path: options.path });
      httpServer.on('upgrade', (req, socket, head) => {
        if (!wss.shouldHandle(req)) return;
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      });
      return wss;
    },
  });
  peer.on('error', () => {
    // a bad socket must not bring the server down; the client retries
  });
  app.get(CONFIG_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ path: PEER_MOUNT, key: PEER_KEY, iceServers: opts.iceServers ?? [] });
  });
  // ExpressPeerServer starts on Express's `mount` event: it must be mounted under an express app.
  app.use(PEER_MOUNT, peer);
  return app;
}

/** ICE servers from the ICE environment variable (a JSON array), for a TURN server on the LAN. */
export function iceFromEnv(env = process.env) {
  if (!env.ICE) return [];
  try {
    const list = JSON.parse(env.ICE);
    return Array.isArray(list) ? list : [];
  } catch {
    console.warn('ICE is not a JSON array of RTCIceServer: ignored.');
    return [];
  }
}

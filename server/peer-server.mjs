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
 * @param {{ iceServers?: unknown[] | (() => unknown[]), config?: Record<string, unknown>,
 *   concurrentLimit?: number, lan?: string[] }} [opts] ICE servers to hand to the pages (e.g. the
 *   LAN's STUN and TURN); a function is asked at each request, so TURN credentials are always fresh;
 *   config: more fields of the settings file (an internet server's `credentialsUrl`);
 *   concurrentLimit: peers held at once (PeerJS's default is 5,000); lan: this machine's LAN
 *   addresses, so that a host's page opened on localhost invites friends to one they can reach
 *   (src/net/terms/invite-origin.ts)
 */
export function peerMiddleware(httpServer, opts = {}) {
  const app = express();
  const peer = ExpressPeerServer(httpServer, {
    path: '/',
    key: PEER_KEY,
    allow_discovery: false,
    ...(opts.concurrentLimit ? { concurrent_limit: opts.concurrentLimit } : {}),
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
    const ice = typeof opts.iceServers === 'function' ? opts.iceServers() : opts.iceServers;
    res.json({ ...opts.config, path: PEER_MOUNT, key: PEER_KEY, iceServers: ice ?? [], lan: opts.lan ?? [] });
  });
  // ExpressPeerServer starts on Express's `mount` event: it must be mounted under an express app.
  app.use(PEER_MOUNT, peer);
  return app;
}

/** ICE servers from the ICE environment variable (a JSON array), for a TURN server on the LAN. */
export function iceFromEnv(env = process.env) {
  const parsed = parseIceEnv(env);
  if (parsed.error) console.warn(parsed.error);
  return parsed.servers ?? [];
}

const ICE_URL = /^(stuns?|turns?):\S+$/i;

function validIceServer(s) {
  if (!s || typeof s !== 'object') return false;
  const list = Array.isArray(s.urls) ? s.urls : [s.urls];
  if (list.length === 0 || !list.every((u) => typeof u === 'string' && ICE_URL.test(u))) return false;
  return ['username', 'credential'].every((k) => s[k] === undefined || typeof s[k] === 'string');
}

/**
 * The ICE environment variable read strictly: `servers` is null when it is unset, `error` says in
 * a sentence why a set value cannot be used (then `servers` is null too).
 * @returns {{ servers: unknown[] | null, error?: string }}
 */
export function parseIceEnv(env = process.env) {
  if (env.ICE === undefined || env.ICE.trim() === '') return { servers: null };
  const example = 'e.g. ICE=\'[{"urls":"turn:192.168.1.20:3478","username":"u","credential":"p"}]\'';
  let list;
  try {
    list = JSON.parse(env.ICE);
  } catch {
    return { servers: null, error: `ICE is not valid JSON (${example}): ignored.` };
  }
  if (!Array.isArray(list)) return { servers: null, error: `ICE must be a JSON array (${example}): ignored.` };
  const bad = list.findIndex((s) => !validIceServer(s));
  if (bad >= 0) {
    return {
      servers: null,
      error: `ICE entry ${bad + 1} is not an RTCIceServer with stun:/turn: urls (${example}): ignored.`,
    };
  }
  return { servers: list };
}

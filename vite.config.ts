import { defineConfig, type Plugin } from 'vite';
import type { Server } from 'node:http';
import { peerMiddleware, iceFromEnv } from './server/peer-server.mjs';

/**
 * PeerJS signaling inside the dev and preview servers, on their own port (the same server as
 * `npm start`'s: server/peer-server.mjs), so `npm run dev` on a LAN needs nothing else.
 */
function peerSignaling(): Plugin {
  const mount = (httpServer: unknown, use: (app: ReturnType<typeof peerMiddleware>) => void) => {
    if (!httpServer) return; // middleware mode: the embedding server provides signaling
    use(peerMiddleware(httpServer as Server, { iceServers: iceFromEnv() }));
  };
  return {
    name: 'uno-peer-signaling',
    configureServer(server) {
      mount(server.httpServer, (app) => server.middlewares.use(app));
    },
    configurePreviewServer(server) {
      mount(server.httpServer, (app) => server.middlewares.use(app));
    },
  };
}

export default defineConfig({
  plugins: [peerSignaling()],
  build: { target: 'es2022' },
});

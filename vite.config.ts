import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { peerMiddleware, iceFromEnv } from './server/peer-server.mjs';
import { prerender } from './scripts/prerender.mjs';
import { lanAddresses } from './server/serve.mjs';

/**
 * PeerJS signaling inside the dev and preview servers, on their own port (the same server as
 * `npm start`'s: server/peer-server.mjs), so `npm run dev` on a LAN needs nothing else.
 */
function peerSignaling(): Plugin {
  const mount = (httpServer: unknown, use: (app: ReturnType<typeof peerMiddleware>) => void) => {
    if (!httpServer) return; // middleware mode: the embedding server provides signaling
    use(peerMiddleware(httpServer as Server, { iceServers: iceFromEnv(), lan: lanAddresses() }));
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

/**
 * PeerJS's default ICE servers name its public TURN relays, which have answered nothing since 2023
 * (docs/network.md "Three ways to get signaling"). Our pages always pass their own servers, but the
 * build must not carry a relay that a page could fall back on: they are cut out of PeerJS's bundle,
 * and a PeerJS whose defaults no longer read as expected stops the build rather than ship them.
 */
function noDeadRelays(): Plugin {
  const relay =
    /,\s*\{\s*urls:\s*\[\s*"turn:eu-0\.turn\.peerjs\.com:3478",\s*"turn:us-0\.turn\.peerjs\.com:3478"\s*\],\s*username:\s*"peerjs",\s*credential:\s*"peerjsp"\s*\}/;
  return {
    name: 'uno-no-dead-relays',
    transform(code, id) {
      if (!id.includes('/node_modules/peerjs/') || !code.includes('turn.peerjs.com')) return null;
      const cut = code.replace(relay, '');
      if (cut.includes('turn.peerjs.com')) this.error("PeerJS's default relays changed shape: update noDeadRelays()");
      return { code: cut, map: null };
    },
  };
}

/**
 * The home and invite screens, rendered by the built app itself, written into index.html so a phone
 * paints them before any script arrives (docs/smoothness.md "Thirteenth pass: the first paint before
 * the script"). After the files are written and before the service worker lists them, so its
 * precache holds the final page.
 */
function prerendered(): Plugin {
  let outDir = 'dist';
  return {
    name: 'uno-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await prerender(outDir);
      },
    },
  };
}

/**
 * Installable and offline from the first visit: a web app manifest and a Workbox service worker
 * that precaches every chunk. Not locked upright: the table has a layout for a phone on its side.
 * `prompt`: a new version waits until the player reloads from the
 * banner (src/ui/app/update-banner.ts), never under a running game. Signaling and its config are
 * never cached (they are the network's, not the app's).
 */
function installable() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/icon.svg'],
    manifest: {
      name: 'UNO, peer to peer',
      short_name: 'UNO',
      description: 'UNO with friends, browser to browser, no game server.',
      lang: 'en',
      // Localized members (W3C manifest incubation; Chromium reads them where supported)
      ...{
        name_localized: { fr: 'UNO, de pair à pair' },
        description_localized: { fr: 'UNO entre amis, de navigateur à navigateur, sans serveur de jeu.' },
      },
      start_url: './',
      scope: './',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#0d5c3a',
      background_color: '#0d5c3a',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/peerjs/],
      cleanupOutdatedCaches: true,
      // The page that installs the worker is its client at once, without a reload: a player who
      // goes offline after a first visit still gets every chunk (the table's menu, the deal
      // check). A new version still waits for the banner: claiming needs no skipWaiting.
      clientsClaim: true,
    },
  });
}

export default defineConfig({
  // relative asset URLs: dist/ works at any path (a GitHub Pages project site)
  base: './',
  plugins: [peerSignaling(), noDeadRelays(), prerendered(), installable()],
  build: { target: 'es2022' },
});

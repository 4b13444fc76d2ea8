// The internet relay of `npm start -- --public` for the browser tests (relay-renewal.browser.test.ts),
// as a test-runner plugin: coturn started with public-turn.mjs's arguments on this machine's LAN
// address (Chromium gathers no candidate on loopback), and its credentials endpoint with a
// lifetime the test chooses (`/__relay/credentials?ttl=20`). Everything the relay refuses on the
// internet it refuses here, except this machine's own LAN address, where both test pages live.
// Started on first demand, stopped with the run.
import { restCredential } from '../../../scripts/serve/turn-credentials.mjs';
import { newTurnSecret, startPublicTurn } from '../../../scripts/serve/public-turn.mjs';
import { findTurnserver } from '../../../server/coturn.mjs';
import { lanSubnets } from '../../../server/ice-service.mjs';

export function relayNetworkPlugin() {
  let relay = null;
  const start = () => {
    relay ??= (async () => {
      const address = lanSubnets()[0]?.address;
      const binary = findTurnserver();
      if (!binary) return { missing: 'coturn', error: 'coturn is not installed (apt-get install -y coturn)' };
      if (!address) return { error: 'this machine has no non-loopback IPv4 address' };
      const port = 20000 + Math.floor(Math.random() * 20000);
      const turn = await startPublicTurn({
        binary,
        secret: newTurnSecret(),
        port,
        relayIps: [address],
        allow: [address],
      });
      return { turn, address, port };
    })().catch((err) => ({ error: err instanceof Error ? err.message : String(err) }));
    return relay;
  };
  /** credentials handed out so far */
  let asked = 0;
  return {
    name: 'relay-network',
    async serverStop() {
      (await relay)?.turn?.close();
    },
    async serve(context) {
      if (context.path === '/__relay/config') {
        const r = await start();
        const body = r.turn ? { address: r.address, urls: [`turn:${r.address}:${r.port}?transport=udp`] } : r;
        return { body: JSON.stringify(body), type: 'json' };
      }
      if (context.path === '/__relay/credentials') {
        const r = await start();
        if (!r.turn) return { body: JSON.stringify(r), type: 'json' };
        const ttl = Math.max(5, Math.min(3600, Number(context.query.ttl) || 3600));
        asked++;
        // the endpoint's own answer (turn-credentials.mjs), its rate limit aside
        const iceServers = [
          {
            urls: [`turn:${r.address}:${r.port}?transport=udp`],
            ...restCredential(r.turn.secret, Date.now() / 1000, ttl),
          },
        ];
        return { body: JSON.stringify({ iceServers, ttl }), type: 'json' };
      }
      if (context.path === '/__relay/asked') return { body: JSON.stringify({ asked }), type: 'json' };
    },
  };
}

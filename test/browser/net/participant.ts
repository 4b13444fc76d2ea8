/**
 * One player in its own frame, as a real page would be: it hosts (resuming its saved table after a
 * reload) or joins by code (its seat token in this frame's storage), then waits for the test page
 * to drive it through `window.participant`.
 */
import { createHostClient } from '../../../src/net/page/hosting.js';
import { joinTable } from '../../../src/net/page/joining.js';
import { savedHostTable } from '../../../src/net/index.js';
import type { GameClient } from '../../../src/net/guest/state.js';
import { testSignaling } from './peer-config.js';

declare global {
  interface Window {
    participant?: { client: GameClient; resumed: boolean } | { error: string };
  }
}

const params = new URLSearchParams(location.search);
const role = params.get('role');
const name = params.get('name') ?? 'Player';

void (async () => {
  try {
    const signaling = await testSignaling();
    if (role === 'host') {
      const resumed = savedHostTable() !== null;
      const client = resumed
        ? await createHostClient({ name, signaling, resume: true })
        : await createHostClient({ name, signaling });
      window.participant = { client, resumed };
    } else {
      // `persist=0`: nothing in storage (frames of one tab share it: two guests would share a seat)
      const persist = params.get('persist') !== '0';
      const client = await joinTable(params.get('code') ?? '', { name, signaling, persist });
      window.participant = { client, resumed: false };
    }
  } catch (e) {
    window.participant = { error: e instanceof Error ? e.message : String(e) };
  }
})();

import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { servedApp } from './served-app.js';

/** What a PeerJS client does to reach a peer: open its socket, then send an OFFER to the peer's id. */
describe('server/peer-server.mjs: a table that does not exist', () => {
  const app = servedApp();

  it('is answered EXPIRE well before PeerJS default 5 s', async () => {
    const url = `ws://127.0.0.1:${app.server.port}/peerjs/peerjs?key=peerjs&id=guest-test-1&token=t1`;
    const ws = new WebSocket(url);
    const got: { type: string; src?: string }[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('message', (data: Buffer) => {
        const m = JSON.parse(data.toString()) as { type: string; src?: string };
        got.push(m);
        if (m.type === 'OPEN') {
          ws.send(JSON.stringify({ type: 'OFFER', dst: 'uno-NOSUCH', payload: { sdp: {}, type: 'data' } }));
        }
        if (m.type === 'EXPIRE') resolve();
      });
    });
    ws.close();
    expect(got.at(-1)).toMatchObject({ type: 'EXPIRE', src: 'uno-NOSUCH' });
  }, 3500); // PeerJS's own 5 s would fail this
});

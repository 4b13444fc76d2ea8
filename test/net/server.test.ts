import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { startServer } from '../../server/serve.mjs';
import { servedApp } from './served-app.js';

describe('server/serve.mjs: the app and PeerJS signaling on one port', () => {
  const app = servedApp();

  it('serves the page, the signaling config and a PeerJS id', async () => {
    expect(await (await fetch(app.server.url)).text()).toContain('<title>UNO</title>');
    expect(await (await fetch(`${app.server.url}peerjs-config.json`)).json()).toEqual({
      path: '/peerjs',
      key: 'peerjs',
      iceServers: [],
    });
    const id = await (await fetch(`${app.server.url}peerjs/peerjs/id`)).text();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes the next port when the one asked for is busy', async () => {
    const other = await startServer({ port: app.server.port, host: '127.0.0.1', dist: app.dist });
    expect(other.port).toBeGreaterThan(app.server.port);
    await other.close();
  });

  it('says plainly when there is no build', async () => {
    await expect(startServer({ port: 0, host: '127.0.0.1', dist: join(app.dist, 'nothing') })).rejects.toThrow(
      /index.html is missing/,
    );
  });
});

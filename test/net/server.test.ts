import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/serve.mjs';

describe('server/serve.mjs: the app and PeerJS signaling on one port', () => {
  let dist = '';
  let server: { url: string; port: number; close(): Promise<void> };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'uno-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>UNO</title>');
    server = await startServer({ port: 0, host: '127.0.0.1', dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the page, the signaling config and a PeerJS id', async () => {
    expect(await (await fetch(server.url)).text()).toContain('<title>UNO</title>');
    expect(await (await fetch(`${server.url}peerjs-config.json`)).json()).toEqual({
      path: '/peerjs',
      key: 'peerjs',
      iceServers: [],
    });
    const id = await (await fetch(`${server.url}peerjs/peerjs/id`)).text();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes the next port when the one asked for is busy', async () => {
    const other = await startServer({ port: server.port, host: '127.0.0.1', dist });
    expect(other.port).toBeGreaterThan(server.port);
    await other.close();
  });

  it('says plainly when there is no build', async () => {
    await expect(startServer({ port: 0, host: '127.0.0.1', dist: join(dist, 'nothing') })).rejects.toThrow(
      /index.html is missing/,
    );
  });
});

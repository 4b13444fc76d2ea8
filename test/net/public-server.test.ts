/**
 * `npm start -- --public` (scripts/serve/public-server.mjs): the app, PeerJS signaling and coturn as
 * an internet relay. It starts; its settings file names its STUN and a credentials URL beside it;
 * the credentials served there allocate on its coturn over UDP (TLS answers too, with the
 * certificate given), the relay reaches a public address and refuses private ones and the
 * machine itself. Skipped without coturn (`npm test` says why: scripts/test.mjs).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import https from 'node:https';
import tls from 'node:tls';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPublicServer } from '../../scripts/serve/public-server.mjs';
import { findTurnserver } from '../../server/coturn.mjs';
import { lanInterfaces } from '../../server/lan.mjs';
import { loadOrMakeCert } from '../../server/https-cert.mjs';
import { TurnClient } from './turn-client.js';

/** GET over HTTPS, trusting the test's self-signed certificate. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { rejectUnauthorized: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const turnserver = findTurnserver();
const address = lanInterfaces()[0]?.address;

describe.runIf(turnserver !== null && address !== undefined)('npm start -- --public', () => {
  let served: Awaited<ReturnType<typeof startPublicServer>>;
  const clients: TurnClient[] = [];
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uno-public-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>UNO</title>');
    const cert = await loadOrMakeCert({ dir: join(dir, 'cert'), addresses: [address!] });
    writeFileSync(join(dir, 'cert.pem'), cert.cert);
    writeFileSync(join(dir, 'key.pem'), cert.key);
    const turnPort = 20000 + Math.floor(Math.random() * 20000);
    served = await startPublicServer({
      port: 0,
      dist: dir,
      publicHost: address!,
      turnPort,
      tlsPort: turnPort + 1,
      cert: join(dir, 'cert.pem'),
      key: join(dir, 'key.pem'),
    });
  }, 30_000);
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });
  afterAll(async () => {
    await served?.close();
  });

  const base = () => `https://127.0.0.1:${served.port}/`;

  it('serves the app and PeerJS signaling over HTTPS, and a settings file naming its relay', async () => {
    expect(served.relay).toBe('coturn');
    expect((await get(base())).body).toContain('<title>UNO</title>');
    expect((await get(`${base()}peerjs/peerjs/id`)).status).toBe(200);
    const config = JSON.parse((await get(`${base()}peerjs-config.json`)).body) as Record<string, unknown>;
    expect(config).toEqual({
      path: '/peerjs',
      key: 'peerjs',
      iceServers: [{ urls: `stun:${address}:${served.turnPort}` }],
      credentialsUrl: 'turn-credentials',
      // an internet server knows no LAN of its players: a page never invites to one from it
      lan: [],
    });
  });

  it('hands credentials that coturn takes, over UDP; TLS answers on its port', async () => {
    const answer = await get(new URL('turn-credentials', `${base()}peerjs-config.json`).href);
    expect(answer.status).toBe(200);
    const { iceServers, ttl } = JSON.parse(answer.body) as { iceServers: RTCIceServer[]; ttl: number };
    expect(ttl).toBe(3600);
    const turn = iceServers[0]!;
    expect(turn.urls).toEqual([
      `turn:${address}:${served.turnPort}?transport=udp`,
      `turn:${address}:${served.turnPort}?transport=tcp`,
      `turns:${address}:${served.tlsPort}?transport=tcp`,
    ]);
    const c = new TurnClient(address!, served.turnPort);
    clients.push(c);
    expect(await c.allocate({ username: turn.username!, credential: turn.credential as string })).toBe('ok');
    expect(await c.permit('198.51.100.9')).toBe('ok');
    expect(await c.permit('10.0.0.1')).toBe(403);
    expect(await c.permit('127.0.0.1')).toBe(403);
    expect(await c.permit(address!)).toBe(403); // the machine itself
    const stranger = new TurnClient(address!, served.turnPort);
    clients.push(stranger);
    expect(await stranger.allocate()).toBe(401);
    const handshake = await new Promise<boolean>((resolve) => {
      const s = tls.connect({ host: '127.0.0.1', port: served.tlsPort!, rejectUnauthorized: false }, () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    expect(handshake).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { startServer } from '../../server/serve.mjs';
import { parseIceEnv } from '../../server/peer-server.mjs';
import { fingerprint, loadOrMakeCert } from '../../server/https-cert.mjs';
import { banner, iceLine } from '../../server/banner.mjs';
import { lanInterfaces } from '../../server/lan.mjs';
import { servedApp } from './served-app.js';

describe('server/serve.mjs: the app and PeerJS signaling on one port', () => {
  const app = servedApp();

  it('serves the page, the signaling config and a PeerJS id', async () => {
    expect(await (await fetch(app.server.url)).text()).toContain('<title>UNO</title>');
    expect(await (await fetch(`${app.server.url}peerjs-config.json`)).json()).toEqual({
      path: '/peerjs',
      key: 'peerjs',
      iceServers: [],
      lan: [],
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

describe('npm start over HTTPS: the self-signed certificate', () => {
  const app = servedApp();
  const dir = () => join(app.dist, 'cert');

  it('is made with its fingerprint, kept between starts, and serves the app and signaling', async () => {
    const made = await loadOrMakeCert({ dir: dir(), addresses: ['192.0.2.9'] });
    expect(made.made).toBe(true);
    expect(made.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(statSync(join(dir(), 'key.pem')).mode & 0o777).toBe(0o600);
    const kept = await loadOrMakeCert({ dir: dir(), addresses: ['192.0.2.9'] });
    expect(kept).toMatchObject({ made: false, fingerprint: made.fingerprint });
    expect(kept.warning).toBeUndefined();

    const server = await startServer({ port: 0, host: '127.0.0.1', dist: app.dist, tls: kept });
    try {
      expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/);
      const page = await httpsGet(server.url, kept.cert);
      expect(page.body).toContain('<title>UNO</title>');
      // what the phone's browser shows is what the banner printed
      expect(page.fingerprint).toBe(made.fingerprint);
      expect(JSON.parse((await httpsGet(`${server.url}peerjs-config.json`, kept.cert)).body)).toMatchObject({
        path: '/peerjs',
      });
    } finally {
      await server.close();
    }
  });

  it('is made anew when the LAN address changes (not kept for an address that only starts alike)', async () => {
    const first = await loadOrMakeCert({ dir: dir(), addresses: ['192.0.2.99'] });
    const moved = await loadOrMakeCert({ dir: dir(), addresses: ['192.0.2.9'] });
    expect(moved.made).toBe(true);
    expect(moved.fingerprint).not.toBe(first.fingerprint);
    expect(moved.warning).toMatch(/a new certificate was made/);
  });

  it('serves anyway, with a sentence, when its folder is unusable or holds garbage', async () => {
    const file = join(app.dist, 'not-a-folder');
    writeFileSync(file, 'x');
    const blocked = await loadOrMakeCert({ dir: file, addresses: ['192.0.2.9'] });
    expect(blocked.made).toBe(true);
    expect(blocked.warning).toMatch(/could not be saved in .*not-a-folder\/ \(it is a file, not a folder/);
    expect(blocked.fingerprint).toBe(fingerprint(blocked.cert));

    const garbage = join(app.dist, 'garbage');
    mkdirSync(garbage);
    writeFileSync(join(garbage, 'cert.pem'), 'not a certificate');
    writeFileSync(join(garbage, 'key.pem'), 'not a key');
    const remade = await loadOrMakeCert({ dir: garbage, addresses: ['192.0.2.9'] });
    expect(remade.warning).toMatch(/a new certificate was made .*could not be read/);
    expect(readFileSync(join(garbage, 'cert.pem'), 'utf8')).toBe(remade.cert);

    // a key that is not the certificate's (another start's) is not kept either
    const other = await loadOrMakeCert({ dir: join(app.dist, 'other'), addresses: ['192.0.2.9'] });
    writeFileSync(join(garbage, 'key.pem'), other.key);
    expect((await loadOrMakeCert({ dir: garbage, addresses: ['192.0.2.9'] })).made).toBe(true);
  });

  it('lives in a git-ignored folder', () => {
    const r = spawnSync('git', ['check-ignore', '-q', '.cert/key.pem']);
    expect(r.status).toBe(0);
  });
});

describe('the ICE setting and the start banner', () => {
  it('reads ICE strictly: a malformed value is refused with a sentence, never half used', () => {
    expect(parseIceEnv({})).toEqual({ servers: null });
    const own = [{ urls: 'turn:10.0.0.7:3478', username: 'u', credential: 'p' }];
    expect(parseIceEnv({ ICE: JSON.stringify(own) })).toEqual({ servers: own });
    for (const [ICE, why] of [
      ['stun:10.0.0.7', /not valid JSON/],
      ['{"urls":"stun:10.0.0.7"}', /must be a JSON array/],
      ['[{"urls":"http://10.0.0.7"}]', /entry 1 is not an RTCIceServer/],
      ['[{"urls":"stun:a"},{"urls":"stun:b","credential":3}]', /entry 2/],
    ] as const) {
      const parsed = parseIceEnv({ ICE });
      expect(parsed.servers).toBeNull();
      expect(parsed.error).toMatch(why);
    }
  });

  it("tells the pages this machine's LAN addresses, for a host on localhost to invite to", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'uno-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>UNO</title>');
    const server = await startServer({ port: 0, host: '127.0.0.1', dist, lan: ['192.0.2.7', '198.51.100.3'] });
    try {
      const config = (await (await fetch(`${server.url}peerjs-config.json`)).json()) as { lan?: string[] };
      expect(config.lan).toEqual(['192.0.2.7', '198.51.100.3']);
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('hands the pages the ICE servers as they are at each request (fresh TURN credentials)', async () => {
    let n = 0;
    const dist = mkdtempSync(join(tmpdir(), 'uno-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>UNO</title>');
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dist,
      iceServers: () => [{ urls: 'turn:192.0.2.9:3478', username: `${++n}:x`, credential: 'c' }],
    });
    try {
      const ask = async () => ((await (await fetch(`${server.url}peerjs-config.json`)).json()) as Config).iceServers;
      expect((await ask())[0]).toMatchObject({ username: '1:x' });
      expect((await ask())[0]).toMatchObject({ username: '2:x' });
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('says which STUN/TURN server runs, or why none does', () => {
    expect(iceLine({ own: [{}, {}], lan: true })).toBe('your own (ICE): 2 server(s)');
    expect(iceLine({ service: { kind: 'coturn', port: 3478, note: '' }, lan: true })).toBe(
      'STUN and TURN (coturn) on UDP and TCP 3478',
    );
    expect(
      iceLine({ service: { kind: 'stun', port: 3479, note: 'coturn did not start: x; STUN only' }, lan: true }),
    ).toMatch(
      /^STUN only \(from Node\) on UDP and TCP 3479; no TURN relay: install coturn .*\(coturn did not start: x; STUN only\)$/,
    );
    expect(iceLine({ failed: 'ports 3478 to 3497 are all taken', lan: true })).toMatch(/^none \(ports 3478/);
    expect(iceLine({ lan: false })).toMatch(/^not started: no LAN address/);
  });

  it('lists every LAN address, the STUN/TURN line and the fingerprint to check', () => {
    const text = banner({
      scheme: 'https',
      port: 8443,
      addresses: ['192.168.1.20', '10.0.0.5'],
      ice: 'STUN and TURN (coturn) on UDP and TCP 3478',
      fingerprint: 'AB:CD',
    });
    expect(text).toContain('https://localhost:8443/');
    expect(text).toContain('on the LAN:    https://192.168.1.20:8443/');
    expect(text).toContain('on the LAN:    https://10.0.0.5:8443/');
    expect(text).toContain('STUN/TURN:     STUN and TURN (coturn) on UDP and TCP 3478');
    expect(text).toMatch(/SHA-256 fingerprint:\n {2}AB:CD\n.*"Advanced" > "Proceed"/s);
    const alone = banner({ scheme: 'http', port: 8080, addresses: [], ice: 'x' });
    expect(alone).toContain('(no LAN address found: only this machine can connect)');
    expect(alone).not.toContain('fingerprint');
  });
});

describe("this machine's LAN addresses", () => {
  const v4 = (address: string, internal = false) => ({
    address,
    netmask: '255.255.255.0',
    family: 'IPv4' as const,
    mac: '00:00:00:00:00:00',
    internal,
    cidr: `${address}/24`,
  });
  const v6 = { ...v4('::1'), family: 'IPv6' as const, scopeid: 0 };

  it("lists a phone's likeliest way in first: Wi-Fi or Ethernet, then containers and VPNs, then link-local", () => {
    const found = lanInterfaces({
      lo: [v4('127.0.0.1', true), v6],
      docker0: [v4('172.17.0.1')],
      enp3s0: [v4('169.254.10.2')],
      wlp2s0: [v4('192.168.1.20'), v6],
      tailscale0: [v4('100.64.0.3')],
      eth1: [v4('10.0.0.5')],
    });
    expect(found.map((i) => `${i.name} ${i.address}`)).toEqual([
      'wlp2s0 192.168.1.20',
      'eth1 10.0.0.5',
      'docker0 172.17.0.1',
      'tailscale0 100.64.0.3',
      'enp3s0 169.254.10.2',
    ]);
    expect(found[0]!.netmask).toBe('255.255.255.0');
  });
});

interface Config {
  iceServers: { urls: string; username?: string }[];
}

/** An HTTPS GET that trusts only `ca`, and the fingerprint of the certificate the server showed. */
function httpsGet(url: string, ca: string): Promise<{ body: string; fingerprint: string }> {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { ca }, (res) => {
      const fingerprint = (res.socket as TLSSocket).getPeerCertificate().fingerprint256;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ body, fingerprint }));
    });
    req.on('error', reject);
  });
}

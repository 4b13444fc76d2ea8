/**
 * The internet relay of `npm start -- --public` (scripts/serve/public-turn.mjs) and its credentials
 * endpoint (scripts/serve/turn-credentials.mjs): coturn's arguments refuse every private, loopback,
 * link-local and CGNAT peer and the operator's own addresses; the endpoint hands out working
 * time-limited credentials, at most a few a minute per address (the client a trusted proxy names
 * behind one), in bounded memory. Against a real
 * coturn when one is installed (skipped, saying so, when not).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { createHmac } from 'node:crypto';
import {
  DENIED_PEER_RANGES,
  newTurnSecret,
  peerRange,
  publicTurnConfig,
  startPublicTurn,
} from '../../scripts/serve/public-turn.mjs';
import {
  clientKey,
  createRateLimiter,
  credentialsHandler,
  forwardedAddress,
  restCredential,
} from '../../scripts/serve/turn-credentials.mjs';
import { findTurnserver } from '../../server/coturn.mjs';
import { lanInterfaces } from '../../server/lan.mjs';
import { TurnClient } from './turn-client.js';

describe("the internet relay's coturn arguments", () => {
  const secret = 'test-secret';
  it('turns TLS on only with a certificate and its key, and keeps the secret off the command line', () => {
    const plain = publicTurnConfig({ secret, port: 3478 });
    expect(plain.tls).toBe(false);
    expect(plain.args).toContain('--no-tls');
    expect(plain.args.join(' ')).not.toContain(secret);
    expect(plain.configText).toBe(`static-auth-secret=${secret}\n`);
    const tls = publicTurnConfig({ secret, cert: '/c.pem', key: '/k.pem', tlsPort: 443 });
    expect(tls.tls).toBe(true);
    expect(tls.args).toEqual(expect.arrayContaining(['--tls-listening-port=443', '--cert=/c.pem', '--pkey=/k.pem']));
    expect(tls.args).not.toContain('--no-tls');
    expect(() => publicTurnConfig({ secret, cert: '/c.pem' })).toThrow(/both a certificate/);
    expect(() => publicTurnConfig({ secret: 'a\nlistening-port=1' })).toThrow(/one line/);
  });

  it('denies private, loopback, link-local, CGNAT and mapped ranges, the own addresses and the operator’s', () => {
    const { args } = publicTurnConfig({ secret, ownAddresses: ['203.0.113.9'], deny: ['198.51.100.0/24'] });
    const denied = args.filter((a) => a.startsWith('--denied-peer-ip=')).map((a) => a.slice(17));
    for (const range of [
      '10.0.0.0-10.255.255.255',
      '172.16.0.0-172.31.255.255',
      '192.168.0.0-192.168.255.255',
      '127.0.0.0-127.255.255.255',
      '169.254.0.0-169.254.255.255',
      '100.64.0.0-100.127.255.255',
      '::ffff:0.0.0.0-::ffff:255.255.255.255',
      'fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      '203.0.113.9',
      '198.51.100.0-198.51.100.255',
    ]) {
      expect(denied).toContain(range);
    }
    expect(args).toEqual(
      expect.arrayContaining(['--use-auth-secret', '--no-tcp-relay', '--no-multicast-peers', '--no-cli']),
    );
    expect(args.some((a) => a.startsWith('--allowed-peer-ip') || a === '--allow-loopback-peers')).toBe(false);
    expect(args.find((a) => a.startsWith('--user-quota='))).toBe('--user-quota=120');
    expect(DENIED_PEER_RANGES.length).toBeGreaterThan(10);
  });

  it('reads ranges as an operator writes them and refuses the rest', () => {
    expect(peerRange('10.1.2.3/16')).toBe('10.1.0.0-10.1.255.255');
    expect(peerRange('192.0.2.1')).toBe('192.0.2.1');
    expect(peerRange('2001:db8::1')).toBe('2001:db8::1');
    expect(() => peerRange('10.0.0.0/40')).toThrow(/no IPv4 range/);
    expect(() => peerRange('example.com')).toThrow(/no address/);
    expect(() => peerRange('1.2.3.4 --allowed-peer-ip=0.0.0.0')).toThrow();
  });
});

describe('the credentials endpoint', () => {
  it('limits each address to its burst then its rate, per /64 for IPv6', () => {
    const limit = createRateLimiter({ burst: 3, perMinute: 6 });
    const got = Array.from({ length: 5 }, () => limit.take('a', 0));
    expect(got).toEqual([true, true, true, false, false]);
    expect(limit.take('b', 0)).toBe(true); // another address is not held back
    expect(limit.waitS('a', 0)).toBe(10);
    expect(limit.take('a', 10_000)).toBe(true); // one more every 10 s
    expect(limit.take('a', 10_000)).toBe(false);
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb::9'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::ffff:192.0.2.4')).toBe('192.0.2.4');
  });

  it('holds at most maxClients addresses, whatever a stranger sends', () => {
    const limit = createRateLimiter({ burst: 1, maxClients: 100 });
    for (let i = 0; i < 100_000; i++) limit.take(`10.0.${i >> 8}.${i & 255}`, i);
    expect(limit.size).toBe(100);
  });

  describe('behind a reverse proxy', () => {
    const asked = (remoteAddress: string, forwarded?: string | string[]) =>
      forwardedAddress(['127.0.0.1', '10.0.0.5'])({
        socket: { remoteAddress },
        headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
      } as unknown as http.IncomingMessage);

    it('counts the client the trusted proxy names, not the proxy', () => {
      expect(asked('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
      expect(asked('::ffff:127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
      // the nearest proxy's entry is the last; what the client wrote before it is ignored
      expect(asked('127.0.0.1', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
      // a chain of trusted proxies: the last address none of them holds
      expect(asked('127.0.0.1', '198.51.100.7, 10.0.0.5')).toBe('198.51.100.7');
      expect(asked('127.0.0.1', ['198.51.100.7', '2001:db8::1'])).toBe('2001:db8::1');
    });

    it('believes no header from another address, and falls back to the proxy on a bad one', () => {
      expect(asked('198.51.100.9', '203.0.113.1'), 'a client that writes the header itself').toBe('198.51.100.9');
      expect(asked('127.0.0.1'), 'no header').toBe('127.0.0.1');
      expect(asked('127.0.0.1', 'not an address'), 'garbage').toBe('127.0.0.1');
      expect(asked('127.0.0.1', '198.51.100.7, junk'), 'garbage nearest').toBe('127.0.0.1');
      expect(asked('127.0.0.1', '10.0.0.5'), 'only proxies').toBe('127.0.0.1');
      expect(asked('127.0.0.1', ','.repeat(5000)), 'empty hops').toBe('127.0.0.1');
    });

    it('limits each client apart behind the proxy, over HTTP', async () => {
      const handler = credentialsHandler({
        secret: newTurnSecret(),
        urls: ['turn:relay.example:3478?transport=udp'],
        limiter: createRateLimiter({ burst: 1, perMinute: 1 }),
        clientAddress: forwardedAddress(['127.0.0.1']),
      });
      const server = http.createServer(handler);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
      try {
        const from = (client: string) => fetch(url, { headers: { 'x-forwarded-for': client } }).then((r) => r.status);
        expect(await from('198.51.100.1')).toBe(200);
        expect(await from('198.51.100.1')).toBe(429);
        expect(await from('198.51.100.2'), 'another client behind the same proxy').toBe(200);
      } finally {
        await new Promise<void>((r) => server.close(() => r()));
      }
    });
  });

  describe('over HTTP', () => {
    let server: http.Server;
    let base = '';
    const secret = newTurnSecret();
    beforeAll(async () => {
      const handler = credentialsHandler({
        secret,
        urls: ['turn:relay.example:3478?transport=udp'],
        ttlS: 600,
        limiter: createRateLimiter({ burst: 2, perMinute: 1 }),
      });
      server = http.createServer(handler);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('answers RTCIceServers with an HMAC password that expires, then 429 with Retry-After', async () => {
      const before = Math.floor(Date.now() / 1000);
      const res = await fetch(base);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const body = (await res.json()) as { iceServers: RTCIceServer[]; ttl: number };
      expect(body.ttl).toBe(600);
      const [ice] = body.iceServers;
      expect(ice!.urls).toEqual(['turn:relay.example:3478?transport=udp']);
      const expiry = Number(ice!.username!.split(':')[0]);
      expect(expiry - before).toBeGreaterThanOrEqual(600);
      expect(expiry - before).toBeLessThanOrEqual(601);
      expect(ice!.credential).toBe(createHmac('sha1', secret).update(ice!.username!).digest('base64'));
      expect((await fetch(base)).status).toBe(200);
      const refused = await fetch(base);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await fetch(base, { method: 'POST' })).status).toBe(405);
    });
  });
});

const turnserver = findTurnserver();
// without coturn these skip, and `npm test` says why (scripts/test.mjs)
/** The address coturn relays from: this machine's first non-loopback one (a loopback relay reaches no peer). */
const relayIp = lanInterfaces()[0]?.address;
describe.runIf(turnserver !== null && relayIp !== undefined)('the internet relay against coturn', () => {
  let relay: Awaited<ReturnType<typeof startPublicTurn>>;
  const clients: TurnClient[] = [];
  const client = () => {
    const c = new TurnClient('127.0.0.1', relay.port);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    relay = await startPublicTurn({
      binary: turnserver!,
      secret: newTurnSecret(),
      port: 20000 + Math.floor(Math.random() * 20000),
      relayIps: [relayIp!],
      ownAddresses: [relayIp!],
      deny: ['198.51.100.0/25'],
    });
  }, 30_000);
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });
  afterAll(() => relay?.close());

  it('relays with the endpoint’s credentials, refuses forged and expired ones (401)', async () => {
    const nowS = Date.now() / 1000;
    expect(await client().allocate(restCredential(relay.secret, nowS, 60))).toBe('ok');
    expect(await client().allocate()).toBe(401);
    expect(await client().allocate(restCredential('another secret', nowS, 60))).toBe(401);
    expect(await client().allocate(restCredential(relay.secret, nowS - 120, 60))).toBe(401);
  });

  it('relays towards the internet, never towards private, loopback, CGNAT or own addresses (403)', async () => {
    const c = client();
    expect(await c.allocate(restCredential(relay.secret, Date.now() / 1000, 60))).toBe('ok');
    expect(await c.permit('198.51.100.200')).toBe('ok'); // a public address (TEST-NET-2), not denied
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1']) {
      expect(await c.permit(address), address).toBe(403);
    }
    expect(await c.permit(relayIp!)).toBe(403); // this machine's own address
    expect(await c.permit('198.51.100.20')).toBe(403); // the operator's network, as told
    expect(await client().allocate(restCredential(relay.secret, Date.now() / 1000, 60), 'tcp')).toBe(442);
  });
});

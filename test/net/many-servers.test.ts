/**
 * Several signaling servers and relays in the settings (issue 29 point 3): rendezvous hashing of the
 * table code picks the same server on every page, skips an unanswering one in the same order,
 * moves only the tables of a removed server, and spreads tables evenly; relays are offered two at
 * a time, the next one asked when one does not answer; time-limited credentials are read in both
 * forms and renewed before they end.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanSignaling,
  hash32,
  tableKey,
  tableRelays,
  tableSignaling,
  type SignalingConfig,
} from '../../src/net/terms/index.js';
import { readGrant, relayIce, renewTime } from '../../src/net/peer/relay-credentials.js';
import { onTableServer } from '../../src/net/peer/server-order.js';

const servers = ['a', 'b', 'c', 'd'].map((n) => ({
  host: `${n}.signal.example`,
  port: 443,
  path: '/peerjs',
  secure: true,
  key: 'peerjs',
}));
const base: SignalingConfig = { ...servers[0]!, iceServers: [], servers };
const codes = Array.from({ length: 4000 }, (_, i) => `T${i.toString(36).toUpperCase().padStart(5, 'Q')}`);

describe('rendezvous hashing of the table code', () => {
  it('gives every page the same order, whatever order its settings list the servers in', () => {
    const shuffled: SignalingConfig = { ...base, servers: [servers[2]!, servers[0]!, servers[3]!, servers[1]!] };
    for (const code of codes.slice(0, 200)) {
      expect(tableSignaling(shuffled, code).map((s) => s.host)).toEqual(tableSignaling(base, code).map((s) => s.host));
    }
  });

  it('keeps a moved table (CODE-epoch) on its code’s servers', () => {
    expect(tableKey('ABCDEF-3')).toBe('ABCDEF');
    expect(tableSignaling(base, 'ABCDEF-3')).toEqual(tableSignaling(base, 'ABCDEF'));
  });

  it('spreads tables evenly and moves only the removed server’s tables', () => {
    const first = (cfg: SignalingConfig, code: string) => tableSignaling(cfg, code)[0]!.host;
    const counts = new Map<string, number>();
    for (const code of codes) counts.set(first(base, code), (counts.get(first(base, code)) ?? 0) + 1);
    for (const n of counts.values()) expect(Math.abs(n - codes.length / 4)).toBeLessThan(codes.length * 0.04);
    const without: SignalingConfig = { ...base, servers: servers.filter((s) => s.host !== 'b.signal.example') };
    for (const code of codes) {
      const before = tableSignaling(base, code).map((s) => s.host);
      const after = first(without, code);
      // a table on b goes to its second choice, every other stays
      expect(after).toBe(before[0] === 'b.signal.example' ? before[1] : before[0]);
    }
  });

  it('hashes with avalanche', () => {
    expect(hash32('ABCDEF')).not.toBe(hash32('ABCDEG'));
  });

  it('with no list, uses the one server named', () => {
    const one: SignalingConfig = { ...servers[0]!, iceServers: [] };
    expect(tableSignaling(one, 'ABCDEF')).toEqual([one]);
    expect(tableRelays(one, 'ABCDEF')).toEqual([]);
  });
});

describe('the settings file’s lists', () => {
  it('reads servers and relays, resolving relative credentials URLs against the file', () => {
    const c = cleanSignaling(
      {
        servers: [{ host: 'a.example' }, { host: 'b.example', port: 8443, path: '/p', secure: true }],
        relays: ['./turn-credentials', { credentialsUrl: 'https://relay2.example/creds' }],
      },
      'https://games.example/uno/peerjs-config.json',
    );
    expect(c.servers).toEqual([
      { host: 'a.example', port: 443, path: '/', secure: true, key: 'peerjs' },
      { host: 'b.example', port: 8443, path: '/p', secure: true, key: 'peerjs' },
    ]);
    expect(c.relays).toEqual([
      { credentialsUrl: 'https://games.example/uno/turn-credentials' },
      { credentialsUrl: 'https://relay2.example/creds' },
    ]);
    expect(cleanSignaling({ credentialsUrl: '/c' }, 'http://h:8080/x/y.json').relays).toEqual([
      { credentialsUrl: 'http://h:8080/c' },
    ]);
  });

  it('refuses a malformed list whole: a bad host, a javascript: URL, too many entries', () => {
    expect(cleanSignaling({ servers: [{ host: 'a.example' }, { host: 'bad host' }] }).servers).toBeUndefined();
    expect(cleanSignaling({ relays: ['javascript:alert(1)'] }, 'https://x.example/').relays).toBeUndefined();
    expect(cleanSignaling({ relays: ['./relative'] }).relays).toBeUndefined(); // no base to read it against
    const many = Array.from({ length: 17 }, (_, i) => ({ host: `h${i}.example` }));
    expect(cleanSignaling({ servers: many }).servers).toBeUndefined();
  });
});

describe('skipping a signaling server that does not answer', () => {
  it('tries the next in the table’s order, the same for host and guest; other refusals are final', async () => {
    const order = tableSignaling(base, 'ABCDEF').map((s) => s.host);
    const down = new Set([order[0], order[1]]);
    const tried: string[] = [];
    const open = (c: SignalingConfig) => {
      tried.push(c.host);
      return down.has(c.host) ? Promise.reject(new Error('signaling-unreachable')) : Promise.resolve(c.host);
    };
    expect(await onTableServer(base, 'ABCDEF', open)).toBe(order[2]);
    expect(tried).toEqual(order.slice(0, 3));
    await expect(onTableServer(base, 'ABCDEF', () => Promise.reject(new Error('host-unreachable')))).rejects.toThrow(
      'host-unreachable',
    );
    const all = onTableServer(base, 'ABCDEF', () => Promise.reject(new Error('signaling-unreachable')));
    await expect(all).rejects.toThrow('signaling-unreachable');
  });
});

describe('relay credentials', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads our form and the TURN REST draft’s, and refuses the rest', () => {
    const ours = readGrant({ iceServers: [{ urls: ['turn:r:3478'], username: '1:u', credential: 'p' }], ttl: 600 }, 0);
    expect(ours).toEqual({
      iceServers: [{ urls: ['turn:r:3478'], username: '1:u', credential: 'p' }],
      obtainedAt: 0,
      expiresAt: 600_000,
    });
    const draft = readGrant({ username: '1:u', password: 'p', ttl: 60, uris: ['turns:r:443?transport=tcp'] }, 0);
    expect(draft?.iceServers[0]?.urls).toEqual(['turns:r:443?transport=tcp']);
    expect(readGrant({ iceServers: [{ urls: 'http://evil', username: 'u', credential: 'p' }], ttl: 60 }, 0)).toBeNull();
    expect(readGrant({ iceServers: [{ urls: 'turn:r', username: 'u', credential: 'p' }], ttl: -1 }, 0)).toBeNull();
    expect(readGrant('nope', 0)).toBeNull();
    // renewed at three quarters of its life, and at least 5 s before its end
    expect(renewTime(ours!)).toBe(450_000);
    expect(renewTime({ ...ours!, expiresAt: 8_000 })).toBe(3_000);
  });

  it('offers the first two relays that answer, in the table’s order, and asks again when stale', async () => {
    const asked: string[] = [];
    let now = 1_000_000;
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      if (url.includes('down')) return Promise.reject(new TypeError('unreachable'));
      const body = {
        iceServers: [{ urls: [`turn:${new URL(url).host}`], username: `${now}:u`, credential: 'p' }],
        ttl: 100,
      };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    const sources = [
      'https://down.example/c',
      'https://r1.example/c',
      'https://r2.example/c',
      'https://r3.example/c',
    ].map((credentialsUrl) => ({ credentialsUrl }));
    const first = await relayIce(sources, () => now);
    expect(first.iceServers.map((s) => s.urls)).toEqual([['turn:r1.example'], ['turn:r2.example']]);
    expect(asked).toEqual(sources.slice(0, 3).map((s) => s.credentialsUrl)); // r3 never asked
    expect(first.renewBy).toBe(now + 75_000);
    asked.length = 0;
    await relayIce(sources, () => now + 10_000); // still fresh: r1, r2 not asked again
    expect(asked).toEqual(['https://down.example/c']);
    asked.length = 0;
    now += 80_000; // past the renewal point
    const renewed = await relayIce(sources, () => now);
    expect(asked).toContain('https://r1.example/c');
    expect(renewed.iceServers[0]?.username).toBe(`${now}:u`);
  });
});

/**
 * Issue 29 point 4, "Test my connection": the NAT it suggests from what the STUN servers saw. The
 * browser's gathering runs in the NAT lab (test/nat: cone, symmetric and UDP blocked guessed right
 * from a home behind each); here, the guess's rules.
 */
import { describe, expect, it } from 'vitest';
import { guessNat, protocolOf, urlsOf } from '../../src/ui/home/connection-test.js';

const host = { type: 'host', address: '10.1.0.2', port: 50000, relatedPort: null };

describe('the NAT Test my connection suggests', () => {
  it('cone: two servers saw one public port for the socket', () => {
    expect(guessNat([host, { type: 'srflx', address: '198.18.1.2', port: 50000, relatedPort: 50000 }], 2, 2)).toBe(
      'cone',
    );
  });

  it('symmetric: two servers saw two public ports for one socket', () => {
    const seen = [
      host,
      { type: 'srflx', address: '198.18.1.2', port: 31000, relatedPort: 50000 },
      { type: 'srflx', address: '198.18.1.2', port: 47000, relatedPort: 50000 },
    ];
    expect(guessNat(seen, 2, 2)).toBe('symmetric');
    // browsers that hide the related port: one socket, two ports still tells
    expect(
      guessNat(
        seen.map((c) => ({ ...c, relatedPort: null })),
        2,
        2,
      ),
    ).toBe('symmetric');
  });

  it('cannot tell from one server, says so; blocked when none answered; none when none is named', () => {
    expect(guessNat([host, { type: 'srflx', address: '198.18.1.2', port: 1, relatedPort: 50000 }], 1, 1)).toBe(
      'unknown',
    );
    expect(guessNat([host], 0, 2)).toBe('blocked');
    expect(guessNat([host], 0, 0)).toBe('none');
  });

  it('open: the address seen is the device’s own', () => {
    const pub = { type: 'host', address: '203.0.113.7', port: 50000, relatedPort: null };
    expect(guessNat([pub, { type: 'srflx', address: '203.0.113.7', port: 50000, relatedPort: 50000 }], 2, 2)).toBe(
      'open',
    );
  });
});

describe('the servers it asks', () => {
  it('each URL with its protocol and its server’s credentials', () => {
    const servers = [
      { urls: 'stun:a:3478' },
      {
        urls: ['turn:r:3478?transport=udp', 'turn:r:3478?transport=tcp', 'turns:r:443'],
        username: 'u',
        credential: 'p',
      },
    ];
    const urls = urlsOf(servers);
    expect(urls.map((u) => [u.url, protocolOf(u.url)])).toEqual([
      ['stun:a:3478', 'udp'],
      ['turn:r:3478?transport=udp', 'udp'],
      ['turn:r:3478?transport=tcp', 'tcp'],
      ['turns:r:443', 'tls'],
    ]);
    expect(urls[3]!.server.username).toBe('u');
  });
});

/**
 * Where an invitation points (issue 30 point 7): a host's page on localhost invites to the LAN
 * address its server knows, on the same scheme, port and path; with none, the link stays and says
 * it is a loopback one (the lobby warns); a page on any other address invites to itself. A settings
 * file's `lan` keeps only LAN IPv4 addresses.
 */
import { describe, expect, it } from 'vitest';
import { cleanLan, inviteBase, isLoopbackHost } from '../../src/net/terms/invite-origin.js';
import { joinLink } from '../../src/net/terms/code.js';

const at = (url: string) => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, port: u.port, origin: u.origin, pathname: u.pathname };
};

describe('the invitation of a page', () => {
  it('on localhost, points to the first LAN address, same scheme, port and path', () => {
    const base = inviteBase(at('http://localhost:8080/uno/'), ['192.168.1.20', '10.0.0.4']);
    expect(base).toEqual({ origin: 'http://192.168.1.20:8080', pathname: '/uno/', via: 'lan' });
    expect(joinLink('KQ7M', base)).toBe('http://192.168.1.20:8080/uno/#/join/KQ7M');
    expect(inviteBase(at('https://127.0.0.1/'), ['192.168.1.20']).origin).toBe('https://192.168.1.20');
    expect(inviteBase(at('http://[::1]:5173/'), ['192.168.1.20']).via).toBe('lan');
  });

  it('on localhost with no LAN address known, stays and says it is a loopback link', () => {
    expect(inviteBase(at('http://localhost:8080/'), [])).toEqual({
      origin: 'http://localhost:8080',
      pathname: '/',
      via: 'loopback',
    });
  });

  it('on any other address, points to the page itself', () => {
    expect(inviteBase(at('http://192.168.1.20:8080/'), ['10.0.0.4']).via).toBe('page');
    expect(inviteBase(at('https://uno.example.org/play/'), ['10.0.0.4']).origin).toBe('https://uno.example.org');
  });

  it('knows the loopback names', () => {
    for (const h of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['192.168.1.2', 'localhost.example.org', '10.127.0.1', 'example.org'])
      expect(isLoopbackHost(h), h).toBe(false);
  });

  it("keeps only LAN IPv4 addresses from a settings file's lan field, eight at most", () => {
    expect(cleanLan(['192.168.1.2', '127.0.0.1', 'evil.example', '300.1.1.1', 7, '10.0.0.1/8'])).toEqual([
      '192.168.1.2',
    ]);
    expect(cleanLan('192.168.1.2')).toEqual([]);
    expect(cleanLan(Array.from({ length: 20 }, (_, i) => `10.0.0.${i + 1}`))).toHaveLength(8);
  });
});

/**
 * Issue 29, point 1: the settings file is found beside index.html, wherever the build is served
 * (docs/network.md "Three ways to get signaling"), and no default names PeerJS's dead relays.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_SIGNALING, servedConfigUrl } from '../../src/net/terms/signaling.js';

describe('the settings file of a deployment', () => {
  it('is asked beside the page, at the root or under a sub-path, whatever the hash route', () => {
    expect(servedConfigUrl('http://192.168.1.20:8080/')).toBe('http://192.168.1.20:8080/peerjs-config.json');
    expect(servedConfigUrl('https://ana.github.io/uno/#/join/ACDEFG')).toBe(
      'https://ana.github.io/uno/peerjs-config.json',
    );
    expect(servedConfigUrl('https://ana.github.io/uno/index.html?lang=fr')).toBe(
      'https://ana.github.io/uno/peerjs-config.json',
    );
  });

  it('the public broker comes with no relay of PeerJS (dead since 2023)', () => {
    const urls = PUBLIC_SIGNALING.iceServers.flatMap((s) => (Array.isArray(s.urls) ? s.urls : [s.urls]));
    expect(urls.filter((u) => /^turns?:/.test(u))).toEqual([]);
    expect(urls.some((u) => u.startsWith('stun:'))).toBe(true);
  });
});

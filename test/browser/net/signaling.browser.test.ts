/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import {
  detectSignaling,
  saveSignalingConfig,
  signalingConfig,
  PUBLIC_SIGNALING,
  joinLink,
  normalizeCode,
} from '../../../src/net/index.js';

describe('signaling settings', () => {
  const original = location.href;
  afterEach(() => {
    history.replaceState(null, '', original);
    saveSignalingConfig(null);
  });

  it('without a server of its own, the page uses the public broker', async () => {
    // the test runner's server does not answer /peerjs-config.json
    const c = await detectSignaling();
    expect(c).to.deep.equal(PUBLIC_SIGNALING);
  });

  it('saved settings override it, URL parameters override both', () => {
    saveSignalingConfig({ host: 'peer.lan', port: 9000, secure: false });
    expect(signalingConfig()).to.include({ host: 'peer.lan', port: 9000, secure: false, path: '/' });
    const url = new URL(original);
    url.searchParams.set('peerHost', '10.0.0.7');
    url.searchParams.set('peerPath', '/peerjs');
    url.searchParams.set('ice', 'stun:10.0.0.7:3478,turn:10.0.0.7:3478');
    history.replaceState(null, '', url);
    const c = signalingConfig();
    expect(c).to.include({ host: '10.0.0.7', port: 9000, path: '/peerjs' });
    expect(c.iceServers).to.deep.equal([{ urls: 'stun:10.0.0.7:3478' }, { urls: 'turn:10.0.0.7:3478' }]);
  });

  it('bad values are ignored, not used', () => {
    saveSignalingConfig({ host: 'bad host name!', port: -1 });
    expect(signalingConfig()).to.include({ host: PUBLIC_SIGNALING.host, port: PUBLIC_SIGNALING.port });
  });

  it('the join link of this page leads back to the code', () => {
    const link = joinLink('ACDEFG');
    expect(link.startsWith(location.origin)).to.equal(true);
    expect(normalizeCode(link)).to.equal('ACDEFG');
  });
});

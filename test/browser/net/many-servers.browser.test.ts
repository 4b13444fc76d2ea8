/// <reference types="mocha" />
/**
 * Several signaling servers in the settings (issue 29 point 3), over real PeerJS: the table's code
 * puts servers that do not answer first in its order; the host and its guest each skip them, in the
 * same order, and meet on the one that answers.
 */
import { expect } from '@open-wc/testing';
import { peerNetwork } from '../../../src/net/peer/peer-transport.js';
import { tableSignaling, type SignalingConfig } from '../../../src/net/terms/signaling.js';
import type { Connection } from '../../../src/net/wire/transport.js';
import { testSignaling, until } from './peer-config.js';

describe('several signaling servers', () => {
  it('host and guest skip the servers that do not answer, in the same order, and meet', async function () {
    this.timeout(60_000);
    const live = await testSignaling();
    // ports where nothing listens (refused at once), as servers down
    const dead = [1, 2].map((n) => ({ ...live, port: live.port === 9 + n ? 19 + n : 9 + n }));
    const cfg: SignalingConfig = { ...live, servers: [live, ...dead] };
    // a code whose order puts both dead servers before the live one
    let code = '';
    for (let i = 0; !code; i++) {
      const candidate = `M${i.toString(36).toUpperCase().padStart(5, 'Q')}`;
      if (tableSignaling(cfg, candidate)[2]!.port === live.port) code = candidate;
    }
    const net = peerNetwork(cfg);
    let hostEnd: Connection | null = null;
    const started = performance.now();
    const listener = await net.listen(code, (c) => (hostEnd = c));
    const guestEnd = await net.connect(code);
    const host = await until('the host end', () => hostEnd);
    console.log(`two dead servers skipped, met on the third: ${Math.round(performance.now() - started)} ms`);
    const got: string[] = [];
    guestEnd.onMessage((t) => got.push(t));
    host.send('hello');
    await until('the guest hears the host', () => got.length > 0, 10_000);
    expect(got).to.deep.equal(['hello']);
    guestEnd.close();
    listener.close();
  });
});

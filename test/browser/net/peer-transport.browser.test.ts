/// <reference types="mocha" />
/**
 * The PeerJS transport's close (src/net/peer-transport.ts), over real WebRTC: what one end sent
 * before it closed reaches the other end whole, last word included, and then the other end sees
 * the close. A host's goodbye (`handover`, `kicked`…) is such a last word: lost, a guest that was
 * handed the table waited the whole host wait instead.
 */
import { expect } from '@open-wc/testing';
import { connectPeer, listenPeer } from '../../../src/net/peer/peer-transport.js';
import type { Connection } from '../../../src/net/wire/transport.js';
import { testSignaling, until } from './peer-config.js';

describe('the PeerJS transport closes after what was sent', () => {
  it('a burst, a last word and the close at once: the far end takes in all of it, then closes', async function () {
    this.timeout(60_000);
    const signaling = await testSignaling();
    const code = `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    let hostEnd: Connection | null = null;
    const listener = await listenPeer(code, signaling, (c) => (hostEnd = c));
    const guestEnd = await connectPeer(code, signaling);
    const got: string[] = [];
    let closedAfter = -1;
    guestEnd.onMessage((t) => got.push(t));
    guestEnd.onClose(() => (closedAfter = got.length));
    const host = await until('the host end', () => hostEnd);
    // about 2 MB: more than the channel passes on in the moment the close comes right after
    const chunk = 'x'.repeat(4000);
    const n = 500;
    for (let i = 0; i < n; i++) host.send(`${i}:${chunk}`);
    host.send('bye');
    host.close();
    expect(host.open, 'a closing end sends nothing more').to.equal(false);
    await until('the guest end closes', () => closedAfter >= 0, 20_000);
    console.log(`transport: ${got.length} of ${n + 1} messages in before the close`);
    expect(got.length).to.equal(n + 1);
    expect(got.at(-1)).to.equal('bye');
    expect(got.slice(0, n).every((t, i) => t.startsWith(`${i}:`))).to.equal(true);
    expect(closedAfter).to.equal(n + 1);
    await until('the host listens to nobody', () => listener.idle(), 10_000);
    listener.close();
  });
});

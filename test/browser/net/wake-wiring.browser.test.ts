/// <reference types="mocha" />
/**
 * The wake's wiring (src/net/guest/wake.ts, docs/network.md "Phones that sleep"): a guest built by
 * createGameClient listens to this page's own document. Its link cut, it waits out a back-off on a
 * clock that never moves here; the page shown again is the only thing that can bring it back, so
 * a guest back in its seat proves the page's return made the try, without timing anything.
 */
import { expect } from '@open-wc/testing';
import { createHarness, settle } from '../../net/harness.js';

describe('a guest whose page is shown again', () => {
  it('tries to reach its table at once, on the page’s own visibilitychange', async () => {
    const h = await createHarness();
    const g = await h.addGuest('Ana');
    expect(g.client.state.status).to.equal('lobby');
    expect(document.visibilityState).to.equal('visible');
    h.conns.get('g1')!.close();
    await settle();
    expect(g.client.state.status).to.equal('reconnecting');
    // the back-off's timer is pending on the test's clock, which stands still
    await settle(10);
    expect(g.client.state.status, 'nothing brings it back but the page').to.equal('reconnecting');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle(10);
    expect(g.client.state.status).to.equal('lobby');
    expect(g.client.state.seat).to.equal(1);
    g.client.leave();
  });
});

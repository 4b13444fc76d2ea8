/// <reference types="mocha" />
/**
 * Over real PeerJS/WebRTC: the host's page goes away mid-game (its frame removed, as a closed tab);
 * a guest learns it within the heartbeat window, then the host's page opens again within the wait
 * and the guest plays on with its hand.
 */
import { expect } from '@open-wc/testing';
import { joinTable } from '../../../src/net/page/joining.js';
import type { GameClient } from '../../../src/net/guest/state.js';
import { hostName } from '../../../src/net/terms/host-wait.js';
import { testSignaling, until } from './peer-config.js';

function frame(src: string): Promise<HTMLIFrameElement> {
  const f = document.createElement('iframe');
  f.src = src;
  document.body.append(f);
  return new Promise((r) => f.addEventListener('load', () => r(f), { once: true }));
}

async function participantOf(f: HTMLIFrameElement, what: string): Promise<{ client: GameClient; resumed: boolean }> {
  const p = await until(what, () => f.contentWindow?.participant, 90000);
  if ('error' in p) throw new Error(`${what}: ${p.error}`);
  return p;
}

describe('the host page closes mid-game (real WebRTC)', () => {
  it('the guest sees it within the heartbeat window, and plays on when the host reopens within the wait', async () => {
    sessionStorage.clear();
    localStorage.clear();
    const base = new URL('./participant.html', import.meta.url).pathname;
    const hostFrame = await frame(`${base}?role=host&name=Alice`);
    const host = await participantOf(hostFrame, 'the host');
    const code = host.client.state.lobby!.code;
    const guest = await joinTable(code, { name: 'Bob', signaling: await testSignaling(), persist: false });
    await until('two seats', () => host.client.state.lobby?.seats.length === 2);
    expect(host.client.host!.addBot('easy')).to.deep.equal({ ok: true });
    expect(host.client.host!.start()).to.deep.equal({ ok: true });
    await until('a view', () => guest.state.view);
    const hand = guest.state.view!.hand;
    // the game's log reaches the guest over the channel (one guest: no share is dealt)
    await until('the log', () => guest.migration?.log?.genesis.code === code);
    expect(guest.migration!.share).to.equal(null);

    hostFrame.remove();
    // the heartbeat window is 5 s at most; the margin is for a loaded machine
    await until('the guest knows', () => guest.state.status === 'reconnecting', 10000);
    expect(guest.state.hostLostAt).to.be.a('number');
    expect(guest.state.hostLostAt!).to.be.at.most(Date.now());
    expect(hostName(guest.state)).to.equal('Alice');
    expect(await guest.act({ type: 'draw' })).to.deep.equal({ ok: false, error: 'disconnected' });

    // the page opens again (its save is in this tab's storage) well within the wait
    const again = await frame(`${base}?role=host&name=Alice`);
    const resumed = await participantOf(again, 'the resumed host');
    expect(resumed.resumed).to.equal(true);
    await until('the guest plays again', () => guest.state.status === 'playing', 30000);
    expect(guest.state.hostLostAt).to.equal(null);
    expect(guest.state.view!.hand).to.deep.equal(hand);
    resumed.client.leave();
    guest.leave();
    again.remove();
  });
});

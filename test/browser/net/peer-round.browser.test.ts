/// <reference types="mocha" />
/**
 * Real PeerJS/WebRTC in headless Chromium, through the PeerJS server the runner starts on
 * 127.0.0.1. Several Peers in this one page play a whole round; frames (one page each, reloaded
 * from here) check that a guest and the host come back after a reload.
 */
import { expect } from '@open-wc/testing';
import { createHostClient } from '../../../src/net/page/hosting.js';
import { joinTable } from '../../../src/net/page/joining.js';
import type { GameClient } from '../../../src/net/guest/state.js';
import { testSignaling, until } from './peer-config.js';
import { playUntil } from './play-round.js';

describe('PeerJS transport (real WebRTC)', () => {
  it('a host and three guests join by code, play a whole round, and each checks its deal', async () => {
    const signaling = await testSignaling();
    const host = await createHostClient({ name: 'Host', signaling, persist: false });
    const code = host.state.lobby!.code;
    expect(code).to.match(/^[A-Z0-9]{6}$/);
    const guests: GameClient[] = [];
    for (const name of ['Ana', 'Bo', 'Cy'])
      guests.push(await joinTable(code.toLowerCase(), { name, signaling, persist: false }));
    await until('four seats', () => host.state.lobby?.seats.length === 4);
    expect(guests.map((g) => g.state.seat)).to.deep.equal([1, 2, 3]);
    expect(host.host!.start()).to.deep.equal({ ok: true });
    const all = [host, ...guests];
    await until('every view', () => all.every((c) => c.state.view !== null));
    const accepted = await playUntil(
      all,
      () => host.state.view?.phase === 'roundOver' || host.state.view?.phase === 'gameOver',
    );
    expect(accepted).to.be.greaterThan(3);
    await until('every guest sees the end', () => guests.every((g) => g.state.view?.roundResult != null));
    const winner = host.state.view!.roundWinner;
    for (const g of guests) expect(g.state.view!.roundWinner).to.equal(winner);
    // every page checks the round's deal in its own code (the checker loads on demand) ✓
    await until('every deal check', () => all.every((c) => c.state.deals?.some((d) => d.status !== 'checking')));
    for (const [i, c] of all.entries()) {
      expect(c.state.deals![0]).to.include({ round: 1, status: 'ok', own: i === 0 ? 'host' : 'used' });
      expect(c.state.deals![0]!.problems).to.deep.equal([]);
    }
    for (const c of all) c.leave();
  });

  it('a wrong code fails plainly', async () => {
    const signaling = await testSignaling();
    let error = '';
    try {
      await joinTable('ACDEFG', { name: 'Lost', signaling, persist: false });
    } catch (e) {
      error = (e as Error).message;
    }
    expect(error).to.equal('host-unreachable');
  });
});

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

describe('reloads (one frame per player)', () => {
  it('a guest page reloads and rejoins its seat; the host page reloads and the table resumes', async () => {
    sessionStorage.clear();
    const base = new URL('./participant.html', import.meta.url).pathname;
    const hostFrame = await frame(`${base}?role=host&name=Host`);
    const host = await participantOf(hostFrame, 'the host');
    const code = host.client.state.lobby!.code;
    const guestFrame = await frame(`${base}?role=guest&name=Ana&code=${code}`);
    const guest = await participantOf(guestFrame, 'the guest');
    // a third player in this page, kept out of storage (the frames share this tab's storage)
    const signaling = await testSignaling();
    const third = await joinTable(code, { name: 'Bo', signaling, persist: false });
    await until('three seats', () => host.client.state.lobby?.seats.length === 3);
    // no clock plays for anyone while a page reloads (20 s and more on a loaded machine): the hands
    // are compared across the reloads, and a stand-in's draw would change them
    expect(host.client.host!.configure({ turnMs: 0, standInMs: 0 })).to.deep.equal({ ok: true });
    expect(host.client.host!.start()).to.deep.equal({ ok: true });
    await until('views', () => guest.client.state.view && third.state.view);
    await playUntil([host.client, guest.client, third], () => (host.client.state.events.length ?? 0) > 6);

    // the last play of that pass may be another player's +2 on the guest: its hand is read once its
    // view has caught up with the host's last event (read before, it lacked the two cards drawn)
    const last = host.client.state.events.at(-1)!.seq;
    await until('the guest has seen every event', () => guest.client.state.events.at(-1)?.seq === last);
    // the guest's page reloads
    const seat = guest.client.state.seat!;
    const handAtReload = guest.client.state.view!.hand;
    guestFrame.contentWindow!.location.reload();
    await new Promise((r) => guestFrame.addEventListener('load', r, { once: true }));
    const back = await participantOf(guestFrame, 'the reloaded guest');
    expect(back.client.state.seat).to.equal(seat);
    await until('the guest has a view again', () => back.client.state.view);
    expect(back.client.state.view!.hand).to.deep.equal(handAtReload);
    await until('the host sees the guest back', () => host.client.state.lobby!.seats[seat]!.connected);
    const handBefore = back.client.state.view!.hand;

    // the host's page reloads: same code, same table; the guests come back by themselves
    hostFrame.contentWindow!.location.reload();
    await new Promise((r) => hostFrame.addEventListener('load', r, { once: true }));
    const resumed = await participantOf(hostFrame, 'the resumed host');
    expect(resumed.resumed).to.equal(true);
    expect(resumed.client.state.lobby!.code).to.equal(code);
    const hostBack = performance.now();
    await until('guests reconnected', () => resumed.client.state.lobby!.seats.every((s) => s.connected), 30000);
    // a figure, not a bound (docs/network.md "Phones that sleep"): the guests' back-off paces it
    console.log(`guests back ${Math.round(performance.now() - hostBack)} ms after the host's page resumed`);
    await until(
      'guest playing again',
      () => back.client.state.status === 'playing' && third.state.status === 'playing',
      30000,
    );
    expect(back.client.state.view!.hand).to.deep.equal(handBefore);
    // and the round goes on to its end
    await playUntil([resumed.client, back.client, third], () =>
      ['roundOver', 'gameOver'].includes(resumed.client.state.view?.phase ?? ''),
    );
    resumed.client.leave();
    back.client.leave();
    third.leave();
  });
});

/// <reference types="mocha" />
/**
 * Over real PeerJS/WebRTC, three pages (one frame each: the host's and two guests'): the host's page
 * closes mid-round; past the table's wait the first guest's page takes the table over, the other
 * guest follows it there by itself, and the two of them finish the round, every hand as it was.
 */
import { expect } from '@open-wc/testing';
import type { GameClient } from '../../../src/net/guest/state.js';
import type { Action, PlayerView } from '../../../src/game/types.js';
import { until } from './peer-config.js';

function frame(src: string): Promise<HTMLIFrameElement> {
  const f = document.createElement('iframe');
  f.src = src;
  document.body.append(f);
  return new Promise((r) => f.addEventListener('load', () => r(f), { once: true }));
}

async function participantOf(f: HTMLIFrameElement, what: string): Promise<GameClient> {
  const p = await until(what, () => f.contentWindow?.participant, 90000);
  if ('error' in p) throw new Error(`${what}: ${p.error}`);
  return p.client;
}

/** What a guest holds, for a failure's message. */
function seen(name: string, c: GameClient): string {
  const s = c.state;
  const { status, error, isHost, succession } = s;
  return `${name} ${JSON.stringify({ status, error, isHost, epoch: s.lobby?.epoch, hostSeat: s.lobby?.hostSeat, succession, view: !!s.view })}`;
}

/** `until`, and on a timeout what both guests hold. */
async function untilBoth<T>(what: string, guests: [GameClient, GameClient], check: () => T, ms: number) {
  try {
    return await until(what, check, ms);
  } catch (e) {
    throw new Error(`${(e as Error).message}: ${seen('Bob', guests[0])}; ${seen('Cy', guests[1])}`, { cause: e });
  }
}

function choose(view: PlayerView): Action | null {
  if (view.legal.length === 0) return null;
  const play = view.legal.find((a) => a.type === 'play');
  const a = play ?? view.legal.find((x) => x.type !== 'catch' && x.type !== 'uno') ?? view.legal[0]!;
  if (a.type === 'play' && a.card.startsWith('W')) return { ...a, color: 'R', uno: view.hand.length === 2 };
  if (a.type === 'play' && view.hand.length === 2) return { ...a, uno: true };
  return a;
}

async function playUntil(clients: GameClient[], done: () => boolean, ms: number): Promise<number> {
  const end = Date.now() + ms;
  let accepted = 0;
  while (!done()) {
    if (Date.now() > end) throw new Error('the round did not end in time');
    let acted = false;
    for (const c of clients) {
      const v = c.state.status === 'playing' ? c.state.view : null;
      const a = v && choose(v);
      if (!a) continue;
      if ((await c.act(a)).ok) {
        accepted++;
        acted = true;
      }
    }
    if (!acted) await new Promise((r) => setTimeout(r, 20));
  }
  return accepted;
}

describe('the host page closes mid-round, the table moves (real WebRTC)', () => {
  it('the two guests take the table on and finish the round, every hand as it was', async function () {
    this.timeout(150_000);
    sessionStorage.clear();
    localStorage.clear();
    const base = new URL('./participant.html', import.meta.url).pathname;
    const hostFrame = await frame(`${base}?role=host&name=Alice`);
    const host = await participantOf(hostFrame, 'the host');
    const code = host.state.lobby!.code;
    const bob = await participantOf(await frame(`${base}?role=guest&name=Bob&persist=0&code=${code}`), 'Bob');
    const cy = await participantOf(await frame(`${base}?role=guest&name=Cy&persist=0&code=${code}`), 'Cy');
    await until('three seats', () => host.state.lobby?.seats.length === 3);
    // a short wait for the host keeps the test short (the default is 15 s)
    expect(host.host!.configure({ hostWaitMs: 5000 })).to.deep.equal({ ok: true });
    expect(host.host!.start()).to.deep.equal({ ok: true });
    await until('views', () => bob.state.view && cy.state.view);
    // each guest holds its kit: the log, and its own share
    await until('the kits', () => bob.migration?.share && cy.migration?.share && bob.migration.log, 20_000);
    expect(bob.migration!.share).to.not.equal(cy.migration!.share);
    // a few turns, stopping at one under way (a new round if the first one ended meanwhile)
    await playUntil(
      [host, bob, cy],
      () => {
        if (host.state.view?.phase === 'roundOver') host.host!.nextRound();
        return (host.state.events.at(-1)?.seq ?? 0) > 8 && host.state.view?.phase === 'play';
      },
      30_000,
    );
    await new Promise((r) => setTimeout(r, 300));
    const hands = [bob.state.view!.hand, cy.state.view!.hand];
    const counts = cy.state.view!.counts;
    const top = cy.state.view!.top;

    const gone = Date.now();
    hostFrame.remove();
    await untilBoth(
      'both guests know',
      [bob, cy],
      () => bob.state.status === 'reconnecting' && cy.state.status === 'reconnecting',
      10_000,
    );
    await untilBoth(
      'both guests at a live table again',
      [bob, cy],
      () => [bob, cy].every((c) => c.state.status === 'playing' && c.state.lobby?.epoch === 1 && c.state.view !== null),
      60_000,
    );
    const took = Date.now() - gone;
    // Bob (seat 1) hosts now; Alice's seat is played by a stand-in
    expect(bob.state.isHost).to.equal(true);
    expect(bob.host).to.not.equal(undefined);
    expect(cy.state.isHost).to.equal(false);
    expect(cy.state.lobby!.hostSeat).to.equal(1);
    expect(cy.state.lobby!.seats[0]).to.include({ name: 'Alice', standIn: true });
    expect([bob.state.view!.hand, cy.state.view!.hand]).to.deep.equal(hands);
    expect(cy.state.view!.counts).to.deep.equal(counts);
    expect(cy.state.view!.top).to.equal(top);
    expect(took, 'the loss seen, the wait, the takeover').to.be.below(45_000);

    // the two of them (and Alice's stand-in) finish the round
    const accepted = await playUntil(
      [bob, cy],
      () => ['roundOver', 'gameOver'].includes(bob.state.view?.phase ?? ''),
      90_000,
    );
    expect(accepted).to.be.greaterThan(0);
    await until('Cy sees the end', () => cy.state.view?.roundResult != null, 10_000);
    expect(cy.state.view!.roundWinner).to.equal(bob.state.view!.roundWinner);
    bob.leave();
    cy.leave();
  });

  it('the host hands the table over: the guests play on at once, with no wait', async function () {
    this.timeout(120_000);
    sessionStorage.clear();
    localStorage.clear();
    const base = new URL('./participant.html', import.meta.url).pathname;
    const hostFrame = await frame(`${base}?role=host&name=Alice`);
    const host = await participantOf(hostFrame, 'the host');
    const code = host.state.lobby!.code;
    const bob = await participantOf(await frame(`${base}?role=guest&name=Bob&persist=0&code=${code}`), 'Bob');
    const cy = await participantOf(await frame(`${base}?role=guest&name=Cy&persist=0&code=${code}`), 'Cy');
    await until('three seats', () => host.state.lobby?.seats.length === 3);
    expect(host.host!.start()).to.deep.equal({ ok: true });
    await until('the kits', () => bob.migration?.share && cy.migration?.share, 20_000);
    await until('the host can hand over', () => host.host!.canHandOver(), 10_000);
    await playUntil([host, bob, cy], () => (host.state.events.at(-1)?.seq ?? 0) > 6, 30_000);
    await new Promise((r) => setTimeout(r, 300));
    const hands = [bob.state.view!.hand, cy.state.view!.hand];
    const at = Date.now();
    // what the Leave question's "Hand the table to another player" does
    expect(host.host!.handOver()).to.deep.equal({ ok: true });
    host.leave();
    await untilBoth(
      'both guests at a live table again',
      [bob, cy],
      () => [bob, cy].every((c) => c.state.status === 'playing' && c.state.lobby?.epoch === 1),
      30_000,
    );
    // well within the 15 s the guests would otherwise wait
    expect(Date.now() - at).to.be.below(10_000);
    expect(bob.state.isHost).to.equal(true);
    expect([bob.state.view!.hand, cy.state.view!.hand]).to.deep.equal(hands);
    hostFrame.remove();
    bob.leave();
    cy.leave();
  });
});

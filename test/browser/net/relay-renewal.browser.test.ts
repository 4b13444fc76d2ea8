/// <reference types="mocha" />
/**
 * A long game keeps its relay (issue 29 point 1): credentials of the internet relay that live 20 s
 * (an hour in a deployment), players who can only be reached through the relay. Past the
 * credentials' end, a relayed guest keeps its seat; a new guest still gets in (the host renewed
 * the credentials its next connections use); a guest whose link broke comes back to its seat (it
 * asked for fresh credentials before connecting again). Its live link moves, by an ICE restart, to
 * an allocation made with renewed credentials. Skipped without coturn.
 */
import { expect } from '@open-wc/testing';
import type { RelayPlayer } from './relay-player.js';
import { until } from './peer-config.js';

const TTL_S = 20;
const frames: HTMLIFrameElement[] = [];

function open(query: string): Promise<HTMLIFrameElement> {
  const f = document.createElement('iframe');
  f.src = `${new URL('./relay-player.html', import.meta.url).pathname}?ttl=${TTL_S}&${query}`;
  document.body.append(f);
  frames.push(f);
  return new Promise((r) => f.addEventListener('load', () => r(f), { once: true }));
}

async function player(f: HTMLIFrameElement, what: string): Promise<RelayPlayer> {
  const p = await until(what, () => f.contentWindow?.relayPlayer, 45_000);
  if ('error' in p) throw new Error(`${what}: ${p.error}`);
  if (p.retried) console.warn(`${what}: a first join failed and was tried again: ${p.retried}`);
  return p;
}

/** The local candidate types of a page's live connections (a probe's closed one says nothing). */
const liveTypes = async (p: RelayPlayer) => (await p.selectedTypes()).filter((t) => t !== '');

const connectedSeats = (p: RelayPlayer) =>
  p.client.state.lobby?.seats.filter((s) => s.kind === 'human' && s.connected).length ?? 0;

describe('the relay over a long game: credentials renewed', () => {
  afterEach(() => {
    for (const f of frames.splice(0)) {
      const p = f.contentWindow?.relayPlayer;
      if (p && 'client' in p) p.client.leave();
      f.remove();
    }
  });

  it('keeps a relayed guest past the credentials’ end, lets a new one in, and takes a dropped one back', async function () {
    this.timeout(180_000);
    const relay = (await (await fetch('/__relay/config')).json()) as { missing?: string; error?: string };
    if (relay.missing === 'coturn') this.skip();
    if (relay.error) throw new Error(relay.error);

    const host = await player(await open('role=host&name=Host'), 'the host');
    const code = host.client.state.lobby!.code;
    const alice = await player(await open(`role=guest&name=Alice&code=${code}`), 'Alice');
    await until('Alice seated', () => connectedSeats(host) === 2, 30_000);
    expect(await liveTypes(alice)).to.deep.equal(['relay']);
    const aliceSeat = alice.client.state.seat;
    const firstAllocation = (await alice.selectedLocal()).filter((l) => l !== '');

    // past the end of every credential handed out so far, and of the host's first renewal's start
    await new Promise((r) => setTimeout(r, (TTL_S + 6) * 1000));
    expect(connectedSeats(host), 'Alice is still there').to.equal(2);
    // her link gathered again with the renewed credentials (an ICE restart) and moved to an
    // allocation made with them, on the same connection
    const renewed = (await alice.selectedLocal()).filter((l) => l !== '');
    expect(renewed, 'the same one connection').to.have.length(1);
    expect(renewed[0]).to.match(/^relay /);
    expect(renewed[0], 'a new relay allocation').to.not.equal(firstAllocation[0]);

    // a new guest: the host's side of its link is made with the renewed credentials
    const bob = await player(await open(`role=guest&name=Bob&code=${code}`), 'Bob');
    await until('Bob seated', () => connectedSeats(host) === 3, 30_000);
    expect(await liveTypes(bob)).to.deep.equal(['relay']);

    // Alice's link breaks: she connects again, with credentials asked again
    for (const pc of alice.connections) pc.close();
    await until('Alice seen gone', () => connectedSeats(host) === 2, 30_000);
    await until('Alice back', () => connectedSeats(host) === 3 && alice.client.state.status === 'lobby', 45_000);
    expect(alice.client.state.seat).to.equal(aliceSeat);
    expect(alice.client.state.lobby!.seats.map((s) => s.name)).to.include.members(['Host', 'Alice', 'Bob']);
    expect(await liveTypes(alice)).to.deep.equal(['relay']);
  });
});

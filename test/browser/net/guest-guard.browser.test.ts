/// <reference types="mocha" />
/**
 * Every page that is not hosting refuses every incoming PeerJS link (signaling-guard.ts,
 * peer-transport.ts `connectPeer`): a stranger who learned a guest's or a spectator's peer id opens
 * links to it, of every kind, and streams the first halves of chunked messages (PeerJS's `binary`
 * reassembly keeps each half until its other half comes: the audit held 310 MB on a guest's page
 * this way). Fails if any link opens, if the page makes an RTCPeerConnection for one, or if the
 * guest cannot play on. Figures are printed; docs/security.md keeps those of the last run.
 */
import { expect } from '@open-wc/testing';
import { Peer, type DataConnection, type PeerJSOption } from 'peerjs';
import { createHostClient } from '../../../src/net/page/hosting.js';
import { joinTable } from '../../../src/net/page/joining.js';
import type { SignalingConfig } from '../../../src/net/terms/signaling.js';
import { playRound } from './play-round.js';
import { testSignaling, until } from './peer-config.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The page's JS heap after a full collection (Chromium runs with --expose-gc and precise memory). */
async function heapMB(): Promise<number> {
  const g = globalThis as { gc?: () => void };
  for (let i = 0; i < 3; i++) {
    g.gc?.();
    await sleep(30);
  }
  const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? memory.usedJSHeapSize / 2 ** 20 : NaN;
}

function attacker(signaling: SignalingConfig): Promise<Peer> {
  const opts: PeerJSOption = { ...signaling, config: { iceServers: [] } };
  return new Promise((resolve, reject) => {
    const peer = new Peer(opts);
    peer.on('open', () => resolve(peer));
    peer.on('error', reject);
  });
}

/** The ids the signaling server knows (the test server allows discovery; a real one may not, but
 * a peer id also travels in every offer, so a guest cannot count on it staying secret). */
async function peerIds(signaling: SignalingConfig): Promise<Set<string>> {
  const url = `http://${signaling.host}:${signaling.port}${signaling.path.replace(/\/$/, '')}/${signaling.key}/peers`;
  return new Set((await (await fetch(url)).json()) as string[]);
}

/** RTCPeerConnections this page makes from now on, until `stop`. */
function countPeerConnections(): { made: () => number; stop: () => void } {
  const Original = globalThis.RTCPeerConnection;
  let made = 0;
  globalThis.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
      made++;
    }
  };
  return { made: () => made, stop: () => (globalThis.RTCPeerConnection = Original) };
}

interface Watched {
  kind: string;
  dc: DataConnection;
  opened: boolean;
  closedAfter: number | null;
  data: number;
}

/** Links of every kind to `id`, one after the other (PeerJS's `LEAVE` handling forgets the other
 * links to a peer it closes one of: one at a time, each one's end is seen torn down or not). Each
 * is watched for up to `ms`; the `binary` one streams chunk halves for as long as it is open. */
async function attack(bad: Peer, id: string, ms: number): Promise<{ links: Watched[]; halves: number }> {
  const kinds = [
    { serialization: 'binary', reliable: true },
    { serialization: 'binary', reliable: false },
    { serialization: 'json', reliable: true },
    { serialization: 'raw', reliable: false },
    { serialization: 'raw', reliable: true },
  ] as const;
  const half = new ArrayBuffer(16_000);
  const links: Watched[] = [];
  let halves = 0;
  let chunk = 1;
  for (const k of kinds) {
    const start = performance.now();
    const w: Watched = {
      kind: `${k.serialization}/${k.reliable ? 'reliable' : 'unreliable'}`,
      dc: bad.connect(id, k),
      opened: false,
      closedAfter: null,
      data: 0,
    };
    links.push(w);
    w.dc.on('open', () => (w.opened = true));
    w.dc.on('close', () => (w.closedAfter ??= performance.now() - start));
    w.dc.on('data', () => w.data++);
    while (performance.now() - start < ms) {
      // a link that never opened emits no 'close': its end is torn down (no RTCPeerConnection left)
      if (w.closedAfter === null && !w.dc.peerConnection) w.closedAfter = performance.now() - start;
      if (w.closedAfter !== null) break;
      // the first of two chunks of a message whose second never comes: kept until it does
      if (k.serialization === 'binary' && w.dc.open && halves < 4000) {
        for (let i = 0; i < 40; i++) void w.dc.send({ __peerData: chunk++, n: 0, total: 2, data: half }, true);
        halves += 40;
      }
      await sleep(20);
    }
  }
  return { links, halves };
}

describe('pages that do not host refuse every incoming link (real WebRTC)', () => {
  let signaling: SignalingConfig;
  before(async () => {
    signaling = await testSignaling();
  });

  it("a stranger's links to a guest and a spectator are closed at once; they play and watch on", async function () {
    this.timeout(120_000);
    const host = await createHostClient({ name: 'Host', signaling, persist: false });
    const code = host.state.lobby!.code;
    const bad = await attacker(signaling);
    const known = await peerIds(signaling);
    const ana = await joinTable(code, { name: 'Ana', signaling, persist: false });
    const anaId = [...(await peerIds(signaling))].find((id) => !known.has(id));
    expect(anaId, "the guest's peer id").to.be.a('string');

    const before = await heapMB();
    const counting = countPeerConnections();
    const onGuest = await attack(bad, anaId!, 2000);
    counting.stop();
    const after = await heapMB();
    for (const w of onGuest.links)
      console.log(
        `guest guard: ${w.kind}: opened ${w.opened}, closed after ${w.closedAfter?.toFixed(0) ?? 'never'} ms, data ${w.data}`,
      );
    console.log(
      `guest guard: ${onGuest.halves} chunk halves sent; RTCPeerConnections made ${counting.made()} (${onGuest.links.length} the stranger's); heap ${before.toFixed(1)} -> ${after.toFixed(1)} MB`,
    );
    for (const w of onGuest.links) {
      expect(w.opened, `${w.kind} opened`).to.equal(false);
      // the guest's page says no at once: the stranger's end is torn down, not left waiting
      expect(w.closedAfter, `${w.kind} closed`).to.be.a('number').below(2000);
    }
    expect(onGuest.halves).to.equal(0);
    // the stranger's own links and none for them on the guest's side
    expect(counting.made()).to.equal(onGuest.links.length);
    expect(after - before).to.be.below(8);

    // the guest plays on: a whole round
    expect(ana.state.status).to.equal('lobby');
    expect(host.host!.start()).to.deep.equal({ ok: true });
    await until('every view', () => host.state.view !== null && ana.state.view !== null);
    // a spectator arrives mid-round, and is refused links too
    const known2 = await peerIds(signaling);
    const eve = await joinTable(code, { name: 'Eve', signaling, persist: false });
    expect(eve.state.watching).to.equal(true);
    const eveId = [...(await peerIds(signaling))].find((id) => !known2.has(id));
    const onSpectator = await attack(bad, eveId!, 2000);
    for (const w of onSpectator.links) {
      expect(w.opened, `${w.kind} to the spectator opened`).to.equal(false);
      expect(w.closedAfter, `${w.kind} to the spectator closed`).to.be.a('number').below(2000);
    }
    const accepted = await playRound(host, [host, ana]);
    expect(accepted).to.be.greaterThan(2);
    await until('the guest and the spectator see the end', () =>
      [ana, eve].every((c) => c.state.view?.roundResult != null),
    );
    expect(ana.state.status).to.equal('playing');
    bad.destroy();
    for (const c of [eve, ana, host]) c.leave();
  });
});

/// <reference types="mocha" />
/**
 * The transport guard over real PeerJS/WebRTC (channel-guard.ts, peer-transport.ts, link-guard.ts):
 * a hostile peer in this page attacks a real host below the protocol. Each test fails if its attack
 * works again. Figures (times, heap) are printed, never asserted as timings: docs/security.md
 * keeps those of the last run.
 */
import { expect } from '@open-wc/testing';
import { Peer, type DataConnection, type PeerJSOption } from 'peerjs';
import { createTable, restoreTable } from '../../../src/game/index.js';
import { createBot } from '../../../src/bots/index.js';
import { TableHost } from '../../../src/net/host/table-host.js';
import { listenPeer, type PeerListener } from '../../../src/net/peer/peer-transport.js';
import { peerIdFor, randomCode } from '../../../src/net/terms/code.js';
import { joinTable } from '../../../src/net/page/joining.js';
import type { SignalingConfig } from '../../../src/net/terms/signaling.js';
import { CHANNEL_LIMITS } from '../../../src/net/peer/channel-guard.js';
import { DEFAULT_LIMITS } from '../../../src/net/host/link-guard.js';
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

interface Table {
  host: TableHost;
  listener: PeerListener;
  code: string;
  /** Connections that reached the host (past the channel guard). */
  attached: number;
  close(): void;
}

async function openTable(signaling: SignalingConfig): Promise<Table> {
  const code = randomCode();
  const host = new TableHost({ code, name: 'Host', engine: { createTable, restoreTable }, createBot });
  const t = { host, code, attached: 0 } as Table;
  t.listener = await listenPeer(code, signaling, (conn) => {
    t.attached++;
    host.attach(conn);
  });
  t.close = () => {
    host.close();
    t.listener.close();
  };
  return t;
}

function attacker(signaling: SignalingConfig): Promise<Peer> {
  const opts: PeerJSOption = {
    host: signaling.host,
    port: signaling.port,
    path: signaling.path,
    secure: signaling.secure,
    key: signaling.key,
    config: { iceServers: [] },
  };
  return new Promise((resolve, reject) => {
    const peer = new Peer(opts);
    peer.on('open', () => resolve(peer));
    peer.on('error', reject);
  });
}

/** Watches a connection from the attacker's side: when it opened and closed (ms from now). */
function watch(dc: DataConnection): { opened: number | null; closed: number | null } {
  const start = performance.now();
  const w = { opened: null as number | null, closed: null as number | null };
  dc.on('open', () => (w.opened = performance.now() - start));
  dc.on('close', () => (w.closed = performance.now() - start));
  return w;
}

/** The real guest seated within 40 s; else the error says what the guest and the host saw. */
async function guestSeated(table: Awaited<ReturnType<typeof openTable>>, guest: Awaited<ReturnType<typeof joinTable>>) {
  try {
    await until('the guest seated', () => table.host.lobbyFor(null).seats.length === 2, 40_000);
  } catch {
    const { status, error, watching, seat, lobby } = guest.state;
    const seen = { status, error, watching, seat, code: lobby?.code, seats: lobby?.seats.length };
    const host = table.host.lobbyFor(null);
    throw new Error(
      `the guest was not seated in 40 s: guest ${JSON.stringify(seen)}, host ${table.code} seats ${JSON.stringify(host.seats.map((s) => [s.name, s.connected]))}, connections that reached the host ${table.attached}`,
    );
  }
}

describe('transport guard (real WebRTC)', () => {
  let signaling: SignalingConfig;
  before(async () => {
    signaling = await testSignaling();
  });

  it('closes binary, json and unreliable connections within a second; none reaches the host', async function () {
    this.timeout(90_000);
    const table = await openTable(signaling);
    const bad = await attacker(signaling);
    const kinds = [
      { serialization: 'binary', reliable: true },
      { serialization: 'binary', reliable: false },
      { serialization: 'json', reliable: true },
      { serialization: 'raw', reliable: false },
    ] as const;
    const watched = kinds.map((k) => ({ k, dc: bad.connect(peerIdFor(table.code), k), w: null as never }));
    for (const x of watched) (x as { w: ReturnType<typeof watch> }).w = watch(x.dc);
    await sleep(1000);
    for (const x of watched) {
      const w = x.w as ReturnType<typeof watch>;
      console.log(
        `guard: ${x.k.serialization}/${x.k.reliable ? 'reliable' : 'unreliable'}: opened ${w.opened}, closed ${w.closed}, open after 1 s: ${x.dc.open}`,
      );
      expect(x.dc.open, `${x.k.serialization} reliable=${x.k.reliable}`).to.equal(false);
    }
    expect(table.attached).to.equal(0);
    // the table still takes a real guest
    const guest = await joinTable(table.code, { name: 'Ana', signaling, persist: false });
    await guestSeated(table, guest);
    expect(table.attached).to.equal(1);
    guest.leave();
    bad.destroy();
    table.close();
  });

  it('a 1 MB message and 20,000 chunk fragments close the channel; the heap does not grow', async () => {
    const table = await openTable(signaling);
    const bad = await attacker(signaling);
    const before = await heapMB();

    // the largest message the channel lets us try, up to 1 MB
    const big = bad.connect(peerIdFor(table.code), { serialization: 'raw', reliable: true });
    const wb = watch(big);
    await until('the raw channel open', () => big.open);
    const pc = big.peerConnection;
    const max = Math.min(2 ** 20, pc.sctp?.maxMessageSize || 2 ** 20);
    const sentAt = performance.now();
    let sent: number;
    try {
      big.dataChannel.send('x'.repeat(max));
      sent = max;
    } catch {
      big.dataChannel.send('x'.repeat(256 * 1024));
      sent = 256 * 1024;
    }
    await until('the oversized channel closed', () => wb.closed !== null, 5000);
    console.log(
      `guard: a ${sent}-character message: channel closed ${(performance.now() - sentAt).toFixed(0)} ms after it was sent`,
    );

    // binary-pack chunk fragments (the first half of each chunked message), over raw
    const frag = bad.connect(peerIdFor(table.code), { serialization: 'raw', reliable: true });
    const wf = watch(frag);
    await until('the second raw channel open', () => frag.open);
    const chunk = new Uint8Array(16_300).fill(7).buffer;
    let tried = 0;
    while (tried < 20_000 && wf.closed === null && frag.dataChannel?.readyState === 'open') {
      try {
        frag.dataChannel.send(chunk);
        tried++;
      } catch {
        break;
      }
      if (tried % 50 === 0) await sleep(5);
    }
    await until('the fragment channel closed', () => wf.closed !== null, 5000);
    bad.destroy();
    await sleep(300);
    const after = await heapMB();
    console.log(
      `guard: fragments tried ${tried} before the host closed the channel; heap ${before.toFixed(1)} -> ${after.toFixed(1)} MB`,
    );
    expect(table.host.lobbyFor(null).seats.length).to.equal(1);
    // 20,000 fragments of 16 KB held whole would be about 320 MB; a few MB is noise of the page
    expect(after - before).to.be.below(16);
    table.close();
  });

  it('connections that never say hello are capped and closed; a real guest still joins', async function () {
    this.timeout(120_000);
    const table = await openTable(signaling);
    const bad = await attacker(signaling);
    // 5,000 is beyond what one page may open (Chromium holds a few hundred RTCPeerConnections):
    // 120 at once exceeds every cap (16 opening, 16 not joined, 40 in all) several times over
    const n = 120;
    const conns = Array.from({ length: n }, () => {
      const dc = bad.connect(peerIdFor(table.code), { serialization: 'raw', reliable: true });
      return { dc, w: watch(dc) };
    });
    // watched until none is open, 3 s after the last one opened (a loaded machine opens them late)
    let maxOpen = 0;
    const end = performance.now() + 40_000;
    const lastOpened = () => Math.max(0, ...conns.map((c) => c.w.opened ?? 0));
    const start = performance.now();
    while (performance.now() < end) {
      const open = conns.filter((c) => c.dc.open).length;
      maxOpen = Math.max(maxOpen, open);
      if (open === 0 && performance.now() - start > Math.max(8000, lastOpened() + 3000)) break;
      await sleep(50);
    }
    const stillOpen = conns.filter((c) => c.dc.open).length;
    const everOpened = conns.filter((c) => c.w.opened !== null).length;
    // how long each stayed open: the hello deadline, with a second or two for a busy page
    const lived = conns.filter((c) => c.w.opened !== null).map((c) => (c.w.closed ?? Infinity) - c.w.opened!);
    const longest = Math.max(0, ...lived);
    console.log(
      `guard: ${n} hello-less connections: ${everOpened} ever opened, at most ${maxOpen} open at once, ${stillOpen} still open, longest ${Math.round(longest)} ms; ${table.attached} reached the host`,
    );
    expect(maxOpen).to.be.at.most(CHANNEL_LIMITS.maxChannels);
    expect(stillOpen).to.equal(0);
    expect(longest).to.be.below(DEFAULT_LIMITS.helloMs + 2500);
    expect(table.host.lobbyFor(null).seats.length).to.equal(1);
    bad.destroy();
    const guest = await joinTable(table.code, { name: 'Ana', signaling, persist: false });
    // (the signaling server may still be closing the 120 above: the real guest may wait its turn)
    await guestSeated(table, guest);
    guest.leave();
    table.close();
  });
});

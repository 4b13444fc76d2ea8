/**
 * Connections over PeerJS data channels (WebRTC). The host listens under `peerIdFor(code)`; a guest
 * opens its own Peer and connects to it. Messages are our JSON texts, sent as they are
 * (`serialization: 'raw'`) on a reliable, ordered channel (field-notes: without `reliable` the
 * channel is unordered).
 */
import { Peer, type DataConnection, type PeerError } from 'peerjs';
import { type Connection, type TableNetwork } from '../wire/index.js';
import {
  failureOf,
  peerIdFor,
  settledLinkReport,
  tableRelays,
  type LinkPath,
  type SignalingConfig,
} from '../terms/index.js';
import { acceptableChannel, CHANNEL_LIMITS, createChannelMeter } from './channel-guard.js';
import { guardSignaling } from './signaling-guard.js';
import { keepRenewing, refreshIce, relayIce } from './relay-credentials.js';
import { onTableServer } from './server-order.js';
import { restartIce } from './ice-restart.js';

/** Long enough for a relay over TCP when UDP is blocked (ICE waits out its UDP checks first: about
 * 8.2 s in the NAT lab), short enough that a guest is told why within 15 s (docs/network.md
 * "The NAT lab"). */
const CONNECT_TIMEOUT_MS = 12_000;
/** How long a signaling server may take to open a host's Peer before the next server is tried. */
const SIGNALING_OPEN_MS = 8000;
/** How long a closing channel waits for the far end to take its last messages and close too. */
const CLOSE_GRACE_MS = 2000;

/** `relays`: the TURN servers with the credentials asked for this connection (relay-credentials.ts). */
function peerOptions(cfg: SignalingConfig, relays: RTCIceServer[] = []) {
  return {
    host: cfg.host,
    port: cfg.port,
    path: cfg.path,
    secure: cfg.secure,
    key: cfg.key,
    debug: Number(globalThis.localStorage?.getItem('uno.net.debug') ?? 0),
    config: { iceServers: [...cfg.iceServers, ...relays] },
  };
}

/** Destroys the Peer when the page goes away, so a reloading host takes its id back at once
 * (field-notes: an id stays taken until its socket closes or times out, about 60 s). */
function destroyOnPagehide(peer: Peer): () => void {
  if (typeof addEventListener === 'undefined') return () => undefined;
  const onHide = () => peer.destroy();
  addEventListener('pagehide', onHide);
  return () => removeEventListener('pagehide', onHide);
}

/** The RTCDataChannel a PeerJS connection runs over (the connection itself before it has one). */
function channelUnder(dc: DataConnection): object {
  return dc.dataChannel ?? dc;
}

/** How long a read of a link's path waits for the stats to tell (docs/network.md "The NAT lab"):
 * a relayed guest's checks can reach the host before its relay candidate does, over signaling. */
const LINK_SETTLE_MS = 5000;

/** A DataConnection as our Connection. `close` also fires when the WebRTC link itself fails.
 * `admit`: the host's check of each message on arrival; a message it refuses closes the channel. */
export function wrapDataConnection(
  dc: DataConnection,
  onGone?: () => void,
  admit?: (data: unknown) => boolean,
): Connection {
  let open = true;
  /** close() was called: nothing more is sent, what was sent still goes. */
  let closing = false;
  let onMessage: ((text: string) => void) | null = null;
  let onClose: (() => void) | null = null;
  const queue: string[] = [];
  const gone = () => {
    if (!open) return;
    open = false;
    onClose?.();
    onGone?.();
  };
  dc.on('data', (data) => {
    if (!open || closing) return;
    if (admit && !admit(data)) {
      dc.close();
      gone();
      return;
    }
    if (typeof data !== 'string') return;
    if (onMessage) onMessage(data);
    else queue.push(data);
  });
  dc.on('close', gone);
  dc.on('error', gone);
  const pc = dc.peerConnection;
  let path: LinkPath | null = null;
  let onPath: (() => void) | null = null;
  // how the link goes, read again whenever ICE may have moved it (a restart, a better pair); each
  // read waits until the stats can tell (terms/link-path.ts), and a later read wins over an older
  let reads = 0;
  const measure = () => {
    if (!pc || !open) return;
    const read = ++reads;
    settledLinkReport(pc, LINK_SETTLE_MS).then(
      (r) => {
        if (read !== reads || !open || !r || r.path === path) return;
        path = r.path;
        onPath?.();
      },
      () => undefined,
    );
  };
  pc?.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'failed' || pc.connectionState === 'closed') gone();
    else if (pc.connectionState === 'connected') measure();
  });
  pc?.sctp?.transport.iceTransport?.addEventListener('selectedcandidatepairchange', measure);
  measure();
  return {
    get path() {
      return path;
    },
    onPath(listener) {
      onPath = listener;
    },
    get open() {
      return open && !closing && dc.open;
    },
    channel: channelUnder(dc),
    send(text) {
      if (open && !closing && dc.open) void dc.send(text);
    },
    onMessage(listener) {
      onMessage = listener;
      for (const t of queue.splice(0)) listener(t);
    },
    onClose(listener) {
      onClose = listener;
    },
    close() {
      if (!open || closing) return;
      closing = true;
      // The channel is closed, not PeerJS's connection: an RTCDataChannel's closing sends what it
      // holds first, where PeerJS's close ends the whole RTCPeerConnection at once and loses what
      // is still on its way (docs/network.md "Inside the host").
      // PeerJS ends the connection once the channel has closed; a far end that never answers the
      // closing is cut after CLOSE_GRACE_MS.
      const channel = dc.dataChannel as RTCDataChannel | null;
      const cut = () => {
        dc.close();
        gone();
      };
      if (!channel) return cut();
      const timer = setTimeout(cut, CLOSE_GRACE_MS);
      dc.once('close', () => clearTimeout(timer));
      channel.close();
    },
  };
}

export interface PeerListener {
  close(): void;
  /** True when no guest's channel is open any more. */
  idle(): boolean;
}

/**
 * Listens for guests under the table's id (its code, or `<code>-<epoch>` once it moved: see
 * migration/successor.ts). `waitForIdMs`: when resuming, the id may still be
 * held by the previous page for a while; keep asking until then. Rejects with `id-taken` or
 * `signaling-unreachable`.
 */
export function listenPeer(
  code: string,
  cfg: SignalingConfig,
  onConnection: (conn: Connection) => void,
  opts: { waitForIdMs?: number } = {},
): Promise<PeerListener> {
  const until = Date.now() + (opts.waitForIdMs ?? 0);
  const sources = tableRelays(cfg, code);
  const attempt = (relays: { iceServers: RTCIceServer[]; renewBy: number }): Promise<PeerListener> =>
    new Promise((resolve, reject) => {
      const peer = new Peer(peerIdFor(code), peerOptions(cfg, relays.iceServers));
      guardSignaling(peer, 'accept');
      const unhook = destroyOnPagehide(peer);
      // PeerJS builds each guest's RTCPeerConnection from peer.options.config: renewed credentials
      // go there for the next guests, and to the live connections for what they gather next
      const stopRenewing = keepRenewing(sources, relays.renewBy, (fresh) => {
        const iceServers = [...cfg.iceServers, ...fresh];
        peer.options.config = { ...(peer.options.config as RTCConfiguration), iceServers };
        for (const dc of connections) refreshIce(dc.peerConnection, iceServers);
      });
      let opened = false;
      let closed = false;
      const connections = new Set<DataConnection>();
      const opening = new Set<DataConnection>();
      /** The channels handed on: each goes to the table once, whatever PeerJS tells of it again. */
      const handed = new WeakSet<object>();
      // a server that never answers (no error either) is skipped like one that refuses
      const silence = setTimeout(() => {
        if (opened) return;
        stopRenewing();
        unhook();
        peer.destroy();
        reject(new Error('signaling-unreachable'));
      }, SIGNALING_OPEN_MS);
      peer.on('open', () => {
        opened = true;
        clearTimeout(silence);
        resolve({
          close() {
            closed = true;
            stopRenewing();
            unhook();
            for (const dc of connections) dc.close();
            peer.destroy();
          },
          idle: () => connections.size === 0,
        });
      });
      peer.on('connection', (dc) => {
        // the transport guard (channel-guard.ts): what we did not ask for, or more than we hold,
        // is closed at once, before its channel opens
        if (
          closed ||
          !acceptableChannel(dc) ||
          connections.size >= CHANNEL_LIMITS.maxChannels ||
          opening.size >= CHANNEL_LIMITS.maxOpening
        ) {
          dc.close();
          return;
        }
        connections.add(dc);
        opening.add(dc);
        const forget = () => {
          clearTimeout(timer);
          opening.delete(dc);
          connections.delete(dc);
        };
        const timer = setTimeout(() => {
          dc.close();
          forget();
        }, CHANNEL_LIMITS.openMs);
        dc.on('close', forget);
        dc.on('error', forget);
        dc.on('open', () => {
          clearTimeout(timer);
          opening.delete(dc);
          if (!acceptableChannel(dc)) {
            dc.close();
            forget();
            return;
          }
          const channel = channelUnder(dc);
          if (handed.has(channel)) return;
          handed.add(channel);
          const meter = createChannelMeter();
          onConnection(wrapDataConnection(dc, forget, (data) => meter.take(data, Date.now())));
        });
      });
      // The signaling socket may drop while data channels live on: rejoin the server so new
      // guests (and returning ones) can still reach us.
      peer.on('disconnected', () => {
        if (closed || peer.destroyed) return;
        setTimeout(() => {
          if (!closed && !peer.destroyed && peer.disconnected) peer.reconnect();
        }, 1000);
      });
      peer.on('error', (err: PeerError<string>) => {
        if (opened) return;
        clearTimeout(silence);
        stopRenewing();
        unhook();
        peer.destroy();
        if (err.type === 'unavailable-id') reject(new Error('id-taken'));
        else reject(new Error('signaling-unreachable'));
      });
    });
  const loop = async (): Promise<PeerListener> => {
    for (;;) {
      try {
        return await attempt(await relayIce(sources));
      } catch (e) {
        if (!(e instanceof Error) || e.message !== 'id-taken' || Date.now() > until) throw e;
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  };
  return loop();
}

/**
 * Opens a connection to the table `code`, through a Peer of its own that is destroyed with the
 * connection. Rejects with `host-unreachable` or `signaling-unreachable`.
 */
export async function connectPeer(code: string, cfg: SignalingConfig): Promise<Connection> {
  const sources = tableRelays(cfg, code);
  const relays = await relayIce(sources);
  return new Promise((resolve, reject) => {
    const peer = new Peer(peerOptions(cfg, relays.iceServers));
    // a page that connects hosts nothing: every link offered to it is refused (signaling-guard.ts)
    guardSignaling(peer, 'refuse');
    const unhook = destroyOnPagehide(peer);
    let settled = false;
    let stopRenewing = () => {};
    /** The signaling server answered: past this, a silence is the host's, not the server's. */
    let signaled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopRenewing();
      unhook();
      peer.destroy();
      reject(new Error(why));
    };
    let link: DataConnection | undefined;
    // the host answered but no path opened: say which (terms/link-path.ts), not "unreachable"
    const pathFailed = () => fail(failureOf(link?.peerConnection, [...cfg.iceServers, ...relays.iceServers]));
    // field-notes: `peer-unavailable` comes late (about 5 s) and on the Peer, not the connection
    const timer = setTimeout(() => (signaled ? pathFailed() : fail('signaling-unreachable')), CONNECT_TIMEOUT_MS);
    peer.on('error', (err: PeerError<string>) => {
      fail(err.type === 'peer-unavailable' ? 'host-unreachable' : 'signaling-unreachable');
    });
    peer.on('open', () => {
      signaled = true;
      const dc = peer.connect(peerIdFor(code), { reliable: true, serialization: 'raw' });
      link = dc;
      // renewed credentials: the link gathers again with them (an ICE restart), so its relay
      // allocations are always ones the relay would still grant
      stopRenewing = keepRenewing(sources, relays.renewBy, (fresh) => {
        refreshIce(dc.peerConnection, [...cfg.iceServers, ...fresh]);
        void restartIce(dc, peer);
      });
      dc.on('open', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const conn = wrapDataConnection(dc, () => {
          stopRenewing();
          unhook();
          // leave a moment for the closing handshake before the peer goes
          setTimeout(() => peer.destroy(), 100);
        });
        resolve(conn);
      });
      dc.on('error', pathFailed);
    });
  });
}

/** Tables over PeerJS, through the signaling servers `cfg` names (table-network.ts). */
export function peerNetwork(cfg: SignalingConfig): TableNetwork {
  return {
    listen: (id, accept, opts) => onTableServer(cfg, id, (c) => listenPeer(id, c, accept, opts)),
    connect: (id) => onTableServer(cfg, id, (c) => connectPeer(id, c)),
  };
}

// The network of the LAN browser tests (lan.browser.test.ts), as a test-runner plugin: a PeerJS
// server on 127.0.0.1 whose signaling drops every `.local` (mDNS) ICE candidate on its way, so a
// page learns of another only what a phone that cannot resolve mDNS names would use, and the
// STUN/TURN that `npm start` serves (server/ice-service.mjs) on this machine's own LAN address
// (Chromium gathers no candidate on loopback). Each is started on first demand, so runs that never
// ask for them pay nothing, and stopped with the run.
import { PeerServer } from 'peer';
import { WebSocketServer } from 'ws';
import { lanSubnets, startIceService } from '../../../server/ice-service.mjs';

const PEER_KEY = 'peerjs';

/** The address and type of an ICE candidate line (`candidate:… <address> <port> typ <type> …`). */
export function candidateFacts(line) {
  const fields = String(line).replace(/^a=/, '').split(' ');
  const at = fields.indexOf('typ');
  return { address: fields[4] ?? '', type: at > 0 ? (fields[at + 1] ?? '') : '' };
}

const isMdns = (line) => candidateFacts(line).address.endsWith('.local');

/**
 * A PeerJS message from a client with its `.local` candidates taken out (null: drop it whole),
 * counting into `tally` what was dropped and what went on (by candidate type, and where to).
 */
export function withoutMdns(text, tally) {
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return text;
  }
  const payload = message?.payload;
  if (message?.type === 'CANDIDATE' && typeof payload?.candidate?.candidate === 'string') {
    const line = payload.candidate.candidate;
    if (line === '') return text; // end of candidates
    if (isMdns(line)) {
      tally.dropped++;
      return null;
    }
    const { type, address } = candidateFacts(line);
    tally.passed[type] = (tally.passed[type] ?? 0) + 1;
    tally.addresses.push(address);
    return text;
  }
  if ((message?.type === 'OFFER' || message?.type === 'ANSWER') && typeof payload?.sdp?.sdp === 'string') {
    // PeerJS sends the description before gathering, but a late one could carry candidates
    const lines = payload.sdp.sdp.split('\r\n');
    const kept = lines.filter((l) => !(l.startsWith('a=candidate:') && isMdns(l)));
    tally.dropped += lines.length - kept.length;
    payload.sdp.sdp = kept.join('\r\n');
    return JSON.stringify(message);
  }
  return text;
}

const emptyTally = () => ({ dropped: 0, passed: {}, addresses: [] });

function startFilteredSignaling() {
  /** candidates by peer id: what each peer sent (`from`) and was sent (`to`) */
  const seen = new Map();
  const tallyOf = (id, side) => {
    if (!seen.has(id)) seen.set(id, { from: emptyTally(), to: emptyTally() });
    return seen.get(id)[side];
  };
  const count = (src, dst, tally) => {
    for (const [id, side] of [
      [src, 'from'],
      [dst, 'to'],
    ]) {
      if (!id) continue;
      const t = tallyOf(id, side);
      t.dropped += tally.dropped;
      for (const [type, n] of Object.entries(tally.passed)) t.passed[type] = (t.passed[type] ?? 0) + n;
      for (const a of tally.addresses) if (!t.addresses.includes(a)) t.addresses.push(a);
    }
  };
  const createWebSocketServer = (options) => {
    const wss = new WebSocketServer(options);
    // registered before the PeerJS server's own listener, so every socket is filtered from its start
    wss.on('connection', (socket, req) => {
      const src = new URL(req.url ?? '', 'http://peer').searchParams.get('id');
      const emit = socket.emit.bind(socket);
      socket.emit = (event, ...args) => {
        if (event !== 'message') return emit(event, ...args);
        const text = String(args[0]);
        const tally = emptyTally();
        const out = withoutMdns(text, tally);
        let dst = null;
        try {
          dst = JSON.parse(text)?.dst ?? null;
        } catch {
          // not JSON: the PeerJS server answers it
        }
        count(src, dst, tally);
        return out === null ? false : emit('message', out, false);
      };
    });
    return wss;
  };
  return new Promise((resolve) => {
    PeerServer(
      { host: '127.0.0.1', port: 0, path: '/', key: PEER_KEY, allow_discovery: false, createWebSocketServer },
      (server) =>
        resolve({
          port: server.address().port,
          candidates: (id) => seen.get(id) ?? { from: emptyTally(), to: emptyTally() },
          close: () =>
            new Promise((done) => {
              server.close(() => done());
              server.closeAllConnections?.();
            }),
        }),
    );
  });
}

export function lanNetworkPlugin() {
  let signaling = null;
  /** ICE services by kind: 'stun' (Node's STUN, what `npm start` runs without coturn) and 'turn' */
  const services = new Map();
  const lan = () => lanSubnets()[0]?.address ?? null;
  const service = (kind) => {
    if (!services.has(kind)) {
      const address = lan();
      services.set(
        kind,
        startIceService({
          // away from 3478, which a real `npm start` on this machine may hold
          port: 20000 + Math.floor(Math.random() * 20000),
          addresses: address ? [address] : [],
          ...(kind === 'stun' ? { turnserver: null } : {}),
        }),
      );
    }
    return services.get(kind);
  };

  async function config(ice) {
    const address = lan();
    if (!address) {
      return { error: 'this machine has no non-loopback IPv4 address, and Chromium gathers no candidate on loopback' };
    }
    signaling ??= startFilteredSignaling();
    const { port } = await signaling;
    let iceServers = [];
    let kind = 'none';
    if (ice === 'stun' || ice === 'turn') {
      const s = await service(ice);
      if (ice === 'turn' && s.kind !== 'coturn') {
        return {
          missing: 'coturn',
          error: `coturn is not installed, so npm start serves no TURN relay${s.note ? ` (${s.note})` : ''}: sudo apt-get install -y coturn (.ci/run does)`,
        };
      }
      iceServers = s.iceServers();
      kind = s.kind;
    }
    return {
      lanAddress: address,
      kind,
      signaling: { host: '127.0.0.1', port, path: '/', key: PEER_KEY, secure: false, iceServers },
    };
  }

  return {
    name: 'lan-network',
    async serverStop() {
      for (const s of services.values()) await (await s.catch(() => null))?.close();
      await (await signaling)?.close();
    },
    async serve(context) {
      if (context.path === '/__lan/config') {
        const body = await config(String(context.query.ice ?? 'none')).catch((err) => ({
          error: err instanceof Error ? err.message : String(err),
        }));
        return { body: JSON.stringify(body), type: 'json' };
      }
      if (context.path === '/__lan/candidates') {
        const s = signaling && (await signaling);
        const id = String(context.query.peer ?? '');
        return { body: JSON.stringify(s ? s.candidates(id) : null), type: 'json' };
      }
    },
  };
}

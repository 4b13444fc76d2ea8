/**
 * One player's end of a table (a guest's, or the host's own screen): keeps the latest lobby, view,
 * events and deadline as one ClientState, sends intents with sequence numbers and resolves them on
 * the host's answer, and comes back by itself with its seat token when the connection drops.
 */
import { SPECTATOR, type Action, type Result } from '../../game/index.js';
import type { ClientState, GameClient, RecordResult } from './state.js';
import {
  applyViewMessage,
  type Connection,
  encode,
  type GuestMessage,
  type HostMessage,
  parseHostMessage,
  realClock,
} from '../wire/index.js';
import { randomToken } from '../terms/index.js';
import { cleanName } from '../wire/index.js';
import { GuestKit } from '../migration/index.js';
import { DealWitness, loadDealCheck } from '../deal/index.js';
import { BusyRetry } from './retry-pace.js';
import { connectionActor, stageOf, type ConnectionEvent } from './connection.js';
import { ClaimWait } from './claim-wait.js';
import { RecordAsk } from './record-ask.js';
import { ChatInbox } from './chat-inbox.js';
import type { ClientHandle, ClientOptions, ClientRoute, ClientStage } from './handle.js';
import { wakeOnReturn } from './wake.js';

export type { ClientHandle, ClientOptions, ClientRoute, ClientStage } from './handle.js';

/** Reasons after which coming back is pointless. */
const FINAL = new Set(['kicked', 'host-closed', 'replaced', 'table-full', 'game-started', 'bad-token', 'denied']);
const ACT_TIMEOUT_MS = 15000;

export function createGameClient(opts: ClientOptions): ClientHandle {
  const clock = opts.clock ?? realClock;
  const heartbeatMs = opts.heartbeatMs ?? 1000;
  const deadAfterMs = opts.deadAfterMs ?? 4000;
  const maxEvents = opts.maxEvents ?? 100;
  let name = opts.name;
  let route: ClientRoute = {
    connect: opts.connect,
    isHost: opts.isHost,
    host: opts.host,
    memory: opts.memory,
    reconnect: opts.reconnect !== false,
    onEnd: opts.onEnd,
  };
  let state: ClientState = {
    status: 'connecting',
    isHost: opts.isHost,
    seat: null,
    lobby: null,
    view: null,
    events: [],
    error: null,
    deadline: null,
    watching: false,
    hostLostAt: null,
    succession: null,
  };
  const listeners = new Set<(s: ClientState) => void>();
  const kit = new GuestKit();
  // gives this seat's part of each round's seed, and checks each round the host reveals
  const witness = new DealWitness({
    send: (m) => send(m),
    seat: () => (state.watching ? SPECTATOR : state.seat),
    checked: (deals) => update({ deals: [...deals] }),
    check: async (record, code) => (await loadDealCheck()).checkRound(record, code),
    ...(opts.dealValue ? { value: opts.dealValue } : {}),
    hosting: () => route.isHost,
    clock,
    memory: opts.dealMemory,
  });
  let conn: Connection | null = null;
  /** Who this client is to a host, and which of its connections `conn` is (see the hello). */
  const clientId = randomToken().slice(0, 16);
  let connNo = 0;
  /** A connection whose host must prove itself before this client says hello. */
  const claims = new ClaimWait(clock, {
    current: (c) => conn === c && stage() !== 'ended',
    accepted: (_c, then) => {
      sayHello();
      for (const t of then) sendText(t);
    },
    refused: (c, error) => {
      if (error) update({ error });
      dropped(c);
    },
  });
  // where this client stands, its tries and the waits between them (connection.ts)
  const flow = connectionActor(clock, () => open());
  const stage = (): ClientStage => stageOf(flow.getSnapshot());
  /** Tells the actor `event`; true when that ended the client (its effects: finish). */
  const step = (event: ConnectionEvent): boolean => {
    const before = stage();
    if (before === 'ended') return false;
    flow.send(event);
    const ending = flow.getSnapshot().context.ending;
    if (stage() !== 'ended' || !ending) return false;
    finish(ending.status, ending.error, before === 'joining');
    return true;
  };
  const busy = new BusyRetry();
  let opening = 0;
  let seq = 0;
  let rev = 0;
  let game = -1;
  let lastEvent = 0;
  let lastHeard = clock.now();
  // this client's own seat token comes first: storage may be shared with other clients of the page
  let token: string | null = null;
  let beat: unknown = null;
  const pending = new Map<number, { resolve: (r: Result) => void; timer: unknown }>();
  const records = new RecordAsk(clock);
  const chat = new ChatInbox(
    (m) => sendText(JSON.stringify(m)),
    () => clock.now(),
  );
  let settleReady: { resolve: () => void; reject: (e: Error) => void } | null = null;
  const ready = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }));
  ready.catch(() => undefined);

  const update = (patch: Partial<ClientState>) => {
    state = { ...state, ...patch };
    for (const l of [...listeners]) {
      try {
        l(state);
      } catch {
        // a listener's bug must not stop the others or the client
      }
    }
  };

  const sendText = (text: string) => {
    try {
      if (conn?.open) conn.send(text);
    } catch {
      // the heartbeat notices a dead channel
    }
  };
  const send = (m: GuestMessage) => sendText(encode(m));

  const settlePending = (error: string) => {
    for (const [s, p] of pending) {
      clock.clearTimeout(p.timer);
      p.resolve({ ok: false, error });
      pending.delete(s);
    }
    records.settle({ ok: false, error });
  };

  const end = (status: 'closed' | 'error', error: string | null) => {
    const joining = stage() === 'joining';
    if (stage() === 'ended') return;
    flow.send({ type: 'end' });
    finish(status, error, joining);
  };

  /** What ending means, once: the connection, the waits and the pending intents go. */
  const finish = (status: 'closed' | 'error', error: string | null, joining: boolean) => {
    stopBeat();
    witness.stop();
    claims.clear();
    settlePending(error ?? 'closed');
    const c = conn;
    conn = null;
    c?.close();
    if (error && FINAL.has(error)) route.memory?.clear();
    if (joining) settleReady?.reject(new Error(error ?? 'closed'));
    update({ status, error, deadline: null, hostLostAt: null, succession: null });
    route.onEnd?.();
  };

  const stopBeat = () => {
    if (beat !== null) clock.clearTimeout(beat);
    beat = null;
  };

  const startBeat = (c: Connection) => {
    stopBeat();
    if (c.local) return;
    const tick = () => {
      beat = null;
      if (conn !== c || stage() === 'ended') return;
      if (clock.now() - lastHeard > deadAfterMs) {
        dropped(c);
        return;
      }
      send({ v: 1, t: 'ping' });
      beat = clock.setTimeout(tick, heartbeatMs);
    };
    beat = clock.setTimeout(tick, heartbeatMs);
  };

  const dropped = (c: Connection, reason?: string, after?: number) => {
    if (conn !== c || stage() === 'ended') return;
    const heardAt = lastHeard;
    conn = null;
    stopBeat();
    c.close();
    settlePending('disconnected');
    // a first join that cannot connect says why at once; a seat already held is worth coming
    // back to, at the pace of retry-pace.ts (connection.ts decides, and waits)
    if (
      step({
        type: 'dropped',
        reconnect: route.reconnect,
        ...(reason ? { reason } : {}),
        ...(after !== undefined ? { after } : {}),
      })
    )
      return;
    // the first drop dates the loss from the host's last word; failed retries keep that date
    if (stage() === 'away') update({ status: 'reconnecting', hostLostAt: state.hostLostAt ?? heardAt });
  };

  const receive = (c: Connection, text: string) => {
    if (conn !== c || stage() === 'ended') return;
    lastHeard = clock.now();
    if (claims.take(c, text)) return;
    const m = parseHostMessage(text);
    if (!m) {
      if (!route.isHost) kit.receive(text);
      return;
    }
    try {
      handle(m);
    } catch {
      // a message this client cannot use is dropped; the next full view sets things right
    }
  };

  const handle = (m: HostMessage) => {
    switch (m.t) {
      case 'ping':
        return send({ v: 1, t: 'pong' });
      case 'pong':
        return;
      case 'welcome': {
        seq = Math.max(seq, m.lastSeq);
        token = m.token;
        route.memory?.save(m.token, m.seat, name);
        witness.welcome(m.code);
        const watching = m.seat === SPECTATOR;
        update({
          seat: watching ? null : m.seat,
          watching,
          error: null,
          hostLostAt: null,
          succession: null,
          status: state.lobby ? (state.lobby.started ? 'playing' : 'lobby') : 'connecting',
        });
        const first = stage() === 'joining';
        step({ type: 'welcome' });
        if (first) settleReady?.resolve();
        return;
      }
      case 'lobby': {
        // seats move up when one before them is freed in the lobby: the lobby says which is ours
        const mine = m.lobby.seats.find((s) => s.you);
        if (!m.lobby.started) witness.inLobby();
        return update({
          lobby: m.lobby,
          seat: mine ? mine.seat : state.seat,
          status: stage() === 'joining' ? state.status : m.lobby.started ? 'playing' : 'lobby',
        });
      }
      case 'view': {
        if (m.game !== game) {
          game = m.game;
          lastEvent = 0;
          state = { ...state, events: [] };
        }
        const view = applyViewMessage({ rev, view: state.view }, m);
        if (!view) {
          send({ v: 1, t: 'resync' });
          return;
        }
        rev = m.rev;
        const fresh = m.events.filter((e) => e.seq > lastEvent);
        if (fresh.length) lastEvent = fresh[fresh.length - 1]!.seq;
        witness.view(m.game, view, fresh);
        const events = fresh.length ? [...state.events, ...fresh].slice(-maxEvents) : state.events;
        // the deadline on this device's clock (the host's may differ)
        const deadline = typeof m.left === 'number' ? clock.now() + m.left : m.deadline;
        return update({ view, events, deadline, status: 'playing' });
      }
      case 'ack': {
        const p = pending.get(m.seq);
        if (!p) return;
        pending.delete(m.seq);
        clock.clearTimeout(p.timer);
        p.resolve(m.ok ? { ok: true } : { ok: false, error: m.error });
        return;
      }
      case 'error':
        // a seal or value the host did not take: the round's check says so, not an error screen
        if (m.code.startsWith('deal-')) return witness.refused(m.code);
        // before the welcome, only the host's "wait for my answer" is news to the player
        if (stage() === 'joining' && m.code !== 'awaiting-approval') return;
        return update({ error: m.code });
      case 'deal-open':
      case 'deal-sealed':
      case 'deal-dealt':
      case 'deal-steps':
      case 'deal-reveal':
        return witness.receive(m);
      case 'record':
        return records.part(m, game, state.view?.phase === 'gameOver');
      case 'chat':
      case 'reaction':
      case 'chat-refused':
      case 'chat-room':
        return chat.receive(m);
      case 'bye': {
        const c = conn;
        // a door full for a moment: the newcomer comes back by itself, quietly (retry-pace.ts)
        const wait = stage() === 'joining' && m.reason === 'busy' ? busy.next() : null;
        if (c && wait !== null) return dropped(c, undefined, wait);
        // the table moves to another player (docs/migration.md): the seat is kept for the new host
        if (self.onBye?.(m.reason)) {
          if (c && conn === c) dropped(c);
          return;
        }
        return end(
          m.reason === 'host-closed' || m.reason === 'kicked' || m.reason === 'replaced' ? 'closed' : 'error',
          m.reason,
        );
      }
    }
  };

  const sayHello = () => {
    const saved = token !== null ? { token, device: false } : (route.memory?.load() ?? null);
    const hello: GuestMessage = { v: 1, t: 'hello', name };
    if (saved) {
      hello.token = saved.token;
      if (saved.device) hello.device = true;
    }
    if (game >= 0) {
      hello.game = game;
      hello.since = lastEvent;
    }
    hello.client = clientId;
    hello.attempt = connNo;
    send(hello);
  };

  /** Opens a connection: the actor's `open`, as it enters a try (connection.ts). */
  const open = () => {
    const r = route;
    // a newer attempt (the route changed meanwhile) supersedes this one
    const mine = ++opening;
    r.connect().then(
      (c) => {
        if (stage() === 'ended' || mine !== opening) {
          c.close();
          return;
        }
        conn = c;
        connNo++;
        lastHeard = clock.now();
        c.onMessage((text) => receive(c, text));
        c.onClose(() => dropped(c));
        if (r.admit) claims.open(c, r.admit(), sendText);
        else sayHello();
        startBeat(c);
      },
      (e: unknown) => {
        if (mine !== opening) return;
        // connecting failed: the same path as a drop, with its backoff
        const failed: Connection = { open: false, send() {}, onMessage() {}, onClose() {}, close() {} };
        conn = failed;
        const code = e instanceof Error && /^[a-z-]{3,40}$/.test(e.message) ? e.message : 'host-unreachable';
        dropped(failed, code);
      },
    );
  };

  const client: GameClient = {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    chat,
    act(action: Action): Promise<Result> {
      if (stage() === 'ended') return Promise.resolve({ ok: false, error: 'closed' });
      if (state.watching) return Promise.resolve({ ok: false, error: 'watching' });
      if (!conn?.open || state.seat === null) return Promise.resolve({ ok: false, error: 'disconnected' });
      const s = ++seq;
      return new Promise<Result>((resolve) => {
        const timer = clock.setTimeout(() => {
          if (pending.delete(s)) resolve({ ok: false, error: 'timeout' });
        }, ACT_TIMEOUT_MS);
        pending.set(s, { resolve, timer });
        send({ v: 1, t: 'act', seq: s, action });
      });
    },
    setName(next: string) {
      // A name the host would refuse is not kept: every later hello carries this name, and a
      // hello the host refuses would leave this seat unable to come back after a drop.
      const clean = cleanName(next);
      if (clean === null) return;
      name = clean;
      // A reload comes back with the name kept beside the seat token, and the host takes a
      // rejoining seat's name from its hello: the kept one must be the new name, not the first.
      if (token !== null && (state.seat !== null || state.watching))
        route.memory?.save(token, state.seat ?? SPECTATOR, name);
      send({ v: 1, t: 'name', name });
    },
    gameRecord(): Promise<RecordResult> {
      if (stage() === 'ended') return Promise.resolve({ ok: false, error: 'closed' });
      const kept = records.keptFor(game, state.view?.phase === 'gameOver');
      if (kept) return Promise.resolve({ ok: true, record: kept });
      if (records.pending) return records.pending;
      if (!conn?.open) return Promise.resolve({ ok: false, error: 'disconnected' });
      return records.ask(() => send({ v: 1, t: 'record' }));
    },
    askSeat(on: boolean) {
      if (state.watching) send({ v: 1, t: 'seat-ask', on });
    },
    leave() {
      if (stage() === 'ended') return;
      send({ v: 1, t: 'leave' });
      route.memory?.clear();
      end('closed', null);
    },
  };
  const roleOf = (r: ClientRoute) => {
    if (r.host) client.host = r.host;
    else delete client.host;
    if (r.isHost) delete client.migration;
    else client.migration = kit;
  };
  const self: ClientHandle = {
    client,
    ready,
    get route() {
      return route;
    },
    steer(next, now) {
      if (stage() === 'ended') return;
      // another seat memory is another seat's token (the successor's own, as the new host)
      if (next.memory !== route.memory) token = null;
      route = next;
      roleOf(next);
      if (state.isHost !== next.isHost) update({ isHost: next.isHost });
      if (!now) return;
      // the screen says the table is on its way: nothing it shows can be acted on meanwhile
      if (stage() !== 'joining' && state.status !== 'reconnecting')
        update({ status: 'reconnecting', hostLostAt: state.hostLostAt ?? lastHeard });
      const c = conn;
      conn = null;
      claims.clear();
      stopBeat();
      settlePending('disconnected');
      c?.close();
      // a try at once, its tries counted from the start (the wait under way, if any, goes)
      step({ type: 'steer' });
    },
    patch(p) {
      if (stage() !== 'ended') update(p);
    },
    say: (text) => sendText(text),
    onBye: null,
  };
  roleOf(route);
  flow.start();
  wakeOnReturn(self, () => lastHeard, clock);
  return self;
}

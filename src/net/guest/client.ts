/**
 * One player's end of a table (a guest's, or the host's own screen): keeps the latest lobby, view,
 * events and deadline as one ClientState, sends intents with sequence numbers and resolves them on
 * the host's answer, and comes back by itself with its seat token when the connection drops.
 */
import { SPECTATOR, type Action, type Result } from '../../game/types.js';
import type { ClientState, GameClient, RecordResult } from './state.js';
import type { GameRecord } from '../../game/record.js';
import {
  applyViewMessage,
  cleanName,
  type Clock,
  type Connection,
  encode,
  type GuestMessage,
  type HostMessage,
  parseHostMessage,
  randomToken,
  realClock,
  type RecordMessage,
  type SeatMemory,
} from '../wire/index.js';
import { GuestKit } from '../migration/index.js';
import { DealWitness, loadDealCheck, type DealMemory } from '../deal/index.js';
import { BACKOFF_MS, BusyRetry, FIRST_TRIES, MAX_RECONNECTS } from './retry-pace.js';
import { ClaimWait, type ClaimGate } from './claim-wait.js';

export interface ClientOptions {
  name: string;
  isHost: boolean;
  /** Opens a new connection to the host (called again for every reconnection). */
  connect: () => Promise<Connection>;
  clock?: Clock;
  memory?: SeatMemory;
  host?: GameClient['host'];
  /** Come back after a drop (guests); the host's own screen never drops. */
  reconnect?: boolean;
  heartbeatMs?: number;
  deadAfterMs?: number;
  /** Called once when the client is done for good (leave, kicked, table closed). */
  onEnd?: () => void;
  maxEvents?: number;
  /** This seat's value for each round's deal (deal/witness.ts); random unless a test fixes it. */
  dealValue?: () => string;
  /** Where this page's part in the latest deals survives a reload (default: this tab's session). */
  dealMemory?: DealMemory;
}

/**
 * Where a client reaches its table, and as whom. A migration (docs/migration.md) changes it while
 * the client lives: a guest follows the table to its new host, the successor becomes its host, an
 * old host that returns after a migration becomes a guest.
 */
export interface ClientRoute {
  /** Opens a new connection to the host (called again for every reconnection). */
  connect: () => Promise<Connection>;
  isHost: boolean;
  host?: GameClient['host'];
  memory?: SeatMemory;
  /** Come back after a drop (guests); the host's own screen never drops. */
  reconnect: boolean;
  /** Called once when the client is done for good (leave, kicked, table closed). */
  onEnd?: () => void;
  /** A table's new host must first prove who it is (claim-wait.ts): a gate for each connection. */
  admit?: () => ClaimGate;
}

export interface ClientHandle {
  client: GameClient;
  /** Settles on the first welcome, or fails with the reason (an Error whose message is a code). */
  ready: Promise<void>;
  /** The route in use. */
  readonly route: ClientRoute;
  /** From now on, `route`; `now`: drop the connection in use and reach the table this way at once
   * (the seat, the view and the events are kept). */
  steer(route: ClientRoute, now: boolean): void;
  /** Sets what the migration says of this client (`succession`). */
  patch(p: Pick<Partial<ClientState>, 'succession'>): void;
  /** Sends `text` to the host, if connected (the migration's own messages). */
  say(text: string): void;
  /** The host said goodbye: true when the migration takes it from here (the client keeps its
   * seat and waits to be steered), false to end. Set by the migration. */
  onBye: ((reason: string) => boolean) | null;
}

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
    current: (c) => conn === c && !ended,
    accepted: (_c, then) => {
      sayHello();
      for (const t of then) sendText(t);
    },
    refused: (c, error) => {
      if (error) update({ error });
      dropped(c);
    },
  });
  let ended = false;
  let welcomed = false;
  let attempts = 0;
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
  let retry: unknown = null;
  const pending = new Map<number, { resolve: (r: Result) => void; timer: unknown }>();
  /** The record asked for, its parts as they come. */
  let recordAsk: {
    promise: Promise<RecordResult>;
    resolve: (r: RecordResult) => void;
    parts: string[];
    timer: unknown;
  } | null = null;
  /** A finished game's record, kept: the host sends it once per connection. */
  let keptRecord: { game: number; record: GameRecord } | null = null;
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
    settleRecord({ ok: false, error });
  };

  const settleRecord = (result: RecordResult) => {
    const ask = recordAsk;
    if (!ask) return;
    recordAsk = null;
    clock.clearTimeout(ask.timer);
    ask.resolve(result);
  };

  /** One part of the record asked for: kept in order; the whole, once there, checked as JSON. */
  const recordPart = (m: RecordMessage) => {
    const ask = recordAsk;
    if (!ask) return;
    if (!m.ok) return settleRecord({ ok: false, error: m.error });
    if (m.part !== ask.parts.length) return settleRecord({ ok: false, error: 'bad-record' });
    ask.parts.push(m.text);
    if (ask.parts.length < m.parts) return;
    let record: unknown;
    try {
      record = JSON.parse(ask.parts.join(''));
    } catch {
      return settleRecord({ ok: false, error: 'bad-record' });
    }
    const r = record as Partial<GameRecord> | null;
    if (!r || typeof r !== 'object' || r.format !== 'uno-record' || !Array.isArray(r.steps))
      return settleRecord({ ok: false, error: 'bad-record' });
    if (state.view?.phase === 'gameOver') keptRecord = { game, record: r as GameRecord };
    settleRecord({ ok: true, record: r as GameRecord });
  };

  const end = (status: 'closed' | 'error', error: string | null) => {
    if (ended) return;
    ended = true;
    stopBeat();
    witness.stop();
    claims.clear();
    if (retry !== null) clock.clearTimeout(retry);
    retry = null;
    settlePending(error ?? 'closed');
    const c = conn;
    conn = null;
    c?.close();
    if (error && FINAL.has(error)) route.memory?.clear();
    if (!welcomed) settleReady?.reject(new Error(error ?? 'closed'));
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
      if (conn !== c || ended) return;
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
    if (conn !== c || ended) return;
    // `after`: the host answered and asks to be tried again then; its tries start over
    if (after !== undefined) attempts = 0;
    const heardAt = lastHeard;
    conn = null;
    stopBeat();
    c.close();
    settlePending('disconnected');
    // a first join that cannot connect says why at once (a wrong code should not keep anyone
    // waiting); a seat already held is worth coming back to
    if (!welcomed && (reason || attempts >= FIRST_TRIES)) return end('error', reason ?? 'host-unreachable');
    if (welcomed && !route.reconnect) return end('closed', 'host-closed');
    if (attempts >= MAX_RECONNECTS) return end('error', 'host-unreachable');
    // the first drop dates the loss from the host's last word; failed retries keep that date
    if (welcomed) update({ status: 'reconnecting', hostLostAt: state.hostLostAt ?? heardAt });
    const wait = after ?? BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length - 1)]!;
    retry = clock.setTimeout(() => {
      retry = null;
      open();
    }, wait);
  };

  const receive = (c: Connection, text: string) => {
    if (conn !== c || ended) return;
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
        attempts = 0;
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
        if (!welcomed) {
          welcomed = true;
          settleReady?.resolve();
        }
        return;
      }
      case 'lobby': {
        // seats move up when one before them is freed in the lobby: the lobby says which is ours
        const mine = m.lobby.seats.find((s) => s.you);
        if (!m.lobby.started) witness.inLobby();
        return update({
          lobby: m.lobby,
          seat: mine ? mine.seat : state.seat,
          status: welcomed ? (m.lobby.started ? 'playing' : 'lobby') : state.status,
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
        if (!welcomed && m.code !== 'awaiting-approval') return;
        return update({ error: m.code });
      case 'deal-open':
      case 'deal-sealed':
      case 'deal-dealt':
      case 'deal-steps':
      case 'deal-reveal':
        return witness.receive(m);
      case 'record':
        return recordPart(m);
      case 'bye': {
        const c = conn;
        // a door full for a moment: the newcomer comes back by itself, quietly (retry-pace.ts)
        const wait = !welcomed && m.reason === 'busy' ? busy.next() : null;
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

  const open = () => {
    if (ended) return;
    attempts++;
    const r = route;
    // a newer attempt (the route changed meanwhile) supersedes this one
    const mine = ++opening;
    r.connect().then(
      (c) => {
        if (ended || mine !== opening) {
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
    act(action: Action): Promise<Result> {
      if (ended) return Promise.resolve({ ok: false, error: 'closed' });
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
      if (ended) return Promise.resolve({ ok: false, error: 'closed' });
      if (keptRecord && keptRecord.game === game && state.view?.phase === 'gameOver')
        return Promise.resolve({ ok: true, record: keptRecord.record });
      if (recordAsk) return recordAsk.promise;
      if (!conn?.open) return Promise.resolve({ ok: false, error: 'disconnected' });
      let resolve!: (r: RecordResult) => void;
      const promise = new Promise<RecordResult>((r) => (resolve = r));
      const timer = clock.setTimeout(() => settleRecord({ ok: false, error: 'timeout' }), ACT_TIMEOUT_MS);
      recordAsk = { promise, resolve, parts: [], timer };
      send({ v: 1, t: 'record' });
      return promise;
    },
    leave() {
      if (ended) return;
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
      if (ended) return;
      // another seat memory is another seat's token (the successor's own, as the new host)
      if (next.memory !== route.memory) token = null;
      route = next;
      roleOf(next);
      if (state.isHost !== next.isHost) update({ isHost: next.isHost });
      if (!now) return;
      // the screen says the table is on its way: nothing it shows can be acted on meanwhile
      if (welcomed && state.status !== 'reconnecting')
        update({ status: 'reconnecting', hostLostAt: state.hostLostAt ?? lastHeard });
      const c = conn;
      conn = null;
      claims.clear();
      stopBeat();
      settlePending('disconnected');
      c?.close();
      if (retry !== null) clock.clearTimeout(retry);
      retry = null;
      attempts = 0;
      open();
    },
    patch(p) {
      if (!ended) update(p);
    },
    say: (text) => sendText(text),
    onBye: null,
  };
  roleOf(route);
  open();
  return self;
}

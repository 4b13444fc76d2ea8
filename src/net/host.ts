/**
 * The table's authority, running in the host's browser: seats and their secret tokens, the lobby
 * settings, one engine Table, the clocks of the timed windows, the bots, and the save after every
 * change. It speaks to every player (the host's own screen included) through `Connection`s and
 * the protocol of protocol.ts; a seat's actions are accepted only from the connection that holds it.
 */
import type { Action, EditionId, PlayerView, Result, Table, TableConfig, TableEvent } from '../engine/types.js';
import type { Bot, BotFactory, BotLevel } from '../bots/types.js';
import type { HostSettings, LobbyState, SeatInfo } from './types.js';
import type { Clock } from './clock.js';
import type { SeatMemory } from './client.js';
import { realClock } from './clock.js';
import type { Connection } from './transport.js';
import { createMemoryPair } from './transport.js';
import { cleanName, encode, MAX_NAME, parseGuestMessage, type HostMessage, type ViewMessage } from './protocol.js';
import { randomToken } from './code.js';
import { parseSavedTable, type SavedTable } from './saved.js';

export const MAX_SEATS = 10;
export const EDITIONS: readonly EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];
export const DEFAULT_SETTINGS: HostSettings = {
  edition: 'classic',
  options: {},
  raceMs: 5000,
  turnMs: 0,
  standInMs: 20000,
};
/** Phases in which the turn seat is the one expected to act (the turn timer's scope). */
const TURN_PHASES = new Set(['play', 'drawn', 'color', 'stack', 'challenge', 'rule', 'towers', 'keep']);
/** A guest that joins or returns gets at most this many past events (enough for the log). */
const EVENTS_ON_JOIN = 60;
const MAX_EVENTS_PER_MESSAGE = 200;
const STAND_IN_LEVEL: BotLevel = 'normal';

export interface Engine {
  createTable(config: TableConfig): Table;
  restoreTable(snapshot: unknown): Table;
}

export interface HostStore {
  save(saved: SavedTable): void;
  clear(): void;
}

export interface HostOptions {
  code: string;
  name: string;
  engine: Engine;
  createBot: BotFactory;
  clock?: Clock;
  store?: HostStore | null;
  settings?: Partial<HostSettings>;
  /** Heartbeat period and silence after which a peer is taken for dead (field-notes: `close`
   * often never fires when a tab dies). */
  heartbeatMs?: number;
  deadAfterMs?: number;
  /** Seeds for tables and bots; random unless a test wants a replayable game. */
  seed?: () => string;
  /** Messages a connection may send per second (a burst of twice as many is let through); the
   * rest are dropped unanswered, so a flooding peer cannot make the host work or answer for it. */
  messagesPerSecond?: number;
}

interface BotRunner {
  bot: Bot;
  seen: number;
  pending: { key: string; handle: unknown } | null;
}

interface Seat {
  name: string;
  kind: 'human' | 'bot';
  level?: BotLevel;
  token: string;
  link: Link | null;
  lastSeq: number;
  lastAck: HostMessage | null;
  standIn: boolean;
  standInTimer: unknown;
  runner: BotRunner | null;
}

interface Link {
  conn: Connection;
  seat: number | null;
  lastHeard: number;
  // what this guest was last sent, to send only what changed
  rev: number;
  sent: Map<string, string>;
  game: number;
  eventSeq: number;
  deadline: number | null;
  lobby: string;
  budget: number;
  budgetAt: number;
}

export class TableHost {
  readonly code: string;
  private readonly engine: Engine;
  private readonly createBot: BotFactory;
  private readonly clock: Clock;
  private readonly store: HostStore | null;
  private readonly heartbeatMs: number;
  private readonly deadAfterMs: number;
  private readonly seed: () => string;
  private readonly rate: number;
  private settings: HostSettings;
  private seats: Seat[] = [];
  private readonly links = new Set<Link>();
  private table: Table | null = null;
  private game = 0;
  private windowKey: string | null = null;
  private windowTimer: unknown = null;
  private deadline: number | null = null;
  private raceCount = 0;
  private turnMark = 0;
  private heartbeat: unknown = null;
  private closed = false;
  private readonly listeners = new Set<() => void>();

  constructor(opts: HostOptions) {
    this.code = opts.code;
    this.engine = opts.engine;
    this.createBot = opts.createBot;
    this.clock = opts.clock ?? realClock;
    this.store = opts.store ?? null;
    this.heartbeatMs = opts.heartbeatMs ?? 1000;
    this.deadAfterMs = opts.deadAfterMs ?? 4000;
    this.seed = opts.seed ?? randomToken;
    this.rate = opts.messagesPerSecond ?? 50;
    this.settings = { ...DEFAULT_SETTINGS };
    if (opts.settings) {
      const r = this.configure(opts.settings);
      if (!r.ok) throw new Error(r.error);
    }
    this.seats.push(this.newSeat(cleanName(opts.name) ?? 'Host', 'human'));
  }

  /**
   * Takes a saved table back (after the host's page reloaded). Throws an Error whose message
   * starts with `corrupt-save` when the save cannot be trusted; nothing of it is used then.
   */
  static resume(saved: unknown, opts: Omit<HostOptions, 'code' | 'name' | 'settings'>): TableHost {
    const s = parseSavedTable(saved);
    let table: Table | null = null;
    if (s.snapshot !== null) {
      try {
        table = opts.engine.restoreTable(s.snapshot);
        const players = table.view(0).players ?? table.view(0).counts.length;
        if (players !== s.seats.length) throw new Error(`${players} players for ${s.seats.length} seats`);
      } catch (e) {
        throw new Error(`corrupt-save: the table does not restore (${e instanceof Error ? e.message : String(e)})`);
      }
    }
    let host: TableHost;
    try {
      host = new TableHost({ ...opts, code: s.code, name: s.seats[0]!.name, settings: s.settings });
    } catch (e) {
      throw new Error(`corrupt-save: bad settings (${e instanceof Error ? e.message : String(e)})`);
    }
    host.seats = s.seats.map((seat) => ({
      ...host.newSeat(seat.name, seat.kind, seat.level),
      token: seat.token,
      lastSeq: seat.lastSeq,
    }));
    host.game = s.game;
    if (table) {
      host.table = table;
      host.seats.forEach((seat, i) => {
        if (seat.kind === 'bot') seat.runner = host.newRunner(seat.level ?? STAND_IN_LEVEL, i);
        else if (i !== 0) host.seatDropped(i);
      });
      host.updateWindow();
      host.runBots();
    }
    return host;
  }

  get hostToken(): string {
    return this.seats[0]!.token;
  }

  get started(): boolean {
    return this.table !== null;
  }

  /** The running table, for the inspector and tests (the host's own, never sent anywhere). */
  get currentTable(): Table | null {
    return this.table;
  }

  /** Called after every change the host's owner may want to react to (e.g. tests). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new player's connection (from any transport). */
  attach(conn: Connection): void {
    if (this.closed) {
      conn.close();
      return;
    }
    const link: Link = {
      conn,
      seat: null,
      lastHeard: this.clock.now(),
      rev: 0,
      sent: new Map(),
      game: -1,
      eventSeq: 0,
      deadline: null,
      lobby: '',
      budget: 2 * this.rate,
      budgetAt: this.clock.now(),
    };
    this.links.add(link);
    conn.onMessage((text) => this.receive(link, text));
    conn.onClose(() => this.detach(link));
    if (!conn.local) this.startHeartbeat();
  }

  /** The host's own seat token, for its own screen's client. */
  ownSeat(): SeatMemory {
    return { load: () => ({ token: this.hostToken, device: false }), save: () => undefined, clear: () => undefined };
  }

  /** The host's own screen: a connection to itself, through the same protocol as any guest. */
  localConnection(): Connection {
    const [guestEnd, hostEnd] = createMemoryPair({ local: true });
    this.attach(hostEnd);
    return guestEnd;
  }

  // ---- the host's controls (its own screen calls these directly) ----

  configure(patch: Partial<HostSettings>): Result {
    if (typeof patch !== 'object' || patch === null) return { ok: false, error: 'bad-settings' };
    const next = { ...this.settings };
    if (patch.edition !== undefined || patch.options !== undefined) {
      if (this.table) return { ok: false, error: 'game-started' };
      if (patch.edition !== undefined) {
        if (!EDITIONS.includes(patch.edition)) return { ok: false, error: 'bad-edition' };
        next.edition = patch.edition;
      }
      if (patch.options !== undefined) {
        if (!isPlainOptions(patch.options)) return { ok: false, error: 'bad-options' };
        next.options = { ...patch.options };
      }
    }
    const ms = (x: unknown, min: number, max: number, zeroOk: boolean) =>
      typeof x === 'number' && Number.isInteger(x) && ((zeroOk && x === 0) || (x >= min && x <= max));
    if (patch.raceMs !== undefined) {
      if (!ms(patch.raceMs, 500, 60_000, false)) return { ok: false, error: 'bad-race-time' };
      next.raceMs = patch.raceMs;
    }
    if (patch.turnMs !== undefined) {
      if (!ms(patch.turnMs, 3000, 600_000, true)) return { ok: false, error: 'bad-turn-time' };
      next.turnMs = patch.turnMs;
    }
    if (patch.standInMs !== undefined) {
      if (!ms(patch.standInMs, 0, 600_000, true)) return { ok: false, error: 'bad-stand-in-time' };
      next.standInMs = patch.standInMs;
    }
    this.settings = next;
    if (this.seats.length > 0) this.changed();
    return { ok: true };
  }

  addBot(level: BotLevel): Result {
    if (this.table) return { ok: false, error: 'game-started' };
    if (!['easy', 'normal', 'hard'].includes(level)) return { ok: false, error: 'bad-level' };
    if (this.seats.length >= MAX_SEATS) return { ok: false, error: 'table-full' };
    const n = this.seats.filter((s) => s.kind === 'bot').length + 1;
    this.seats.push(this.newSeat(this.nameFor(`Bot ${n}`, this.seats.length), 'bot', level));
    this.changed();
    return { ok: true };
  }

  /** Before the game: frees the seat (a human is sent away). During it: a human is sent away and a
   * bot plays the seat on (the engine's seats are fixed for the game). */
  removeSeat(seat: number): Result {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats.length) return { ok: false, error: 'bad-seat' };
    if (seat === 0) return { ok: false, error: 'host-seat' };
    const s = this.seats[seat]!;
    if (this.table && s.kind === 'bot') return { ok: false, error: 'game-started' };
    if (s.link) this.sendAway(s.link, 'kicked');
    this.clearStandIn(s);
    if (!this.table) {
      this.seats.splice(seat, 1);
      for (const link of this.links) if (link.seat !== null && link.seat > seat) link.seat--;
    } else {
      this.seats[seat] = { ...this.newSeat(s.name, 'bot', STAND_IN_LEVEL) };
      this.seats[seat]!.runner = this.newRunner(STAND_IN_LEVEL, seat);
    }
    this.changed();
    return { ok: true };
  }

  start(): Result {
    if (this.table) return { ok: false, error: 'game-started' };
    return this.newGame();
  }

  nextRound(): Result {
    if (!this.table) return { ok: false, error: 'not-started' };
    if (this.table.phase !== 'roundOver') return { ok: false, error: 'round-not-over' };
    try {
      this.table.nextRound();
    } catch {
      return { ok: false, error: 'engine-error' };
    }
    this.changed();
    return { ok: true };
  }

  rematch(): Result {
    if (!this.table) return { ok: false, error: 'not-started' };
    if (this.table.phase !== 'gameOver') return { ok: false, error: 'game-not-over' };
    return this.newGame();
  }

  lobbyFor(seat: number | null): LobbyState {
    const { edition, options, raceMs, turnMs, standInMs } = this.settings;
    return {
      code: this.code,
      seats: this.seats.map((s, i) => this.seatInfo(s, i, seat)),
      edition,
      options: { ...options },
      raceMs,
      turnMs,
      standInMs,
      started: this.table !== null,
    };
  }

  /** Ends the table: every guest is told, timers stop, the save is removed. */
  close(reason = 'host-closed'): void {
    if (this.closed) return;
    for (const link of [...this.links]) this.sendAway(link, reason);
    this.closed = true;
    this.clearWindow();
    if (this.heartbeat !== null) this.clock.clearTimeout(this.heartbeat);
    this.heartbeat = null;
    for (const s of this.seats) {
      this.clearStandIn(s);
      this.cancelBot(s.runner);
    }
    this.store?.clear();
  }

  /** Stops the timers without telling anyone or clearing the save: the page is going away and
   * will resume this table. */
  suspend(): void {
    this.closed = true;
    this.clearWindow();
    if (this.heartbeat !== null) this.clock.clearTimeout(this.heartbeat);
    for (const s of this.seats) {
      if (s.standInTimer !== null) this.clock.clearTimeout(s.standInTimer);
      this.cancelBot(s.runner);
    }
    for (const link of [...this.links]) link.conn.close();
  }

  // ---- messages ----

  private receive(link: Link, text: string): void {
    if (this.closed || !this.links.has(link)) return;
    try {
      const now = this.clock.now();
      link.lastHeard = now;
      link.budget = Math.min(2 * this.rate, link.budget + ((now - link.budgetAt) * this.rate) / 1000);
      link.budgetAt = now;
      if (!link.conn.local) {
        if (link.budget < 1) return;
        link.budget--;
      }
      const m = parseGuestMessage(text);
      if (!m) {
        this.send(link, { v: 1, t: 'error', code: 'bad-message' });
        return;
      }
      if (m.t === 'ping') return this.send(link, { v: 1, t: 'pong' });
      if (m.t === 'pong') return;
      if (m.t === 'hello') {
        if (link.seat !== null) return this.send(link, { v: 1, t: 'error', code: 'already-joined' });
        return this.hello(link, m.name, m.token, m.device === true, m.since, m.game);
      }
      if (link.seat === null) return this.send(link, { v: 1, t: 'error', code: 'not-joined' });
      const seat = this.seats[link.seat]!;
      switch (m.t) {
        case 'act':
          return this.act(link, link.seat, seat, m.seq, m.action);
        case 'name':
          seat.name = this.nameFor(m.name, link.seat);
          return this.changed();
        case 'resync':
          link.sent.clear();
          link.deadline = null;
          return this.sendView(link);
        case 'leave':
          return this.leave(link);
      }
    } catch {
      // A message must never break the host: whatever went wrong, this one is dropped.
      this.send(link, { v: 1, t: 'error', code: 'host-error' });
    }
  }

  private hello(
    link: Link,
    name: string,
    token: string | undefined,
    device: boolean,
    since?: number,
    game?: number,
  ): void {
    let index = token === undefined ? -1 : this.seats.findIndex((s) => s.token === token && s.kind === 'human');
    // the host's seat is taken only from the host's own page
    if (index === 0 && !link.conn.local) index = -1;
    const seat = index >= 0 ? this.seats[index]! : null;
    // A token from the browser-wide store may belong to another live tab: it does not take a seat
    // that is connected (a same-tab token does: that tab reloaded, its old link is dead).
    const liveElsewhere = seat !== null && device && seat.link !== null && seat.link.conn.open;
    if (seat && !liveElsewhere) {
      if (seat.link && seat.link !== link) {
        const old = seat.link;
        old.seat = null;
        this.sendAway(old, 'replaced');
      }
      seat.link = link;
      link.seat = index;
      seat.name = this.nameFor(name, index);
      this.clearStandIn(seat);
      const resumes = game === this.game && since !== undefined && this.table !== null && since <= this.table.lastSeq;
      link.game = resumes ? this.game : -1;
      link.eventSeq = resumes ? since : 0;
      link.sent.clear();
      this.send(link, { v: 1, t: 'welcome', seat: index, token: seat.token, code: this.code, lastSeq: seat.lastSeq });
      this.changed();
      return;
    }
    if (this.table)
      return this.sendAway(
        link,
        liveElsewhere ? 'seat-taken' : token !== undefined && !device ? 'bad-token' : 'game-started',
      );
    if (this.seats.length >= MAX_SEATS) return this.sendAway(link, 'table-full');
    const fresh = this.newSeat(this.nameFor(name, this.seats.length), 'human');
    fresh.link = link;
    this.seats.push(fresh);
    link.seat = this.seats.length - 1;
    this.send(link, { v: 1, t: 'welcome', seat: link.seat, token: fresh.token, code: this.code, lastSeq: 0 });
    this.changed();
  }

  private act(link: Link, index: number, seat: Seat, seq: number, action: Action): void {
    if (seq <= seat.lastSeq) {
      // A resend of the last intent (after a reconnect) gets its answer again; anything older is
      // a replay and changes nothing.
      if (seq === seat.lastSeq && seat.lastAck) this.send(link, seat.lastAck);
      else this.send(link, { v: 1, t: 'ack', seq, ok: false, error: 'stale-seq' });
      return;
    }
    seat.lastSeq = seq;
    let ack: HostMessage;
    if (!this.table) ack = { v: 1, t: 'ack', seq, ok: false, error: 'not-started' };
    else if (seat.standIn) ack = { v: 1, t: 'ack', seq, ok: false, error: 'stand-in' };
    else {
      const r = this.apply(index, action);
      ack = r.ok ? { v: 1, t: 'ack', seq, ok: true } : { v: 1, t: 'ack', seq, ok: false, error: r.error };
    }
    seat.lastAck = ack;
    // views first: when a client's act() resolves, its view already shows what the act did
    if (ack.ok) this.changed();
    else this.save();
    this.send(link, ack);
  }

  private apply(index: number, action: Action): Result {
    const table = this.table!;
    let turnBefore: number;
    let r: Result;
    try {
      turnBefore = table.turn;
      r = table.send(index, action);
    } catch {
      return { ok: false, error: 'engine-error' };
    }
    if (r.ok && turnBefore === index) this.turnMark++;
    return r;
  }

  private leave(link: Link): void {
    const index = link.seat!;
    if (index === 0) return;
    if (!this.table) {
      this.removeSeat(index);
      return;
    }
    const seat = this.seats[index]!;
    link.seat = null;
    seat.link = null;
    link.conn.close();
    this.links.delete(link);
    this.becomeStandIn(index);
  }

  private detach(link: Link): void {
    if (!this.links.delete(link)) return;
    if (link.seat === null) return;
    const seat = this.seats[link.seat];
    if (!seat || seat.link !== link) return;
    seat.link = null;
    if (this.closed) return;
    if (this.table && link.seat !== 0) this.seatDropped(link.seat);
    this.changed();
  }

  private seatDropped(index: number): void {
    const seat = this.seats[index]!;
    if (seat.standIn || seat.standInTimer !== null || this.settings.standInMs === 0) return;
    seat.standInTimer = this.clock.setTimeout(() => {
      seat.standInTimer = null;
      if (!seat.link && this.seats[index] === seat) this.becomeStandIn(index);
    }, this.settings.standInMs);
  }

  private becomeStandIn(index: number): void {
    const seat = this.seats[index]!;
    if (seat.standInTimer !== null) this.clock.clearTimeout(seat.standInTimer);
    seat.standInTimer = null;
    if (seat.standIn || seat.kind !== 'human') return;
    seat.standIn = true;
    seat.runner = this.newRunner(STAND_IN_LEVEL, index);
    this.changed();
  }

  private clearStandIn(seat: Seat): void {
    if (seat.standInTimer !== null) this.clock.clearTimeout(seat.standInTimer);
    seat.standInTimer = null;
    if (seat.kind === 'human' && seat.runner) {
      this.cancelBot(seat.runner);
      seat.runner = null;
    }
    seat.standIn = false;
  }

  // ---- after every change: views out, clocks, bots, save ----

  private changed(): void {
    if (this.closed) return;
    // each step on its own: one that fails (an engine bug, a dead channel) must not stop the others
    for (const link of this.links) {
      if (link.seat === null) continue;
      guard(() => this.sendLobby(link));
      guard(
        () => this.sendView(link),
        () => link.sent.clear(),
      );
    }
    guard(() => this.updateWindow());
    guard(() => this.runBots());
    this.save();
    for (const l of this.listeners) guard(l);
  }

  private sendLobby(link: Link): void {
    const text = JSON.stringify(this.lobbyFor(link.seat));
    if (text === link.lobby) return;
    link.lobby = text;
    this.sendText(link, `{"v":1,"t":"lobby","lobby":${text}}`);
  }

  private sendView(link: Link): void {
    if (!this.table || link.seat === null) return;
    const table = this.table;
    const view = table.view(link.seat);
    let events: TableEvent[];
    if (link.game !== this.game) {
      link.game = this.game;
      link.sent.clear();
      events = table.eventsFor(link.seat, 0).slice(-EVENTS_ON_JOIN);
    } else {
      events = table.eventsFor(link.seat, link.eventSeq);
    }
    if (events.length > MAX_EVENTS_PER_MESSAGE) events = events.slice(-MAX_EVENTS_PER_MESSAGE);
    link.eventSeq = table.lastSeq;
    const full = link.sent.size === 0;
    const set: Record<string, unknown> = {};
    const seen = new Set<string>();
    for (const [key, value] of Object.entries(view as unknown as Record<string, unknown>)) {
      if (value === undefined) continue;
      seen.add(key);
      const text = JSON.stringify(value);
      if (full || link.sent.get(key) !== text) {
        set[key] = value;
        link.sent.set(key, text);
      }
    }
    const drop = [...link.sent.keys()].filter((k) => !seen.has(k));
    for (const k of drop) link.sent.delete(k);
    const deadline = this.deadline;
    if (
      !full &&
      Object.keys(set).length === 0 &&
      drop.length === 0 &&
      events.length === 0 &&
      deadline === link.deadline
    )
      return;
    link.deadline = deadline;
    const message: ViewMessage = {
      v: 1,
      t: 'view',
      game: this.game,
      rev: link.rev + 1,
      base: full ? 0 : link.rev,
      set: set as Partial<PlayerView>,
      events,
      deadline,
      // what is left, for clients whose clock differs from the host's
      left: deadline === null ? null : Math.max(0, deadline - this.clock.now()),
    };
    if (drop.length) message.drop = drop;
    link.rev++;
    this.send(link, message);
  }

  /** The clock of the timed window in force: a race always, a turn when the host set a turn time. */
  private updateWindow(): void {
    if (!this.table) return this.clearWindow();
    let view: PlayerView;
    try {
      view = this.table.view(0);
    } catch {
      return this.clearWindow();
    }
    let key: string | null = null;
    let ms = 0;
    if (view.phase === 'race') {
      key = this.windowKey?.startsWith('race:') ? this.windowKey : `race:${++this.raceCount}`;
      ms = this.settings.raceMs;
    } else if (this.settings.turnMs > 0 && TURN_PHASES.has(view.phase)) {
      key = `turn:${this.game}:${view.round}:${view.phase}:${view.turn}:${this.turnMark}`;
      ms = this.settings.turnMs;
    }
    if (key === this.windowKey) return;
    this.clearWindow();
    this.windowKey = key;
    if (key === null) return;
    this.deadline = this.clock.now() + ms;
    this.windowTimer = this.clock.setTimeout(() => {
      this.windowTimer = null;
      this.deadline = null;
      try {
        this.table?.expire();
      } catch {
        // an engine that refuses to expire leaves the table as it was; the views still go out
      }
      this.changed();
    }, ms);
    // the deadline is part of every view message: send it now
    for (const link of this.links) if (link.seat !== null) this.sendView(link);
  }

  private clearWindow(): void {
    if (this.windowTimer !== null) this.clock.clearTimeout(this.windowTimer);
    this.windowTimer = null;
    this.windowKey = null;
    this.deadline = null;
  }

  private runBots(): void {
    const table = this.table;
    if (!table || this.closed) return;
    this.seats.forEach((seat, index) => {
      const runner = seat.runner;
      if (!runner) return;
      let decision;
      try {
        const events = table.eventsFor(index, runner.seen);
        runner.seen = table.lastSeq;
        if (events.length) runner.bot.observe(events);
        decision = runner.bot.decide(table.view(index));
      } catch {
        decision = null;
      }
      if (!decision) return this.cancelBot(runner);
      const key = JSON.stringify(decision.action);
      // The same decision as before keeps its timer: a bot's reaction time is not reset by what
      // others do meanwhile (it matters in races and catches).
      if (runner.pending?.key === key) return;
      this.cancelBot(runner);
      const action = decision.action;
      runner.pending = {
        key,
        handle: this.clock.setTimeout(() => this.botActs(index, runner, action), Math.max(0, decision.delayMs || 0)),
      };
    });
  }

  private botActs(index: number, runner: BotRunner, action: Action): void {
    runner.pending = null;
    if (this.closed || !this.table || this.seats[index]?.runner !== runner) return;
    let r = this.apply(index, action);
    if (!r.ok) {
      // The bot erred: something legal keeps the game going rather than waiting on it forever.
      const legal = this.table.view(index).legal;
      for (const a of legal) {
        r = this.apply(index, a);
        if (r.ok) break;
      }
    }
    this.changed();
  }

  private cancelBot(runner: BotRunner | null): void {
    if (runner?.pending) this.clock.clearTimeout(runner.pending.handle);
    if (runner) runner.pending = null;
  }

  private newRunner(level: BotLevel, index: number): BotRunner {
    const bot = this.createBot(level, `${this.seed()}:${index}`);
    return { bot, seen: 0, pending: null };
  }

  private newGame(): Result {
    if (this.seats.length < 2) return { ok: false, error: 'not-enough-players' };
    const config: TableConfig = {
      edition: this.settings.edition,
      players: this.seats.length,
      options: { ...this.settings.options },
      seed: this.seed(),
    };
    let table: Table;
    try {
      table = this.engine.createTable(config);
    } catch {
      return { ok: false, error: 'bad-settings' };
    }
    for (const s of this.seats) this.cancelBot(s.runner);
    this.clearWindow();
    this.table = table;
    this.game++;
    this.seats.forEach((seat, index) => {
      seat.runner = null;
      seat.standIn = false;
      if (seat.kind === 'bot') seat.runner = this.newRunner(seat.level ?? STAND_IN_LEVEL, index);
      else if (index !== 0 && !seat.link) this.seatDropped(index);
    });
    this.changed();
    return { ok: true };
  }

  // ---- plumbing ----

  /** The name a seat gets: the one asked for, with a number when another seat holds it already, so
   * that two players called Alice can tell their seats (and the others them) apart. */
  private nameFor(name: string, index: number): string {
    return distinctName(
      name,
      this.seats.filter((_, i) => i !== index).map((s) => s.name),
    );
  }

  private newSeat(name: string, kind: 'human' | 'bot', level?: BotLevel): Seat {
    return {
      name,
      kind,
      level,
      token: randomToken(),
      link: null,
      lastSeq: 0,
      lastAck: null,
      standIn: false,
      standInTimer: null,
      runner: null,
    };
  }

  private seatInfo(s: Seat, index: number, viewer: number | null): SeatInfo {
    const info: SeatInfo = {
      seat: index,
      name: s.name,
      kind: s.kind,
      connected: s.kind === 'bot' || s.link !== null,
      standIn: s.standIn,
      you: index === viewer,
    };
    if (s.kind === 'bot') info.bot = s.level;
    else if (s.standIn) info.bot = STAND_IN_LEVEL;
    return info;
  }

  private startHeartbeat(): void {
    if (this.heartbeat !== null || this.closed) return;
    const beat = () => {
      this.heartbeat = null;
      if (this.closed) return;
      const now = this.clock.now();
      let remote = 0;
      for (const link of [...this.links]) {
        if (link.conn.local) continue;
        if (now - link.lastHeard > this.deadAfterMs) {
          link.conn.close();
          this.detach(link);
          continue;
        }
        remote++;
        this.send(link, { v: 1, t: 'ping' });
      }
      if (remote > 0) this.heartbeat = this.clock.setTimeout(beat, this.heartbeatMs);
    };
    this.heartbeat = this.clock.setTimeout(beat, this.heartbeatMs);
  }

  private sendAway(link: Link, reason: string): void {
    this.send(link, { v: 1, t: 'bye', reason });
    const conn = link.conn;
    if (link.seat !== null && this.seats[link.seat]?.link === link) this.seats[link.seat]!.link = null;
    link.seat = null;
    this.links.delete(link);
    // let the goodbye leave before the channel closes
    this.clock.setTimeout(() => conn.close(), 50);
  }

  private send(link: Link, message: HostMessage): void {
    this.sendText(link, encode(message));
  }

  private sendText(link: Link, text: string): void {
    try {
      if (link.conn.open) link.conn.send(text);
    } catch {
      // a channel that fails to send is found dead by the heartbeat
    }
  }

  private save(): void {
    if (!this.store || this.closed) return;
    try {
      this.store.save(this.toSaved());
    } catch {
      // storage full or unavailable: the game goes on, unsaved
    }
  }

  toSaved(): SavedTable {
    return {
      v: 1,
      code: this.code,
      savedAt: this.clock.now(),
      game: this.game,
      settings: { ...this.settings, options: { ...this.settings.options } },
      seats: this.seats.map((s) => {
        const saved: SavedTable['seats'][number] = { name: s.name, kind: s.kind, token: s.token, lastSeq: s.lastSeq };
        if (s.level) saved.level = s.level;
        return saved;
      }),
      snapshot: this.table ? this.table.snapshot() : null,
    };
  }
}

/** `name`, else `name 2`, `name 3`, ...: the first that none of `taken` holds (letter case aside),
 * cut to fit the length limit. */
export function distinctName(name: string, taken: readonly string[]): string {
  const held = new Set(taken.map((n) => n.toLocaleLowerCase()));
  if (!held.has(name.toLocaleLowerCase())) return name;
  for (let k = 2; ; k++) {
    const suffix = ` ${k}`;
    const candidate = `${name.slice(0, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!held.has(candidate.toLocaleLowerCase())) return candidate;
  }
}

function guard(step: () => void, recover?: () => void): void {
  try {
    step();
  } catch {
    recover?.();
  }
}

function isPlainOptions(x: unknown): x is HostSettings['options'] {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const entries = Object.entries(x);
  return (
    entries.length <= 32 &&
    entries.every(
      ([k, v]) => k.length <= 40 && ['string', 'number', 'boolean'].includes(typeof v) && String(v).length <= 40,
    )
  );
}

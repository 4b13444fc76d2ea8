/**
 * The table's authority, running in the host's browser: the seats and their secret tokens, the
 * lobby settings and one engine Table. A message is received, acted on, and the change announced;
 * everything else lives in rooms beside this file that the host drives through callbacks and that
 * never import it (docs/network.md, "Inside the host"): the connections (their guard and heartbeat),
 * view sync, clocks, bot seats, spectators, the lobby view and saving; a saved or taken-over table
 * is checked in host-resume.ts. It speaks to every player (its own screen included) through
 * `Connection`s and the protocol of protocol.ts; a seat's actions are accepted only from the
 * connection that holds it.
 */
import { SPECTATOR, type Action, type Result, type Table, type TableConfig } from '../../game/types.js';
import type { BotFactory, BotLevel } from '../../bots/types.js';
import {
  channelOf,
  cleanName,
  type Clock,
  type Connection,
  createMemoryPair,
  type GuestMessage,
  type HostMessage,
  type HostSettings,
  type LobbyState,
  randomToken,
  realClock,
  type SeatMemory,
} from '../wire/index.js';
import type { SavedTable } from './saved.js';
import { savedStart, takenStart, type HostStart, type TakenTable } from './host-resume.js';
import type { Engine, HostOptions } from './host-options.js';
import { ViewSync, type ViewCursor } from './view-sync.js';
import { TableClocks } from './table-clocks.js';
import { BotSeats, STAND_IN_LEVEL } from './bot-seats.js';
import { DEFAULT_LIMITS } from './link-guard.js';
import { HostLinks } from './host-links.js';
import { TableSaver, keepAsideRefused } from './table-saver.js';
import { DEFAULT_SETTINGS, patchSettings } from './host-settings.js';
import { Spectators, type Watcher } from './spectators.js';
import { RecordDesk } from './record-desk.js';
import { JoinGate } from './join-gate.js';
import { HostDealer, planSuccession } from '../migration/index.js';
import { DealRoom } from '../deal/index.js';
import { TableNames } from './table-names.js';
import { EmptySeats } from './empty-seats.js';
import { Pacer, RENAME_EVERY_MS, RESYNC_EVERY_MS } from './pacing.js';
import { lobbyOf } from './lobby-view.js';
import { cameLate, sameHello, type HelloLink } from './hello-order.js';

export type { HostStore } from './table-saver.js';
export type { TakenTable } from './host-resume.js';
export type { Engine, HostOptions } from './host-options.js';
export { DEFAULT_SETTINGS, EDITIONS } from './host-settings.js';

export const MAX_SEATS = 10;

interface Seat {
  name: string;
  kind: 'human' | 'bot';
  level?: BotLevel;
  token: string;
  link: Link | null;
  lastSeq: number;
  lastAck: HostMessage | null;
  standIn: boolean;
  /** After a takeover: the seat's player may come back with the token the old host gave it. */
  claimable?: boolean;
}

/** `from` (HelloLink): which client said hello on it, and on which of its connections. */
interface Link extends HelloLink {
  conn: Connection;
  seat: number | null;
  lastHeard: number;
  view: ViewCursor;
  /** The lobby as last sent, to send it only when it changed. */
  lobby: string;
  /** Set for a spectator's connection (it holds no seat). */
  watcher: Watcher<Link> | null;
  /** The signing key its page sent (migration/signer.ts), passed on with the deal. */
  signer?: string;
}

export class TableHost {
  readonly code: string;
  private readonly engine: Engine;
  private readonly createBot: BotFactory;
  private readonly clock: Clock;
  private readonly seed: () => string;
  private settings: HostSettings;
  private seats: Seat[] = [];
  private table: Table | null = null;
  private game = 0;
  /** The seat whose page runs the table: 0, its creator's, until a migration (docs/migration.md). */
  private hostSeat = 0;
  /** How many times the table moved to another host: it answers under `<code>-<epoch>`. */
  private epoch = 0;
  /** Grows each time the turn seat moves the table (the turn clock restarts). */
  private turnMark = 0;
  private closed = false;
  private readonly listeners = new Set<() => void>();
  // the rooms
  private readonly links: HostLinks<Link>;
  private readonly gate: JoinGate<Link>;
  private readonly views: ViewSync;
  private readonly clocks: TableClocks;
  private readonly bots: BotSeats;
  private readonly saver: TableSaver;
  private readonly watchers: Spectators<Link>;
  private seatOfOldToken: ((token: string) => number | null) | null = null;
  private readonly records: RecordDesk<Link>;
  private readonly empty = new EmptySeats<Seat>({
    clock: () => this.clock,
    free: (seat) => !seat.link && !this.started && this.removeSeat(this.seats.indexOf(seat), false),
  });
  private readonly renames = new Pacer<Link>(RENAME_EVERY_MS, () => this.changed());
  private readonly resyncs = new Pacer<Link>(RESYNC_EVERY_MS, (link) => this.resync(link));
  private readonly names = new TableNames({ seats: () => this.seats, watchers: () => this.watchers.all });
  /** Keeps the guests able to carry the table on without it (docs/migration.md). */
  private readonly dealer = new HostDealer<Link>(
    (link, m) => this.links.sendText(link, JSON.stringify(m)),
    () => this.changed(),
  );
  /** Each round dealt from a seed no one chose alone, and revealed at its end (docs/deal-check.md). */
  private readonly deals: DealRoom<Link>;

  constructor(opts: HostOptions) {
    this.code = opts.code;
    this.engine = opts.engine;
    this.createBot = opts.createBot;
    this.clock = opts.clock ?? realClock;
    this.seed = opts.seed ?? randomToken;
    this.settings = { ...DEFAULT_SETTINGS };
    const clock = this.clock;
    this.links = new HostLinks<Link>({
      clock,
      limits: { ...DEFAULT_LIMITS, ...opts.limits, messagesPerSecond: opts.messagesPerSecond ?? 50 },
      heartbeatMs: opts.heartbeatMs ?? 1000,
      deadAfterMs: opts.deadAfterMs ?? 4000,
      closed: () => this.closed,
      receive: (link, m) => this.receive(link, m),
      gone: (link) => this.detach(link),
    });
    this.gate = new JoinGate<Link>({
      clock,
      expired: (link) => this.sendAway(link, 'denied'),
      changed: () => this.changed(),
    });
    this.views = new ViewSync({
      table: () => this.table,
      game: () => this.game,
      deadline: () => this.clocks.deadline,
      now: () => clock.now(),
    });
    this.clocks = new TableClocks({
      clock,
      table: () => this.table,
      settings: () => this.settings,
      game: () => this.game,
      progress: () => this.turnMark,
      connected: (seat) => this.seats[seat]?.link != null,
      replaceable: (seat) => this.seats[seat]?.kind === 'human' && !this.seats[seat].standIn && seat !== this.hostSeat,
      raceOver: () => this.expire(),
      turnOver: (seat) => this.turnOver(seat),
      standIn: (seat) => this.becomeStandIn(seat),
    });
    this.bots = new BotSeats({
      clock,
      table: () => this.table,
      subscribe: (listener) => this.onChange(listener),
      newBot: (level, seat) => this.createBot(level, `${this.seed()}:${seat}`),
      act: (seat, action) => {
        const r = this.apply(seat, action);
        if (r.ok) this.changed();
        return r;
      },
    });
    this.deals = new DealRoom<Link>({
      clock,
      code: this.code,
      askable: () =>
        [...this.links].flatMap((link) => {
          const seat = link.seat === null ? null : this.seats[link.seat];
          return seat && link.seat !== this.hostSeat && seat.kind === 'human' && !seat.standIn && link.conn.open
            ? [{ link, seat: link.seat! }]
            : [];
        }),
      audience: () => [...this.links].filter((link) => link.seat !== null || link.watcher !== null),
      send: (link, m) => this.send(link, m),
      deal: (game, round, seed) => this.dealRound(game, round, seed),
      table: () => this.table,
      changed: () => this.changed(),
      ...(opts.dealSecret ? { secret: opts.dealSecret } : {}),
      noted: (note) => this.dealer.noteDeal(note),
    });
    this.saver = new TableSaver(opts.store ?? null, () => this.toSaved());
    this.watchers = new Spectators<Link>(
      {
        code: this.code,
        send: (link, m) => this.send(link, m),
        sendAway: (link, reason) => this.sendAway(link, reason),
        joined: (link) => {
          this.links.joined(link);
          this.views.resume(link.view);
        },
        resync: (link) => this.resyncs.ask(link, clock),
        record: (link) => this.records.ask(link),
        close: (link) => {
          link.conn.close();
          this.forgetLink(link);
        },
        changed: () => this.changed(),
        name: (asked, self) => this.names.forWatcher(asked, self),
        renamed: (link) => this.renames.ask(link, clock),
      },
      opts.maxWatchers,
    );
    const recordOf = opts.engine.recordOf?.bind(opts.engine);
    this.records = new RecordDesk<Link>({
      table: () => this.table,
      game: () => this.game,
      names: () => this.seats.map((s) => s.name),
      own: (link) => link.conn.local === true && link.seat === this.hostSeat,
      ...(recordOf ? { recordOf } : {}),
      send: (link, m) => this.send(link, m),
    });
    if (opts.settings) {
      const r = this.configure(opts.settings);
      if (!r.ok) throw new Error(r.error);
    }
    this.seats.push(this.newSeat(cleanName(opts.name) ?? 'Host', 'human'));
  }

  /**
   * Takes a saved table back (after the host's page reloaded). Throws an Error whose message
   * starts with `corrupt-save: <why>` when the save cannot be trusted; nothing of it is used then,
   * and the store keeps it aside (never overwritten, never deleted: docs/security.md).
   */
  static resume(saved: unknown, opts: Omit<HostOptions, 'code' | 'name' | 'settings'>): TableHost {
    try {
      return TableHost.startFrom(savedStart(saved, opts.engine), opts);
    } catch (e) {
      keepAsideRefused(opts.store, saved, e);
      throw e;
    }
  }

  /**
   * The table a guest rebuilt after its host went (docs/migration.md): the seats as the old host's
   * lobby last showed them, the gone host's played by a stand-in; the other players come back with
   * the tokens the old host gave them, and get new ones.
   */
  static takeOver(t: TakenTable, opts: Omit<HostOptions, 'code' | 'name' | 'settings'>): TableHost {
    return TableHost.startFrom(takenStart(t), opts);
  }

  /** A host that takes up a saved or taken-over table (host-resume.ts) before anyone connects. */
  private static startFrom(s: HostStart, opts: Omit<HostOptions, 'code' | 'name' | 'settings'>): TableHost {
    const host = new TableHost({ ...opts, code: s.code, name: s.name, settings: s.settings });
    host.seats = s.seats.map(({ name, kind, level, token, lastSeq, claimable }) => ({
      ...host.newSeat(name, kind, level),
      ...(token !== undefined ? { token } : {}),
      ...(lastSeq !== undefined ? { lastSeq } : {}),
      ...(claimable ? { claimable } : {}),
    }));
    host.game = s.game;
    host.hostSeat = s.hostSeat;
    host.epoch = s.epoch;
    if (s.door) host.gate.restore(s.door);
    if (s.locked !== undefined) host.gate.locked = s.locked;
    if (s.deal) host.deals.restore(s.deal);
    const t = s.taken;
    if (t) host.seatOfOldToken = t.seatOfOldToken;
    if (!s.table) return host;
    // a taken-over round under way is revealed at its end as the host that left would have (its
    // note came sealed in the log); later rounds are this host's own
    host.table = host.deals.watch(t ? host.dealer.resume(s.table, t.log, t.key, t.lastDeal) : s.table);
    if (t?.round) host.deals.takeOver(t.round.note, t.round.steps);
    host.seats.forEach((seat, i) => {
      if (seat.kind === 'bot') host.bots.drive(i, seat.level ?? STAND_IN_LEVEL);
      else if (s.seats[i]!.standIn) {
        seat.standIn = true;
        host.bots.drive(i, STAND_IN_LEVEL);
      } else if (i !== host.hostSeat) host.clocks.left(i);
    });
    host.changed();
    return host;
  }

  get hostToken(): string {
    return this.seats[this.hostSeat]!.token;
  }

  /** The game began: its table is there, or its first deal is being settled (seats are fixed). */
  get started(): boolean {
    return this.table !== null || this.deals.starting;
  }

  /** The running table, for the inspector and tests (the host's own, never sent anywhere). */
  get currentTable(): Table | null {
    return this.table;
  }

  /** Called after every change (rooms such as the bot seats, the host's page, tests). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new player's connection (from any transport). */
  attach(conn: Connection): void {
    const link: Link = {
      conn,
      seat: null,
      lastHeard: this.clock.now(),
      view: this.views.cursor(),
      lobby: '',
      watcher: null,
    };
    this.links.add(link, this.closed);
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
    const r = patchSettings(this.settings, patch, this.started);
    if (!r.ok) return r;
    this.settings = r.settings;
    if (this.seats.length > 0) this.changed();
    return { ok: true };
  }

  addBot(level: BotLevel): Result {
    if (this.started) return { ok: false, error: 'game-started' };
    if (!['easy', 'normal', 'hard'].includes(level)) return { ok: false, error: 'bad-level' };
    if (this.seats.length >= MAX_SEATS) return { ok: false, error: 'table-full' };
    const n = this.seats.filter((s) => s.kind === 'bot').length + 1;
    this.seats.push(this.newSeat(this.nameFor(`Bot ${n}`, this.seats.length), 'bot', level));
    this.changed();
    return { ok: true };
  }

  /** Locked, no one new may join (a player with its seat token still comes back). */
  lock(locked: boolean): Result {
    if (typeof locked !== 'boolean') return { ok: false, error: 'bad-lock' };
    this.gate.locked = locked;
    this.changed();
    return { ok: true };
  }

  /** The host's answer to a newcomer who asked for a kicked player's name (lobby `requests`). */
  answerJoin(id: number, approve: boolean): Result {
    const request = Number.isInteger(id) ? this.gate.answer(id) : null;
    if (!request) return { ok: false, error: 'no-request' };
    const { link, name } = request;
    if (!this.links.has(link)) {
      this.changed();
      return { ok: false, error: 'gone' };
    }
    if (!approve) this.sendAway(link, 'denied');
    // let in where no seat is left: they watch
    else if (this.started || this.seats.length >= MAX_SEATS) this.watchers.watch(link, name);
    else return this.seatNewcomer(link, name);
    this.changed();
    return { ok: true };
  }

  /** Before the game: frees the seat (a human is sent away). During it: a human is sent away and a
   * bot plays the seat on (the engine's seats are fixed for the game). */
  removeSeat(seat: number, kick = true): Result {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats.length) return { ok: false, error: 'bad-seat' };
    if (seat === this.hostSeat) return { ok: false, error: 'host-seat' };
    // the first deal is being settled with these seats: a moment, and the game is there
    if (this.deals.starting) return { ok: false, error: 'dealing' };
    const s = this.seats[seat]!;
    if (this.table && s.kind === 'bot') return { ok: false, error: 'game-started' };
    // a kick is a ban for the table's life: the token, and the name without the host's approval
    if (s.kind === 'human' && kick) this.gate.ban(s.token, ...this.names.kicked(s.name));
    if (s.link) this.sendAway(s.link, kick ? 'kicked' : 'left');
    this.bots.release(seat);
    this.clocks.forget(seat);
    if (!this.table) {
      this.seats.splice(seat, 1);
      for (const link of this.links) if (link.seat !== null && link.seat > seat) link.seat--;
      if (this.hostSeat > seat) this.hostSeat--;
    } else {
      this.seats[seat] = this.newSeat(s.name, 'bot', STAND_IN_LEVEL);
      this.bots.drive(seat, STAND_IN_LEVEL);
    }
    this.changed();
    return { ok: true };
  }

  /** Starts the game once its first deal is settled (at once with no human guest). */
  start(): Result {
    if (this.deals.starting) return { ok: true };
    if (this.table) return { ok: false, error: 'game-started' };
    return this.newGame();
  }

  /** Deals the next round once its seed is settled (deal/room.ts: at once with no human guest). */
  nextRound(): Result {
    if (!this.table) return { ok: false, error: 'not-started' };
    const next = { game: this.game, round: this.table.view(0).round + 1 };
    const pending = this.deals.pending;
    if (pending && pending.game === next.game && pending.round === next.round) return { ok: true };
    if (this.table.phase !== 'roundOver') return { ok: false, error: 'round-not-over' };
    this.deals.begin(next.game, next.round);
    this.changed();
    return { ok: true };
  }

  rematch(): Result {
    if (this.deals.starting) return { ok: true };
    if (!this.table) return { ok: false, error: 'not-started' };
    if (this.table.phase !== 'gameOver') return { ok: false, error: 'game-not-over' };
    return this.newGame();
  }

  lobbyFor(seat: number | null): LobbyState {
    return lobbyOf(
      {
        code: this.code,
        settings: this.settings,
        seats: this.seats,
        hostSeat: this.hostSeat,
        epoch: this.epoch,
        started: this.table !== null,
        dealing: this.deals.starting,
        locked: this.gate.locked,
        requests: () => this.gate.requests(),
        watchers: this.watchers.all,
        connected: this.watchers.connected,
      },
      seat,
    );
  }

  /**
   * Gives a spectator a seat: before the game, a new seat; during it, the seat of a player who left
   * (a stand-in bot plays it) at once, or a bot's seat between rounds. The spectator is welcomed
   * again with that seat and a new token; the seat's former token no longer takes it back.
   */
  seatWatcher(id: number, seat?: number): Result {
    const watcher = Number.isInteger(id) ? this.watchers.byId(id) : null;
    if (!watcher || !watcher.link) return { ok: false, error: 'no-watcher' };
    const link = watcher.link;
    let index: number;
    if (this.deals.starting) return { ok: false, error: 'dealing' };
    if (!this.table) {
      if (this.seats.length >= MAX_SEATS) return { ok: false, error: 'table-full' };
      this.seats.push(this.newSeat(this.nameFor(watcher.name, this.seats.length, watcher), 'human'));
      index = this.seats.length - 1;
    } else {
      if (
        seat === undefined ||
        !Number.isInteger(seat) ||
        seat < 0 ||
        seat === this.hostSeat ||
        seat >= this.seats.length
      )
        return { ok: false, error: 'bad-seat' };
      const s = this.seats[seat]!;
      const betweenRounds = this.table.phase === 'roundOver';
      const free = (s.kind === 'human' && s.standIn) || (betweenRounds && (s.kind === 'bot' || s.link === null));
      if (!free) return { ok: false, error: betweenRounds ? 'seat-taken' : 'not-between-rounds' };
      if (s.link) this.sendAway(s.link, 'replaced');
      this.bots.release(seat);
      this.clocks.forget(seat);
      this.seats[seat] = this.newSeat(this.nameFor(watcher.name, seat, watcher), 'human');
      index = seat;
    }
    this.watchers.remove(watcher);
    link.watcher = null;
    this.seatLink(link, index);
    this.views.resume(link.view);
    const token = this.seats[index]!.token;
    this.send(link, { v: 1, t: 'welcome', seat: index, token, code: this.code, lastSeq: 0 });
    this.changed();
    return { ok: true };
  }

  /** Ends the table: every guest is told, timers stop, the save is removed. */
  close(reason = 'host-closed'): void {
    if (this.closed) return;
    for (const link of [...this.links]) this.sendAway(link, reason);
    this.closed = true;
    this.stopRooms();
    this.saver.clear();
  }

  /** Who would take the table over if the host left now, or null when nobody can: a deal every
   * guest present holds, and enough of them (migration/successor.ts). */
  successor(): number | null {
    if (!this.table || this.closed) return null;
    const present = [...this.links].filter((l) => l.seat !== null && l.seat !== this.hostSeat);
    const plan = planSuccession(this.lobbyFor(null).seats, this.hostSeat, this.dealer.heldBy(present));
    return 'seat' in plan ? plan.seat : null;
  }

  /**
   * The host leaves and the table goes on without it (docs/migration.md): every guest is told to
   * move to the next host at once, which the succession rule names. Refused with `no-migration`
   * when nobody can take over (one guest left, or the guests' kits are not ready yet).
   */
  handOver(): Result {
    if (!this.table) return { ok: false, error: 'not-started' };
    if (this.successor() === null) return { ok: false, error: 'no-migration' };
    this.moveAway();
    return { ok: true };
  }

  /** The table lives on elsewhere (handed over, or a takeover this host missed): every guest here
   * follows it, this host stops for good and its save goes. */
  moveAway(): void {
    if (this.closed) return;
    for (const link of [...this.links]) {
      if (link.conn.local) continue;
      this.sendAway(link, link.seat !== null || link.watcher ? 'handover' : 'host-closed');
    }
    this.closed = true;
    this.stopRooms();
    this.saver.clear();
  }

  /** Human guests with no connection (gone, or played by a stand-in), during a game: the table
   * may have moved without this host when two or more are (migration/moved-watch.ts). */
  awayGuests(): number {
    if (!this.table || this.closed) return 0;
    return this.seats.filter((s, i) => i !== this.hostSeat && s.kind === 'human' && !s.link).length;
  }

  /** Where the table stands for a migration: its epoch and the guests' wait. */
  get migration(): { epoch: number; hostSeat: number; hostWaitMs: number } {
    return { epoch: this.epoch, hostSeat: this.hostSeat, hostWaitMs: this.settings.hostWaitMs };
  }

  /** Stops the timers without telling anyone or clearing the save: the page is going away and
   * will resume this table. */
  suspend(): void {
    this.closed = true;
    this.stopRooms();
    this.saver.stop();
    for (const link of [...this.links]) link.conn.close();
  }

  private stopRooms(): void {
    this.deals.stop();
    this.clocks.stop();
    this.bots.stop();
    this.links.stop();
    this.gate.stop();
    this.empty.stop();
    for (const pacer of [this.renames, this.resyncs]) pacer.stop(this.clock);
  }

  // ---- receive -> act -> changed ----

  private receive(link: Link, m: Exclude<GuestMessage, { t: 'ping' | 'pong' }>): void {
    if (m.t === 'hello') {
      // one hello per link: a watching link is no more a blank one (a seat token then would leave
      // it watching and seated at once)
      if (link.seat !== null || link.watcher) return this.send(link, { v: 1, t: 'error', code: 'already-joined' });
      link.from = m.client !== undefined && m.attempt !== undefined ? { client: m.client, attempt: m.attempt } : null;
      const twin = link.from ? this.links.find((l) => l !== link && sameHello(l, link)) : null;
      if (twin) return this.twinHello(twin, link);
      return this.hello(link, m.name, m.token, m.device === true, m.since, m.game);
    }
    if (link.watcher) return this.watchers.receive(link, m);
    if (link.seat === null) return this.send(link, { v: 1, t: 'error', code: 'not-joined' });
    const seat = this.seats[link.seat]!;
    switch (m.t) {
      case 'act':
        return this.act(link, link.seat, seat, m.seq, m.action);
      case 'name':
        seat.name = this.nameFor(m.name, link.seat);
        return this.renames.ask(link, this.clock);
      case 'resync':
        return this.resyncs.ask(link, this.clock);
      case 'record':
        return this.records.ask(link);
      case 'leave':
        return this.leave(link);
      case 'deal-seal':
      case 'deal-give': {
        const refused = this.deals.receive(link.seat, m);
        if (refused) this.send(link, { v: 1, t: 'error', code: refused });
        return;
      }
      case 'mig-signer':
        if (link.signer === m.key) return;
        link.signer = m.key;
        return this.changed();
    }
  }

  /**
   * `link` says the hello `twin` said: the same connection of the same client. Over one channel
   * taken in twice (two links over it: seen once at a new host just after a hand-over), it is the
   * same message: the second link is let go without a word, since a word would reach the client
   * on its one channel and end it. A hello said again on a channel of its own (a client never
   * does that) is sent away.
   */
  private twinHello(twin: Link, link: Link): void {
    if (channelOf(twin.conn) !== channelOf(link.conn)) return this.sendAway(link, 'replaced');
    this.forgetLink(link);
  }

  private hello(
    link: Link,
    name: string,
    token: string | undefined,
    device: boolean,
    since?: number,
    game?: number,
  ): void {
    if (this.gate.isBanned(token)) return this.sendAway(link, 'kicked');
    let index = token === undefined ? -1 : this.seats.findIndex((s) => s.token === token && s.kind === 'human');
    // after a takeover, a player comes back with the token of the old host (migration/shares.ts)
    if (index < 0 && token !== undefined && this.seatOfOldToken) {
      const old = this.seatOfOldToken(token);
      if (old !== null && this.seats[old]?.kind === 'human' && this.seats[old].claimable) index = old;
    }
    // the host's seat is taken only from the host's own page
    if (index === this.hostSeat && !link.conn.local) index = -1;
    const seat = index >= 0 ? this.seats[index]! : null;
    // A token from the browser-wide store may belong to another live tab: it does not take a seat
    // that is connected (a same-tab token does: that tab reloaded, its old link is dead).
    const liveElsewhere = seat !== null && device && seat.link !== null && seat.link.conn.open;
    if (seat && !liveElsewhere) {
      if (seat.link && seat.link !== link) {
        // its client left this connection for the seat's: the one it uses now keeps the seat
        if (cameLate(seat.link, link)) return this.sendAway(link, 'replaced');
        const old = seat.link;
        old.seat = null;
        this.sendAway(old, 'replaced');
      }
      this.seatLink(link, index);
      seat.name = this.nameFor(name, index);
      this.endStandIn(index);
      this.views.resume(link.view, since, game);
      this.send(link, { v: 1, t: 'welcome', seat: index, token: seat.token, code: this.code, lastSeq: seat.lastSeq });
      this.changed();
      return;
    }
    if (liveElsewhere) return this.sendAway(link, 'seat-taken');
    // a returning spectator is recognized by its token
    if (this.watchers.rejoin(link, token)) return;
    const verdict = this.gate.verdict(name, token);
    if (verdict === 'enter') {
      // no seat to give (the game runs, or every seat is taken): the newcomer watches
      if (this.started || this.seats.length >= MAX_SEATS) return this.watchers.watch(link, name);
      this.seatNewcomer(link, name);
      return;
    }
    if (verdict !== 'ask') return this.sendAway(link, verdict);
    this.links.hold(link);
    this.gate.ask(link, name);
    this.send(link, { v: 1, t: 'error', code: 'awaiting-approval' });
  }

  private seatNewcomer(link: Link, name: string): Result {
    this.seats.push(this.newSeat(this.nameFor(name, this.seats.length), 'human'));
    const fresh = this.seats.length - 1;
    this.seatLink(link, fresh);
    this.send(link, { v: 1, t: 'welcome', seat: fresh, token: this.seats[fresh]!.token, code: this.code, lastSeq: 0 });
    this.changed();
    return { ok: true };
  }

  private seatLink(link: Link, index: number): void {
    this.seats[index]!.link = link;
    link.seat = index;
    this.links.joined(link);
    if (this.table) this.clocks.returned(index);
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
    else this.saver.save();
    this.send(link, ack);
  }

  /** The one place the table is moved by a seat. */
  private apply(index: number, action: Action): Result {
    const table = this.table;
    if (!table) return { ok: false, error: 'not-started' };
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

  /** The race ran out: the engine settles it. */
  private expire(): void {
    try {
      this.table?.expire();
    } catch {
      // an engine that refuses to expire leaves the table as it was; the views still go out
    }
    this.changed();
  }

  /** `seat`'s turn ran out: a stand-in plays it (the engine's own expiry if the stand-in cannot). */
  private turnOver(seat: number): void {
    if (!this.bots.playTurn(seat, STAND_IN_LEVEL)) this.expire();
  }

  private leave(link: Link): void {
    const index = link.seat!;
    if (index === this.hostSeat) return;
    if (!this.table) {
      this.removeSeat(index, false);
      return;
    }
    const seat = this.seats[index]!;
    link.seat = null;
    seat.link = null;
    link.conn.close();
    this.forgetLink(link);
    this.becomeStandIn(index);
  }

  private detach(link: Link): void {
    if (!this.forgetLink(link)) return;
    if (link.watcher) {
      this.watchers.dropped(link);
      if (!this.closed) this.changed();
      return;
    }
    if (link.seat === null) return;
    const seat = this.seats[link.seat];
    if (!seat || seat.link !== link) return;
    seat.link = null;
    if (this.closed) return;
    if (this.table && link.seat !== this.hostSeat && seat.kind === 'human') this.clocks.left(link.seat);
    else if (!this.started && seat.kind === 'human') this.empty.left(seat);
    this.changed();
  }

  private forgetLink(link: Link): boolean {
    this.gate.gone(link);
    return this.links.forget(link);
  }

  private becomeStandIn(index: number): void {
    const seat = this.seats[index]!;
    this.clocks.forget(index);
    if (seat.standIn || seat.kind !== 'human') return;
    seat.standIn = true;
    this.bots.drive(index, STAND_IN_LEVEL);
    this.changed();
  }

  private endStandIn(index: number): void {
    const seat = this.seats[index]!;
    if (seat.kind === 'human') this.bots.release(index);
    seat.standIn = false;
  }

  /** After every change: the clocks, the views out, the save, then every subscriber (the bots). */
  private changed(): void {
    if (this.closed) return;
    this.views.changed();
    // each step on its own: one that fails (an engine bug, a dead channel) must not stop the others
    guard(() => this.clocks.update());
    // before the views: a round's commitment reaches everyone before its cards do
    guard(() => this.deals.sync());
    for (const link of this.links) {
      if (link.seat === null && !link.watcher) continue;
      guard(() => this.sendLobby(link));
      guard(
        () => this.sendView(link),
        () => this.views.restart(link.view),
      );
    }
    guard(() => this.syncDealer());
    this.saver.save();
    for (const l of [...this.listeners]) guard(l);
  }

  /** Each human guest's migration kit, up to date: the shares go to the guests present, and
   * every human seat's token is known by its digest (docs/migration.md). */
  private syncDealer(): void {
    const guest = (seat: number | null): seat is number =>
      seat !== null && seat !== this.hostSeat && this.seats[seat]?.kind === 'human';
    const guests = [...this.links].flatMap((link) => (guest(link.seat) ? [{ link, seat: link.seat }] : []));
    const holders = this.seats.flatMap((s, i) => (guest(i) && s.link ? [i] : []));
    const tokens: Record<number, string> = {};
    const signers: Record<number, string> = {};
    this.seats.forEach((s, i) => {
      if (s.kind === 'human') tokens[i] = s.token;
      if (s.link?.signer) signers[i] = s.link.signer;
    });
    this.dealer.sync(guests, { holders, tokens, signers, quorum: this.settings.shareQuorum });
  }

  private sendLobby(link: Link): void {
    const text = JSON.stringify(this.lobbyFor(link.seat));
    if (text === link.lobby) return;
    link.lobby = text;
    this.links.sendText(link, `{"v":1,"t":"lobby","lobby":${text}}`);
  }

  /** `link` asked for a whole view again. */
  private resync(link: Link): void {
    this.views.restart(link.view);
    this.sendView(link);
  }

  private sendView(link: Link): void {
    const seat = link.watcher ? SPECTATOR : link.seat;
    if (seat === null) return;
    const message = this.views.next(link.view, seat);
    if (message) this.send(link, message);
  }

  private newGame(): Result {
    if (this.seats.length < 2) return { ok: false, error: 'not-enough-players' };
    // settings the engine refuses are refused now, not once the deal is settled
    try {
      this.engine.createTable(this.gameConfig('settings-check'));
    } catch {
      return { ok: false, error: 'bad-settings' };
    }
    this.deals.begin(this.game + 1, 1);
    this.changed();
    return { ok: true };
  }

  private gameConfig(seed: string): TableConfig & { seed: string } {
    return { edition: this.settings.edition, players: this.seats.length, options: { ...this.settings.options }, seed };
  }

  /** The deal room settled round `round` of game `game` on `seed`: deal it. */
  private dealRound(game: number, round: number, seed: string): boolean {
    if (round > 1) {
      if (!this.table || this.game !== game || this.table.phase !== 'roundOver') return false;
      try {
        this.table.nextRound(seed);
      } catch {
        return false;
      }
      return true;
    }
    const config = this.gameConfig(seed);
    let table: Table;
    try {
      table = this.deals.watch(this.dealer.begin(this.engine.createTable(config), config, this.code, game));
    } catch {
      return false;
    }
    this.bots.releaseAll();
    this.clocks.forget();
    this.table = table;
    this.game = game;
    this.seats.forEach((seat, index) => {
      seat.standIn = false;
      if (seat.kind === 'bot') this.bots.drive(index, seat.level ?? STAND_IN_LEVEL);
      else if (index !== this.hostSeat && !seat.link) this.clocks.left(index);
    });
    return true;
  }

  // ---- plumbing ----

  /** The name a seat gets: the one asked for, with a number when another seat or a spectator holds
   * it already, so that two players called Alice can tell their seats (and the others them) apart. */
  private nameFor(name: string, index: number, watcher?: Watcher<Link>): string {
    return this.names.forSeat(name, index, watcher);
  }

  private newSeat(name: string, kind: 'human' | 'bot', level?: BotLevel): Seat {
    return { name, kind, level, token: randomToken(), link: null, lastSeq: 0, lastAck: null, standIn: false };
  }

  private sendAway(link: Link, reason: string): void {
    this.send(link, { v: 1, t: 'bye', reason });
    if (link.seat !== null && this.seats[link.seat]?.link === link) this.seats[link.seat]!.link = null;
    link.seat = null;
    this.forgetLink(link);
    // (both transports deliver what was sent before the close: the goodbye goes first)
    link.conn.close();
  }

  private send(link: Link, message: HostMessage): void {
    this.links.send(link, message);
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
      door: this.gate.toSaved(),
      hostSeat: this.hostSeat,
      epoch: this.epoch,
      deal: this.deals.toSaved(),
    };
  }
}

function guard(step: () => void, recover?: () => void): void {
  try {
    step();
  } catch {
    recover?.();
  }
}

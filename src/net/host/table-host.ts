/**
 * The table's host, running in the host's browser (docs/network.md "Inside the host"): its face to
 * the pages and tests. What it holds is in core.ts; a command is taken by the authority
 * (authority.ts: seats, settings, table, stand-ins), a link's message by the session (session.ts:
 * hellos, tokens, the door, spectators); each is a command of the pipeline (pipeline.ts), which
 * runs the fanout (fanout.ts) once after it. The rooms beside it are wired in rooms.ts; a saved
 * or taken-over table is checked in host-resume.ts. It speaks to every player (its own screen included) through `Connection`s.
 */
import type { Result, Table } from '../../game/index.js';
import type { BotLevel } from '../../bots/index.js';
import { createMemoryPair, realClock, type Connection } from '../wire/index.js';
import { randomToken, type HostSettings, type LobbyState, type SeatMemory } from '../terms/index.js';
import { cleanName } from '../wire/index.js';
import * as authority from './authority.js';
import { HostCore, type Link } from './core.js';
import { lobbyFor } from './fanout.js';
import { CHANGED } from './pipeline.js';
import { refuseSeatAsk } from './seat-asks.js';
import { savedStart, takenStart, type HostStart, type TakenTable } from './host-resume.js';
import type { HostOptions } from './host-options.js';
import { STAND_IN_LEVEL } from '../terms/index.js';
import { DEFAULT_SETTINGS } from './host-settings.js';
import { stopRooms, wireRooms } from './rooms.js';
import type { SavedTable } from './saved.js';
import { keepAsideRefused } from './table-saver.js';
import { restoreChat } from './chat.js';

export type { HostStore } from './table-saver.js';
export type { TakenTable } from './host-resume.js';
export type { Engine, HostOptions } from './host-options.js';
export { DEFAULT_SETTINGS, EDITIONS } from './host-settings.js';
export { MAX_SEATS } from './core.js';

type ResumeOptions = Omit<HostOptions, 'code' | 'name' | 'settings'>;

export class TableHost {
  readonly code: string;
  private readonly h: HostCore;

  constructor(opts: HostOptions) {
    this.code = opts.code;
    const h = (this.h = new HostCore(opts.code, opts.engine, opts.clock ?? realClock, opts.seed ?? randomToken, {
      ...DEFAULT_SETTINGS,
    }));
    wireRooms(h, opts);
    if (opts.settings) {
      const r = this.configure(opts.settings);
      if (!r.ok) throw new Error(r.error);
    }
    h.seats.push(h.newSeat(cleanName(opts.name) ?? 'Host', 'human'));
  }

  /**
   * Takes a saved table back (after the host's page reloaded). Throws an Error whose message
   * starts with `corrupt-save: <why>` when the save cannot be trusted; nothing of it is used then,
   * and the store keeps it aside (never overwritten, never deleted: docs/security.md).
   */
  static resume(saved: unknown, opts: ResumeOptions): TableHost {
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
  static takeOver(t: TakenTable, opts: ResumeOptions): TableHost {
    return TableHost.startFrom(takenStart(t), opts);
  }

  /** A host that takes up a saved or taken-over table (host-resume.ts) before anyone connects. */
  private static startFrom(s: HostStart, opts: ResumeOptions): TableHost {
    const host = new TableHost({ ...opts, code: s.code, name: s.name, settings: s.settings });
    const h = host.h;
    const { bots, clocks, dealer, deals, gate } = h.rooms;
    h.seats = s.seats.map(({ name, kind, level, token, lastSeq, claimable }) => ({
      ...h.newSeat(name, kind, level),
      ...(token !== undefined ? { token } : {}),
      ...(lastSeq !== undefined ? { lastSeq } : {}),
      ...(claimable ? { claimable } : {}),
    }));
    h.game = s.game;
    h.hostSeat = s.hostSeat;
    h.epoch = s.epoch;
    if (s.door) gate.restore(s.door);
    if (s.locked !== undefined) gate.locked = s.locked;
    if (s.deal) deals.restore(s.deal);
    if (s.chat) restoreChat(h, s.chat);
    const t = s.taken;
    if (t) h.seatOfOldToken = t.seatOfOldToken;
    if (!s.table) {
      // nobody is linked yet: a seat whose player does not come back frees itself as after a link
      // that closed (docs/security.md "Lobby seats left empty")
      h.seats.forEach((seat, i) => {
        if (seat.kind === 'human' && i !== h.hostSeat) h.rooms.empty.left(seat);
      });
      return host;
    }
    // a taken-over round under way is revealed at its end as the host that left would have (its
    // note came sealed in the log); later rounds are this host's own
    h.table = deals.watch(t ? dealer.resume(s.table, t.log, t.key, t.lastDeal) : s.table);
    if (t?.round) deals.takeOver(t.round.note, t.round.steps);
    h.seats.forEach((seat, i) => {
      if (seat.kind === 'bot') bots.drive(i, seat.level ?? STAND_IN_LEVEL);
      else if (s.seats[i]!.standIn) {
        seat.standIn = true;
        bots.drive(i, STAND_IN_LEVEL);
      } else if (i !== h.hostSeat) clocks.left(i);
    });
    h.pipeline.run(() => CHANGED);
    return host;
  }

  get hostToken(): string {
    return this.h.seats[this.h.hostSeat]!.token;
  }

  /** The game began: its table is there, or its first deal is being settled (seats are fixed). */
  get started(): boolean {
    return this.h.started;
  }

  /** The running table, for the inspector and tests (the host's own, never sent anywhere). */
  get currentTable(): Table | null {
    return this.h.table;
  }

  /** Called after every change (rooms such as the bot seats, the host's page, tests). */
  onChange(listener: () => void): () => void {
    this.h.listeners.add(listener);
    return () => this.h.listeners.delete(listener);
  }

  /** A new player's connection (from any transport). */
  attach(conn: Connection): void {
    const h = this.h;
    const link: Link = {
      conn,
      seat: null,
      lastHeard: h.clock.now(),
      view: h.rooms.views.cursor(),
      lobby: '',
      watcher: null,
    };
    h.rooms.links.add(link, h.closed);
    // the lobby shows how each guest is connected (lobby-view.ts): learnt after the link opens
    conn.onPath?.(() => h.pipeline.changed());
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

  // ---- the host's controls (its own screen calls these directly: authority.ts) ----

  configure(patch: Partial<HostSettings>): Result {
    return this.h.pipeline.run(() => authority.configure(this.h, patch));
  }

  addBot(level: BotLevel, name?: string): Result {
    return this.h.pipeline.run(() => authority.addBot(this.h, level, name));
  }

  lock(locked: boolean): Result {
    return this.h.pipeline.run(() => authority.lock(this.h, locked));
  }

  answerJoin(id: number, approve: boolean): Result {
    return this.h.pipeline.run(() => authority.answerJoin(this.h, id, approve));
  }

  removeSeat(seat: number, kick = true): Result {
    return this.h.pipeline.run(() => authority.removeSeat(this.h, seat, kick));
  }

  start(): Result {
    return this.h.pipeline.run(() => authority.start(this.h));
  }

  nextRound(): Result {
    return this.h.pipeline.run(() => authority.nextRound(this.h));
  }

  rematch(): Result {
    return this.h.pipeline.run(() => authority.rematch(this.h));
  }

  lobbyFor(seat: number | null): LobbyState {
    return lobbyFor(this.h, seat);
  }

  seatWatcher(id: number, seat?: number): Result {
    return this.h.pipeline.run(() => authority.seatWatcher(this.h, id, seat));
  }

  /** Refuses spectator `id`'s request to play (seat-asks.ts). */
  refuseSeatAsk(id: number): Result {
    return this.h.pipeline.run(() => refuseSeatAsk(this.h, id));
  }

  /** Who would take the table over if the host left now, or null when nobody can. */
  successor(): number | null {
    return authority.successor(this.h);
  }

  // ---- the host's life ----

  /** Ends the table: every guest is told, timers stop, the save is removed. */
  close(reason = 'host-closed'): void {
    const h = this.h;
    if (h.closed) return;
    for (const link of [...h.rooms.links]) h.sendAway(link, reason);
    h.closed = true;
    stopRooms(h);
    h.rooms.saver.clear();
  }

  /**
   * The host leaves and the table goes on without it (docs/migration.md): every guest is told to
   * move to the next host at once, which the succession rule names. Refused with `no-migration`
   * when nobody can take over (one guest left, or the guests' kits are not ready yet).
   */
  handOver(): Result {
    if (!this.h.table) return { ok: false, error: 'not-started' };
    if (this.successor() === null) return { ok: false, error: 'no-migration' };
    this.moveAway();
    return { ok: true };
  }

  /** The table lives on elsewhere (handed over, or a takeover this host missed): every guest here
   * follows it, this host stops for good and its save goes. */
  moveAway(): void {
    const h = this.h;
    if (h.closed) return;
    for (const link of [...h.rooms.links]) {
      if (link.conn.local) continue;
      h.sendAway(link, link.seat !== null || link.watcher ? 'handover' : 'host-closed');
    }
    h.closed = true;
    stopRooms(h);
    h.rooms.saver.clear();
  }

  /** Human guests with no connection (gone, or played by a stand-in), during a game: the table
   * may have moved without this host when two or more are (migration/moved-watch.ts). */
  awayGuests(): number {
    const h = this.h;
    if (!h.table || h.closed) return 0;
    return h.seats.filter((s, i) => i !== h.hostSeat && s.kind === 'human' && !s.link).length;
  }

  /** Where the table stands for a migration: its epoch and the guests' wait. */
  get migration(): { epoch: number; hostSeat: number; hostWaitMs: number } {
    const h = this.h;
    return { epoch: h.epoch, hostSeat: h.hostSeat, hostWaitMs: h.settings.hostWaitMs };
  }

  /** Stops the timers without telling anyone or clearing the save: the page is going away and
   * will resume this table. */
  suspend(): void {
    const h = this.h;
    h.closed = true;
    stopRooms(h);
    h.rooms.saver.stop();
    for (const link of [...h.rooms.links]) link.conn.close();
  }

  toSaved(): SavedTable {
    return authority.toSaved(this.h);
  }
}

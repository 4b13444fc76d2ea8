/**
 * What the host holds (docs/network.md "Inside the host"): the seats, the settings, the engine
 * table, and the rooms beside them. The seat/link pair changes here only: a seat is held by at most
 * one link and that link names the seat back, or neither names the other.
 */
import type { Table } from '../../game/index.js';
import type { BotLevel } from '../../bots/index.js';
import { type Clock, type Connection, type HostMessage } from '../wire/index.js';
import { randomToken, type HostSettings } from '../terms/index.js';
import type { HostDealer } from '../migration/index.js';
import type { DealRoom } from '../deal/index.js';
import type { Engine } from './host-options.js';
import type { HelloLink } from './hello-order.js';
import type { HostLinks } from './host-links.js';
import type { JoinGate } from './join-gate.js';
import type { ViewCursor, ViewSync } from './view-sync.js';
import type { TableClocks } from './table-clocks.js';
import type { BotSeats } from './bot-seats.js';
import type { TableSaver } from './table-saver.js';
import type { Spectators, Watcher } from './spectators.js';
import type { RecordDesk } from './record-desk.js';
import type { EmptySeats } from './empty-seats.js';
import type { Pacer } from './pacing.js';
import type { TableNames } from './table-names.js';
import type { Pipeline } from './pipeline.js';

export const MAX_SEATS = 10;

export interface Seat {
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
export interface Link extends HelloLink {
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

/** The rooms beside the host, one job each (host/rooms.ts builds them). */
export interface Rooms {
  links: HostLinks<Link>;
  gate: JoinGate<Link>;
  views: ViewSync;
  clocks: TableClocks;
  bots: BotSeats;
  saver: TableSaver;
  watchers: Spectators<Link>;
  records: RecordDesk<Link>;
  empty: EmptySeats<Seat>;
  renames: Pacer<Link>;
  resyncs: Pacer<Link>;
  names: TableNames;
  /** Keeps the guests able to carry the table on without it (docs/migration.md). */
  dealer: HostDealer<Link>;
  /** Each round dealt from a seed no one chose alone, and revealed at its end (docs/deal-check.md). */
  deals: DealRoom<Link>;
}

export class HostCore {
  settings: HostSettings;
  seats: Seat[] = [];
  table: Table | null = null;
  game = 0;
  /** The seat whose page runs the table: 0, its creator's, until a migration (docs/migration.md). */
  hostSeat = 0;
  /** How many times the table moved to another host: it answers under `<code>-<epoch>`. */
  epoch = 0;
  /** Grows each time the turn seat moves the table (the turn clock restarts). */
  turnMark = 0;
  closed = false;
  seatOfOldToken: ((token: string) => number | null) | null = null;
  readonly listeners = new Set<() => void>();
  /** Set once by host/rooms.ts, before anything reaches the host. */
  rooms!: Rooms;
  /** Every command runs through it (pipeline.ts); set by host/rooms.ts. */
  pipeline!: Pipeline;

  constructor(
    readonly code: string,
    readonly engine: Engine,
    readonly clock: Clock,
    readonly seed: () => string,
    settings: HostSettings,
  ) {
    this.settings = settings;
  }

  /** The game began: its table is there, or its first deal is being settled (seats are fixed). */
  get started(): boolean {
    return this.table !== null || this.rooms.deals.starting;
  }

  newSeat(name: string, kind: 'human' | 'bot', level?: BotLevel): Seat {
    return { name, kind, level, token: randomToken(), link: null, lastSeq: 0, lastAck: null, standIn: false };
  }

  /** `link` holds seat `index` from now on (whichever link held it before no longer does). */
  bind(link: Link, index: number): void {
    const seat = this.seats[index]!;
    if (seat.link && seat.link !== link) seat.link.seat = null;
    seat.link = link;
    link.seat = index;
    this.rooms.links.joined(link);
    if (this.table) this.rooms.clocks.returned(index);
  }

  /** `link` holds no seat any more (its seat, if it held one, no connection). */
  unbind(link: Link): void {
    if (link.seat !== null && this.seats[link.seat]?.link === link) this.seats[link.seat]!.link = null;
    link.seat = null;
  }

  /** Seat `index` is someone else's from now on (a stand-in for a player removed, a spectator
   * seated): the link that held it, if any, holds no seat any more. */
  replace(index: number, seat: Seat): void {
    const old = this.seats[index]!;
    if (old.link) this.unbind(old.link);
    this.seats[index] = seat;
  }

  /** Seat `index` leaves the lobby: the seats after it move up, and their links with them. */
  removeAt(index: number): void {
    this.seats.splice(index, 1);
    for (const link of this.rooms.links) if (link.seat !== null && link.seat > index) link.seat--;
    if (this.hostSeat > index) this.hostSeat--;
  }

  send(link: Link, message: HostMessage): void {
    this.rooms.links.send(link, message);
  }

  sendAway(link: Link, reason: string): void {
    this.send(link, { v: 1, t: 'bye', reason });
    this.unbind(link);
    this.forget(link);
    // (both transports deliver what was sent before the close: the goodbye goes first)
    link.conn.close();
  }

  /** `link` is no longer held; false when it was not. */
  forget(link: Link): boolean {
    this.rooms.gate.gone(link);
    return this.rooms.links.forget(link);
  }
}

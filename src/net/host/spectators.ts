/**
 * The host's spectators: people who joined a table that had no seat to give (the game had started,
 * or every seat was taken). They hold a token of their own, so a reload brings them back watching,
 * and they see only what is public (the engine's spectator view). This room keeps who watches,
 * within a cap, lets them in and answers what they may ask; the host drives it through a port and
 * may seat one of them later (authority.ts `seatWatcher`), which takes the spectator off this list.
 */
import { SPECTATOR } from '../../game/index.js';
import { type GuestMessage, type HostMessage } from '../wire/index.js';
import { randomToken } from '../terms/index.js';
import { cleanName } from '../wire/index.js';
import { cameLate, type HelloLink } from './hello-order.js';

/** Spectators a table takes at most: enough for a room of friends, bounded for a stranger's flood. */
export const MAX_WATCHERS = 20;

export interface Watcher<L> {
  /** A small number that names this spectator to the host's controls (never reused by the table). */
  id: number;
  name: string;
  token: string;
  link: L | null;
  /** Its request to play: the order it asked in (a ticket), refused by the host, or none. */
  ask: number | 'refused' | null;
}

/** A connection as this room sees it: the spectator it is, if any (the host's links carry it). */
export interface WatchingLink<L> extends HelloLink {
  watcher: Watcher<L> | null;
}

export interface SpectatorsPort<L> {
  /** The table's code, for the welcome. */
  code: string;
  send(link: L, message: HostMessage): void;
  sendAway(link: L, reason: string): void;
  /** `link` is let in: it has joined (link guard) and its views start again. */
  joined(link: L): void;
  /** `link` asked for a whole view again. */
  resync(link: L): void;
  /** `link` asked for the game's record (record-desk.ts). */
  record(link: L): void;
  /** `link` left: its connection closes and the host forgets it. */
  close(link: L): void;
  changed(): void;
  /** The name spectator `self` (null: a newcomer) shows when it asks for `asked` (table-names.ts). */
  name(asked: string, self: Watcher<L> | null): string;
  /** `link`'s spectator took another name: the lobbies learn it at the renames' pace (pacing.ts). */
  renamed(link: L): void;
}

export class Spectators<L extends WatchingLink<L>> {
  private readonly list: Watcher<L>[] = [];
  private nextId = 1;
  private nextTicket = 1;

  constructor(
    private readonly port: SpectatorsPort<L>,
    private readonly max = MAX_WATCHERS,
  ) {}

  /** Everyone watching, connected or not (a reloading spectator keeps its place a while). */
  get all(): readonly Watcher<L>[] {
    return this.list;
  }

  /** Spectators whose connection is live. */
  get connected(): number {
    return this.list.filter((w) => w.link !== null).length;
  }

  byId(id: number): Watcher<L> | null {
    return this.list.find((w) => w.id === id) ?? null;
  }

  /** `link` comes back with a spectator's token: it watches again (false when `token` is none). */
  rejoin(link: L, token: string | undefined): boolean {
    const watcher = token === undefined ? undefined : this.list.find((w) => w.token === token);
    if (!watcher) return false;
    if (watcher.link && watcher.link !== link) {
      // a late hello of a connection its client has left: the one it uses now keeps watching
      if (cameLate(watcher.link, link)) {
        this.port.sendAway(link, 'replaced');
        return true;
      }
      this.port.sendAway(watcher.link, 'replaced');
    }
    watcher.link = link;
    this.welcome(link, watcher);
    return true;
  }

  /**
   * `link` watches, someone for whom no seat is left. Spectators who went away make room first
   * when the cap is reached (their token then no longer brings them back).
   */
  watch(link: L, name: string): void {
    if (this.list.length >= this.max) {
      const gone = this.list.findIndex((w) => w.link === null);
      if (gone < 0) return this.port.sendAway(link, 'watchers-full');
      this.list.splice(gone, 1);
    }
    const asked = cleanName(name) ?? '?';
    const watcher: Watcher<L> = {
      id: this.nextId++,
      name: this.port.name(asked, null),
      token: randomToken(),
      link,
      ask: null,
    };
    this.list.push(watcher);
    this.welcome(link, watcher);
  }

  /** What a spectator may ask: a whole view again, the record of a finished game, or to go; it has
   * no seat to act for. */
  receive(link: L, m: Exclude<GuestMessage, { t: 'hello' | 'ping' | 'pong' }>): void {
    const watcher = link.watcher!;
    switch (m.t) {
      case 'resync':
        return this.port.resync(link);
      case 'leave':
        this.remove(watcher);
        this.port.close(link);
        return this.port.changed();
      case 'name': {
        const asked = cleanName(m.name);
        if (asked !== null) watcher.name = this.port.name(asked, watcher);
        return this.port.renamed(link);
      }
      case 'record':
        return this.port.record(link);
      default:
        return this.port.send(link, { v: 1, t: 'error', code: 'watching' });
    }
  }

  /** `link` closed: its spectator stays on the list, disconnected, until the cap needs the room. */
  dropped(link: L): boolean {
    const w = this.byLink(link);
    if (!w) return false;
    w.link = null;
    return true;
  }

  /** Connected spectators who asked to play, in the order they asked. The line lives on the list
   * itself: never longer than the list's cap, whatever a stranger sends. */
  asking(): Watcher<L>[] {
    return this.list
      .filter((w): w is Watcher<L> & { ask: number } => w.link !== null && typeof w.ask === 'number')
      .sort((a, b) => a.ask - b.ask);
  }

  /** `watcher` asks to play (at the end of the line) or takes its request back; false when that
   * changes nothing (asked already, or refused). */
  setAsk(watcher: Watcher<L>, on: boolean): boolean {
    if (watcher.ask === 'refused' || on === (watcher.ask !== null)) return false;
    watcher.ask = on ? this.nextTicket++ : null;
    return true;
  }

  /** The spectator leaves the list (they took a seat, or left): its link watches no more. */
  remove(watcher: Watcher<L>): void {
    const i = this.list.indexOf(watcher);
    if (i >= 0) this.list.splice(i, 1);
    if (watcher.link) watcher.link.watcher = null;
    watcher.link = null;
  }

  private byLink(link: L): Watcher<L> | null {
    return this.list.find((w) => w.link === link) ?? null;
  }

  private welcome(link: L, watcher: Watcher<L>): void {
    link.watcher = watcher;
    this.port.joined(link);
    this.port.send(link, {
      v: 1,
      t: 'welcome',
      seat: SPECTATOR,
      token: watcher.token,
      code: this.port.code,
      lastSeq: 0,
    });
    this.port.changed();
  }
}

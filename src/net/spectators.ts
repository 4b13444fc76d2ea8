/**
 * The host's spectators: people who joined a table that had no seat to give (the game had started,
 * or every seat was taken). They hold a token of their own, so a reload brings them back watching,
 * and they see only what is public (the engine's spectator view). The host may seat one of them
 * later (host.ts `seatWatcher`); this room only keeps who watches, within a cap.
 */
import { randomToken } from './code.js';

/** Spectators a table takes at most: enough for a room of friends, bounded for a stranger's flood. */
export const MAX_WATCHERS = 20;

export interface Watcher<L> {
  /** A small number that names this spectator to the host's controls (never reused by the table). */
  id: number;
  name: string;
  token: string;
  link: L | null;
}

export class Spectators<L> {
  private readonly list: Watcher<L>[] = [];
  private nextId = 1;

  constructor(private readonly max = MAX_WATCHERS) {}

  /** Everyone watching, connected or not (a reloading spectator keeps its place a while). */
  get all(): readonly Watcher<L>[] {
    return this.list;
  }

  /** Spectators whose connection is live. */
  get connected(): number {
    return this.list.filter((w) => w.link !== null).length;
  }

  byToken(token: string | undefined): Watcher<L> | null {
    if (token === undefined) return null;
    return this.list.find((w) => w.token === token) ?? null;
  }

  byId(id: number): Watcher<L> | null {
    return this.list.find((w) => w.id === id) ?? null;
  }

  byLink(link: L): Watcher<L> | null {
    return this.list.find((w) => w.link === link) ?? null;
  }

  /**
   * A new spectator on `link`, or null when the cap is reached. Spectators who went away make room
   * first (their token then no longer brings them back).
   */
  admit(name: string, link: L): Watcher<L> | null {
    if (this.list.length >= this.max) {
      const gone = this.list.findIndex((w) => w.link === null);
      if (gone < 0) return null;
      this.list.splice(gone, 1);
    }
    const watcher: Watcher<L> = { id: this.nextId++, name, token: randomToken(), link };
    this.list.push(watcher);
    return watcher;
  }

  /** `link` closed: its spectator stays on the list, disconnected, until the cap needs the room. */
  dropped(link: L): boolean {
    const w = this.byLink(link);
    if (!w) return false;
    w.link = null;
    return true;
  }

  /** The spectator leaves the list (they left, or took a seat). */
  remove(watcher: Watcher<L>): void {
    const i = this.list.indexOf(watcher);
    if (i >= 0) this.list.splice(i, 1);
  }

  /** A new game (rematch) keeps who watches; a closed table forgets them. */
  clear(): void {
    this.list.length = 0;
  }
}

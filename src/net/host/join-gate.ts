/**
 * The host's door for new players (a returning player with its seat token never meets it): a kick
 * is a ban for the table's life, the host may lock the table, new joins are rate-limited, and a
 * newcomer who takes a kicked player's name waits for the host's approval.
 */
import { type Clock } from '../wire/index.js';
import { nameSkeleton } from '../wire/index.js';
import { MAX_BANS, type SavedDoor } from './saved.js';

/** New seats (or requests) per table: a burst, then one every `JOIN_EVERY_MS`. The burst lets in a
 * whole table at once (9 guests and 7 spectators: friends opening the invite together), as many as
 * the link guard holds not yet joined (link-guard.ts `maxPending`); a flood gets no more than that,
 * then the pace. A newcomer turned away `busy` tries again by itself (retry-pace.ts). */
export const JOIN_BURST = 16;
const JOIN_EVERY_MS = 2000;
/** Requests waiting for the host at once, and how long one waits before it is denied. */
const MAX_REQUESTS = 4;
const REQUEST_MS = 60_000;

export interface JoinRequest {
  id: number;
  name: string;
}

/** What the door says to a newcomer: come in, wait for the host, or a refusal's reason (a `bye`). */
export type Verdict = 'enter' | 'ask' | 'kicked' | 'locked' | 'busy';

export interface JoinGatePort<L> {
  clock: Clock;
  /** A request waited too long: the newcomer is sent away as denied. */
  expired(link: L): void;
  /** The list of requests changed (the host's lobby shows it). */
  changed(): void;
}

interface Pending<L> {
  link: L;
  name: string;
  timer: unknown;
}

/** How two names compare for a ban: as the seats compare them (letter case, compatibility forms,
 * invisible characters and look-alikes aside). */
export const nameKey = nameSkeleton;

/** Adds `item` as the newest of `set`, which keeps the newest `MAX_BANS` (a save holds no more). */
function keepNewest(set: Set<string>, item: string): void {
  set.delete(item);
  set.add(item);
  for (const old of set) {
    if (set.size <= MAX_BANS) break;
    set.delete(old);
  }
}

export class JoinGate<L> {
  locked = false;
  private readonly bannedTokens = new Set<string>();
  private readonly bannedNames = new Set<string>();
  private readonly pending = new Map<number, Pending<L>>();
  private nextId = 1;
  private budget = JOIN_BURST;
  private budgetAt: number;

  constructor(private readonly port: JoinGatePort<L>) {
    this.budgetAt = port.clock.now();
  }

  /** A kicked player: its token is refused for the table's life, and its names (the one shown and
   * the one asked for: table-names.ts) wait for the host's approval. */
  ban(token: string, ...names: string[]): void {
    keepNewest(this.bannedTokens, token);
    for (const name of names) keepNewest(this.bannedNames, nameKey(name));
  }

  /** What a reloaded host needs to keep its bans and its lock. */
  toSaved(): SavedDoor {
    return { locked: this.locked, tokens: [...this.bannedTokens], names: [...this.bannedNames] };
  }

  restore(door: SavedDoor): void {
    this.locked = door.locked;
    for (const t of door.tokens) this.bannedTokens.add(t);
    for (const n of door.names) this.bannedNames.add(nameKey(n));
  }

  isBanned(token: string | undefined): boolean {
    return token !== undefined && this.bannedTokens.has(token);
  }

  /** The door's answer to a newcomer asking for a new seat under `name` (spends the join budget). */
  verdict(name: string, token: string | undefined): Verdict {
    if (this.isBanned(token)) return 'kicked';
    if (this.locked) return 'locked';
    if (!this.spend()) return 'busy';
    if (this.bannedNames.has(nameKey(name))) return this.pending.size >= MAX_REQUESTS ? 'busy' : 'ask';
    return 'enter';
  }

  /** `link` waits for the host's answer; the request's id. */
  ask(link: L, name: string): number {
    const id = this.nextId++;
    const timer = this.port.clock.setTimeout(() => {
      if (!this.pending.delete(id)) return;
      this.port.expired(link);
      this.port.changed();
    }, REQUEST_MS);
    this.pending.set(id, { link, name, timer });
    this.port.changed();
    return id;
  }

  /** The host's answer: the waiting link and its name, or null when no such request waits. */
  answer(id: number): { link: L; name: string } | null {
    const p = this.pending.get(id);
    if (!p) return null;
    this.pending.delete(id);
    this.port.clock.clearTimeout(p.timer);
    return { link: p.link, name: p.name };
  }

  /** A waiting link went away: its request goes too. */
  gone(link: L): void {
    for (const [id, p] of this.pending)
      if (p.link === link) {
        this.answer(id);
        this.port.changed();
      }
  }

  requests(): JoinRequest[] {
    return [...this.pending].map(([id, p]) => ({ id, name: p.name }));
  }

  stop(): void {
    for (const p of this.pending.values()) this.port.clock.clearTimeout(p.timer);
    this.pending.clear();
  }

  private spend(): boolean {
    const now = this.port.clock.now();
    this.budget = Math.min(JOIN_BURST, this.budget + (now - this.budgetAt) / JOIN_EVERY_MS);
    this.budgetAt = now;
    if (this.budget < 1) return false;
    this.budget--;
    return true;
  }
}

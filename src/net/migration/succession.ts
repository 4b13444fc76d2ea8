/**
 * A guest's side of a migration (docs/migration.md): once its host has been gone for the table's
 * wait (or handed the table over), it works out by the succession rule who takes over, from what it
 * holds (the host's last lobby, its deal). If that is itself, it takes the table over; otherwise
 * it follows the table to its next peer id, where it answers only a host whose claim it accepts.
 * If nobody can take over, the screen says so and the guest keeps waiting for its host. A
 * successor that never comes is passed over after another wait, for the next one by the rule.
 * Whichever allowed holder takes the table's next peer id first hosts: the id admits one page.
 */
import type { ClientHandle, ClientRoute } from '../client.js';
import type { Clock } from '../clock.js';
import type { ClientState, LobbyState } from '../types.js';
import { hostSeatOf, hostWaitMs } from '../host-wait.js';
import type { TableLog } from './action-log.js';
import type { DealInfo } from './shares.js';
import { planSuccession, type SuccessionPlan } from './successor.js';

/** What the successor takes the table over with. */
export interface TakeoverRequest {
  code: string;
  /** The table's new host epoch. */
  epoch: number;
  seat: number;
  name: string;
  lobby: LobbyState;
  goneHost: number;
  log: TableLog;
  deal: DealInfo;
  share: string;
  /** Shares gathered so far, its own included. */
  progress(have: number, need: number): void;
}

export interface SuccessionPort {
  clock: Clock;
  self: ClientHandle;
  /** The way to the table at host epoch `epoch`, as a guest; `admit` checks its host's claim. */
  guestRoute(epoch: number, admit?: ClientRoute['admit']): ClientRoute;
  /** Takes the table over: resolves with the new host's own route once the table is live; rejects
   * (`id-taken` when another page holds the table's new id). */
  takeOver(request: TakeoverRequest): Promise<ClientRoute>;
  /** The claim checks (claims.ts, loaded on demand with the ciphers). */
  claims(): Promise<typeof import('./claims.js')>;
  /** The table answers at `epoch` from now on (kept across a reload). */
  settled?(epoch: number): void;
  /** Loads ahead what a takeover needs (called once this guest holds a share): the page that
   * served this one may be gone with the host when the time comes. */
  prefetch?(): void;
}

interface Move {
  epoch: number;
  goneHost: number;
  plan: SuccessionPlan;
}

/** A seat the host's lobby showed connected this shortly before the host was lost counts as
 * present: a host whose page is closing drops its channels one by one, and may tell the last
 * guests that the first ones left. */
const RECENT_MS = 3000;

/** A route that goes nowhere: the successor's own screen waits on it while the table is rebuilt. */
const PARKED: Pick<ClientRoute, 'connect'> = { connect: () => new Promise(() => undefined) };

export class Succession {
  private waitTimer: unknown = null;
  private fallbackTimer: unknown = null;
  private move: Move | null = null;
  /** Nobody could take over when the wait ended: this guest waits for its host. */
  private gaveUp = false;
  /** Waits passed since the first with no table back: as many successors passed over. */
  private step = 0;
  private stopped = false;
  private prefetched = false;
  /** When the host showed each seat gone, for the seats it shows gone. */
  private readonly goneAt = new Map<number, number>();
  /** This page's takeover, while it runs (it holds the table's next id). */
  private taking: Move | null = null;
  /** The host epoch of the table as this client last reached it. */
  private epoch: number | null = null;
  /** With no takeover of its own to follow (a spectator, a guest with no deal, nobody able to take
   * over by its reckoning), the client tries the table's id and the next one in turn. */
  private looking = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly port: SuccessionPort) {
    port.self.onBye = (reason) => {
      if (reason !== 'handover' || !this.port.self.client.migration) return false;
      this.clearWait();
      this.move = null;
      this.gaveUp = false;
      // after the goodbye has been taken as a drop
      queueMicrotask(() => this.decide());
      return true;
    };
    this.unsubscribe = port.self.client.subscribe((s) => this.onState(s));
  }

  stop(): void {
    this.stopped = true;
    this.clearWait();
    this.clearFallback();
    this.unsubscribe();
    this.port.self.onBye = null;
  }

  private get state(): ClientState {
    return this.port.self.client.state;
  }

  private onState(s: ClientState): void {
    if (this.stopped) return;
    if (s.status === 'closed' || s.status === 'error') return this.stop();
    if (s.status === 'lobby' || s.status === 'playing') {
      const now = this.port.clock.now();
      for (const x of s.lobby?.seats ?? []) {
        if (x.connected) this.goneAt.delete(x.seat);
        else if (!this.goneAt.has(x.seat)) this.goneAt.set(x.seat, now);
      }
      if (!this.prefetched && this.port.self.client.migration?.share) {
        this.prefetched = true;
        this.port.prefetch?.();
      }
      this.clearWait();
      this.gaveUp = false;
      const epoch = s.lobby?.epoch ?? 0;
      const moved = this.epoch !== null && epoch !== this.epoch;
      if (this.move ? epoch === this.move.epoch : this.looking || moved) this.settle(epoch);
      this.epoch = epoch;
      return;
    }
    if (s.status !== 'reconnecting' || this.move || this.gaveUp || this.looking || this.waitTimer !== null) return;
    if (typeof s.hostLostAt !== 'number') return;
    const due = s.hostLostAt + hostWaitMs(s) - this.port.clock.now();
    this.waitTimer = this.port.clock.setTimeout(
      () => {
        this.waitTimer = null;
        this.decide();
      },
      Math.max(0, due),
    );
  }

  /** The table answers at `epoch`: this guest came back to it. */
  private settle(epoch: number): void {
    this.move = null;
    this.looking = false;
    this.step = 0;
    this.clearFallback();
    // the host is known now: reconnections after a drop need no claim
    if (!this.state.isHost) this.port.self.steer(this.port.guestRoute(epoch), false);
    this.port.settled?.(epoch);
  }

  /**
   * Past the wait: who takes over, by the rule. At step 0 the successor the rule names; each
   * further wait with no table back lets the next present holder try too (`allowed`), so a
   * successor that went with its host, or whose page cannot take the table's id, is passed over
   * the same way on every guest.
   */
  private decide(): void {
    const s = this.state;
    const kit = this.port.self.client.migration;
    const lobby = s.lobby;
    if (this.stopped || s.status !== 'reconnecting' || !lobby || !kit) return;
    const goneHost = hostSeatOf(s);
    const epoch = (lobby.epoch ?? 0) + 1;
    if (s.seat === null || s.watching) return this.look(epoch);
    const since = (s.hostLostAt ?? this.port.clock.now()) - RECENT_MS;
    const seats = lobby.seats.map((x) => ({
      ...x,
      connected: x.connected || (this.goneAt.get(x.seat) ?? -Infinity) >= since,
    }));
    const found = planSuccession(seats, goneHost, kit.deal);
    if (!('seat' in found)) {
      this.move = null;
      this.gaveUp = true;
      this.port.self.patch({ succession: { stage: 'none', why: found.none } });
      // the others may know better (this page reloaded, say): nothing is given away by looking
      return this.look(epoch);
    }
    const allowed = found.present.slice(0, Math.min(this.step, found.present.length - 1) + 1);
    const plan: SuccessionPlan = { seat: allowed.at(-1)!, present: found.present };
    const move: Move = { epoch, goneHost, plan };
    this.move = move;
    const mine = allowed.includes(s.seat);
    const shown = mine ? s.seat : plan.seat;
    const name = lobby.seats.find((x) => x.seat === shown)?.name ?? '';
    this.port.self.patch({ succession: { stage: 'moving', seat: shown, name, you: mine } });
    this.armFallback(move);
    // a takeover of this page's already under way goes on (it holds the table's next id)
    if (this.taking) return;
    if (mine && kit.log && kit.deal && kit.share) {
      this.takeOver(move, lobby, s.seat, kit.log, kit.deal, kit.share);
      return;
    }
    this.follow(move);
  }

  private takeOver(move: Move, lobby: LobbyState, seat: number, log: TableLog, deal: DealInfo, share: string): void {
    const self = this.port.self;
    self.steer({ ...self.route, ...PARKED }, true);
    const name = lobby.seats.find((x) => x.seat === seat)?.name ?? '';
    this.taking = move;
    const progress = (have: number, need: number) => {
      if (this.taking === move)
        self.patch({ succession: { stage: 'moving', seat, name, you: true, shares: { have, need } } });
    };
    this.port
      .takeOver({
        code: lobby.code,
        epoch: move.epoch,
        seat,
        name,
        lobby,
        goneHost: move.goneHost,
        log,
        deal,
        share,
        progress,
      })
      .then(
        (route) => {
          if (this.taking === move) this.taking = null;
          if (this.stopped) return route.onEnd?.();
          this.clearFallback();
          self.steer(route, true);
        },
        (e: unknown) => {
          if (this.taking === move) this.taking = null;
          if (this.stopped || !this.move) return;
          // another page holds the new id (another holder got there first, or a page gone that
          // held it), or the table did not rebuild: this guest follows whoever hosts there
          const code = e instanceof Error ? e.message : 'takeover-failed';
          self.patch({ succession: { stage: 'moving', seat, name, you: true, error: code } });
          this.follow(this.move);
        },
      );
  }

  /** To the table's next id, answering only a host this guest accepts. */
  private follow(move: Move): void {
    const self = this.port.self;
    const admit: ClientRoute['admit'] = async (text) => {
      const claims = await this.port.claims();
      const kit = self.client.migration;
      const seat = this.state.seat;
      if (!kit || seat === null) return { ok: false, error: 'no-migration' };
      const verdict = claims.judgeClaim(text, { table: move.epoch, plan: move.plan, goneHost: move.goneHost, kit });
      if (!verdict.ok) {
        const current = this.state.succession;
        if (current?.stage === 'moving') self.patch({ succession: { ...current, error: verdict.error } });
        return verdict;
      }
      // a host this guest accepts is there: it gets the time it needs to gather the shares
      if (this.move === move) this.armFallback(move);
      const offer = claims.makeOffer(seat, verdict.claim.epoch, kit);
      return { ok: true, then: offer ? [offer] : [] };
    };
    self.steer(this.port.guestRoute(move.epoch, admit), true);
  }

  /** Tries the table at its id and at `next` in turn, with no claim to check: this client has no
   * share to give (it sends only its hello, its old token known by the deal's digest). */
  private look(next: number): void {
    this.looking = true;
    const here = this.port.guestRoute(next - 1);
    const there = this.port.guestRoute(next);
    let tries = 0;
    this.port.self.steer({ ...here, connect: () => (tries++ % 2 === 1 ? there : here).connect() }, false);
  }

  /** No table back within another wait: the next holder may try (decide, one step further). */
  private armFallback(move: Move): void {
    this.clearFallback();
    this.fallbackTimer = this.port.clock.setTimeout(() => {
      this.fallbackTimer = null;
      if (this.stopped || this.move !== move) return;
      this.step++;
      this.move = null;
      this.decide();
    }, hostWaitMs(this.state));
  }

  private clearWait(): void {
    if (this.waitTimer !== null) this.port.clock.clearTimeout(this.waitTimer);
    this.waitTimer = null;
  }

  private clearFallback(): void {
    if (this.fallbackTimer !== null) this.port.clock.clearTimeout(this.fallbackTimer);
    this.fallbackTimer = null;
  }
}

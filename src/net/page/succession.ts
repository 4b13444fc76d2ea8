/**
 * A guest's side of a migration (docs/migration.md): once its host has been gone for the table's
 * wait (or handed the table over), it works out by the succession rule who takes over, from what it
 * holds (the host's last lobby, its deal). If that is itself, it takes the table over; otherwise
 * it follows the table to the successor's doors (successor-doors.ts), where it answers only a host
 * that proves it is the one the rule chose. If nobody can take over, the screen says so and the
 * guest keeps waiting for its host. A successor no one has heard of for another wait is passed
 * over, for the next one by the rule.
 */
import type { ClientRoute, ClientState } from '../guest/index.js';
import { hostSeatOf, hostWaitMs, type LobbyState } from '../terms/index.js';
import { type DealInfo, planSuccession, type SeatSigner, type TableLog } from '../migration/index.js';
import type { SuccessionPort } from './succession-port.js';
import { type Move, SuccessorDoors } from './successor-doors.js';

/** A seat the host's lobby showed connected this shortly before the host was lost counts as
 * present: a host whose page is closing drops its channels one by one, and may tell the last
 * guests that the first ones left. */
const RECENT_MS = 3000;

/** A route that goes nowhere: the successor's own screen waits on it while the table is rebuilt. */
const PARKED: Pick<ClientRoute, 'connect'> = { connect: () => new Promise(() => undefined) };

/** Where the succession stands: `here` (at the table, or in the wait for its host), `moving` to
 * the successor the rule names, `looking` for the table at its id and the next with no takeover to
 * follow (a spectator, no deal), `given-up` (looking: nobody could take over), `stopped`. */
type Phase = { at: 'here' | 'looking' | 'given-up' | 'stopped' } | { at: 'moving'; move: Move };

export class Succession {
  private waitTimer: unknown = null;
  private fallbackTimer: unknown = null;
  private phase: Phase = { at: 'here' };
  /** Waits passed since the first with no table back: as many successors passed over. */
  private step = 0;
  private prefetched = false;
  /** When the host showed each seat gone, for the seats it shows gone. */
  private readonly goneAt = new Map<number, number>();
  /** This page's takeover, while it runs (it holds the table's next id), and how to give it up. */
  private taking: Move | null = null;
  private abortTaking: (() => void) | null = null;
  /** The host epoch of the table as this client last reached it. */
  private epoch: number | null = null;
  /** This page's signing key (signer.ts), made once it sits at a table; its public half goes to
   * every host it reaches, for the deal. */
  private signing: Promise<SeatSigner> | null = null;
  private readonly doors: SuccessorDoors;
  private connected = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly port: SuccessionPort) {
    // news of the successor under way: it gets another wait before it is passed over
    this.doors = new SuccessorDoors(port, (move) => {
      if (this.move === move) this.armFallback(move);
    });
    port.self.onBye = (reason) => {
      if (reason !== 'handover' || !this.port.self.client.migration) return false;
      this.clearWait();
      if (this.phase.at !== 'stopped') this.phase = { at: this.looking ? 'looking' : 'here' };
      // after the goodbye has been taken as a drop
      queueMicrotask(() => this.decide());
      return true;
    };
    this.unsubscribe = port.self.client.subscribe((s) => this.onState(s));
  }

  stop(): void {
    this.phase = { at: 'stopped' };
    this.clearWait();
    this.clearFallback();
    this.unsubscribe();
    this.port.self.onBye = null;
  }

  /** This page's signing key (for a test that plays a page's part by hand). */
  signer(): Promise<SeatSigner> {
    this.signing ??= this.port.claims().then((c) => c.newSigner());
    return this.signing;
  }

  private get state(): ClientState {
    return this.port.self.client.state;
  }

  private get stopped(): boolean {
    return this.phase.at === 'stopped';
  }

  /** The move to the successor under way, if any. */
  private get move(): Move | null {
    return this.phase.at === 'moving' ? this.phase.move : null;
  }

  private get looking(): boolean {
    return this.phase.at === 'looking' || this.phase.at === 'given-up';
  }

  private onState(s: ClientState): void {
    if (this.stopped) return;
    if (s.status === 'closed' || s.status === 'error') return this.stop();
    const connected = s.status === 'lobby' || s.status === 'playing';
    // every host this seat reaches learns its key, for the deals it makes
    if (connected && !this.connected && !s.isHost && s.seat !== null && !s.watching) this.announce();
    this.connected = connected;
    if (connected) {
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
      if (this.phase.at === 'given-up') this.phase = { at: 'looking' };
      const epoch = s.lobby?.epoch ?? 0;
      const moved = this.epoch !== null && epoch !== this.epoch;
      if (this.move ? epoch === this.move.epoch : this.looking || moved) this.settle(epoch);
      this.epoch = epoch;
      return;
    }
    if (s.status !== 'reconnecting' || this.phase.at !== 'here' || this.waitTimer !== null) return;
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

  private announce(): void {
    this.signer().then(
      (signer) => this.port.self.say(JSON.stringify({ v: 1, t: 'mig-signer', key: signer.key })),
      () => {
        // no key (a failed chunk load): this seat cannot take a table over, the others still can
        this.signing = null;
      },
    );
  }

  /** The table answers at `epoch`: this guest came back to it. */
  private settle(epoch: number): void {
    this.phase = { at: 'here' };
    this.step = 0;
    this.clearFallback();
    // the host is known now: reconnections after a drop go where it was found, and need no claim
    // at the table's own id (a host page reloaded on its save could not sign: docs/migration.md
    // "3. Limits")
    if (!this.state.isHost && !this.doors.rejoin(epoch)) this.port.self.steer(this.port.guestRoute(epoch), false);
    this.port.settled?.(epoch);
  }

  /**
   * Past the wait: who takes over, by the rule. At step 0 the successor the rule names; each
   * further wait with no news of it passes it over for the next present holder, the same way on
   * every guest. Holders caught out of turn are never among them.
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
    const present = this.doors.allowed(kit.game, 'seat' in found ? found.present : []);
    const signers = kit.deal?.signers ?? {};
    if (!('seat' in found) || present.length === 0) {
      this.port.self.patch({ succession: { stage: 'none', why: 'none' in found ? found.none : 'no-deal' } });
      // the others may know better (this page reloaded, say): nothing is given away by looking
      return this.look(epoch, 'given-up');
    }
    const seat = present[Math.min(this.step, present.length - 1)]!;
    const move: Move = { epoch, goneHost, plan: { seat, present }, key: signers[seat]!, door: 0, silences: 0 };
    this.phase = { at: 'moving', move };
    const mine = seat === s.seat;
    const name = lobby.seats.find((x) => x.seat === seat)?.name ?? '';
    this.port.self.patch({ succession: { stage: 'moving', seat, name, you: mine, ...this.squatter() } });
    this.armFallback(move);
    if (this.taking) {
      // this page's takeover goes on while the rule still names it; passed over, it gives way
      if (mine) return;
      this.abortTaking?.();
    }
    if (mine && kit.log && kit.deal && kit.share) {
      this.takeOver(move, lobby, s.seat, kit.log, kit.deal, kit.share);
      return;
    }
    this.doors.follow(move);
  }

  private takeOver(move: Move, lobby: LobbyState, seat: number, log: TableLog, deal: DealInfo, share: string): void {
    const self = this.port.self;
    self.steer({ ...self.route, ...PARKED }, true);
    const name = lobby.seats.find((x) => x.seat === seat)?.name ?? '';
    this.taking = move;
    const progress = (have: number, need: number) => {
      if (this.taking !== move) return;
      // a guest that gives its share knows this host is there: no passing over meanwhile
      if (have > 1) this.armFallback(move);
      self.patch({
        succession: { stage: 'moving', seat, name, you: true, shares: { have, need }, ...this.squatter() },
      });
    };
    // a door found held: by whom (the guests name it too, as they pass it)
    const opened = (door: number) => {
      for (let d = 0; d < door; d++) void this.doors.probe(move, d, () => this.taking === move);
    };
    this.signer()
      .then((signer) =>
        this.port.takeOver({
          code: lobby.code,
          epoch: move.epoch,
          seat,
          name,
          lobby,
          goneHost: move.goneHost,
          log,
          deal,
          share,
          signer,
          progress,
          opened,
          onAbort: (stop) => (this.abortTaking = stop),
        }),
      )
      .then(
        (route) => {
          if (this.taking === move) this.taking = null;
          this.abortTaking = null;
          if (this.stopped) return route.onEnd?.();
          this.clearFallback();
          self.steer(route, true);
        },
        (e: unknown) => {
          if (this.taking === move) this.taking = null;
          this.abortTaking = null;
          if (this.stopped || !this.move) return;
          // every door held by other pages, or the table did not rebuild, or the rule moved on:
          // this guest follows whoever the rule names
          const code = e instanceof Error ? e.message : 'takeover-failed';
          const now = this.state.succession;
          if (now?.stage === 'moving' && now.you) self.patch({ succession: { ...now, error: code } });
          // (passed over, it follows already)
          if (code !== 'passed-over') this.doors.follow(this.move);
        },
      );
  }

  /** What the screen says of a page caught out of turn, kept as the succession moves on. */
  private squatter(): { squatter?: string } {
    const s = this.state.succession;
    return s?.stage === 'moving' && s.squatter !== undefined ? { squatter: s.squatter } : {};
  }

  /** Tries the table at its id and at `next` in turn, with no claim to check: this client has no
   * share to give (it sends only its hello, its old token known by the deal's digest). */
  private look(next: number, at: 'looking' | 'given-up' = 'looking'): void {
    this.phase = { at };
    const here = this.port.guestRoute(next - 1);
    const there = this.port.guestRoute(next);
    let tries = 0;
    this.port.self.steer({ ...here, connect: () => (tries++ % 2 === 1 ? there : here).connect() }, false);
  }

  /** No news of the successor within another wait: the next holder by the rule (decide, one step
   * further). */
  private armFallback(move: Move): void {
    this.clearFallback();
    this.fallbackTimer = this.port.clock.setTimeout(() => {
      this.fallbackTimer = null;
      if (this.stopped || this.move !== move) return;
      this.step++;
      this.phase = { at: 'here' };
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

/**
 * A guest's side of a migration (docs/migration.md): once its host has been gone for the table's
 * wait (or handed the table over), it works out by the succession rule who takes over, from what it
 * holds (the host's last lobby, its deal). If that is itself, it takes the table over; otherwise
 * it follows the table to the successor's doors (the table's next peer id, then the successor's
 * private ones), where it answers only a host that proves it is the one the rule chose. A page
 * caught at a door out of turn is named, and never allowed to host this game. If nobody can take
 * over, the screen says so and the guest keeps waiting for its host. A successor no one has heard
 * of for another wait is passed over, for the next one by the rule.
 */
import type { ClaimGate, ClientHandle, ClientRoute, ClientState } from '../guest/index.js';
import { type Clock, type Connection } from '../wire/index.js';
import { hostSeatOf, hostWaitMs, type LobbyState } from '../terms/index.js';
import {
  type Claims,
  type DealInfo,
  DOORS,
  planSuccession,
  type SeatSigner,
  type SuccessionPlan,
  type TableLog,
  tablePeerId,
} from '../migration/index.js';

type ClaimExpect = Parameters<Claims['judgeClaim']>[1];
type ClaimAt = Pick<ClaimExpect, 'code' | 'door' | 'nonce' | 'kit'>;

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
  /** This page's signing key, whose public half the deal gives its seat. */
  signer: SeatSigner;
  /** Shares gathered so far, its own included. */
  progress(have: number, need: number): void;
  /** The door it answers at (signer.ts `doorPeerId`). */
  opened?(door: number): void;
  /** `stop` gives the takeover up, if the table is not being rebuilt yet (the rule moved on). */
  onAbort?(stop: () => void): void;
}

export interface SuccessionPort {
  clock: Clock;
  self: ClientHandle;
  /** The way to the table at host epoch `epoch`, as a guest; `admit` checks its host's claim. */
  guestRoute(epoch: number, admit?: ClientRoute['admit']): ClientRoute;
  /** Opens a connection to the peer `id` (a successor's door). */
  connect(id: string): Promise<Connection>;
  /** Takes the table over: resolves with the new host's own route once the table is live; rejects
   * (`id-taken` when another page holds the table's new id). */
  takeOver(request: TakeoverRequest): Promise<ClientRoute>;
  /** The claim checks (migration/takeover/claims.ts, loaded on demand with the ciphers). */
  claims(): Promise<Claims>;
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
  /** The successor's signing key, as the deal gives it: its doors hang on it. */
  key: string;
  /** The successor's door tried now (signer.ts `doorPeerId`), and the claims missed there. */
  door: number;
  silences: number;
  /** Back to a host found before: only its key lets this guest in, whatever the rule says. */
  pinned?: boolean;
}

/** Connections on which no claim came before the guest tries the successor's next door: a door
 * held by a page that stays silent is passed, a slow successor is not. */
const SILENCES = 2;
/** How long the successor waits for the claim of a page holding one of its doors. */
const PROBE_MS = 4000;

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
  /** Holders caught taking the table's address out of turn, in the game `excludedIn`: never let
   * host it. */
  private readonly excluded = new Set<number>();
  private excludedIn = -1;
  /** Where the host this client accepted answers (door 0: the table's own id). */
  private found: { epoch: number; door: number; seat: number; key: string } | null = null;
  /** The claim checks, once loaded (a door is connected to only then). */
  private claims: Claims | null = null;
  private connected = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly port: SuccessionPort) {
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
    // "Limits"); at a private door, only the host found there is let in
    const found = this.found?.epoch === epoch ? this.found : null;
    if (!this.state.isHost) {
      if (found && found.door > 0) this.steerToDoor(this.pinned(epoch, found), false);
      else this.port.self.steer(this.port.guestRoute(epoch), false);
    }
    this.port.settled?.(epoch);
  }

  /** The move that lets in, at `found`'s door, only the host found there. */
  private pinned(epoch: number, found: { door: number; seat: number; key: string }): Move {
    const plan = { seat: found.seat, present: [found.seat] };
    return { epoch, goneHost: -1, plan, key: found.key, door: found.door, silences: 0, pinned: true };
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
    if (this.excludedIn !== kit.game) {
      this.excluded.clear();
      this.excludedIn = kit.game;
    }
    const since = (s.hostLostAt ?? this.port.clock.now()) - RECENT_MS;
    const seats = lobby.seats.map((x) => ({
      ...x,
      connected: x.connected || (this.goneAt.get(x.seat) ?? -Infinity) >= since,
    }));
    const found = planSuccession(seats, goneHost, kit.deal);
    const present = 'seat' in found ? found.present.filter((x) => !this.excluded.has(x)) : [];
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
    this.follow(move);
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
      for (let d = 0; d < door; d++) void this.probe(move, d);
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
          if (code !== 'passed-over') this.follow(this.move);
        },
      );
  }

  /** To the successor's doors, answering only a host this guest accepts. */
  private follow(move: Move): void {
    this.steerToDoor(move, true);
  }

  private steerToDoor(move: Move, now: boolean): void {
    const code = this.state.lobby?.code ?? '';
    const home = tablePeerId(code, move.epoch);
    const gate = (): ClaimGate => {
      // a connection to a door opens once the claims module is loaded (connect, below)
      const at = move.door;
      const { nonce, text } = this.claims!.makeChallenge();
      return {
        challenge: text,
        judge: async (claim) => this.judge(move, at, code, nonce, claim),
        silent: () => {
          if (move.door === at && ++move.silences >= SILENCES) this.nextDoor(move, at);
        },
      };
    };
    const route = this.port.guestRoute(move.epoch);
    this.port.self.steer(
      {
        ...route,
        admit: gate,
        connect: async () => {
          const c = (this.claims = await this.port.claims());
          return this.port.connect(c.doorPeerId(home, move.key, move.epoch, move.door));
        },
      },
      now,
    );
  }

  private async judge(move: Move, door: number, code: string, nonce: string, text: string) {
    const claims = await this.port.claims();
    const kit = this.port.self.client.migration;
    const seat = this.state.seat;
    if (!kit || seat === null) return { ok: false as const, error: 'no-migration' };
    const verdict = claims.judgeClaim(text, this.expect(move, { code, door, nonce, kit }, true));
    if (!verdict.ok) {
      this.caught(move, door, verdict.impostor, verdict.error);
      return verdict;
    }
    this.found = { epoch: move.epoch, door, seat: verdict.claim.seat, key: move.key };
    // a host this guest accepts is there: it gets the time it needs to gather the shares
    if (this.move === move) this.armFallback(move);
    const offer = claims.makeOffer(seat, verdict.claim.epoch, kit);
    return { ok: true as const, then: offer ? [offer] : [] };
  }

  /** What a claim at a door of `move` must hold (claims.ts `judgeClaim`); `pin`: back to a host
   * found before, only its key is believed (a probe names whoever holds the door instead). */
  private expect(move: Move, at: ClaimAt, pin: boolean): ClaimExpect {
    return {
      ...at,
      table: move.epoch,
      plan: move.plan,
      goneHost: move.goneHost,
      excluded: this.excluded,
      ...(pin && move.pinned ? { pinned: move.key } : {}),
    };
  }

  /** What the screen says of a page caught out of turn, kept as the succession moves on. */
  private squatter(): { squatter?: string } {
    const s = this.state.succession;
    return s?.stage === 'moving' && s.squatter !== undefined ? { squatter: s.squatter } : {};
  }

  /** The successor's own door `door`, held by another page: who is it? Challenged like any host,
   * and named if it is not the successor (it gets nothing: this page sends it no hello). */
  private async probe(move: Move, door: number): Promise<void> {
    const code = this.state.lobby?.code ?? '';
    let conn: Connection;
    try {
      this.claims ??= await this.port.claims();
      conn = await this.port.connect(this.claims.doorPeerId(tablePeerId(code, move.epoch), move.key, move.epoch, door));
    } catch {
      return;
    }
    const { nonce, text } = this.claims.makeChallenge();
    const timer = this.port.clock.setTimeout(() => conn.close(), PROBE_MS);
    conn.onMessage((claim) => {
      if (!claim.includes('"mig-claim"')) return;
      this.port.clock.clearTimeout(timer);
      conn.close();
      const kit = this.port.self.client.migration!;
      const verdict = this.claims!.judgeClaim(claim, this.expect(move, { code, door, nonce, kit }, false));
      if (!verdict.ok && this.taking === move) this.name(verdict.impostor, verdict.error);
    });
    conn.send(text);
  }

  /** Names on this page the holder `impostor` (null: a page it cannot tell) as having taken the
   * table's address out of turn; a holder named never hosts this game by this page's rule. */
  private name(impostor: number | null, error: string): void {
    if (impostor !== null) this.excluded.add(impostor);
    const lobby = this.state.lobby;
    const squatter = impostor === null ? '' : (lobby?.seats.find((x) => x.seat === impostor)?.name ?? '');
    const current = this.state.succession;
    if (current?.stage === 'moving') this.port.self.patch({ succession: { ...current, error, squatter } });
  }

  /** A page at `door` that is not the successor: named if its own key signed, and passed. */
  private caught(move: Move, door: number, impostor: number | null, error: string): void {
    this.name(impostor, error);
    // the successor, finding its door held, moves to its next one: so does this guest
    if (this.move === move) this.armFallback(move);
    this.nextDoor(move, door);
  }

  private nextDoor(move: Move, from: number): void {
    if (move.door !== from) return;
    move.door = Math.min(from + 1, DOORS - 1);
    move.silences = 0;
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

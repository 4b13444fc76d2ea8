/**
 * A client's side of a checkable deal (docs/deal-check.md): it gives this seat's value when asked
 * (sealed first, then shown once the host has shown every seal it took), notes what this seat saw
 * of each round (its views and events, as they arrived), and when the host reveals a round it has
 * the round checked by `check.ts`, loaded on demand (it carries the engine, which a guest's first
 * page must not). Small on purpose: it rides with every client.
 */
import { SPECTATOR, type PlayerView, type TableEvent } from '../../game/index.js';
import { type Clock, type DealMessage, type GuestMessage, MAX_ROUND_STEPS } from '../wire/index.js';
import { randomValue, sealOf } from './encoding.js';
import { REMEMBERED, sessionDealMemory, type DealMemory, type RoundMemory } from './memory.js';

import { ownOf, ownProblems } from './verdict.js';
import type { DealCheck, RoundRecord, SeenView } from './round-record.js';

export type { DealMemory } from './memory.js';
export type { DealCheck, OwnValue, RoundRecord, SeenView } from './round-record.js';

/** How long after a round's end this page waits for its reveal before it says the host did not
 * reveal it (sooner if the next round opens first). An honest host sends the reveal before the
 * round's last event, on the same ordered channel: the wait only covers a page busy elsewhere. */
export const REVEAL_WAIT_MS = 5000;

export interface WitnessPort {
  send(m: GuestMessage): void;
  /** This page's seat now (SPECTATOR when watching; null before a welcome): a seat may move in
   * the lobby before the game. */
  seat(): number | null;
  /** The checks changed (the client's state shows them). */
  checked(checks: DealCheck[]): void;
  /** The check of one revealed round (check.ts, loaded when first needed). */
  check(record: RoundRecord, code: string): Promise<DealCheck>;
  /** This seat's value for a round (random; a test may fix it). */
  value?: () => string;
  /** Whether this page is the table's host now (its own screen). */
  hosting?(): boolean;
  /** For the wait for a round's reveal (none: the next round's opening alone says it is missing). */
  clock?: Clock;
  /** Where this page's part in the latest deals survives a reload of its tab (default: this tab's
   * sessionStorage). */
  memory?: DealMemory | undefined;
}

/** Rounds kept (their records and checks): the table shows the latest ones. */
const KEPT = 6;
const SAMPLES_KEPT = 5000;

const seen = (v: PlayerView): SeenView => ({
  phase: v.phase,
  turn: v.turn,
  hand: v.hand.slice(),
  counts: v.counts.slice(),
  top: v.top,
  color: v.color,
  direction: v.direction,
  pile: v.pile,
  discards: v.discards,
  dealer: v.dealer,
  round: v.round,
  scores: v.scores.slice(),
  history: v.history.map((row) => row.slice()),
  drawn: v.drawn,
  roundResult: v.roundResult ? (JSON.parse(JSON.stringify(v.roundResult)) as PlayerView['roundResult']) : null,
  edition: v.edition,
  options: { ...v.options },
  players: v.players,
  ...(v.rules ? { rules: v.rules.map((r) => ({ ...r })) } : {}),
});

export class DealWitness {
  private code: string | null = null;
  private readonly records = new Map<string, RoundRecord>();
  private checks: DealCheck[] = [];
  /** The round the latest event belongs to, and the latest event's number, in this game. */
  private game = -1;
  private round = 0;
  private lastSeq = 0;
  /** The next view message is the catch-up of a (re)join: its events happened before it. */
  private catchUp = true;
  /** Rounds that ended here with no reveal yet, each with its wait. */
  private readonly awaited = new Map<RoundRecord, unknown>();
  /** What this tab remembered of its part in the latest deals, from before a reload. */
  private remembered: RoundMemory[] = [];

  private readonly memory: DealMemory;

  constructor(private readonly port: WitnessPort) {
    this.memory = port.memory ?? sessionDealMemory();
  }

  /** Welcomed at a table (its code is part of every hash). */
  welcome(code: string): void {
    if (this.code !== code) this.remembered = this.memory.load(code);
    this.code = code;
    this.catchUp = true;
  }

  /** The table is in its lobby: whatever this page is sent next happens as it sees it. */
  inLobby(): void {
    this.catchUp = false;
  }

  /** A view message applied: `view` as it is now, `events` the new ones it brought. */
  view(game: number, view: PlayerView, events: readonly TableEvent[]): void {
    if (game !== this.game) {
      this.game = game;
      this.round = 0;
      this.lastSeq = 0;
      this.overdue();
      // a new game (a rematch): the last game's checks are of no more use to the table
      if (this.checks.some((c) => c.game < game)) {
        this.checks = this.checks.filter((c) => c.game >= game);
        this.port.checked(this.checks);
      }
    }
    const live = !this.catchUp;
    this.catchUp = false;
    for (const e of events) {
      // a round begins with its deal (round 1: with the draw for dealer just before it)
      if (e.type === 'deal') {
        if (e.round > this.round) this.overdue();
        this.round = e.round;
      } else if (e.type === 'dealerDraw') this.round = 1;
      else if (this.round === 0) this.round = view.round;
      const r = this.record(game, this.round);
      if (live) r.liveFrom = Math.min(r.liveFrom ?? e.seq, e.seq);
      else if (r.events.length > 0) r.gap = true;
      r.events.push(e);
      this.lastSeq = Math.max(this.lastSeq, e.seq);
      if (e.type === 'deal') this.dealt(r, live);
      if (e.type === 'roundEnd' && live) this.ended(r);
    }
    const r = this.record(game, view.round);
    const sample = { seq: this.lastSeq, view: seen(view) };
    const last = r.samples[r.samples.length - 1];
    if (last && last.seq === sample.seq) r.samples[r.samples.length - 1] = sample;
    else if (r.samples.length < SAMPLES_KEPT) r.samples.push(sample);
  }

  /** A deal message from the host (already checked for shape). */
  receive(m: DealMessage): void {
    const r = this.record(m.game, m.round);
    switch (m.t) {
      case 'deal-open': {
        // a later round opening: an earlier one that ended unrevealed will not be revealed now
        if (m.game > this.game || m.round > this.round) this.overdue();
        if (r.commit !== null && r.commit !== m.commit) {
          if (r.dealSeen || r.commit.startsWith('changed:')) {
            // a second, different commitment for a round already dealt: the check will say so
            r.commit = `changed:${r.commit}`;
          } else {
            // the deal begun again (a host back from an older save, a new host after a migration):
            // the earlier exchange is void, and this page gives a new value, never the one shown
            r.restarts++;
            if (r.mine?.gaveValue) r.restartsSeen++;
            Object.assign(r, { commit: m.commit, asked: null, mine: null, seals: null, values: null });
          }
        }
        r.commit ??= m.commit;
        if (!r.dealSeen && !this.catchUp) {
          // at the table before the deal (not just back, before its catch-up): a seat must be
          // asked, whatever the host says; the host's own screen proves nothing to the others
          r.present = true;
          r.hosted = this.port.hosting?.() ?? false;
        }
        r.asked = (r.asked ?? false) || m.ask;
        if (m.ask) this.giveSeal(r);
        this.remember(r);
        return;
      }
      case 'deal-sealed':
        r.seals ??= { ...m.seals };
        if (r.mine && m.seals[String(r.seat)] === r.mine.seal) {
          this.port.send({ v: 1, t: 'deal-give', game: r.game, round: r.round, value: r.mine.value });
          r.mine.gaveValue = true;
          this.remember(r);
        }
        return;
      case 'deal-dealt':
        r.values ??= { ...m.values };
        return;
      case 'deal-steps':
        // parts in order; a gap (a lost message) leaves the list short, which the check sees
        if (m.at === r.steps.length && r.steps.length + m.steps.length <= MAX_ROUND_STEPS) r.steps.push(...m.steps);
        return;
      case 'deal-reveal': {
        if (r.reveal) return;
        r.reveal = m;
        this.stopWait(r);
        this.startCheck(r);
        return;
      }
    }
  }

  /** The host refused this page's seal or value (`deal-late`, `deal-twice`...): noted for the check. */
  refused(code: string): void {
    const latest = [...this.records.values()].pop();
    if (latest && latest.refusals.length < 20) latest.refusals.push(code);
  }

  get all(): readonly DealCheck[] {
    return this.checks;
  }

  /** The page goes: no wait runs on. */
  stop(): void {
    for (const r of [...this.awaited.keys()]) this.stopWait(r);
  }

  private giveSeal(r: RoundRecord): void {
    const seat = this.port.seat();
    if (this.code === null || seat === null || seat === SPECTATOR) return;
    r.seat = seat;
    if (!r.mine) {
      const value = (this.port.value ?? randomValue)();
      r.mine = { value, seal: sealOf(this.code, r.game, r.round, seat, value), gaveValue: false };
    }
    // asked again (back on a new connection): the same seal, never a new value
    this.port.send({ v: 1, t: 'deal-seal', game: r.game, round: r.round, seal: r.mine.seal });
  }

  /** The round's deal reached this page. */
  private dealt(r: RoundRecord, live: boolean): void {
    if (live && !r.dealSeen) {
      r.present = true;
      r.hosted ||= this.port.hosting?.() ?? false;
      r.seat = this.port.seat() ?? SPECTATOR;
    }
    r.dealSeen = true;
    this.remember(r);
  }

  /** This page saw round `r` end: its reveal is due (an honest host sent it just before). */
  private ended(r: RoundRecord): void {
    r.ended = true;
    if (r.reveal || this.awaited.has(r)) return;
    const clock = this.port.clock;
    const wait = clock ? clock.setTimeout(() => this.unrevealed(r), REVEAL_WAIT_MS) : null;
    this.awaited.set(r, wait);
  }

  /** Every round that ended here and is still unrevealed is so for good: the table moved on. */
  private overdue(): void {
    for (const r of [...this.awaited.keys()]) this.unrevealed(r);
  }

  private stopWait(r: RoundRecord): void {
    const wait = this.awaited.get(r);
    if (wait !== undefined && wait !== null) this.port.clock?.clearTimeout(wait);
    this.awaited.delete(r);
  }

  private unrevealed(r: RoundRecord): void {
    this.stopWait(r);
    if (r.reveal) return;
    this.setCheck({
      game: r.game,
      round: r.round,
      status: 'unrevealed',
      // a round too long to list its moves is not revealed by an honest host either: said as such
      problems: r.events.length > MAX_ROUND_STEPS ? ['too-long'] : [],
      own: ownOf(r, null),
      whole: !r.gap && r.present,
      ...(r.restarts ? { again: r.restarts } : {}),
    });
  }

  private startCheck(r: RoundRecord): void {
    const code = this.code;
    if (code === null) return;
    this.setCheck({ game: r.game, round: r.round, status: 'checking', problems: [], own: 'unknown', whole: false });
    this.port.check(r, code).then(
      (c) => this.setCheck(c),
      () =>
        this.setCheck({
          game: r.game,
          round: r.round,
          status: 'failed',
          problems: ['no-checker', ...ownProblems(r)],
          own: ownOf(r, r.reveal?.values ?? null),
          whole: false,
        }),
    );
  }

  private setCheck(c: DealCheck): void {
    this.checks = [...this.checks.filter((x) => x.game !== c.game || x.round !== c.round), c].slice(-KEPT);
    this.port.checked(this.checks);
  }

  /** This page's part in `r`, kept for a reload of its tab. */
  private remember(r: RoundRecord): void {
    const memory = this.memory;
    if (this.code === null) return;
    const { game, round, seat, commit, asked, present, hosted, dealSeen, restarts, restartsSeen, mine } = r;
    const entry: RoundMemory = {
      game,
      round,
      seat,
      commit,
      asked,
      present,
      hosted,
      dealSeen,
      restarts,
      restartsSeen,
      mine: mine && { ...mine },
    };
    const others = this.remembered.filter((m) => m.game !== game || m.round !== round || m.seat !== seat);
    this.remembered = [...others, entry].slice(-REMEMBERED);
    memory.save(this.code, this.remembered);
  }

  private record(game: number, round: number): RoundRecord {
    const key = `${game}/${round}`;
    let r = this.records.get(key);
    if (!r) {
      const seat = this.port.seat() ?? SPECTATOR;
      // a page reloaded mid-round takes back its part from before (the same seat only)
      const kept = this.remembered.find((m) => m.game === game && m.round === round && m.seat === seat);
      r = {
        game,
        round,
        seat,
        commit: null,
        liveFrom: null,
        gap: false,
        asked: null,
        present: false,
        // a host's page reloaded mid-round is still the host's own screen for that round
        hosted: this.port.hosting?.() ?? false,
        dealSeen: false,
        ended: false,
        restarts: 0,
        restartsSeen: 0,
        mine: null,
        seals: null,
        values: null,
        steps: [],
        reveal: null,
        samples: [],
        events: [],
        refusals: [],
        ...(kept ? { ...kept, mine: kept.mine && { ...kept.mine } } : {}),
      };
      this.records.set(key, r);
      if (this.records.size > KEPT) {
        const oldest = this.records.values().next().value!;
        this.stopWait(oldest);
        this.records.delete(`${oldest.game}/${oldest.round}`);
      }
    }
    return r;
  }
}

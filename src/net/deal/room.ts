/**
 * The host's room for a checkable deal (docs/deal-check.md): at each round's start it commits to a
 * fresh secret, takes a sealed random value from every human guest at the table, then the values,
 * and deals from a seed derived from all of them; at the round's end it reveals the secret and the
 * round's steps, so that every client can check the deal in its own code. Beside `TableHost`,
 * driven through its port; it never imports the host.
 *
 * Two steps, not one: each guest shows the host a seal on its value before any value is shown. A
 * guest's value sent in the clear at once would let a host that also plays a seat (a second tab)
 * pick that seat's value last, after seeing every other, and so choose the deal.
 */
import type { Table } from '../../game/index.js';
import {
  type Clock,
  type DealMessage,
  type DealReveal,
  type DealStart,
  type GuestMessage,
  isSeatHexes,
  MAX_ROUND_STEPS,
  type RoundStep,
  STEPS_PER_MESSAGE,
  validateAction,
} from '../wire/index.js';
import { recordInputs } from './table-inputs.js';
import { commitmentOf, dealSeed, randomValue, sealOf } from './encoding.js';

/** How long the host waits for the guests at each of the two steps. A guest that has not answered
 * by then is left out of this round's seed (its check says so); the round never waits longer. */
export const DEAL_ANSWER_MS = 3000;

export type GuestDealMessage = Extract<GuestMessage, { t: 'deal-seal' | 'deal-give' }>;

export interface DealPort<L> {
  clock: Clock;
  code: string;
  /** The human guests at the table with a live connection, each with its seat (never the host's). */
  askable(): { link: L; seat: number }[];
  /** Everyone the table speaks to: seated players (the host's own screen too) and spectators. */
  audience(): Iterable<L>;
  send(link: L, message: DealMessage): void;
  /** Deal round `round` of game `game` from `seed` (round 1: a new table); false if it failed. */
  deal(game: number, round: number, seed: string): boolean;
  /** The table in force, once dealt. */
  table(): Table | null;
  /** Something changed (the host then syncs every room and saves). */
  changed(): void;
  /** The host's secret for a round (random; a test may fix it). */
  secret?: () => string;
  /** A round was dealt: what its reveal needs but the steps, for the migration log to carry
   * (sealed) so that a guest who takes the table over can reveal the round in the host's place. */
  noted?(note: RoundNote): void;
}

/** A round's exchange, from the commitment to the deal. */
interface Exchange {
  game: number;
  round: number;
  secret: string;
  commit: string;
  phase: 'seal' | 'give';
  asked: number[];
  seals: Record<string, string>;
  values: Record<string, string>;
}

/** The round dealt: what its reveal will say. */
interface Dealt {
  game: number;
  round: number;
  secret: string;
  commit: string;
  seals: Record<string, string>;
  values: Record<string, string>;
  firstSeq: number;
  start: DealStart | null;
  steps: RoundStep[];
  /** `playing` while its steps are kept; `overflow`: too many steps to list, the round is never
   * revealed (nobody can check it); `revealed` once it ended. */
  end: 'playing' | 'overflow' | 'revealed';
}

/** A dealt round as saves and the migration keep it (two flags, the format they were written in). */
type SavedDealt = Omit<Dealt, 'end'> & { overflow: boolean; revealed: boolean };

const savedDealt = ({ end, ...d }: Dealt): SavedDealt => ({
  ...d,
  overflow: end === 'overflow',
  revealed: end === 'revealed',
});

const dealtOf = ({ overflow, revealed, ...d }: SavedDealt): Dealt => ({
  ...d,
  end: revealed ? 'revealed' : overflow ? 'overflow' : 'playing',
});

/** A dealt round as the migration log carries it: everything its reveal says but the steps, which
 * the log holds already. */
export type RoundNote = Omit<DealReveal, 'steps'>;

/** What a dealt round's reveal says but its steps: the reveal itself, and the migration log's note. */
function noteOf(d: Dealt): RoundNote {
  const { game, round, commit, secret, seals, values, firstSeq, start } = d;
  return { game, round, commit, secret, seals: { ...seals }, values: { ...values }, firstSeq, start };
}

/** What the host's save keeps of the room (the secret stays on the host's own storage). */
export interface SavedDeal {
  exchange: Exchange | null;
  dealt: SavedDealt | null;
}

/** How far one connection was told about the current round, in the order it is told. */
const TOLD = ['nothing', 'open', 'sealed', 'dealt', 'revealed'] as const;
interface Told {
  key: string;
  stage: (typeof TOLD)[number];
}

const keyOf = (x: { game: number; round: number }) => `${x.game}/${x.round}`;

export class DealRoom<L extends object> {
  private exchange: Exchange | null = null;
  private dealt: Dealt | null = null;
  private timer: unknown = null;
  private readonly told = new WeakMap<L, Told>();

  constructor(private readonly port: DealPort<L>) {}

  /** A game's first round is being settled: the table does not exist yet. */
  get starting(): boolean {
    return this.exchange !== null && this.exchange.round === 1;
  }

  /** The exchange under way, if any. */
  get pending(): { game: number; round: number } | null {
    return this.exchange && { game: this.exchange.game, round: this.exchange.round };
  }

  /** Settle round `round` of game `game`: ask the guests, or deal at once when there are none. */
  begin(game: number, round: number): void {
    if (this.exchange) return;
    const secret = (this.port.secret ?? randomValue)();
    this.exchange = {
      game,
      round,
      secret,
      commit: commitmentOf(this.port.code, game, round, secret),
      phase: 'seal',
      asked: this.port.askable().map((a) => a.seat),
      seals: {},
      values: {},
    };
    this.startTimer();
    this.settleIfDone();
  }

  /** A guest's seal or value. Null when taken; else the code of why it changes nothing. */
  receive(seat: number, m: GuestDealMessage): string | null {
    const x = this.exchange;
    if (!x) return this.dealt && keyOf(this.dealt) === keyOf(m) ? 'deal-late' : 'deal-none';
    if (x.game !== m.game || x.round !== m.round) return 'deal-wrong-round';
    if (!x.asked.includes(seat)) return 'deal-not-asked';
    if (m.t === 'deal-seal') {
      if (x.phase !== 'seal') return 'deal-late';
      if (Object.hasOwn(x.seals, seat)) return 'deal-twice';
      x.seals[seat] = m.seal;
    } else {
      if (x.phase !== 'give') return Object.hasOwn(x.seals, seat) ? 'deal-early' : 'deal-not-sealed';
      if (!Object.hasOwn(x.seals, seat)) return 'deal-not-sealed';
      if (Object.hasOwn(x.values, seat)) return 'deal-twice';
      if (sealOf(this.port.code, x.game, x.round, seat, m.value) !== x.seals[seat]) return 'deal-bad-value';
      x.values[seat] = m.value;
    }
    this.settleIfDone();
    this.port.changed();
    return null;
  }

  /** `table`, whose every accepted step of the round is kept for the reveal. */
  watch(table: Table): Table {
    return recordInputs(table, (input) => {
      const d = this.dealt;
      if (!d || d.end !== 'playing' || input.kind === 'next') return;
      if (d.steps.length >= MAX_ROUND_STEPS) {
        d.end = 'overflow';
        return;
      }
      d.steps.push(input.kind === 'expire' ? ['expire'] : [input.seat, input.action]);
    });
  }

  /** After every change of the table: close a step nobody else is awaited for, reveal a round that
   * ended, and bring every connection up to date. */
  sync(): void {
    this.settleIfDone();
    const d = this.dealt;
    const table = this.port.table();
    if (d?.end === 'playing' && table && (table.phase === 'roundOver' || table.phase === 'gameOver')) {
      d.end = 'revealed';
    }
    for (const link of this.port.audience()) this.tell(link);
  }

  stop(): void {
    if (this.timer !== null) this.port.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  toSaved(): SavedDeal {
    const dealt = this.dealt && savedDealt(this.dealt);
    return JSON.parse(JSON.stringify({ exchange: this.exchange, dealt })) as SavedDeal;
  }

  /** Back from a save: an exchange under way goes on with the same secret (a host that reloads
   * cannot draw another), its deadline in full again. */
  restore(saved: SavedDeal): void {
    this.exchange = saved.exchange;
    this.dealt = saved.dealt && dealtOf(saved.dealt);
    if (this.exchange) this.startTimer();
  }

  // ---- the steps ----

  private startTimer(): void {
    this.stop();
    this.timer = this.port.clock.setTimeout(() => {
      this.timer = null;
      this.closeStep();
    }, DEAL_ANSWER_MS);
  }

  /** Every guest asked at this step has answered: close it now. One that went away is still
   * waited for until the step's time is up: it may come back on a new connection (and a host
   * that has just reloaded has no guest connected yet). */
  private settleIfDone(): void {
    const x = this.exchange;
    if (!x) return;
    const waiting =
      x.phase === 'seal'
        ? x.asked.filter((s) => !Object.hasOwn(x.seals, s))
        : Object.keys(x.seals).filter((s) => !Object.hasOwn(x.values, s));
    if (waiting.length === 0) this.closeStep();
  }

  private closeStep(): void {
    const x = this.exchange;
    if (!x) return;
    if (x.phase === 'seal' && Object.keys(x.seals).length > 0) {
      // the seals taken are fixed from now on: every client is shown them before any value
      x.phase = 'give';
      this.startTimer();
      this.port.changed();
      return;
    }
    this.deal(x);
  }

  private deal(x: Exchange): void {
    this.stop();
    this.exchange = null;
    const seed = dealSeed(this.port.code, x.game, x.round, x.secret, x.values);
    const before = this.port.table();
    const firstSeq = x.round === 1 || !before ? 1 : before.lastSeq + 1;
    const previous = this.dealt;
    this.dealt = {
      game: x.game,
      round: x.round,
      secret: x.secret,
      commit: x.commit,
      seals: x.seals,
      values: x.values,
      firstSeq,
      start: null,
      steps: [],
      end: 'playing',
    };
    if (!this.port.deal(x.game, x.round, seed)) {
      this.dealt = previous;
      this.port.changed();
      return;
    }
    const table = this.port.table();
    if (x.round > 1 && table) {
      const v = table.spectatorView();
      this.dealt.start = {
        dealer: v.dealer,
        scores: v.scores.slice(),
        history: v.history.map((row) => row.slice()),
        rules: (v.rules ?? []).map((r) => ({ ...r })),
      };
    }
    this.port.noted?.(noteOf(this.dealt));
    this.port.changed();
  }

  /**
   * A table taken over (docs/migration.md): the round under way, as the old host dealt it (its
   * note, from the migration log) and played so far (`steps`, from the same log). The new host
   * reveals it at its end as the old host would have; a note that does not check out is ignored
   * (that round is then not revealed, as before).
   */
  takeOver(note: unknown, steps: RoundStep[]): boolean {
    const saved = parseSavedDeal({
      exchange: null,
      dealt: { ...(note as object), steps, overflow: false, revealed: false },
    });
    if (typeof saved === 'string' || !saved.dealt || dealFault(saved, this.port.code)) return false;
    this.dealt = dealtOf(saved.dealt);
    return true;
  }

  /** What `link` has not been told yet of the round under way or just dealt. */
  private tell(link: L): void {
    const x = this.exchange;
    const d = this.dealt;
    const current = x ?? d;
    if (!current) return;
    const key = keyOf(current);
    let t = this.told.get(link);
    if (!t || t.key !== key) {
      t = { key, stage: 'nothing' };
      this.told.set(link, t);
    }
    const told = t;
    const before = (stage: Told['stage']) => TOLD.indexOf(told.stage) < TOLD.indexOf(stage);
    const head = { v: 1 as const, game: current.game, round: current.round };
    const asked = this.port.askable().some((a) => a.link === link && x !== null && x.asked.includes(a.seat));
    // a guest back on a new connection is a new link: it is asked again, and its page, if it still
    // holds its value, answers with the same seal
    if (before('open')) {
      this.port.send(link, { ...head, t: 'deal-open', commit: current.commit, ask: asked });
      t.stage = 'open';
    }
    const sealsShown = x ? x.phase === 'give' : true;
    if (before('sealed') && sealsShown) {
      this.port.send(link, { ...head, t: 'deal-sealed', seals: { ...current.seals } });
      t.stage = 'sealed';
    }
    if (before('dealt') && !x && d) {
      this.port.send(link, { ...head, t: 'deal-dealt', values: { ...d.values } });
      t.stage = 'dealt';
    }
    if (before('revealed') && !x && d?.end === 'revealed') {
      for (let at = 0; at < d.steps.length; at += STEPS_PER_MESSAGE) {
        this.port.send(link, { ...head, t: 'deal-steps', at, steps: d.steps.slice(at, at + STEPS_PER_MESSAGE) });
      }
      this.port.send(link, { ...head, t: 'deal-reveal', ...noteOf(d), steps: d.steps.length });
      t.stage = 'revealed';
    }
  }
}

/** The room's part of a save, checked (saved.ts): null when absent, else the state or a reason. */
export function parseSavedDeal(x: unknown): SavedDeal | string {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'bad deal state';
  const o = x as Record<string, unknown>;
  const hex = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
  const int = (v: unknown, min: number) => Number.isSafeInteger(v) && (v as number) >= min;
  const common = (r: Record<string, unknown>) =>
    int(r.game, 1) &&
    int(r.round, 1) &&
    hex(r.secret) &&
    hex(r.commit) &&
    isSeatHexes(r.seals) &&
    isSeatHexes(r.values) &&
    Object.keys(r.values as object).every((s) => Object.hasOwn(r.seals as object, s));
  const e = o.exchange ?? null;
  if (e !== null) {
    if (typeof e !== 'object' || e === null) return 'bad deal exchange';
    const r = e as Record<string, unknown>;
    if (
      !common(r) ||
      (r.phase !== 'seal' && r.phase !== 'give') ||
      !Array.isArray(r.asked) ||
      !r.asked.every((s) => int(s, 0) && (s as number) <= 9)
    )
      return 'bad deal exchange';
  }
  const d = o.dealt ?? null;
  if (d !== null) {
    if (typeof d !== 'object' || d === null) return 'bad dealt round';
    const r = d as Record<string, unknown>;
    if (
      !common(r) ||
      !int(r.firstSeq, 1) ||
      !Array.isArray(r.steps) ||
      r.steps.length > MAX_ROUND_STEPS ||
      !r.steps.every(
        (s) =>
          Array.isArray(s) &&
          ((s.length === 1 && s[0] === 'expire') ||
            (s.length === 2 && int(s[0], 0) && (s[0] as number) <= 9 && validateAction(s[1]) !== null)),
      ) ||
      typeof r.overflow !== 'boolean' ||
      typeof r.revealed !== 'boolean' ||
      !(r.start === null || (typeof r.start === 'object' && !Array.isArray(r.start)))
    )
      return 'bad dealt round';
  }
  return { exchange: (e ?? null) as Exchange | null, dealt: (d ?? null) as SavedDealt | null };
}

/**
 * Why a saved deal does not hold together under the table's code: a secret that does not hash to
 * its commitment (the host would reveal a secret every guest's check refuses), or a value that is
 * not its seal's. Null when it holds.
 */
export function dealFault(saved: SavedDeal, code: string): string | null {
  for (const [what, r] of [
    ['deal under way', saved.exchange],
    ['round dealt', saved.dealt],
  ] as const) {
    if (!r) continue;
    if (commitmentOf(code, r.game, r.round, r.secret) !== r.commit)
      return `the ${what}'s secret does not match its commitment`;
    for (const [seat, value] of Object.entries(r.values)) {
      if (sealOf(code, r.game, r.round, Number(seat), value) !== r.seals[seat])
        return `the ${what}'s value of seat ${seat} does not match its seal`;
    }
  }
  return null;
}

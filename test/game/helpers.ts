/**
 * Test helpers: a rigged table (`deal`), the player-side checks (views and sends only), and the
 * decks as rules.md lists them. Tests assert what a player would check; nothing here reads the
 * engine's internals.
 */
import { expect } from 'vitest';
import { createTable } from '../../src/game/index.js';
import type {
  Action,
  CardCode,
  Color,
  EditionId,
  PlayerView,
  RuleOptions,
  Table,
  TableConfig,
} from '../../src/game/types.js';

export type Options = Partial<RuleOptions>;

export interface Rig {
  hands: CardCode[][];
  discard: CardCode;
  pile?: CardCode[];
  options?: Options;
  dealer?: number;
  seed?: string;
}

/** A rigged first round: seat 0 plays first unless `dealer` says otherwise (team decision). */
export function rig(edition: EditionId, r: Rig): Game {
  const config: TableConfig = {
    edition,
    players: r.hands.length,
    seed: r.seed ?? 'rig',
    deal: { hands: r.hands, discard: r.discard, pile: r.pile ?? [] },
  };
  if (r.options) config.options = r.options;
  if (r.dealer !== undefined) config.dealer = r.dealer;
  return new Game(createTable(config));
}

/**
 * Power Grab at two seats, seat 0 holding towers U, N and O (`takeThreeTowers`) and then `rest`;
 * seat 1 three B9, the pile ten Y9 (the rules' towers, keep and timer tests start here).
 */
export function rigThreeTowers(rest: CardCode[]): Game {
  const g = rig('power-grab', {
    hands: [['R1U', 'R2N', 'R3O', ...rest], copies('B9', 3)],
    discard: 'R5',
    pile: copies('Y9', 10),
  });
  g.takeThreeTowers();
  return g;
}

export function table(config: TableConfig): Game {
  return new Game(createTable(config));
}

/** A table seen from the players' side: every check goes through `send` and `view`. */
export class Game {
  constructor(readonly t: Table) {}

  get players(): number {
    return this.t.view(0).counts.length;
  }

  v(seat = 0): PlayerView {
    return this.t.view(seat);
  }

  get turn(): number {
    return this.t.view(0).turn;
  }

  get phase(): string {
    return this.t.view(0).phase;
  }

  get counts(): number[] {
    return this.t.view(0).counts;
  }

  get color(): Color {
    return this.t.view(0).color;
  }

  get top(): CardCode {
    return this.t.view(0).top;
  }

  hand(seat: number): CardCode[] {
    return this.t.view(seat).hand;
  }

  views(): PlayerView[] {
    return Array.from({ length: this.players }, (_, s) => this.t.view(s));
  }

  /** Sends an action that must be accepted; the failure message names the refusal. */
  ok(seat: number, action: Action): void {
    const res = this.t.send(seat, action);
    expect(res, `seat ${seat} ${JSON.stringify(action)} in ${this.phase}`).toEqual({ ok: true });
  }

  play(seat: number, card: CardCode, more: Omit<Extract<Action, { type: 'play' }>, 'type' | 'card'> = {}): void {
    this.ok(seat, { type: 'play', card, ...more });
  }

  /** Power Grab: seat 0 lays R1U, R2N and R3O (seat 1 drawing between them) and so holds towers
   * U, N and O; the rig gives seat 0 those cards and seat 1 a pile to draw from. */
  takeThreeTowers(): void {
    for (const card of ['R1U', 'R2N', 'R3O']) {
      this.play(0, card);
      this.draw(1);
    }
  }

  draw(seat: number): void {
    this.ok(seat, { type: 'draw' });
  }

  /** Sends an action that must be refused and must leave every view (and the event log) as it was. */
  refused(seat: unknown, action: unknown, code?: string): string {
    const before = this.snapshotViews();
    const seq = this.t.lastSeq;
    const res = (this.t.send as (s: unknown, a: unknown) => ReturnType<Table['send']>)(seat, action);
    expect(res.ok, `expected refusal of ${safeJson(action)} by ${String(seat)}`).toBe(false);
    const error = res.ok ? '' : res.error;
    expect(typeof error).toBe('string');
    if (code) expect(error).toBe(code);
    expect(this.snapshotViews()).toEqual(before);
    expect(this.t.lastSeq).toBe(seq);
    return error;
  }

  snapshotViews(): string {
    return JSON.stringify(this.views());
  }

  /** Every card accounted for: hands + draw pile + discard pile = the cards of the round. */
  total(): number {
    const v = this.t.view(0);
    return v.counts.reduce((a, b) => a + b, 0) + v.pile + v.discards;
  }

  legal(seat: number): Action[] {
    return this.t.view(seat).legal;
  }

  hasLegal(seat: number, type: Action['type']): boolean {
    return this.legal(seat).some((a) => a.type === type);
  }
}

function safeJson(x: unknown): string {
  try {
    return JSON.stringify(x)?.slice(0, 80) ?? String(x);
  } catch {
    return String(x);
  }
}

export function sorted(cards: readonly CardCode[]): CardCode[] {
  return [...cards].sort();
}

/** `n` copies of a card, to fill hands and piles. */
export function copies(card: CardCode, n: number): CardCode[] {
  return Array.from({ length: n }, () => card);
}

const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The editions' decks exactly as rules.md's table lists them. */
export function expectedDeck(edition: EditionId): CardCode[] {
  const out: CardCode[] = [];
  const colors = edition === 'skull' ? ['R', 'G', 'B', 'P'] : ['R', 'G', 'B', 'Y'];
  for (const c of colors) {
    if (edition === 'power-grab') {
      const icons = ['U', 'N', 'O', '!', 'U', 'N', 'O', '!'];
      digits.forEach((d, i) => out.push(c + d + (icons[i] ?? ''), c + d));
      out.push(c + '+1', c + '+1', c + '+2', c + '+2', c + 'S', c + 'S', c + 'R', c + 'T');
      continue;
    }
    out.push(c + '0');
    for (const d of digits) out.push(c + d + (edition === 'house-rules' ? '*' : ''), c + d);
    out.push(c + 'S', c + 'S', c + 'R', c + 'R', c + '+2', c + '+2');
  }
  const wilds: Record<EditionId, CardCode[]> = {
    classic: ['W', 'W+4'],
    skull: ['W', 'W+4', 'WK'],
    'house-rules': ['W', 'W+4', 'WV'],
    'power-grab': ['WT', 'W+4'],
  };
  for (const w of wilds[edition]) out.push(...copies(w, 4));
  return out;
}

export const EDITIONS: readonly EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

/** Card points for winner-takes / lowest scoring (docs/game-rules.md "End of a round and scores"). */
export function points(card: CardCode): number {
  if (card.startsWith('W')) return 50;
  const d = card.charAt(1);
  return d >= '0' && d <= '9' ? Number(d) : 20;
}

export function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

/** The code pattern of any card, to scan serialized views for leaked cards. */
export const CARD_CODE = /^(?:[RGBYP](?:\d[UNO!*]?|S|R|T|\+1|\+2)|W(?:\+4|K|V|T)?)$/;

/**
 * Plays on with a simple policy until `stop` holds (or `limit` actions): the first legal play,
 * else a draw; a drawn card is kept; the first color offered; +4 accepted; optional steps passed;
 * races answered by every seat with the right gesture. For tests that need a round to end.
 */
export function autoplay(g: Game, stop: (v: PlayerView) => boolean, limit = 5000): PlayerView {
  for (let i = 0; i < limit; i++) {
    const v = g.v(g.turn);
    if (stop(v)) return v;
    if (v.phase === 'race' && v.race) {
      const race = v.race;
      const seat = race.done.findIndex((d) => !d);
      g.ok(seat, { type: 'react', gesture: race.gesture });
      continue;
    }
    const legal = v.legal;
    const pick =
      legal.find((a) => a.type === 'play') ??
      legal.find((a) => a.type === 'color') ??
      legal.find((a) => a.type === 'accept') ??
      legal.find((a) => a.type === 'pass') ??
      legal.find((a) => a.type === 'draw') ??
      legal.find((a) => a.type === 'towers') ??
      legal.find((a) => a.type === 'keep');
    if (!pick) throw new Error(`no move in phase ${v.phase} for seat ${v.turn}`);
    const action: Action = pick.type === 'play' && v.hand.length === 2 ? { ...pick, uno: true } : pick;
    const res = g.t.send(v.turn, action);
    if (!res.ok) throw new Error(`legal ${JSON.stringify(action)} refused: ${res.error}`);
  }
  throw new Error('autoplay did not stop');
}

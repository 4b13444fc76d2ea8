/**
 * What the table derives from a PlayerView for drawing it: names, seat order, which cards the legal
 * actions name. Nothing here decides a rule; it only reads `view.legal` and the view's fields.
 */
import type { Action, ActionType, CardCode, PlayerView, Tower } from '../../game/index.js';
import type { SeatInfo } from '../../net/index.js';
import { t } from '../i18n/i18n.js';
import { shownName } from '../shared/bot-name.js';

export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

export function legalOf<T extends ActionType>(view: PlayerView | null, type: T): ActionOf<T>[] {
  if (!view || !Array.isArray(view.legal)) return [];
  return view.legal.filter((a): a is ActionOf<T> => !!a && a.type === type);
}

export const canDo = (view: PlayerView | null, type: ActionType): boolean => legalOf(view, type).length > 0;

/** The card codes a `play` in `view.legal` names. */
export const playableCodes = (view: PlayerView | null): Set<CardCode> =>
  new Set(legalOf(view, 'play').map((a) => a.card));

/** A seat's display name: the seat list's name, else "Player n". */
export function seatName(seats: readonly SeatInfo[], seat: number): string {
  const info = seats.find((s) => s.seat === seat);
  const name = typeof info?.name === 'string' ? shownName(info).trim() : '';
  return name || t('table.seat', { n: seat + 1 });
}

/** The other seats in play order from the player's left (seat + 1, clockwise). */
export function opponentsInOrder(view: PlayerView): number[] {
  const n = view.players || view.counts.length;
  // a spectator holds no seat: every seat sits across the table, in seat order
  if (view.seat < 0) return Array.from({ length: n }, (_, k) => k);
  return Array.from({ length: Math.max(0, n - 1) }, (_, k) => (view.seat + 1 + k) % n);
}

/** The towers each seat holds, from `view.towers` (power grab). */
export function towersBySeat(view: PlayerView): Map<number | null, Tower[]> {
  const out = new Map<number | null, Tower[]>();
  if (!view.towers) return out;
  for (const tw of ['U', 'N', 'O', '!'] as Tower[]) {
    const owner = view.towers[tw] ?? null;
    out.set(owner, [...(out.get(owner) ?? []), tw]);
  }
  return out;
}

/** The phases in which the turn seat answers a question (the others wait for them). */
export const ANSWER_PHASES = new Set(['color', 'stack', 'challenge', 'rule', 'towers', 'keep', 'swap']);

const arr = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);

/**
 * The view with every list and number the table reads present, so a view that arrives partial or
 * malformed (from an older host, say) draws as far as it can and never throws.
 */
export function normalizeView(v: PlayerView): PlayerView {
  if (wellFormed(v)) return v;
  const counts = arr<number>(v.counts);
  const players = Number.isInteger(v.players) && v.players > 0 ? v.players : Math.max(counts.length, 1);
  return {
    ...v,
    seat: Number.isInteger(v.seat) ? v.seat : 0,
    turn: Number.isInteger(v.turn) ? v.turn : -1,
    hand: arr<string>(v.hand).filter((c) => typeof c === 'string'),
    counts,
    legal: arr<Action>(v.legal).filter((a) => !!a && typeof a === 'object' && typeof a.type === 'string'),
    scores: arr<number>(v.scores),
    uno: arr<boolean>(v.uno),
    history: arr<number[]>(v.history),
    rules: v.rules ? arr(v.rules) : v.rules,
    players,
    top: typeof v.top === 'string' ? v.top : '',
    pile: typeof v.pile === 'number' ? v.pile : 0,
    discards: typeof v.discards === 'number' ? v.discards : 0,
    pending: typeof v.pending === 'number' ? v.pending : 0,
    direction: v.direction === -1 ? -1 : 1,
  };
}

const isList = (x: unknown, item: (e: unknown) => boolean): boolean => Array.isArray(x) && x.every(item);
const anything = (): boolean => true;
const isInt = (x: unknown): boolean => Number.isInteger(x);

/** Every field `normalizeView` sets already as it would set it: the view is used as it came. A
 * host's view nearly always is, and copying its thirty fields at each update was a tenth of a
 * millisecond of a slow phone's update for nothing (docs/smoothness-passes.md "Seventeenth pass"). */
function wellFormed(v: PlayerView): boolean {
  return (
    isInt(v.seat) &&
    isInt(v.turn) &&
    isList(v.hand, (c) => typeof c === 'string') &&
    isList(v.counts, anything) &&
    isList(v.legal, (a) => !!a && typeof a === 'object' && typeof (a as Action).type === 'string') &&
    isList(v.scores, anything) &&
    isList(v.uno, anything) &&
    isList(v.history, anything) &&
    (!v.rules || Array.isArray(v.rules)) &&
    isInt(v.players) &&
    v.players > 0 &&
    typeof v.top === 'string' &&
    typeof v.pile === 'number' &&
    typeof v.discards === 'number' &&
    typeof v.pending === 'number' &&
    (v.direction === -1 || v.direction === 1)
  );
}

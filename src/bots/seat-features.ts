/**
 * What the memory says of the seats around this one, for the pick learned from the outcomes of
 * moves (outcome-features.ts; docs/bots-experiments.md "Per-seat features for the learned pick (s11-seats)"):
 * for the next seat, the seat after it and the previous one, whether the color a move leaves in
 * force is the one that seat last turned the game to, or the one it was stuck on when it last drew.
 * Public only: the seat's view and its memory of the events it was shown.
 */
import type { Color, PlayerView } from '../game/index.js';
import type { TableMemory } from './memory.js';
import { nextSeat, previousSeat } from './tactics.js';

/** The features, in the order they follow outcome-features.ts `EXTRA_FEATURES`. */
export const SEAT_FEATURES = [
  'nextTurnedTo', // the color left is the one the next seat last turned the game to
  'afterTurnedTo', // the same for the seat after the next
  'prevTurnedTo', // the same for the previous seat
  'nextDrewOn', // the color left is the one the next seat drew on (had nothing for) on its last turn
  'afterDrewOn', // the same for the seat after the next
  'prevDrewOn', // the same for the previous seat
  'afterLacks', // the memory: the seat after the next lacks the color left
  'nextTurnedNear', // nextTurnedTo while the next seat holds 3 cards or fewer
  'nextMidAttack', // a Skip or a draw card while the next seat holds 3 or 4 cards
] as const;

/** The seats around `view.seat` in the order of play: the next, the one after it, the previous. */
export function seatsAround(view: PlayerView): { next: number; after: number; prev: number } {
  const next = nextSeat(view, view.seat);
  const after = nextSeat(view, next);
  return { next, after, prev: previousSeat(view, view.seat) };
}

/** The row of `SEAT_FEATURES` for a play that leaves `color` in force; `attack` a Skip or a draw
 * card (a draw or a kept card reads all zeros). */
export function seatFeatures(view: PlayerView, memory: TableMemory, color: Color, attack: boolean): number[] {
  const { next, after, prev } = seatsAround(view);
  const is = (x: Color | null): number => (x === color ? 1 : 0);
  const nextCount = view.counts[next] ?? 7;
  const nextTurned = is(memory.turnedToOf(next));
  return [
    nextTurned,
    is(memory.turnedToOf(after)),
    is(memory.turnedToOf(prev)),
    is(memory.drewOnOf(next)),
    is(memory.drewOnOf(after)),
    is(memory.drewOnOf(prev)),
    memory.lackOf(after, color),
    nextTurned && nextCount <= 3 ? 1 : 0,
    attack && (nextCount === 3 || nextCount === 4) ? 1 : 0,
  ];
}

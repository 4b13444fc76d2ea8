/**
 * The public signs a pick learned from the outcomes of moves reads (docs/bots-experiments.md "The outcomes of
 * moves, learned (s9-outcome)"): the student's (expert/student.ts `studentFeatures`) and a few more
 * a seat sees at four players: a Skip apart from a Reverse, an attack by the size of the hand it
 * hits, what the memory says the answering seats turned to, a Wild or a draw by how close the
 * nearest other hand is to going out, and what the hand keeps after the move; then what the memory
 * says of the seats around (seat-features.ts).
 */
import type { PlayerView } from '../game/index.js';
import { card as cardOf } from '../game/notation/index.js';
import { rootFacts } from './expert/move-facts.js';
import type { Move } from './expert/moves.js';
import { FEATURES, studentFeatures } from './expert/student.js';
import type { TableMemory } from './memory.js';
import { SEAT_FEATURES, seatFeatures } from './seat-features.js';
import { fewestOthers, nextSeat } from './tactics.js';

/** The features beyond the student's, in the order they follow its row. */
export const EXTRA_FEATURES = [
  'skip', // a colored Skip
  'reverse', // a colored Reverse
  'attackNextSize', // a Skip or a draw card: the next seat's hand, / 10 (an attack on a big hand is worth less)
  'nextHolds', // the memory: the next seat turned the game to the color left in force
  'responderHolds', // the memory: the seat that answers turned the game to the color left in force
  'noPlayFewest', // a draw or a kept card: the fewest cards another seat holds, / 7
  'wildFewest', // a Wild: the fewest cards another seat holds, / 7
  'wildHand', // a Wild: cards held before it, / 7
  'faceKept', // a colored card whose face (number or symbol) is still held after it: a later change of color
  'colorsKept', // the colors held after the move, / 4
] as const;

/** Every feature's name, in the order of a row. */
export const OUTCOME_FEATURES: readonly string[] = [...FEATURES, ...EXTRA_FEATURES, ...SEAT_FEATURES];

/** How many features a row holds before `SEAT_FEATURES`. */
export const BEFORE_SEATS = FEATURES.length + EXTRA_FEATURES.length;

/** A row of features for each move of `moves`: the student's row, then `EXTRA_FEATURES`, then
 * `SEAT_FEATURES` unless `seats` is false (a value that reads fewer need not pay for them); the
 * moves' facts (expert/move-facts.ts) worked out once for all. */
export function outcomeFeatures(
  view: PlayerView,
  memory: TableMemory,
  moves: readonly Move[],
  hardKey: string | null,
  seats = true,
): number[][] {
  const facts = rootFacts(view, memory, moves);
  const base = studentFeatures(view, memory, moves, hardKey, facts);
  const next = nextSeat(view, view.seat);
  const nextCount = view.counts[next] ?? 7;
  const fewest = Math.min(7, fewestOthers(view));
  const noSeats = new Array<number>(seats ? SEAT_FEATURES.length : 0).fill(0);
  return moves.map((_, i) => {
    const extra = new Array<number>(EXTRA_FEATURES.length).fill(0);
    const play = facts.plays[i];
    if (!play) {
      extra[5] = fewest / 7;
      return [...base[i]!, ...extra, ...noSeats];
    }
    const { card: c, rest, color, responder } = play;
    extra[0] = !c.wild && c.face === 'S' ? 1 : 0;
    extra[1] = !c.wild && c.face === 'R' ? 1 : 0;
    extra[2] = c.face === 'S' || c.draws > 0 ? Math.min(10, nextCount) / 10 : 0;
    extra[3] = memory.holdsOf(next, color);
    extra[4] = memory.holdsOf(responder, color);
    extra[6] = c.wild ? fewest / 7 : 0;
    extra[7] = c.wild ? view.hand.length / 7 : 0;
    extra[8] = !c.wild && rest.some((code) => !cardOf(code).wild && cardOf(code).face === c.face) ? 1 : 0;
    extra[9] = new Set(rest.map((code) => cardOf(code).color).filter((x) => x !== null)).size / 4;
    if (!seats) return [...base[i]!, ...extra];
    return [...base[i]!, ...extra, ...seatFeatures(view, memory, color, c.face === 'S' || c.draws > 0)];
  });
}

/**
 * Whether two views show the same scores table (the fields `ResultsQuestion.resultTable` draws
 * from): each view arrives as a new object, so the table's guard compares what it shows, field by
 * field. Serialising those fields at each render for the comparison cost more than comparing them
 * (docs/smoothness-passes.md "Seventeenth pass").
 */
import type { PlayerView, RoundResult } from '../../../game/index.js';
import { sameItems } from '../stable.js';

// a view from the wire may lack a list, or hold something else there
const sameList = (a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean =>
  a === b || (Array.isArray(a) && Array.isArray(b) && sameItems(a, b));

function sameResult(a: RoundResult | null | undefined, b: RoundResult | null | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if (a.winner !== b.winner || a.blocked !== b.blocked) return false;
  if (!sameList(a.points, b.points) || !sameList(a.gained, b.gained)) return false;
  const ha = Array.isArray(a.hands) ? a.hands : [];
  const hb = Array.isArray(b.hands) ? b.hands : [];
  return ha.length === hb.length && ha.every((h, i) => sameList(h, hb[i]));
}

export function sameResultsShown(a: PlayerView, b: PlayerView): boolean {
  return (
    a === b ||
    (a.round === b.round &&
      a.phase === b.phase &&
      a.edition === b.edition &&
      a.seat === b.seat &&
      a.gameWinner === b.gameWinner &&
      sameList(a.scores, b.scores) &&
      sameList(a.teams, b.teams) &&
      sameResult(a.roundResult, b.roundResult))
  );
}

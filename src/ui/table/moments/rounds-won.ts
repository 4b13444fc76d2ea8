/**
 * Rounds won by each seat, for the chips (docs/table-ui.md "Moments"). The view keeps the scores
 * after each round (`history`), not who won it: a round's winner is read back from what the
 * scores gained, by the table's scoring; the round just over is the view's own `roundWinner`.
 * A blocked round with no single winner counts for nobody. In a team game both partners gain
 * the same, so the scores name a team, not which partner went out: each chip shows its team's
 * rounds, as it shows its team's score (docs/rules.md "Teams").
 */
import type { PlayerView } from '../../../game/index.js';

/** Each view's count, worked out once: the chips and the player's bar both read it at a render. */
const counted = new WeakMap<PlayerView, readonly number[]>();

export function roundsWon(view: PlayerView): readonly number[] {
  let wins = counted.get(view);
  if (!wins) counted.set(view, (wins = count(view)));
  return wins;
}

function count(view: PlayerView): number[] {
  const n = view.players || view.counts?.length || 0;
  const wins = new Array<number>(n).fill(0);
  const history = Array.isArray(view.history) ? view.history : [];
  const over = view.phase === 'roundOver' || view.phase === 'gameOver';
  // the finished rounds before this one (the one just over, when it is, is the view's to tell)
  const done = over ? history.length - 1 : history.length;
  const teams = Array.isArray(view.teams) && view.teams.length === n ? view.teams : null;
  // a team's gain is its first seat's (seat t is in team t): one entry per team, then its seats
  const units = teams ? n / 2 : n;
  const credit = (unit: number) => {
    for (let s = 0; s < n; s++) if ((teams ? teams[s] : s) === unit) wins[s]!++;
  };
  for (let i = 0; i < done; i++) {
    const before = history[i - 1] ?? new Array<number>(n).fill(0);
    const gained = (history[i] ?? []).slice(0, units).map((x, s) => x - (before[s] ?? 0));
    const w = winnerOf(gained, view.options?.scoring);
    if (w !== null && w < units) credit(w);
  }
  const last = over ? (view.roundResult?.winner ?? view.roundWinner) : null;
  if (last !== null && last !== undefined && last >= 0 && last < n) credit(teams ? teams[last]! : last);
  return wins;
}

/** The one seat a round's gains single out, by the scoring (scoring.ts): the one who scored
 * (winner takes), the one left at zero (lowest), the best placed (placement). */
function winnerOf(gained: number[], scoring: string | undefined): number | null {
  const only = (test: (g: number) => boolean) => {
    const seats = gained.flatMap((g, s) => (test(g) ? [s] : []));
    return seats.length === 1 ? seats[0]! : null;
  };
  if (scoring === 'winner-takes') return only((g) => g > 0);
  if (scoring === 'lowest') return gained.some((g) => g > 0) ? only((g) => g === 0) : null;
  if (scoring === 'placement') {
    const top = Math.max(...gained);
    return top > 0 ? only((g) => g === top) : null;
  }
  return null;
}

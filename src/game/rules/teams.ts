/**
 * Teams of two (docs/rules.md "Teams"; docs/engine-api.md "Teams"): partners sit opposite, seat s
 * with seat s + players / 2, so that a turn never passes from one partner to the other. A round
 * ends when any player goes out; that player's team scores the other teams' cards only, and both
 * partners show the team's score.
 */
import { TEAM_TABLES } from '../notation/index.js';
import type { GameState } from '../state.js';

export { TEAM_TABLES };

/** Throws a clear Error when teams are asked for at a table they cannot be played at. */
export function checkTeams(players: number, teams: boolean): void {
  if (teams && !TEAM_TABLES.includes(players))
    throw new Error(`option teams: needs 4, 6, 8 or 10 players, not ${players}`);
}

export function teamOf(players: number, seat: number): number {
  return seat % (players / 2);
}

export function partnerOf(players: number, seat: number): number {
  return (seat + players / 2) % players;
}

/** The team of each seat (a view's `teams`). */
export function teamsBySeat(players: number): number[] {
  return Array.from({ length: players }, (_, s) => teamOf(players, s));
}

/** Each team's total of `bySeat` (hand points), team by team. */
function teamTotals(players: number, bySeat: readonly number[]): number[] {
  const totals = new Array<number>(players / 2).fill(0);
  for (let s = 0; s < players; s++) totals[teamOf(players, s)]! += bySeat[s]!;
  return totals;
}

/**
 * A blocked round with `blockedRound: 'lowest-hand'`: the team with the fewest points in its two
 * hands wins it, played by its partner with the lower hand (the lower seat on a tie between them);
 * a tie between teams is scored as a tie (null), as a tie between players is without teams.
 */
export function blockedWinner(players: number, points: readonly number[]): number | null {
  const totals = teamTotals(players, points);
  const low = Math.min(...totals);
  const lowest = totals.flatMap((p, t) => (p === low ? [t] : []));
  if (lowest.length !== 1) return null;
  const a = lowest[0]!;
  const b = partnerOf(players, a);
  return points[b]! < points[a]! ? b : a;
}

/** Book 003's placement scores, rank by rank (the same as without teams: scoring.ts). */
const PLACEMENT_SCORES = [10, 8, 6, 4, 2];

/**
 * What each seat gains this round, by the table's scoring, with teams: the winner's team scores
 * the other teams' hands only (never the partner's), and partners always gain alike.
 * `winner`: the seat that went out (or won a blocked round), null for a round scored as a tie.
 */
export function teamGains(g: GameState, winner: number | null, points: readonly number[], blocked: boolean): number[] {
  const n = g.players;
  const teams = n / 2;
  const totals = teamTotals(n, points);
  const byTeam = new Array<number>(teams).fill(0);
  const won = winner === null ? null : teamOf(n, winner);
  const mode = g.options.scoring;
  if (mode === 'winner-takes' && won !== null) {
    byTeam[won] = totals.reduce((a, b) => a + b, 0) - totals[won]!;
  } else if (mode === 'lowest' && (won !== null || !blocked)) {
    // each team adds its own two hands; the team that went out adds nothing, its partner's cards
    // included (a blocked round's winner went out of nothing: its team adds its hands too)
    for (let t = 0; t < teams; t++) byTeam[t] = t === won && !blocked ? 0 : totals[t]!;
  } else if (mode === 'placement' && won !== null) {
    // the winner's team first, the others by their two hands' points; ties in turn order from it
    const others = Array.from({ length: teams - 1 }, (_, i) => (won + 1 + i) % teams);
    others.sort((a, b) => totals[a]! - totals[b]!);
    [won, ...others].forEach((t, rank) => {
      byTeam[t] = PLACEMENT_SCORES[rank] ?? 0;
    });
  }
  return Array.from({ length: n }, (_, s) => byTeam[teamOf(n, s)]!);
}

/**
 * Who won the game after this round, or null to play on: the first team to the target (partners
 * show the same score, so seat t holds team t's), named by the seat of that team that went out
 * last (`lastOut`, updated here). A tie between teams goes to this round's winner's team, else to
 * the lowest team, as a tie between players does without teams.
 */
export function teamGameWinner(g: GameState, roundWinner: number | null): number | null {
  const n = g.players;
  const teams = n / 2;
  const lastOut = g.lastOut ?? new Array<number | null>(teams).fill(null);
  if (roundWinner !== null) lastOut[teamOf(n, roundWinner)] = roundWinner;
  g.lastOut = lastOut;
  const { scoring, target } = g.options;
  if (scoring === 'none') return roundWinner;
  const scores = g.scores.slice(0, teams);
  if (Math.max(...scores) < target) return null;
  const best = scoring === 'lowest' ? Math.min(...scores) : Math.max(...scores);
  const leaders = scores.flatMap((p, t) => (p === best ? [t] : []));
  const wonBy = roundWinner !== null ? teamOf(n, roundWinner) : null;
  const team = wonBy !== null && leaders.includes(wonBy) ? wonBy : leaders[0]!;
  return lastOut[team] ?? team;
}

/** Do partners show the same score in `scores` (by seat)? */
export function partnersAlike(players: number, scores: readonly number[]): boolean {
  for (let s = 0; s < players / 2; s++) if (scores[s] !== scores[partnerOf(players, s)]) return false;
  return true;
}

/** What is wrong with a saved team game, or null (save-check.ts): the table's size, scores that
 * partners do not share, a `lastOut` that is not a seat of its team. */
export function teamsProblem(
  teams: unknown,
  players: number,
  history: readonly (readonly number[])[],
  lastOut: unknown,
): string | null {
  if (teams !== true) return lastOut === undefined ? null : 'a game without teams names team winners';
  if (!TEAM_TABLES.includes(players)) return 'teams are played by 4, 6, 8 or 10 players only';
  if (history.some((row) => !partnersAlike(players, row))) return 'partners do not show the same score';
  if (lastOut === undefined) return null;
  const ok =
    Array.isArray(lastOut) &&
    lastOut.length === players / 2 &&
    lastOut.every((s, t) => s === null || (Number.isInteger(s) && (s === t || s === partnerOf(players, t))));
  return ok ? null : "the teams' last winners are damaged";
}

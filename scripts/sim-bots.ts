/**
 * `npm run sim -- --bots hard,normal,normal,easy --edition classic --players 4 --games 1000 --seed s
 * [--json] [--stacking any] [--multiPlay true] [--wildDrawFour free] [--scoring none] [--target 200]`
 *
 * Bots play whole games on the engine (src/bots/arena.ts); the seats rotate between games so no
 * level keeps the first turn. Prints wins and points by level; with --json one object
 * {"games", "wins", "points", ...}. scripts/sim.ts reads the arguments and calls here with --bots.
 */
import { createTable } from '../src/game/index.js';
import { playGame } from '../src/bots/arena.js';
import { createBot } from '../src/bots/index.js';
import type { SimArgs, SimLevel } from './sim-args.js';

/** The simulator's own settings (scripts/sim.ts) plus the bot of each seat. */
export interface SimSettings extends SimArgs {
  bots: SimLevel[];
}

export interface SimReport {
  games: number;
  wins: Record<string, number>;
  points: Record<string, number>;
  /** Seats each level filled, summed over the games (to read wins per seat). */
  seats: Record<string, number>;
  rounds: number;
  refusals: number;
  stalls: number;
  expiredRaces: number;
}

export function simulate(settings: SimSettings): SimReport {
  const report: SimReport = {
    games: 0,
    wins: {},
    points: {},
    seats: {},
    rounds: 0,
    refusals: 0,
    stalls: 0,
    expiredRaces: 0,
  };
  for (const level of new Set(settings.bots)) {
    report.wins[level] = 0;
    report.points[level] = 0;
    report.seats[level] = 0;
  }
  const n = settings.players;
  for (let g = 0; g < settings.games; g++) {
    const levels = settings.bots.map((_, s) => settings.bots[(s + g) % n]!);
    const seed = `${settings.seed}-${g}`;
    const table = createTable({ edition: settings.edition, players: n, options: settings.options, seed });
    const bots = levels.map((level, s) => createBot(level, `${seed}-bot${s}-${level}`));
    const log = playGame(table, bots);
    report.games++;
    report.rounds += log.rounds;
    report.refusals += log.refusals.length;
    if (log.stalled) report.stalls++;
    report.expiredRaces += log.expired;
    levels.forEach((level, s) => {
      report.seats[level]! += 1;
      report.points[level]! += log.scores[s] ?? 0;
    });
    if (log.winner !== null) report.wins[levels[log.winner]!]! += 1;
  }
  return report;
}

export function printReport(settings: SimSettings, report: SimReport): void {
  console.log(
    `${report.games} games, ${settings.edition}, ${settings.players} players (${settings.bots.join(', ')}), ` +
      `${report.rounds} rounds, seed ${settings.seed}`,
  );
  for (const level of Object.keys(report.wins)) {
    const wins = report.wins[level]!;
    const seats = report.seats[level]!;
    const rate = ((100 * wins) / report.games).toFixed(1);
    const perSeat = ((100 * wins) / seats).toFixed(1);
    console.log(
      `  ${level.padEnd(7)} wins ${String(wins).padStart(6)} (${rate}% of games, ${perSeat}% per seat)` +
        `  points ${report.points[level]}`,
    );
  }
  if (report.refusals || report.stalls || report.expiredRaces) {
    console.log(
      `  refused actions ${report.refusals}, stalled games ${report.stalls}, races expired ${report.expiredRaces}`,
    );
  }
}

/**
 * `npm run sim -- --bots hard,normal,normal,easy --edition classic --players 4 --games 1000 --seed s
 * [--json] [--stacking any] [--multiPlay true] [--wildDrawFour free] [--scoring none] [--target 200]`
 *
 * Bots play whole games on the engine (src/bots/arena.ts); the seats rotate between games so no
 * level keeps the first turn. Prints wins and points by level; with --json one object
 * {"games", "wins", "points", ...}. scripts/sim.ts reads the arguments and calls here with --bots.
 */
import { createTable, type Table } from '../src/game/index.js';
import { playGame } from '../src/bots/arena.js';
import { createBot } from '../src/bots/index.js';
import type { SimArgs, SimLevel } from './sim-args.js';

/** What deals a run's games: its levels in seat order, its seed, edition and options. */
export interface GameRun<L extends string> extends Pick<SimArgs, 'edition' | 'options' | 'seed'> {
  bots: readonly L[];
}

export interface DealtGame<L extends string, B> {
  /** Each seat's level: the run's levels turned by g, so that no level keeps the first turn. */
  levels: L[];
  table: Table;
  bots: B[];
}

/**
 * Game g of a run: the table seeded `${seed}-${g}`, the levels turned by g, each seat's bot seeded
 * `${seed}-${g}-bot${s}-${level}`. The simulator, scripts/expert-pairs.ts, scripts/expert-budget.ts
 * and scripts/tune-hard.ts all deal here, so game g of a seed is the same deal, with the same bots'
 * seeds, in each of them: a runner's rounds pair with `npm run sim`'s.
 */
export function dealGame<L extends string, B>(
  g: number,
  run: GameRun<L>,
  botOf: (level: L, seed: string, seat: number) => B,
): DealtGame<L, B> {
  const n = run.bots.length;
  const levels = run.bots.map((_, s) => run.bots[(s + g) % n]!);
  const seed = `${run.seed}-${g}`;
  const table = createTable({ edition: run.edition, players: n, options: run.options, seed });
  return { levels, table, bots: levels.map((level, s) => botOf(level, `${seed}-bot${s}-${level}`, s)) };
}

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
  for (let g = 0; g < settings.games; g++) {
    const { levels, table, bots } = dealGame(g, settings, (level, seed) => createBot(level, seed));
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

/**
 * `npm run sim -- --bots hard,normal,normal,easy --edition classic --players 4 --games 1000 --seed s
 * [--json] [--stacking any] [--multiPlay true] [--wildDrawFour free] [--scoring none] [--target 200]`
 *
 * Bots play whole games on the engine (src/bots/arena.ts); the seats rotate between games so no
 * level keeps the first turn. Prints wins and points by level; with --json one object
 * {"games", "wins", "points", ...}. scripts/sim.ts hands over here whenever --bots is present.
 */
import { createTable } from '../src/engine/index.js';
import type { EditionId, RuleOptions } from '../src/engine/types.js';
import { playGame } from '../src/bots/arena.js';
import { createBot } from '../src/bots/index.js';
import type { BotLevel } from '../src/bots/types.js';
import type { SimArgs } from './sim.js';

type Level = BotLevel | 'random';
const LEVELS: readonly Level[] = ['random', 'easy', 'normal', 'hard'];
const EDITIONS: readonly EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

/** The simulator's own settings (scripts/sim.ts) plus the bot of each seat. */
export interface SimSettings extends SimArgs {
  bots: Level[];
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

const OPTION_PARSERS: Record<keyof RuleOptions, (v: string) => unknown> = {
  wildDrawFour: (v) => v,
  wildsCountAsMatch: (v) => v === 'true',
  stacking: (v) => v,
  multiPlay: (v) => v === 'true',
  twoPlayerReverseSkips: (v) => v === 'true',
  firstCard: (v) => v,
  scoring: (v) => v,
  target: (v) => Number(v),
  blockedRound: (v) => v,
  sevenZero: (v) => v === 'true',
  jumpIn: (v) => v === 'true',
  drawUntilPlayable: (v) => v === 'true',
};

export function parseSimArgs(argv: readonly string[]): SimSettings {
  const settings: SimSettings = {
    bots: ['normal', 'easy'],
    edition: 'classic',
    players: 0,
    games: 100,
    seed: 'sim',
    json: false,
    options: {},
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    const name = arg.replace(/^--/, '');
    if (arg === '--json') settings.json = true;
    else if (arg === '--bots') {
      const bots = value()
        .split(',')
        .map((s) => s.trim());
      for (const b of bots) if (!LEVELS.includes(b as Level)) throw new Error(`unknown bot level: ${b}`);
      settings.bots = bots as Level[];
    } else if (arg === '--edition') {
      const e = value();
      if (!EDITIONS.includes(e as EditionId)) throw new Error(`unknown edition: ${e}`);
      settings.edition = e as EditionId;
    } else if (arg === '--players') settings.players = Number(value());
    else if (arg === '--games') settings.games = Number(value());
    else if (arg === '--seed') settings.seed = value();
    else if (name in OPTION_PARSERS) {
      (settings.options as Record<string, unknown>)[name] = OPTION_PARSERS[name as keyof RuleOptions](value());
    } else throw new Error(`unknown argument: ${arg}`);
  }
  if (settings.players === 0) settings.players = settings.bots.length;
  if (!Number.isInteger(settings.players) || settings.players < 2 || settings.players > 10) {
    throw new Error('--players must be 2..10');
  }
  if (settings.bots.length !== settings.players) {
    throw new Error(`--bots names ${settings.bots.length} levels for ${settings.players} players`);
  }
  if (!Number.isInteger(settings.games) || settings.games < 1) throw new Error('--games must be a positive integer');
  return settings;
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

function printTable(settings: SimSettings, report: SimReport): void {
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

export async function main(argv: string[]): Promise<void> {
  let settings: SimSettings;
  try {
    settings = parseSimArgs(argv);
  } catch (error) {
    console.error(`sim: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  const report = simulate(settings);
  if (settings.json) console.log(JSON.stringify(report));
  else printTable(settings, report);
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (invokedDirectly) await main(process.argv.slice(2));

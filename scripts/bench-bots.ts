/**
 * `npx tsx scripts/bench-bots.ts [--games 200] [--json]`: the time a bot takes per decision, by
 * level, over whole games of every edition (2 to 4 players, the level in every seat; the expert
 * a twentieth as many games, on the simulator's budget of iterations). Prints the
 * mean and the 99th percentile in µs; with --json one line per level:
 * {"name": "bot-hard", "usPerDecision": N, "p99Us": N}. Timings share the machine with whatever
 * else runs: read them as noisy.
 */
import { performance } from 'node:perf_hooks';
import { createTable } from '../src/game/index.js';
import type { EditionId } from '../src/game/types.js';
import { playGame } from '../src/bots/arena.js';
import { BOT_LEVELS, createBot } from '../src/bots/index.js';
import { checked, intOption, parseCli } from './cli.mjs';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

export interface BotBench {
  name: string;
  usPerDecision: number;
  p99Us: number;
  decisions: number;
}

export function benchBots(games: number): BotBench[] {
  const results: BotBench[] = [];
  for (const level of [...BOT_LEVELS, 'basic', 'greedy'] as const) {
    const times: number[] = [];
    // The expert searches hundreds of playouts a decision: a twentieth of the games says as much.
    const played = level === 'expert' ? Math.max(1, Math.round(games / 20)) : games;
    for (let g = 0; g < played; g++) {
      const players = 2 + (g % 3);
      const edition = EDITIONS[g % EDITIONS.length]!;
      const table = createTable({ edition, players, seed: `bench-${g}`, options: { scoring: 'none' } });
      const bots = Array.from({ length: players }, (_, s) => createBot(level, `bench-${g}-${s}`));
      playGame(table, bots, { clock: () => performance.now(), onTiming: (_bot, micros) => times.push(micros) });
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, t) => sum + t, 0) / Math.max(1, times.length);
    const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0;
    results.push({ name: `bot-${level}`, usPerDecision: round(mean), p99Us: round(p99), decisions: times.length });
  }
  return results;
}

const round = (us: number): number => Math.round(us * 10) / 10;

const USAGE = `Usage: npx tsx scripts/bench-bots.ts [--games 200] [--json]

Microseconds per decision (mean and p99) of each bot level.
  --games <n>   games played per level (default 200)
  --json        one JSON object per level
  -h, --help    this text
`;

export async function main(argv: string[]): Promise<void> {
  const values = parseCli(
    'bench-bots',
    USAGE,
    { games: { type: 'string', default: '200' }, json: { type: 'boolean', default: false } },
    argv,
  );
  const games = checked('bench-bots', USAGE, () => intOption('games', values.games, 1, 1_000_000));
  const json = values.json;
  // A first pass warms the JIT up so the figures measure the bots, not the compiler.
  benchBots(Math.min(20, games));
  for (const r of benchBots(games)) {
    if (json) console.log(JSON.stringify({ name: r.name, usPerDecision: r.usPerDecision, p99Us: r.p99Us }));
    else
      console.log(
        `${r.name.padEnd(11)} ${String(r.usPerDecision).padStart(7)} µs mean  ${String(r.p99Us).padStart(7)} µs p99  (${r.decisions} decisions)`,
      );
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (invokedDirectly) await main(process.argv.slice(2));

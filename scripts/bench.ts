/**
 * npm run bench [-- --json] [--seconds 2]: rounds per second and microseconds per action through
 * the real createTable (statechart included), 4 greedy random players per edition; the time the
 * players spend choosing counts. Whole games, as a host plays them: one table, nextRound() between
 * rounds.
 *
 * The machine is shared: besides wall-clock figures, each line gives the same figures over the
 * process's own CPU time (`cpuRoundsPerSecond`, `cpuUsPerAction`), which other processes disturb
 * much less.
 */
import { createGreedyBot } from '../src/bots/greedy.js';
import { createTable } from '../src/engine/index.js';
import type { EditionId } from '../src/engine/types.js';
import { playGame } from './sim.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];
const PLAYERS = 4;

interface Measure {
  rounds: number;
  actions: number;
  wallMs: number;
  cpuMs: number;
}

function bench(edition: EditionId, seconds: number): Measure {
  let rounds = 0;
  let actions = 0;
  let game = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - started < seconds * 1000) {
    const seed = `bench/${edition}/${game++}`;
    const table = createTable({ edition, players: PLAYERS, seed });
    const bots = Array.from({ length: PLAYERS }, (_, s) => createGreedyBot(`${seed}/${s}`));
    const stats = playGame(table, bots);
    rounds += stats.rounds;
    actions += stats.actions;
  }
  const used = process.cpuUsage(cpu);
  return { rounds, actions, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const argv = process.argv.slice(2);
const json = argv.includes('--json');
const secondsArg = argv.indexOf('--seconds');
const seconds = secondsArg >= 0 ? Number(argv[secondsArg + 1]) : 2;
bench('classic', 0.5); // warm up the JIT
for (const edition of EDITIONS) {
  const m = bench(edition, seconds);
  const line = {
    name: `${edition}-${PLAYERS}p`,
    roundsPerSecond: Math.round(m.rounds / (m.wallMs / 1000)),
    usPerAction: Math.round((m.wallMs * 1000 * 100) / m.actions) / 100,
    cpuRoundsPerSecond: Math.round(m.rounds / (m.cpuMs / 1000)),
    cpuUsPerAction: Math.round((m.cpuMs * 1000 * 100) / m.actions) / 100,
    actionsPerRound: Math.round(m.actions / m.rounds),
  };
  if (json) console.log(JSON.stringify(line));
  else {
    console.log(
      `${line.name}: ${line.roundsPerSecond} rounds/s, ${line.usPerAction} µs/action ` +
        `(CPU time: ${line.cpuRoundsPerSecond} rounds/s, ${line.cpuUsPerAction} µs/action; ${line.actionsPerRound} actions/round)`,
    );
  }
}

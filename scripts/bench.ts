/**
 * npx tsx scripts/bench.ts [--json] [--seconds 3] (`--help`), run by `npm run bench`: rounds per second and microseconds per action through
 * the real createTable (statechart included), 4 random players per edition; the time the
 * players spend choosing counts. Whole games, as a host plays them: one table, nextRound() between
 * rounds.
 *
 * The machine is shared by several busy processes, so each edition runs in 6 windows and the line
 * gives the best window (`roundsPerSecond`, `usPerAction`: what the engine does when it gets the
 * cores), then the median window and the figures over the process's own CPU time for the whole run.
 *
 * Then the playout path (src/game/playout/, docs/bots.md "The playout path"): the same classic
 * games at 4 players through the rule functions alone, each seat the expert's playout default
 * (src/bots/expert/moves.ts), as the expert's search plays them by the thousand per decision.
 */
import { createRandomBot } from '../src/bots/random.js';
import { createTable, playoutNextRound, startPlayout } from '../src/game/index.js';
import { playToEnd } from '../src/bots/expert/moves.js';
import { botRandom } from '../src/bots/rng.js';
import type { EditionId } from '../src/game/types.js';
import { checked, parseCli, positiveOption } from './cli.mjs';
import { playGame } from './sim.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];
const PLAYERS = 4;
const WINDOWS = 6;

interface Window {
  rounds: number;
  actions: number;
  ms: number;
}

let game = 0;

function runWindow(edition: EditionId, ms: number): Window {
  let rounds = 0;
  let actions = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    const seed = `bench/${edition}/${game++}`;
    const table = createTable({ edition, players: PLAYERS, seed });
    const bots = Array.from({ length: PLAYERS }, (_, s) => createRandomBot(`${seed}/${s}`));
    const stats = playGame(table, bots);
    rounds += stats.rounds;
    actions += stats.actions;
  }
  return { rounds, actions, ms: performance.now() - started };
}

/** Whole games through the playout path (rounds, then the next deal), for `ms`. */
function runPlayoutWindow(ms: number): Window {
  const random = botRandom(`bench/playout/${game}`);
  let rounds = 0;
  const count = { actions: 0 };
  const started = performance.now();
  while (performance.now() - started < ms) {
    const p = startPlayout({ edition: 'classic', players: PLAYERS, seed: `bench/playout/${game++}` });
    for (;;) {
      playToEnd(p, random, 20_000, count);
      rounds++;
      if (p.phase !== 'roundOver') break;
      playoutNextRound(p);
    }
  }
  return { rounds, actions: count.actions, ms: performance.now() - started };
}

const rate = (w: Window): number => w.rounds / (w.ms / 1000);
const usPerAction = (w: Window): number => Math.round((w.ms * 1000 * 100) / w.actions) / 100;

const USAGE = `Usage: npx tsx scripts/bench.ts [--seconds 3] [--json]

Rounds per second and microseconds per action, per edition (4 random players).
  --seconds <s>   time per edition, split into ${WINDOWS} windows (default 3)
  --json          one JSON object per edition
  -h, --help      this text
`;
const values = parseCli('bench', USAGE, {
  seconds: { type: 'string', default: '3' },
  json: { type: 'boolean', default: false },
});
const json = values.json;
const seconds = checked('bench', USAGE, () => positiveOption('seconds', values.seconds));
runWindow('classic', 500); // warm up the JIT
runPlayoutWindow(500);
for (const edition of [...EDITIONS, 'playout'] as const) {
  const cpu = process.cpuUsage();
  const windows = Array.from({ length: WINDOWS }, () =>
    edition === 'playout'
      ? runPlayoutWindow((seconds * 1000) / WINDOWS)
      : runWindow(edition, (seconds * 1000) / WINDOWS),
  );
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const sorted = windows.slice().sort((a, b) => rate(b) - rate(a));
  const best = sorted[0]!;
  const median = sorted[Math.floor(WINDOWS / 2)]!;
  const rounds = windows.reduce((n, w) => n + w.rounds, 0);
  const actions = windows.reduce((n, w) => n + w.actions, 0);
  const line = {
    name: edition === 'playout' ? `classic-${PLAYERS}p-playout` : `${edition}-${PLAYERS}p`,
    roundsPerSecond: Math.round(rate(best)),
    usPerAction: usPerAction(best),
    medianRoundsPerSecond: Math.round(rate(median)),
    medianUsPerAction: usPerAction(median),
    cpuRoundsPerSecond: Math.round(rounds / (cpuMs / 1000)),
    cpuUsPerAction: Math.round((cpuMs * 1000 * 100) / actions) / 100,
    actionsPerRound: Math.round(actions / rounds),
  };
  if (json) console.log(JSON.stringify(line));
  else {
    console.log(
      `${line.name}: ${line.roundsPerSecond} rounds/s, ${line.usPerAction} µs/action (best window); ` +
        `median ${line.medianRoundsPerSecond} rounds/s, ${line.medianUsPerAction} µs/action; ` +
        `CPU time ${line.cpuRoundsPerSecond} rounds/s, ${line.cpuUsPerAction} µs/action; ${line.actionsPerRound} actions/round`,
    );
  }
}

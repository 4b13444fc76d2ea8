/**
 * npm run bench [-- --json] [--seconds 2]: rounds per second and microseconds per action through
 * the real createTable (statechart included), 4 greedy random players per edition; the time the
 * players spend choosing counts.
 */
import { createGreedyBot } from '../src/bots/greedy.js';
import { createTable } from '../src/engine/index.js';
import type { EditionId } from '../src/engine/types.js';
import { playGame } from './sim.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];
const PLAYERS = 4;

function bench(edition: EditionId, seconds: number): { rounds: number; actions: number; ms: number } {
  let rounds = 0;
  let actions = 0;
  let game = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const seed = `bench/${edition}/${game++}`;
    // Whole games, as a host plays them: one table, nextRound() between rounds.
    const table = createTable({ edition, players: PLAYERS, seed });
    const bots = Array.from({ length: PLAYERS }, (_, s) => createGreedyBot(`${seed}/${s}`));
    const stats = playGame(table, bots);
    rounds += stats.rounds;
    actions += stats.actions;
  }
  return { rounds, actions, ms: performance.now() - started };
}

const argv = process.argv.slice(2);
const json = argv.includes('--json');
const secondsArg = argv.indexOf('--seconds');
const seconds = secondsArg >= 0 ? Number(argv[secondsArg + 1]) : 2;
bench('classic', 0.5); // warm up the JIT
for (const edition of EDITIONS) {
  const { rounds, actions, ms } = bench(edition, seconds);
  const roundsPerSecond = Math.round(rounds / (ms / 1000));
  const usPerAction = Math.round((ms * 1000 * 100) / actions) / 100;
  if (json) console.log(JSON.stringify({ name: `${edition}-${PLAYERS}p`, roundsPerSecond, usPerAction }));
  else console.log(`${edition}-${PLAYERS}p: ${roundsPerSecond} rounds/s, ${usPerAction} µs/action (${actions / rounds | 0} actions/round)`);
}

#!/usr/bin/env node
// `npm run bench`: the engine's figures, then the bots' decision times. `--seconds` goes to the
// engine bench, `--games` to the bots' one, `--json` to both (one JSON object per line).
import { spawnSync } from 'node:child_process';
import { checked, parseCli, intOption, positiveOption } from './cli.mjs';

const USAGE = `Usage: npm run bench -- [--seconds 3] [--games 200] [--json]

The engine's speed per edition (rounds per second, µs per action), then each bot's time per decision.
  --seconds <s>   engine: time per edition (default 3)
  --games <n>     bots: games per level (default 200)
  --json          one JSON object per line
  -h, --help      this text
`;
const values = parseCli('bench', USAGE, {
  seconds: { type: 'string', default: '3' },
  games: { type: 'string', default: '200' },
  json: { type: 'boolean', default: false },
});
const seconds = checked('bench', USAGE, () => positiveOption('seconds', values.seconds));
const games = checked('bench', USAGE, () => intOption('games', values.games, 1, 1_000_000));
const json = values.json ? ['--json'] : [];
const runs = [
  ['scripts/bench.ts', '--seconds', String(seconds), ...json],
  ['scripts/bench-bots.ts', '--games', String(games), ...json],
];
for (const args of runs) {
  const status = spawnSync('npx', ['tsx', ...args], { stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}

#!/usr/bin/env node
// `npm run bench`: the engine's figures, then the bots' decision times, with the same arguments
// (`--json` gives one JSON object per line for both).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
for (const script of ['scripts/bench.ts', 'scripts/bench-bots.ts']) {
  const status = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}

#!/usr/bin/env node
// `npm test`: every test. Node tests (vitest) first, then the browser tests (@web/test-runner in
// Debian's Chromium). Says plainly what is missing instead of failing obscurely.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

if (!existsSync('node_modules')) {
  console.error('node_modules is missing: run `npm ci` first.');
  process.exit(1);
}

let failed = 0;
console.log('\n=== Node tests (vitest) ===');
if (run('npx', ['vitest', 'run']) !== 0) failed++;

console.log('\n=== Browser tests (@web/test-runner, headless Chromium) ===');
if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing (looked for ${chromium}).\n` +
      'Install Debian\'s Chromium:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium binary. The browser tests were NOT run.',
  );
  failed++;
} else {
  if (run('npx', ['wtr']) !== 0) failed++;
  if (existsSync('vitest.e2e.config.ts')) {
    console.log('\n=== End-to-end (built app, several Chromium pages) ===');
    if (run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts']) !== 0) failed++;
  }
}

console.log(failed ? `\n${failed} test suite(s) failed.` : '\nAll test suites passed.');
process.exit(failed ? 1 : 0);

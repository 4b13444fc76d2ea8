#!/usr/bin/env node
// `npm test`: every test. Node tests (vitest) first, then the browser tests (@web/test-runner in
// Debian's Chromium), then end to end. Says plainly what is missing instead of failing obscurely,
// and closes with one line counting every test of every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findTurnserver } from '../server/coturn.mjs';
import { labBlocker } from './nat-lab/net.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const out = '.tmp/test-results';
const total = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
// the failing tests by name, repeated at the end so a long log's last lines say what broke
const failures = [];

if (!existsSync('node_modules')) {
  console.error('node_modules is missing: run `npm ci` first.');
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(title, cmd, args, resultFile, readCounts, env = {}) {
  console.log(`\n=== ${title} ===`);
  const status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  let counted = false;
  try {
    const c = readCounts(JSON.parse(readFileSync(resultFile, 'utf8')));
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
    failures.push(...(c.failures ?? []).map((f) => `${title}: ${f}`));
    counted = true;
  } catch {
    /* no result file: the runner died before reporting */
  }
  if (status !== 0) problems.push(`${title}: exit code ${status}${counted ? '' : ' (no results reported)'}`);
  if (status !== 0 && !counted) total.failed++;
}

const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  // a file that fails to load fails a suite without failing a test: count it once
  failed: r.numFailedTests + (r.numFailedTests === 0 && r.numFailedTestSuites > 0 ? 1 : 0),
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  failures: (r.testResults ?? []).flatMap((file) => {
    const where = relative(process.cwd(), file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return tests.map((t) => `${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }),
});
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
const vitestArgs = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

const unit = join(out, 'vitest.json');
run('Node tests (vitest)', 'npx', ['vitest', 'run', ...vitestArgs(unit)], unit, vitestCounts);

if (!existsSync(chromium)) {
  console.error(
    `\nChromium is missing (looked for ${chromium}), so the browser and end-to-end tests were NOT run.\n` +
      "Install Debian's Chromium:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  problems.push('browser tests: Chromium missing');
  total.failed++;
} else {
  const browser = join(out, 'wtr.json');
  run('Browser tests (@web/test-runner, headless Chromium)', 'npx', ['wtr'], browser, (r) => r, {
    WTR_SUMMARY_FILE: browser,
  });
  if (existsSync('vitest.e2e.config.ts')) {
    const e2e = join(out, 'e2e.json');
    run(
      'End-to-end (built app, several Chromium pages)',
      'npx',
      ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...vitestArgs(e2e)],
      e2e,
      vitestCounts,
    );
  }
}

// Optional pieces: their tests skip themselves; the summary says which and why (README "Quick start").
const skippedWhy = [];

// The NAT lab needs root, ip netns, iptables and coturn (docs/network.md "The NAT lab")
const natBlocker = existsSync(chromium) ? labBlocker() : `Chromium is missing (${chromium})`;
if (natBlocker) {
  skippedWhy.push(`the NAT lab (test/nat): ${natBlocker}; .ci/run runs it as root`);
} else {
  const nat = join(out, 'nat.json');
  run(
    'NAT lab (network namespaces, coturn, a Chromium page per home)',
    'npx',
    ['vitest', 'run', '--config', 'vitest.nat.config.ts', ...vitestArgs(nat)],
    nat,
    vitestCounts,
  );
}
if (findTurnserver() === null) {
  skippedWhy.push(
    "the TURN relay's tests (Node and browser): coturn is not installed (sudo apt-get install -y coturn; .ci/run installs it)",
  );
}

console.log('');
for (const s of skippedWhy) console.log(`skipped: ${s}`);
for (const f of failures) console.log(`failed: ${f}`);
for (const p of problems) console.log(`problem: ${p}`);
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(problems.length || total.failed ? 1 : 0);

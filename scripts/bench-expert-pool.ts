/**
 * Pools runs of `node scripts/bench-expert.mjs --json` (each saved to a file of its own) into one
 * figure for issue 31's decision time (docs/bots.md "Expert decision time"): every run's p95 and
 * load, then the decisions of all of them together, the share over the goal with its interval, and
 * whether that says met, at the line or not met.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fail, intOption, parseCli } from './cli.mjs';
import { expertRunOf, pool } from './expert-pool-figures.js';

const USAGE = `Usage: npx tsx scripts/bench-expert-pool.ts --dir <folder> [--prefix <start of the names>] [--goal 150] [--json]

Pools the runs of \`node scripts/bench-expert.mjs --json > <folder>/<name>.json\` found in <folder>.
  --dir <folder>     where the runs' JSON files are (every *.json, or those starting with --prefix)
  --prefix <text>    only the files whose names start with it
  --goal <ms>        the decision time the p95 must not pass (default 150)
  --json             one JSON object instead of the text
  -h, --help         this text
`;
const NAME = 'bench-expert-pool';
const values = parseCli(NAME, USAGE, {
  dir: { type: 'string' },
  prefix: { type: 'string', default: '' },
  goal: { type: 'string', default: '150' },
  json: { type: 'boolean', default: false },
});
const dir = values.dir;
if (!dir) fail(NAME, USAGE, '--dir <folder> is needed');
let goal = 150;
let names: string[] = [];
try {
  goal = intOption('--goal', values.goal, 1, 100_000);
  names = readdirSync(dir)
    .filter((n) => n.endsWith('.json') && n.startsWith(values.prefix))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
} catch (err) {
  fail(NAME, USAGE, err instanceof Error ? err.message : String(err));
}
if (names.length === 0) fail(NAME, USAGE, `no run (*.json starting with "${values.prefix}") in ${dir}`);
try {
  const runs = names.map((n) => expertRunOf(readFileSync(join(dir, n), 'utf8'), n));
  const p = pool(runs, goal);
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  if (values.json) console.log(JSON.stringify({ goalMs: goal, ...p }));
  else
    console.log(
      [
        ...runs.map((r, i) => `${names[i]}  p95 ${r.p95Ms} ms  (${r.searched} searched, load ${r.loadAtStart ?? '?'})`),
        `pooled  ${p.runs} runs, ${p.decisions} decisions: p50 ${p.p50} ms, p90 ${p.p90} ms, p95 ${p.p95} ms`,
        `over ${goal} ms  ${p.over} (${pct(p.share)}, 95 % interval ${pct(p.low)} to ${pct(p.high)}; a p95 allows 5 %): ${p.verdict}`,
        p.afterFirst
          ? `without each game's first decision (${p.runs} of them, behind the table's first render): ${p.afterFirst.over} of ${p.afterFirst.decisions} over (${pct(p.afterFirst.share)}, ${pct(p.afterFirst.low)} to ${pct(p.afterFirst.high)}): ${p.afterFirst.verdict}`
          : `without each game's first decision: not told (a run without firstMs, from a bench-expert before it)`,
      ].join('\n'),
    );
} catch (err) {
  console.error(`${NAME}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

/**
 * npx tsx scripts/expert-budget.ts --seed budget --games 20 [--bots expert,normal,normal,normal]
 * [--work 6000]
 *
 * The calibration of the expert's work budget (docs/bots-experiments.md "The budget the product plays
 * (s7-expert-a)"): the simulator's games (scripts/sim-bots.ts `dealGame`: its tables and bot seeds),
 * the expert's searches given 200, 700 and 2,000 playouts in turn, each decision's CPU time read
 * around it. A least-squares fit of that time on the decision's playout actions and playouts says
 * what an action costs, what a playout costs beyond its actions (paired.ts `PLAYOUT_WORK`) and what
 * a decision costs before any playout; then the work a phone's 70 ms buys at 4x CPU:
 * (70 / 4 − that fixed cost) / the cost of an action. With `--work W` every search is given W
 * instead (at most the browser's 4,000 playouts) and the script prints the playouts it bought, at the
 * median and the 5th percentile, to set beside the browser's (docs/bots.md "Expert decision time").
 */
import { parseArgs } from 'node:util';
import { playGame } from '../src/bots/arena.js';
import { dealGame } from './sim-bots.js';
import { createBot } from '../src/bots/index.js';
import { LevelBot } from '../src/bots/bot.js';
import { expertPolicy, WORKER_BUDGET, type SearchResult } from '../src/bots/expert/index.js';
import type { BotContext, Policy } from '../src/bots/policy.js';
import type { BotLevel } from '../src/bots/types.js';

const { values } = parseArgs({
  options: {
    bots: { type: 'string', default: 'expert,normal,normal,normal' },
    seed: { type: 'string', default: 'budget' },
    games: { type: 'string', default: '20' },
    work: { type: 'string' },
    slowdown: { type: 'string', default: '4' },
    deadline: { type: 'string', default: String(WORKER_BUDGET.deadline) },
  },
});

interface Row {
  ms: number;
  actions: number;
  playouts: number;
}
const rows: Row[] = [];
const BUDGETS = [200, 700, 2000];
const work = values.work === undefined ? undefined : Number(values.work);
let turn = 0;
let last: SearchResult | null = null;

/** A budget object read at each search: the playouts in turn, or the work asked. */
const budget = { iterations: 700, work };
const inner = expertPolicy(budget, (r) => (last = r));
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const timed =
  (f: (ctx: BotContext) => ReturnType<Policy['play']>) =>
  (ctx: BotContext): ReturnType<Policy['play']> => {
    if (work === undefined) budget.iterations = BUDGETS[turn++ % BUDGETS.length]!;
    else budget.iterations = WORKER_BUDGET.iterations;
    last = null;
    const t0 = cpuMs();
    const action = f(ctx);
    const ms = cpuMs() - t0;
    const r = last as SearchResult | null;
    if (r !== null) rows.push({ ms, actions: r.actions, playouts: r.iterations });
    return action;
  };
const policy: Policy = {
  ...inner,
  play: timed((ctx) => inner.play(ctx)),
  drawn: timed((ctx) => inner.drawn(ctx)),
  stack: timed((ctx) => inner.stack(ctx)),
};

const levels0 = values.bots.split(',') as BotLevel[];
const run = { bots: levels0, seed: values.seed, edition: 'classic', options: { scoring: 'none' } } as const;
for (let g = 0; g < Number(values.games); g++) {
  const { table, bots } = dealGame(g, run, (level, seed) =>
    level === 'expert' ? new LevelBot('expert', seed, {}, policy) : createBot(level, seed),
  );
  playGame(table, bots);
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const sum = (f: (r: Row) => number): number => rows.reduce((t, r) => t + f(r), 0);
console.log(`${rows.length} searches, ${sum((r) => r.ms).toFixed(0)} CPU ms`);
if (work === undefined) {
  // Least squares: ms = fixed + perAction × actions + perPlayout × playouts (normal equations, 3×3).
  const x = rows.map((r) => [1, r.actions, r.playouts]);
  const a = [0, 1, 2].map((i) => [0, 1, 2].map((j) => x.reduce((t, xi) => t + xi[i]! * xi[j]!, 0)));
  const b = [0, 1, 2].map((i) => rows.reduce((t, r, k) => t + x[k]![i]! * r.ms, 0));
  for (let i = 0; i < 3; i++) {
    for (let k = i + 1; k < 3; k++) {
      const f = a[k]![i]! / a[i]![i]!;
      for (let j = i; j < 3; j++) a[k]![j]! -= f * a[i]![j]!;
      b[k]! -= f * b[i]!;
    }
  }
  const c = [0, 0, 0];
  for (let i = 2; i >= 0; i--) {
    let t = b[i]!;
    for (let j = i + 1; j < 3; j++) t -= a[i]![j]! * c[j]!;
    c[i] = t / a[i]![i]!;
  }
  const [fixed, perAction, perPlayout] = c as [number, number, number];
  const perDecision = Number(values.deadline) / Number(values.slowdown);
  console.log(
    `fixed ${fixed.toFixed(3)} ms, ${(perAction * 1000).toFixed(3)} µs an action, ${(perPlayout * 1000).toFixed(3)} µs a playout beyond its actions (${(perPlayout / perAction).toFixed(1)} actions)`,
  );
  console.log(
    `actions per CPU ms ${(1 / perAction).toFixed(0)} (all costs in: ${(sum((r) => r.actions) / sum((r) => r.ms)).toFixed(0)}); ` +
      `${values.deadline} ms at ${values.slowdown}x: W = ${((perDecision - fixed) / perAction).toFixed(0)} in actions + ${(perPlayout / perAction).toFixed(1)} a playout`,
  );
} else {
  const playouts = rows.map((r) => r.playouts);
  console.log(
    `W ${work}: playouts median ${quantile(playouts, 0.5)}, p5 ${quantile(playouts, 0.05)}, p95 ${quantile(playouts, 0.95)}; ` +
      `CPU ms a decision median ${quantile(
        rows.map((r) => r.ms),
        0.5,
      ).toFixed(1)}`,
  );
}

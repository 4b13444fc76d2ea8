/**
 * npx tsx scripts/distill-fit.ts a.jsonl b.jsonl [--label best] [--interact] [--rate] [--ridge 1]
 *   [--train 0.8] [--drop name,...] [--weights w1,w2,...]
 *
 * Fits the student (src/bots/expert/student.ts) to the lines of scripts/distill-data.ts: a
 * conditional logit over each decision's candidate moves (softmax of w·features), Newton's method
 * with a ridge, deterministic, on the first share of the games (`--train`), and reports on the rest
 * how often the student's pick, the hard level's and the present expert's agree with the move the
 * CHEATING oracle played, and what each pick is worth in the oracle's worlds. `--label best` fits the
 * oracle's best-rated move instead of the one it played (its sign test kept the hard level's pick
 * unless its worlds clearly beat it); `--interact` adds each feature times the hard level's pick;
 * `--rate` the honest paired search's rate of the move at the work budget; `--weights` judges given
 * weights on every decision without fitting. Prints the weights.
 * docs/bots-experiments.md "The oracle's choices, learned (s8-distill)".
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FEATURES } from '../src/bots/expert/student.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rate: { type: 'boolean', default: false },
    ridge: { type: 'string', default: '1' },
    train: { type: 'string', default: '0.8' },
    drop: { type: 'string', default: '' },
    label: { type: 'string', default: 'played' },
    interact: { type: 'boolean', default: false },
    weights: { type: 'string' },
  },
});

interface Decision {
  g: number;
  hard: string;
  expert: string;
  oracle: string;
  moves: { key: string; f: number[]; rate: number; oracleRate: number }[];
}
const all: Decision[] = positionals
  .flatMap((p) => readFileSync(p, 'utf8').split('\n'))
  .filter((l) => l.startsWith('{'))
  .map((l) => JSON.parse(l) as Decision)
  .sort((a, b) => a.g - b.g);
/** The oracle's best-rated move (the first listed on a tie: the one it played). */
const bestOf = (d: Decision): string =>
  d.moves.reduce((a, m) =>
    m.oracleRate > a.oracleRate || (m.oracleRate === a.oracleRate && m.key === d.oracle) ? m : a,
  ).key;
const labelOf = (d: Decision): string => (values.label === 'best' ? bestOf(d) : d.oracle);
const dropped = new Set(values.drop.split(',').filter((s) => s !== ''));
const base = [...FEATURES, ...(values.rate ? ['rate'] : [])];
// --interact: each feature also times the hard level's pick (when is that pick worth leaving?).
const names = values.interact ? [...base, ...base.slice(1).map((n) => `hard*${n}`)] : base;
const kept = names.map((n, j) => (dropped.has(n) ? -1 : j)).filter((j) => j >= 0);
const rowOf = (m: Decision['moves'][number]): number[] => {
  const own = values.rate ? [...m.f, m.rate * 10] : m.f;
  const full = values.interact ? [...own, ...own.slice(1).map((x) => x * own[0]!)] : own;
  return kept.map((j) => full[j]!);
};
const games = [...new Set(all.map((d) => d.g))];
const cut = games[Math.floor(games.length * Number(values.train))]!;
// --weights a,b,...: no fit; those weights (in the order this script prints them) judged on every
// decision given (fresh games).
const fixed = values.weights?.split(',').map(Number) ?? null;
const train = fixed ? [] : all.filter((d) => d.g < cut);
const test = fixed ? all : all.filter((d) => d.g >= cut);
const k = kept.length;
const lambda = Number(values.ridge);

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let j = c; j <= n; j++) m[r]![j]! -= f * m[c]![j]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

const w = fixed ?? new Array<number>(k).fill(0);
let loss = 0;
for (let iter = 0; iter < (fixed ? 0 : 30); iter++) {
  const grad = w.map((x) => -lambda * x);
  const hess = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? lambda : 0)));
  loss = (lambda / 2) * w.reduce((s, x) => s + x * x, 0);
  for (const d of train) {
    const rows = d.moves.map(rowOf);
    const scores = rows.map((r) => r.reduce((s, x, j) => s + x * w[j]!, 0));
    const top = Math.max(...scores);
    const e = scores.map((s) => Math.exp(s - top));
    const sum = e.reduce((s, x) => s + x, 0);
    const p = e.map((x) => x / sum);
    const chosen = d.moves.findIndex((m) => m.key === labelOf(d));
    loss -= Math.log(p[chosen]!);
    const mu = new Array<number>(k).fill(0);
    rows.forEach((r, i) => r.forEach((x, j) => (mu[j]! += p[i]! * x)));
    rows[chosen]!.forEach((x, j) => (grad[j]! += x - mu[j]!));
    rows.forEach((r, i) => {
      for (let a = 0; a < k; a++)
        for (let b = 0; b < k; b++) hess[a]![b]! += p[i]! * (r[a]! - mu[a]!) * (r[b]! - mu[b]!);
    });
  }
  const delta = solve(hess, grad);
  for (let j = 0; j < k; j++) w[j]! += delta[j]!;
  if (Math.max(...delta.map(Math.abs)) < 1e-8) break;
}

const pickOf = (d: Decision): string => {
  let best = d.moves[0]!.key;
  let bestScore = -Infinity;
  for (const m of d.moves) {
    const s = rowOf(m).reduce((a, x, j) => a + x * w[j]!, 0);
    if (s > bestScore) {
      bestScore = s;
      best = m.key;
    }
  }
  return best;
};
const share = (set: Decision[], pick: (d: Decision) => string, truth = (d: Decision) => d.oracle): string => {
  const n = set.filter((d) => pick(d) === truth(d)).length;
  return `${n}/${set.length} (${((100 * n) / set.length).toFixed(1)} %)`;
};
console.log(`decisions ${all.length}: train ${train.length} (games < ${cut}), held out ${test.length}`);
console.log(`train loss ${(loss / train.length).toFixed(4)} a decision, ridge ${lambda}`);
for (const [name, set] of [...(train.length > 0 ? [['train', train] as const] : []), ['held out', test]] as const) {
  console.log(
    `${name}: student ${share(set, pickOf)}, hard ${share(set, (d) => d.hard)}, present expert ${share(set, (d) => d.expert)}, first move ${share(set, (d) => d.moves[0]!.key)}`,
  );
}
const differ = test.filter((d) => d.oracle !== d.hard);
console.log(
  `held out where the oracle left hard's pick: ${differ.length}; student ${share(differ, pickOf)}, present expert ${share(differ, (d) => d.expert)}`,
);
/** The oracle's rate (rounds won in its cheating worlds) of each pick, on average, and the best's. */
const rateOf = (d: Decision, key: string): number => d.moves.find((m) => m.key === key)?.oracleRate ?? 0;
const mean = (pick: (d: Decision) => string): string =>
  ((100 * test.reduce((s, d) => s + rateOf(d, pick(d)), 0)) / test.length).toFixed(2);
console.log(
  `held out, the oracle's rate of the pick (%): student ${mean(pickOf)}, hard ${mean((d) => d.hard)}, present ${mean((d) => d.expert)}, oracle's played ${mean((d) => d.oracle)}, oracle's best ${mean(bestOf)}`,
);
console.log(
  `held out, agreement with the oracle's best-rated move: student ${share(test, pickOf, bestOf)}, hard ${share(test, (d) => d.hard, bestOf)}, present ${share(test, (d) => d.expert, bestOf)}`,
);
const gain = test.map((d) => rateOf(d, pickOf(d)) - rateOf(d, d.hard));
const gainMean = gain.reduce((a, x) => a + x, 0) / gain.length;
const gainSd = Math.sqrt(gain.reduce((a, x) => a + (x - gainMean) ** 2, 0) / (gain.length - 1));
console.log(
  `held out, the student's pick against hard's in the oracle's rate: ${(100 * gainMean).toFixed(2)} points a decision, standard error ${((100 * gainSd) / Math.sqrt(gain.length)).toFixed(2)}`,
);
console.log('weights:');
kept.forEach((j, i) => console.log(`  ${w[i]!.toFixed(4)}, // ${names[j]}`));

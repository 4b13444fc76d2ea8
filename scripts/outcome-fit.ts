/**
 * npx tsx scripts/outcome-fit.ts a.jsonl b.jsonl [--near] [--versus-hard] [--interact] [--ridge 10]
 *   [--margin 0.02] [--train 0.8] [--drop a,b] [--width 30] [--out value.json]
 *
 * Fits the value of a move (src/bots/outcome-pick.ts) to the lines of scripts/outcome-data.ts, a
 * ridge regression on the share of rounds each move won in its plays. By default each move's share
 * less its choice's mean, on its features less their mean over the choice: within a choice only the
 * differences between moves matter to the pick, and centring removes the position's own worth,
 * most of a share's spread. `--versus-hard`: each other move's share less the hard level's pick's,
 * on its features less that pick's (the question the pick asks: when to leave it). Least squares
 * stays unbiased under the plays' noise, where fitting each choice's best-rated move (a logit on a
 * noisy argmax) would chase it. Fitted on the first share of the games (`--train`), judged on the
 * rest: how often the fitted pick is a best-rated move, and the share of rounds each pick wins in
 * the plays (the hard level's, the fitted one's, the best-rated), with the paired difference of the
 * fitted and the hard level's, its standard error and z, and the mean squared error (in squared
 * points) of each other move's share less the hard level's pick's, as predicted and as none
 * (`mse`, `mse0`). `--near`: the moves the pick weighs
 * (outcome-pick.ts `nearMoves`); `--interact`: each feature also times the hard level's pick;
 * `--margin`: how much more than the hard level's pick a move must be valued to be played. Where a
 * line names the move the seat `played` (the tenth session's data, under the present learned pick),
 * the held-out figures add the fitted pick's share less that move's (`diffPlayed`). Prints
 * the weights; `--out` writes them with the margin and the features read as JSON (outcome-pick.ts
 * `OutcomeValue`). `--width`: fit the first so many features of each row only (30: those of before
 * src/bots/seat-features.ts; by default as many as every line holds). `--on-present` (with
 * `--versus-hard`): the present value's weights (src/bots/outcome-weights.ts) kept on the features
 * it reads and their products, only the others fitted, to each share less what it predicts.
 * docs/bots-experiments.md "The outcomes of moves, learned (s9-outcome)".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { OUTCOME_FEATURES } from '../src/bots/outcome-features.js';
import { rowValue } from '../src/bots/outcome-pick.js';
import { OUTCOME_VALUE } from '../src/bots/outcome-weights.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ridge: { type: 'string', default: '10' },
    train: { type: 'string', default: '0.8' },
    drop: { type: 'string', default: '' },
    interact: { type: 'boolean', default: false },
    out: { type: 'string' },
    near: { type: 'boolean', default: false },
    'versus-hard': { type: 'boolean', default: false },
    margin: { type: 'string', default: '0' },
    width: { type: 'string' },
    'on-present': { type: 'boolean', default: false },
  },
});

/** --near: the choice's moves the learned pick weighs (outcome-pick.ts `nearMoves`). */
function near(c: Choice): Choice {
  const wild = (key: string): boolean => key.startsWith('W');
  const colored = (key: string): boolean => key !== 'draw' && key !== 'pass' && !wild(key);
  if (c.phase !== 'play' || !colored(c.hard) || !c.moves.some((m) => m.key === c.hard)) return c;
  return { ...c, moves: c.moves.filter((m) => colored(m.key)) };
}

interface Choice {
  g: number;
  phase: string;
  hard: string;
  /** The move the seat played (the present learned pick), in the tenth session's data. */
  played?: string;
  moves: { key: string; f: number[]; q: number }[];
}
const all: Choice[] = positionals
  .flatMap((p) => readFileSync(p, 'utf8').split('\n'))
  .filter((l) => l.startsWith('{') && l.endsWith('}'))
  .map((l) => JSON.parse(l) as Choice)
  .map((c) => (values.near ? near(c) : c))
  .filter((c) => c.moves.length > 1)
  .sort((a, b) => a.g - b.g);
// the fewest features any line holds (a loop: a spread of every move's length overflows the stack
// on a few hundred thousand moves)
let fewest = Infinity;
for (const c of all) for (const m of c.moves) fewest = Math.min(fewest, m.f.length);
const n = Number(values.width ?? fewest);
for (const c of all) for (const m of c.moves) m.f = m.f.slice(0, n);
const read = OUTCOME_FEATURES.slice(0, n);
const names = values.interact ? [...read, ...read.slice(1).map((x) => `hard*${x}`)] : [...read];
const dropped = new Set(values.drop.split(',').filter(Boolean));
const width = names.length;
const full = (f: number[]): number[] => (values.interact ? [...f, ...f.slice(1).map((x) => x * f[0]!)] : f);

const games = [...new Set(all.map((c) => c.g))];
const cut = games[Math.floor(games.length * Number(values.train))] ?? Infinity;
const train = all.filter((c) => c.g < cut);
const test = all.filter((c) => c.g >= cut);

// Normal equations of the centred rows.
const A = Array.from({ length: width }, () => new Array<number>(width).fill(0));
const b = new Array<number>(width).fill(0);
/** --on-present: the present value's weights stay, fixed, on the features it reads; only the
 * features beyond them are fitted, to what the present value leaves unexplained. */
const present = OUTCOME_VALUE.features ?? n;
const onPresent = values['on-present'];
const fixed = (j: number): boolean => onPresent && (j < present || (j >= n && j - n + 1 < present));
const presentValue = (f: number[]): number => (onPresent ? rowValue(f, OUTCOME_VALUE.weights, present) : 0);
const use = (x: number[]): number[] => x.map((v, j) => (dropped.has(names[j]!) || fixed(j) ? 0 : v));
const add = (x: number[], y: number): void => {
  for (let j = 0; j < width; j++) {
    b[j]! += x[j]! * y;
    for (let k = 0; k < width; k++) A[j]![k]! += x[j]! * x[k]!;
  }
};
for (const c of train) {
  const rows = c.moves.map((m) => full(m.f));
  const at = c.moves.findIndex((m) => m.key === c.hard);
  if (values['versus-hard']) {
    if (at < 0) continue;
    c.moves.forEach((m, i) => {
      if (i === at) return;
      const offset = presentValue(m.f) - presentValue(c.moves[at]!.f);
      add(use(rows[i]!.map((v, j) => v - rows[at]![j]!)), m.q - c.moves[at]!.q - offset);
    });
    continue;
  }
  const meanRow = new Array<number>(width).fill(0);
  for (const r of rows) for (let j = 0; j < width; j++) meanRow[j]! += r[j]! / rows.length;
  const meanQ = c.moves.reduce((s, m) => s + m.q, 0) / c.moves.length;
  c.moves.forEach((m, i) => add(use(rows[i]!.map((v, j) => v - meanRow[j]!)), m.q - meanQ));
}
const ridge = Number(values.ridge);
for (let j = 0; j < width; j++) A[j]![j]! += ridge;
// Gaussian elimination with partial pivoting.
const M = A.map((row, j) => [...row, b[j]!]);
for (let col = 0; col < width; col++) {
  let pivot = col;
  for (let r = col + 1; r < width; r++) if (Math.abs(M[r]![col]!) > Math.abs(M[pivot]![col]!)) pivot = r;
  [M[col], M[pivot]] = [M[pivot]!, M[col]!];
  for (let r = 0; r < width; r++) {
    if (r === col) continue;
    const f = M[r]![col]! / M[col]![col]!;
    for (let k = col; k <= width; k++) M[r]![k]! -= f * M[col]![k]!;
  }
}
const margin = Number(values.margin);
const fitted = M.map((row, j) => +(row[width]! / row[j]!).toFixed(4));
// The present weights in their places of a row of `n` features: its own, then its products.
const w = fitted.map((x, j) =>
  !fixed(j) ? x : j < n ? OUTCOME_VALUE.weights[j]! : OUTCOME_VALUE.weights[present + (j - n)]!,
);

function judge(set: Choice[]): Record<string, number> {
  let agree = 0;
  let hardBest = 0;
  let qFit = 0;
  let qHard = 0;
  let qBest = 0;
  let qMean = 0;
  let d2 = 0;
  let changed = 0;
  let onPlayed = 0;
  let vsPlayed = 0;
  let vsPlayed2 = 0;
  let err = 0;
  let err0 = 0;
  let pairs = 0;
  for (const c of set) {
    const best = Math.max(...c.moves.map((m) => m.q));
    const hard = c.moves.find((m) => m.key === c.hard) ?? c.moves[0]!;
    // As outcome-pick.ts `outcomeBest`: the hard level's pick unless a move is valued above it by
    // more than the margin.
    const value = (m: Choice['moves'][number]): number => rowValue(m.f, w.slice(0, values.interact ? 2 * n - 1 : n));
    // The regression's own question on every other move: its share less hard's, predicted.
    for (const m of c.moves) {
      if (m === hard) continue;
      const target = m.q - hard.q;
      err += (target - (value(m) - value(hard))) ** 2;
      err0 += target ** 2;
      pairs++;
    }
    let pick = hard;
    let pickValue = value(hard) + margin;
    for (const m of c.moves) {
      const v = value(m);
      if (v > pickValue) {
        pickValue = v;
        pick = m;
      }
    }
    if (pick.q === best) agree++;
    if (hard.q === best) hardBest++;
    if (pick.key !== hard.key) changed++;
    qFit += pick.q;
    qHard += hard.q;
    qBest += best;
    qMean += c.moves.reduce((s, m) => s + m.q, 0) / c.moves.length;
    d2 += (pick.q - hard.q) ** 2;
    const played = c.moves.find((m) => m.key === c.played);
    if (played) {
      onPlayed++;
      vsPlayed += pick.q - played.q;
      vsPlayed2 += (pick.q - played.q) ** 2;
    }
  }
  // Against the move the seat played, where the data says which (the present learned pick).
  const dp = onPlayed > 0 ? vsPlayed / onPlayed : 0;
  const sep = onPlayed > 0 ? Math.sqrt(Math.max(0, vsPlayed2 / onPlayed - dp * dp) / onPlayed) : 0;
  const k = set.length;
  const diff = (qFit - qHard) / k;
  const se = Math.sqrt(Math.max(0, d2 / k - diff * diff) / k);
  const pct = (x: number): number => +((100 * x) / k).toFixed(2);
  return {
    choices: k,
    fitIsBest: pct(agree),
    hardIsBest: pct(hardBest),
    changed: pct(changed),
    qFit: pct(qFit),
    qHard: pct(qHard),
    qBest: pct(qBest),
    qMean: pct(qMean),
    diff: +(100 * diff).toFixed(2),
    se: +(100 * se).toFixed(2),
    z: se > 0 ? +(diff / se).toFixed(2) : 0,
    // Mean squared error of the predicted share less hard's pick's, and of predicting no difference.
    mse: +((1e4 * err) / Math.max(1, pairs)).toFixed(2),
    mse0: +((1e4 * err0) / Math.max(1, pairs)).toFixed(2),
    ...(onPlayed > 0 ? { onPlayed, diffPlayed: +(100 * dp).toFixed(2), sePlayed: +(100 * sep).toFixed(2) } : {}),
  };
}

console.log(JSON.stringify({ train: judge(train) }));
console.log(JSON.stringify({ test: judge(test) }));
names.forEach((name, j) => console.log(`${name.padEnd(24)} ${w[j]}`));
if (values.out) writeFileSync(values.out, JSON.stringify({ weights: w, features: n, margin }));

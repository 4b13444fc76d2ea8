/**
 * `npx tsx scripts/fit-value.ts [--rounds 20000] [--seed value] [--players 4] [--write]`
 *
 * Fits the expert's value of a position (src/bots/expert/value.ts, docs/bots.md "A fitted value
 * (s6-expert-b)"): rounds of classic on the playout path, every seat a sensible player from its own
 * hand (expert/habits.ts, the normal level's habits), a turn in four sampled; a conditional logit
 * over the seats ("this seat wins the round") fitted by Newton's method with a small ridge. The same
 * seed fits the same weights. Prints the log-loss on the last fifth of the rounds (held out) against
 * the even share and a hand-size-only model; `--write` rewrites src/bots/expert/value-weights.ts.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { playoutApply, startPlayout, type Playout } from '../src/game/index.js';
import { botRandom } from '../src/bots/rng.js';
import { habitMove } from '../src/bots/expert/habits.js';
import { defaultMove } from '../src/bots/expert/moves.js';
import { FEATURES, FEATURE_COUNT, featuresOf } from '../src/bots/expert/value.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20000' },
    seed: { type: 'string', default: 'value' },
    players: { type: 'string', default: '4' },
    write: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(values.rounds);
const P = Number(values.players);
const K = FEATURE_COUNT;
const random = botRandom(`${values.seed}/moves`);

/** One sample: every seat's features (P × K), the winner, the round (to hold the last out). */
const rows: Float64Array[] = [];
const winners: number[] = [];
const roundOf: number[] = [];
const f = new Float64Array(K);

for (let r = 0; r < ROUNDS; r++) {
  const p: Playout = startPlayout({ edition: 'classic', players: P, seed: `${values.seed}-${r}` });
  const samples: Float64Array[] = [];
  let lastTurn = -1;
  for (let i = 0; i < 3000 && p.phase !== 'roundOver' && p.phase !== 'gameOver'; i++) {
    if (p.phase === 'play' && p.g.turn !== lastTurn && random.next() < 0.25) {
      const row = new Float64Array(P * K);
      for (let s = 0; s < P; s++) {
        featuresOf(p.g, s, f);
        row.set(f, s * K);
      }
      samples.push(row);
    }
    lastTurn = p.phase === 'play' ? p.g.turn : lastTurn;
    const habit = p.phase === 'race' ? null : habitMove(p);
    const move = habit !== null ? { seat: p.g.turn, action: habit } : defaultMove(p, random);
    if (move === null) break;
    playoutApply(p, move.seat, move.action);
  }
  const winner = p.g.roundResult?.winner ?? null;
  if (winner === null) continue;
  for (const row of samples) {
    rows.push(row);
    winners.push(winner);
    roundOf.push(r);
  }
}
const cut = Math.floor(ROUNDS * 0.8);
const train = rows.map((_, i) => i).filter((i) => roundOf[i]! < cut);
const test = rows.map((_, i) => i).filter((i) => roundOf[i]! >= cut);

function probs(row: Float64Array, w: ArrayLike<number>, out: Float64Array): void {
  let max = -Infinity;
  for (let s = 0; s < P; s++) {
    let z = 0;
    for (let k = 0; k < K; k++) z += w[k]! * row[s * K + k]!;
    out[s] = z;
    if (z > max) max = z;
  }
  let total = 0;
  for (let s = 0; s < P; s++) total += out[s] = Math.exp(out[s]! - max);
  for (let s = 0; s < P; s++) out[s]! /= total;
}

function logLoss(idx: readonly number[], w: ArrayLike<number>): number {
  const p = new Float64Array(P);
  let loss = 0;
  for (const i of idx) {
    probs(rows[i]!, w, p);
    loss -= Math.log(Math.max(p[winners[i]!]!, 1e-12));
  }
  return loss / idx.length;
}

/** Solves A x = b (A symmetric positive definite, K × K) by Gaussian elimination. */
function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const m = a.slice();
  const x = b.slice();
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r * n + c]!) > Math.abs(m[piv * n + c]!)) piv = r;
    for (let k = 0; k < n; k++) [m[c * n + k], m[piv * n + k]] = [m[piv * n + k]!, m[c * n + k]!];
    [x[c], x[piv]] = [x[piv]!, x[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const q = m[r * n + c]! / m[c * n + c]!;
      for (let k = c; k < n; k++) m[r * n + k]! -= q * m[c * n + k]!;
      x[r]! -= q * x[c]!;
    }
  }
  for (let c = 0; c < n; c++) x[c]! /= m[c * n + c]!;
  return x;
}

/** Newton's method on the conditional logit's likelihood; `use` masks the features fitted. */
function fit(use: readonly boolean[]): Float64Array {
  const w = new Float64Array(K);
  const p = new Float64Array(P);
  const mean = new Float64Array(K);
  for (let step = 0; step < 12; step++) {
    const grad = new Float64Array(K);
    const hess = new Float64Array(K * K);
    for (const i of train) {
      const row = rows[i]!;
      probs(row, w, p);
      mean.fill(0);
      for (let s = 0; s < P; s++) for (let k = 0; k < K; k++) mean[k]! += p[s]! * row[s * K + k]!;
      const win = winners[i]!;
      for (let k = 0; k < K; k++) grad[k]! += row[win * K + k]! - mean[k]!;
      for (let s = 0; s < P; s++) {
        for (let a = 0; a < K; a++) {
          const da = row[s * K + a]! - mean[a]!;
          if (da === 0) continue;
          for (let b = a; b < K; b++) hess[a * K + b]! += p[s]! * da * (row[s * K + b]! - mean[b]!);
        }
      }
    }
    for (let a = 0; a < K; a++) {
      for (let b = 0; b < a; b++) hess[a * K + b] = hess[b * K + a]!;
      grad[a]! -= w[a]!;
      hess[a * K + a]! += 1;
      if (!use[a]) {
        for (let b = 0; b < K; b++) hess[a * K + b] = hess[b * K + a] = 0;
        hess[a * K + a] = 1;
        grad[a] = 0;
      }
    }
    const delta = solve(hess, grad, K);
    let size = 0;
    for (let k = 0; k < K; k++) {
      w[k]! += delta[k]!;
      size += Math.abs(delta[k]!);
    }
    if (size < 1e-6) break;
  }
  return w;
}

const sizes = fit(FEATURES.map((_, k) => k < 4));
const full = fit(FEATURES.map(() => true));
console.log(`${rows.length} positions from ${ROUNDS} rounds of ${P} (${train.length} fitted, ${test.length} held out)`);
console.log(
  `held-out log-loss: even ${Math.log(P).toFixed(4)}, hand sizes ${logLoss(test, sizes).toFixed(4)}, ` +
    `fitted ${logLoss(test, full).toFixed(4)} (fitted on its own rounds ${logLoss(train, full).toFixed(4)})`,
);
FEATURES.forEach((name, k) => console.log(`  ${name.padEnd(24)} ${full[k]!.toFixed(4)}`));
if (values.write) {
  const list = Array.from(full, (x) => x.toFixed(4)).join(', ');
  writeFileSync(
    new URL('../src/bots/expert/value-weights.ts', import.meta.url),
    `/** Written by \`npx tsx scripts/fit-value.ts --rounds ${ROUNDS} --seed ${values.seed} --players ${P} --write\`\n` +
      ` * (docs/bots.md "A fitted value (s6-expert-b)"): the features' weights in value.ts's order. */\n` +
      `export const VALUE_WEIGHTS: readonly number[] = [${list}];\n`,
  );
}

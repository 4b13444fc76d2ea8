/**
 * npx tsx scripts/expert-sign.ts a.txt b.txt: two runs of scripts/expert-pairs.ts on the same deals,
 * compared round by round: each one's rounds won, its 95 % Wilson interval, and the sign test over
 * the rounds the two decided differently (docs/bots-experiments.md "Sixth session").
 */
import { readFileSync } from 'node:fs';
import { wilson } from './matrix-figures.js';

const read = (path: string): Map<number, number> => {
  const m = new Map<number, number>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f.length >= 4 && /^\d+$/.test(f[0]!)) m.set(Number(f[0]), Number(f[3]));
  }
  return m;
};
const interval = (k: number, n: number): string => {
  const { low, high } = wilson(k, n);
  return `${((100 * k) / n).toFixed(1)} %, ${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)} %`;
};
const [a, b] = process.argv.slice(2).map(read);
let n = 0,
  wa = 0,
  wb = 0,
  onlyA = 0,
  onlyB = 0;
for (const [g, x] of a!) {
  const y = b!.get(g);
  if (y === undefined) continue;
  n++;
  wa += x;
  wb += y;
  if (x && !y) onlyA++;
  if (y && !x) onlyB++;
}
const z = onlyA + onlyB ? (onlyA - onlyB) / Math.sqrt(onlyA + onlyB) : 0;
console.log(
  `${n} common games: A ${wa} (${interval(wa, n)}), B ${wb} (${interval(wb, n)}); A alone ${onlyA}, B alone ${onlyB}, z = ${z.toFixed(2)}`,
);

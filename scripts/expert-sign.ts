/**
 * npx tsx scripts/expert-sign.ts a.txt b.txt: two runs of scripts/expert-pairs.ts on the same deals,
 * compared round by round: each one's rounds won, its 95 % Wilson interval, and the sign test over
 * the rounds the two decided differently (docs/bots.md "Sixth session").
 */
import { readFileSync } from 'node:fs';

const read = (path: string): Map<number, number> => {
  const m = new Map<number, number>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f.length === 4 && /^\d+$/.test(f[0]!)) m.set(Number(f[0]), Number(f[3]));
  }
  return m;
};
const wilson = (k: number, n: number): string => {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return `${(100 * p).toFixed(1)} %, ${(100 * (c - h)).toFixed(1)}–${(100 * (c + h)).toFixed(1)} %`;
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
  `${n} common games: A ${wa} (${wilson(wa, n)}), B ${wb} (${wilson(wb, n)}); A alone ${onlyA}, B alone ${onlyB}, z = ${z.toFixed(2)}`,
);

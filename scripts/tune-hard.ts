/**
 * npx tsx scripts/tune-hard.ts --seed tune --games 20000 [--against normal|basic|hard]
 *   [--edition classic|skull] [--players 4] [--set block=3,wildBlock=1] [--base ...] [--search a,b,c]
 *   [--outcome value.json[,b.json]] [--base-outcome current|value.json]
 *
 * The hard level's weights beyond two players (src/bots/hard-multi.ts multiWeights), tried on paired
 * deals: one hard against three (`--players` less one) of `--against`, single rounds, seats rotating, game g of a seed the
 * same deal (scripts/sim-bots.ts `dealGame`, the simulator's) for every candidate. Prints
 * each candidate's rate, the base's (the table size's weights, changed by --base) and their paired difference with
 * its standard error and z. `--against hard`: the three others play the present hard level.
 * --search a,b,c: a coordinate search over those weights from the candidate, each step kept when
 * its paired difference against the best so far is above zero on these deals; one JSON line per
 * candidate tried. docs/bots-experiments.md "A stronger pick at four (s8-hard4)".
 * The base and the candidates are the hand-tuned pick (src/bots/hard.ts `hardPolicyWith`), without
 * the learned value the hard level plays at four players of classic.
 * --outcome: the candidate is the pick learned from the outcomes of moves (src/bots/outcome-pick.ts)
 * with that value (scripts/outcome-fit.ts `--out`), on the hand-tuned hard level of the candidate's
 * weights (docs/bots-experiments.md "The outcomes of moves, learned (s9-outcome)").
 * --base-outcome: the base is that learned pick too (`current`: the value the hard level plays,
 * src/bots/outcome-weights.ts), on the hand-tuned hard level of the base's weights, so a new value
 * is measured against the present one (docs/bots-experiments.md "Policy iteration and the root's moves
 * (s10-learn)").
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { EditionId } from '../src/game/index.js';
import { playGame } from '../src/bots/arena.js';
import { dealGame } from './sim-bots.js';
import { LevelBot } from '../src/bots/bot.js';
import { hardPolicyWith } from '../src/bots/hard.js';
import { multiWeights, type MultiWeights } from '../src/bots/hard-multi.js';
import type { BotLevel } from '../src/bots/types.js';
import { outcomePolicy, type OutcomeValue } from '../src/bots/outcome-pick.js';
import { OUTCOME_VALUE } from '../src/bots/outcome-weights.js';
import type { Policy } from '../src/bots/policy.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 'tune' },
    games: { type: 'string', default: '20000' },
    from: { type: 'string', default: '0' },
    against: { type: 'string', default: 'normal' },
    edition: { type: 'string', default: 'classic' },
    set: { type: 'string', default: '' },
    base: { type: 'string', default: '' },
    search: { type: 'string', default: '' },
    passes: { type: 'string', default: '2' },
    players: { type: 'string', default: '4' },
    outcome: { type: 'string' },
    'base-outcome': { type: 'string' },
  },
});

function weightsOf(spec: string, from: MultiWeights): MultiWeights {
  const w: MultiWeights = { ...from };
  for (const part of spec.split(',').filter(Boolean)) {
    const [key, raw] = part.split('=');
    if (!key || !(key in w) || raw === undefined || Number.isNaN(Number(raw))) {
      throw new Error(`--set/--base: "${part}" is not weight=number (weights: ${Object.keys(w).join(', ')})`);
    }
    w[key as keyof MultiWeights] = Number(raw);
  }
  return w;
}

const seed = values.seed;
const from = Number(values.from);
const games = Number(values.games);
const against = values.against as BotLevel;
const edition = values.edition as EditionId;
const players = Number(values.players);

/** 1 where hard (playing `w`, or `policy` when given) won game g, else 0. */
function play(w: MultiWeights, given?: Policy): Uint8Array {
  const policy = given ?? hardPolicyWith(w);
  const won = new Uint8Array(games);
  const levels: BotLevel[] = ['hard', ...Array.from({ length: players - 1 }, () => against)];
  const run = { bots: levels, seed, edition, options: { scoring: 'none' } } as const;
  for (let i = 0; i < games; i++) {
    const g = from + i;
    // The seat the rotation gives levels[0] (with --against hard, the others are hard too).
    const mine = (players - (g % players)) % players;
    const { table, bots } = dealGame(
      g,
      run,
      (level, botSeed, s) => new LevelBot(level, botSeed, {}, s === mine ? policy : undefined),
    );
    if (playGame(table, bots).winner === mine) won[i] = 1;
  }
  return won;
}

interface Paired {
  rate: number;
  diff: number;
  se: number;
  z: number;
}

function compare(a: Uint8Array, b: Uint8Array): Paired {
  let sa = 0;
  let sd = 0;
  let sd2 = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    sa += a[i]!;
    sd += d;
    sd2 += d * d;
  }
  const n = a.length;
  const mean = sd / n;
  const se = Math.sqrt(Math.max(0, sd2 / n - mean * mean) / n);
  return { rate: (100 * sa) / n, diff: 100 * mean, se: 100 * se, z: se > 0 ? mean / se : 0 };
}

const fmt = (w: MultiWeights): string =>
  Object.entries(w)
    .filter(([k, v]) => multiWeights(players)[k as keyof MultiWeights] !== v)
    .map(([k, v]) => `${k}=${v}`)
    .join(',') || 'present';

/** A value of the learned pick: `current` is the one the hard level plays. */
const valueOf = (spec: string): OutcomeValue =>
  spec === 'current' ? OUTCOME_VALUE : (JSON.parse(readFileSync(spec, 'utf8')) as OutcomeValue);

const base = weightsOf(values.base, multiWeights(players));
const start = weightsOf(values.set, base);
const baseOutcome = values['base-outcome'];
const baseWon = play(
  base,
  baseOutcome === undefined ? undefined : outcomePolicy(hardPolicyWith(base), valueOf(baseOutcome), () => true),
);
const baseRate = compare(baseWon, baseWon).rate;
const report = (w: MultiWeights, won: Uint8Array, extra: Record<string, unknown> = {}): void => {
  const p = compare(won, baseWon);
  console.log(
    JSON.stringify({
      seed,
      from,
      games,
      against,
      edition,
      candidate: fmt(w),
      rate: +p.rate.toFixed(2),
      base: +baseRate.toFixed(2),
      diff: +p.diff.toFixed(2),
      se: +p.se.toFixed(2),
      z: +p.z.toFixed(2),
      ...extra,
    }),
  );
};

/** The values tried around `x` for each weight (whole numbers stay whole). */
const STEPS: Record<keyof MultiWeights, (x: number) => number[]> = {
  held: (x) => [x * 0.75, x * 1.33],
  points: (x) => [x - 0.01, x + 0.01],
  block: (x) => [x / 1.5, x * 1.5],
  danger: (x) => [Math.max(0, x - 2), x + 2],
  curve: (x) => [Math.max(0.5, x - 0.5), x + 0.5],
  attackAt: (x) => [x - 1, x + 1],
  drawFourAt: (x) => [x - 1, x + 1],
  drawKeepAt: (x) => (x > 99 ? [7, 5] : [x - 1, x + 1]),
  keepDrawnAt: (x) => (x > 99 ? [7, 5] : [x - 1, x + 1]),
  drawnHeld: (x) => [1 - x],
};

if (values.search) {
  const keys = values.search.split(',') as (keyof MultiWeights)[];
  let best = start;
  let bestWon = fmt(start) === fmt(base) ? baseWon : play(start);
  report(best, bestWon, { step: 'start' });
  for (let pass = 0; pass < Number(values.passes); pass++) {
    let moved = false;
    for (const key of keys) {
      for (const x of STEPS[key](best[key])) {
        const w = { ...best, [key]: +x.toFixed(4) };
        if (w[key] === best[key]) continue;
        const won = play(w);
        const vsBest = compare(won, bestWon);
        report(w, won, { pass, vsBest: +vsBest.diff.toFixed(2), vsBestZ: +vsBest.z.toFixed(2) });
        if (vsBest.diff > 0) {
          best = w;
          bestWon = won;
          moved = true;
        }
      }
    }
    report(best, bestWon, { step: `best after pass ${pass}` });
    if (!moved) break;
  }
} else if (values.outcome) {
  // Several values (a,b,c) are each paired with the one base, played once.
  for (const spec of values.outcome.split(',')) {
    const won = play(
      start,
      outcomePolicy(hardPolicyWith(start), valueOf(spec), () => true),
    );
    report(start, won, { outcome: spec, baseOutcome });
  }
} else {
  report(start, fmt(start) === fmt(base) ? baseWon : play(start));
}

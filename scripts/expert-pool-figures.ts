/**
 * The expert's decision time pooled over several runs of bench-expert (docs/bots.md "Expert
 * decision time"): one run plays some 30 searched decisions, so its p95 is its second longest and
 * swings by tens of ms from run to run; the goal is judged on every run's decisions together, and
 * on the share of them over the goal, whose Wilson interval says whether the p95 is under it.
 */
// the nearest-rank quantile, as bench-expert.mjs and bench:ui print theirs
import { quantile } from './bench-ui-figures.mjs';
import { wilson } from './matrix-figures.js';

/** What bench-expert --json prints and the pool reads of it. */
export interface ExpertRun {
  searched: number;
  p95Ms: number;
  decisionsMs: number[];
  loadAtStart?: string;
  /** The game's first searched decision (one of decisionsMs), asked as the game starts. */
  firstMs?: number;
}

/** The decisions over the goal among some, their share and its 95 % interval, and what it says. */
export interface Share {
  decisions: number;
  over: number;
  share: number;
  low: number;
  high: number;
  /** A p95 allows 5 % over: met when the whole interval is under it, not met when it is all above. */
  verdict: 'met' | 'at the line' | 'not met';
}

export interface Pooled extends Share {
  runs: number;
  p50: number;
  p90: number;
  p95: number;
  /** The same without each run's first decision, when every run tells it: each run is a game
   * started afresh, and a game's first decision waits for the table's first render, once a game
   * however many rounds it lasts, where a run of 45 s plays one round or two. */
  afterFirst: Share | null;
}

/** Reads one run's JSON, or says in a sentence why it cannot. */
export function expertRunOf(text: string, name: string): ExpertRun {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    throw new Error(`${name}: not JSON (the output of bench-expert.mjs --json is one JSON object)`);
  }
  const r = x as Partial<ExpertRun> | null;
  const ms = r?.decisionsMs;
  if (!Array.isArray(ms) || !ms.every((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0))
    throw new Error(`${name}: no decisionsMs list of times (a bench-expert.mjs --json result is needed)`);
  return {
    searched: ms.length,
    p95Ms: typeof r!.p95Ms === 'number' ? r!.p95Ms : NaN,
    decisionsMs: ms,
    ...(typeof r!.loadAtStart === 'string' ? { loadAtStart: r!.loadAtStart } : {}),
    ...(typeof r!.firstMs === 'number' && ms.includes(r!.firstMs) ? { firstMs: r!.firstMs } : {}),
  };
}

function shareOver(sorted: readonly number[], goalMs: number): Share {
  const over = sorted.filter((ms) => ms > goalMs).length;
  const { low, high } = wilson(over, sorted.length);
  return {
    decisions: sorted.length,
    over,
    share: over / sorted.length,
    low,
    high,
    verdict: high < 0.05 ? 'met' : low > 0.05 ? 'not met' : 'at the line',
  };
}

/** A run's decisions less its first one (one decision of that time taken out). */
function withoutFirst(r: ExpertRun & { firstMs: number }): number[] {
  const rest = [...r.decisionsMs];
  rest.splice(rest.indexOf(r.firstMs), 1);
  return rest;
}

export function pool(runs: readonly ExpertRun[], goalMs = 150): Pooled {
  const all = runs.flatMap((r) => r.decisionsMs).sort((a, b) => a - b);
  if (all.length === 0) throw new Error('no decision in the runs given');
  const told = runs.filter((r): r is ExpertRun & { firstMs: number } => r.firstMs !== undefined);
  const rest = told.length === runs.length ? told.flatMap(withoutFirst).sort((a, b) => a - b) : [];
  return {
    runs: runs.length,
    p50: quantile(all, 0.5),
    p90: quantile(all, 0.9),
    p95: quantile(all, 0.95),
    ...shareOver(all, goalMs),
    afterFirst: rest.length > 0 ? shareOver(rest, goalMs) : null,
  };
}

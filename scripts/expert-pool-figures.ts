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
}

export interface Pooled {
  runs: number;
  decisions: number;
  p50: number;
  p90: number;
  p95: number;
  /** Decisions over the goal, their share and its 95 % interval. */
  over: number;
  share: number;
  low: number;
  high: number;
  /** A p95 allows 5 % over: met when the whole interval is under it, not met when it is all above. */
  verdict: 'met' | 'at the line' | 'not met';
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
  };
}

export function pool(runs: readonly ExpertRun[], goalMs = 150): Pooled {
  const all = runs.flatMap((r) => r.decisionsMs).sort((a, b) => a - b);
  if (all.length === 0) throw new Error('no decision in the runs given');
  const over = all.filter((ms) => ms > goalMs).length;
  const { low, high } = wilson(over, all.length);
  return {
    runs: runs.length,
    decisions: all.length,
    p50: quantile(all, 0.5),
    p90: quantile(all, 0.9),
    p95: quantile(all, 0.95),
    over,
    share: over / all.length,
    low,
    high,
    verdict: high < 0.05 ? 'met' : low > 0.05 ? 'not met' : 'at the line',
  };
}

/**
 * The expert's decision time pooled over runs (scripts/expert-pool-figures.ts,
 * scripts/bench-expert-pool.ts): the decisions of every run together, the share over the goal and
 * its verdict; a file that is not a bench-expert result is refused with a sentence.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expertRunOf, pool, type ExpertRun } from '../../scripts/expert-pool-figures.js';

const run = (decisionsMs: number[]): ExpertRun => ({ searched: decisionsMs.length, p95Ms: 0, decisionsMs });
/** `n` decisions, `over` of them past 150 ms. */
const decisions = (n: number, over: number) => Array.from({ length: n }, (_, i) => (i < over ? 200 : 80 + (i % 50)));

describe('the expert decision time pooled over runs', () => {
  it('pools every run’s decisions, not their p95s', () => {
    // two runs whose own p95 is over 150, one long decision each in 30: pooled, 2 of 600 over
    const p = pool([
      run(decisions(30, 2)),
      run(decisions(30, 2)),
      ...Array.from({ length: 18 }, () => run(decisions(30, 0))),
    ]);
    expect(p.runs).toBe(20);
    expect(p.decisions).toBe(600);
    expect(p.over).toBe(4);
    expect(p.p95).toBeLessThanOrEqual(150);
    expect(p.verdict).toBe('met');
  });

  it('says not met when the share over the goal is surely above 5 %, at the line when unsure', () => {
    expect(pool([run(decisions(500, 50))]).verdict).toBe('not met');
    expect(pool([run(decisions(100, 5))]).verdict).toBe('at the line');
    expect(pool([run(decisions(100, 5))], 250).verdict).toBe('met');
  });

  it('tells the share apart without each game’s first decision, once every run names it', () => {
    // each run a game started afresh: its first decision waited a second for the table's first render
    const game = (): ExpertRun => {
      const ms = decisions(30, 0);
      ms[0] = 1100;
      return { ...run(ms), firstMs: 1100 };
    };
    const p = pool(Array.from({ length: 10 }, game));
    expect(p.over).toBe(10);
    expect(p.verdict).toBe('at the line');
    expect(p.afterFirst).toMatchObject({ decisions: 290, over: 0, verdict: 'met' });
    // a run that does not name its first decision leaves the split untold
    expect(pool([game(), run(decisions(30, 1))]).afterFirst).toBeNull();
    // read from a file: a first decision that is not one of the run's is not taken
    expect(expertRunOf(JSON.stringify({ decisionsMs: [90, 1100], firstMs: 1100 }), 'a').firstMs).toBe(1100);
    expect(expertRunOf(JSON.stringify({ decisionsMs: [90, 100], firstMs: 1100 }), 'a').firstMs).toBeUndefined();
  });

  it('refuses what is not a bench-expert result, saying why', () => {
    expect(() => expertRunOf('{"p95Ms": 3', 'a.json')).toThrow(/a.json: not JSON/);
    expect(() => expertRunOf('{"p95Ms": 3}', 'b.json')).toThrow(/b.json: no decisionsMs/);
    expect(() => expertRunOf('{"decisionsMs": [1, "x"]}', 'c.json')).toThrow(/no decisionsMs/);
    expect(() => pool([])).toThrow(/no decision/);
  });

  it('prints the pooled figure from a folder of runs, and a clear error for a bad one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pool-'));
    try {
      writeFileSync(
        join(dir, 'r1.json'),
        JSON.stringify({ p95Ms: 190, decisionsMs: decisions(30, 2), loadAtStart: '1.5' }),
      );
      writeFileSync(join(dir, 'r2.json'), JSON.stringify({ p95Ms: 120, decisionsMs: decisions(30, 0) }));
      const tsx = 'node_modules/.bin/tsx';
      const ok = spawnSync(tsx, ['scripts/bench-expert-pool.ts', '--dir', dir], { encoding: 'utf8' });
      expect(ok.status).toBe(0);
      expect(ok.stdout).toMatch(/pooled {2}2 runs, 60 decisions/);
      expect(ok.stdout).toMatch(/over 150 ms {2}2 \(3\.3 %/);
      expect(ok.stdout).toMatch(/without each game's first decision: not told/);
      writeFileSync(join(dir, 'r3.json'), 'oops');
      const bad = spawnSync(tsx, ['scripts/bench-expert-pool.ts', '--dir', dir], { encoding: 'utf8' });
      expect(bad.status).toBe(1);
      expect(bad.stderr).toMatch(/r3.json: not JSON/);
      const none = spawnSync(tsx, ['scripts/bench-expert-pool.ts'], { encoding: 'utf8' });
      expect(none.status).toBe(2);
      expect(none.stderr).toMatch(/--dir <folder> is needed/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

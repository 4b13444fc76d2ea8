import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellsOf, playCell } from '../../scripts/bot-matrix.js';
import { UsageError } from '../../scripts/cli.mjs';
import { MATRIX_DEFAULTS, readMatrixArgs } from '../../scripts/matrix-args.js';
import { LEVELS } from '../../scripts/sim-args.js';
import { cellArgv, commandOf, goalOf, markdown, verdict, wilson } from '../../scripts/matrix-figures.js';

function run(script: string, ...args: string[]) {
  const r = spawnSync('node_modules/.bin/tsx', [script, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('the Wilson 95 % interval', () => {
  it.each([
    // Published values (Newcombe 1998, Stat Med 17:857, table I, method 3) and plain cases.
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [50, 100, 0.4038, 0.5962],
  ])('%i of %i: %f to %f', (wins, n, low, high) => {
    const w = wilson(wins, n);
    expect(w.low).toBeCloseTo(low, 4);
    expect(w.high).toBeCloseTo(high, 4);
  });

  it("gives the anchor table's intervals (docs/bots.md)", () => {
    const shown = (k: number, n: number): string => {
      const w = wilson(k, n);
      return `${(100 * w.low).toFixed(1)}–${(100 * w.high).toFixed(1)}`;
    };
    expect(shown(277, 400)).toBe('64.6–73.6');
    expect(shown(106, 300)).toBe('30.1–40.9');
    expect(shown(71, 300)).toBe('19.2–28.8');
    expect(shown(42, 150)).toBe('21.4–35.7');
  });

  it('is symmetric, holds the rate and narrows as rounds grow', () => {
    for (const [k, n] of [
      [3, 17],
      [400, 1200],
      [1, 2],
    ] as const) {
      const w = wilson(k, n);
      const mirror = wilson(n - k, n);
      expect(w.low).toBeCloseTo(1 - mirror.high, 12);
      expect(w.low).toBeLessThan(k / n);
      expect(w.high).toBeGreaterThan(k / n);
    }
    const small = wilson(300, 1000);
    const large = wilson(3000, 10_000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    // ±3 % at an even rate takes 1,068 rounds: the run's 1,200 are enough in every cell.
    const at = wilson(600, 1200);
    expect(at.high - at.low).toBeLessThan(0.06);
  });

  it('refuses a count it cannot read', () => {
    expect(() => wilson(1, 0)).toThrow(RangeError);
    expect(() => wilson(5, 4)).toThrow(RangeError);
    expect(() => wilson(-1, 4)).toThrow(RangeError);
  });

  it('a goal is met only when the whole interval clears it', () => {
    expect(verdict({ low: 0.7, high: 0.8 }, 0.7)).toBe('met');
    expect(verdict({ low: 0.69, high: 0.8 }, 0.7)).toBe('not shown');
    expect(verdict({ low: 0.6, high: 0.7 }, 0.7)).toBe('not shown');
    expect(verdict({ low: 0.6, high: 0.69 }, 0.7)).toBe('not met');
  });

  it("names the issue's four goals, for the expert only", () => {
    expect(goalOf({ level: 'expert', against: 'basic', players: 2 })).toBe(0.7);
    expect(goalOf({ level: 'expert', against: 'basic', players: 4 })).toBe(0.36);
    expect(goalOf({ level: 'expert', against: 'normal', players: 4 })).toBe(0.31);
    expect(goalOf({ level: 'expert', against: 'basic', players: 6 })).toBe(0.25);
    expect(goalOf({ level: 'expert', against: 'greedy', players: 2 })).toBeNull();
    expect(goalOf({ level: 'expert', against: 'normal', players: 2 })).toBeNull();
    expect(goalOf({ level: 'hard', against: 'basic', players: 2 })).toBeNull();
  });
});

describe('the matrix options', () => {
  it("by default: the issue's whole matrix, no level against itself", () => {
    const args = readMatrixArgs({});
    expect(args).toMatchObject({ ...MATRIX_DEFAULTS, editions: ['classic', 'skull', 'house-rules', 'power-grab'] });
    const cells = cellsOf(args);
    // 3 levels × 4 others × 3 table sizes × 4 editions.
    expect(cells).toHaveLength(144);
    expect(cells.some((c) => c.level === c.against)).toBe(false);
    expect(new Set(cells.map((c) => `${c.level}${c.against}${c.players}${c.edition}`)).size).toBe(144);
  });

  it('lists each level once in the usage and its errors', () => {
    expect(new Set(LEVELS).size).toBe(LEVELS.length);
    expect(() => readMatrixArgs({ levels: 'x' })).toThrow(/one of random, basic, greedy, easy, normal, hard, expert,/);
  });

  it('reads lists, once each', () => {
    const args = readMatrixArgs({
      levels: 'hard, normal,hard',
      against: 'basic,greedy',
      players: '2,6',
      editions: 'skull',
      games: '40',
      seed: 's 1',
      out: 'f.json',
      force: true,
      markdown: true,
    });
    expect(args).toEqual({
      levels: ['hard', 'normal'],
      against: ['basic', 'greedy'],
      players: [2, 6],
      editions: ['skull'],
      games: 40,
      seed: 's 1',
      out: 'f.json',
      force: true,
      json: false,
      markdown: true,
    });
    expect(cellsOf(args)).toHaveLength(8);
  });

  it.each([
    [{ levels: 'hard,genius' }, /--levels must be one of .*not "genius"/],
    [{ against: 'basic,' }, /--against needs a comma-separated list/],
    [{ players: '2,11' }, /--players must be a whole number from 2 to 10, not "11"/],
    [{ players: 'four' }, /--players must be a whole number/],
    [{ editions: 'uno-flip' }, /--editions must be one of classic, skull/],
    [{ games: '0' }, /--games must be a whole number from 1/],
    [{ games: '1e3' }, /--games must be a whole number/],
    [{ seed: '' }, /--seed must not be empty/],
    [{ levels: 'hard', against: 'hard' }, /no cell: --levels hard only meets itself/],
    [{ json: true, markdown: true }, /--json and --markdown/],
    [{ force: true }, /--force only applies with --out/],
    [{ out: '' }, /--out needs a file name/],
  ])('%j: %s', (values, message) => {
    expect(() => readMatrixArgs(values)).toThrow(UsageError);
    expect(() => readMatrixArgs(values)).toThrow(message);
  });

  it('a bad option stops the script with the reason and exit code 2, before any round', () => {
    for (const args of [['--levels', 'hard,genius'], ['--games', 'x'], ['--nope']]) {
      const r = run('scripts/bot-matrix.ts', ...args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^sim:matrix: /);
      expect(r.err).toMatch(/Usage: npm run sim:matrix/);
      expect(r.out).toBe('');
    }
  });

  it("a cell's command is the sim's, quoted where a shell needs it", () => {
    const argv = cellArgv({ level: 'hard', against: 'basic', players: 4, edition: 'power-grab' }, 1200, "it's");
    expect(commandOf(argv)).toBe(
      `npm run sim -- --bots hard,basic,basic,basic --edition power-grab --scoring none --games 1200 --seed 'it'\\''s' --json`,
    );
  });
});

describe('one real cell', () => {
  it('is exactly what its npm run sim command prints', () => {
    const cell = playCell({ level: 'normal', against: 'basic', players: 2, edition: 'skull' }, 4, 'tiny', 'abc1234');
    expect(cell.command).toBe(
      'npm run sim -- --bots normal,basic --edition skull --scoring none --games 4 --seed tiny --json',
    );
    const sim = run('scripts/sim.ts', ...cell.command.replace('npm run sim -- ', '').split(' '));
    expect(sim.code).toBe(0);
    expect(cell.report).toEqual(JSON.parse(sim.out));
    expect(cell.report.games).toBe(4);
    expect(cell.report.wins.normal! + cell.report.wins.basic!).toBe(4);
    expect(markdown([cell])).toMatch(
      new RegExp(`\\| 2 +\\| 1 normal, 1 basic \\| skull +\\| 4 +\\| ${cell.report.wins.normal} +\\|`),
    );
  });

  it('--out keeps the cells a file holds unless --force, and refuses a file that is not one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'uno-matrix-'));
    try {
      const file = join(dir, 'figures.json');
      const args = ['--levels', 'normal', '--against', 'basic', '--players', '2', '--editions', 'classic'];
      const first = run('scripts/bot-matrix.ts', ...args, '--games', '4', '--seed', 'a', '--out', file, '--json');
      expect(first.code).toBe(0);
      const written = JSON.parse(readFileSync(file, 'utf8')) as { cells: { seed: string; games: number }[] };
      expect(written.cells).toHaveLength(1);
      expect(JSON.parse(first.out)).toEqual(written);

      // Run again with another seed: the cell is kept, the file unchanged.
      const before = readFileSync(file, 'utf8');
      const again = run('scripts/bot-matrix.ts', ...args, '--games', '3', '--seed', 'b', '--out', file, '--markdown');
      expect(again.code).toBe(0);
      expect(again.err).toMatch(/^kept \(4 rounds, seed a, /);
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect(again.out).toMatch(/\| 2 +\| 1 normal, 1 basic \| classic \| 4 +\|/);

      // --force plays it again: the file holds the new cell in its place.
      const forced = run('scripts/bot-matrix.ts', ...args, '--games', '3', '--seed', 'b', '--out', file, '--force');
      expect(forced.code).toBe(0);
      const replaced = JSON.parse(readFileSync(file, 'utf8')) as { cells: { seed: string; games: number }[] };
      expect(replaced.cells.map((c) => [c.seed, c.games])).toEqual([['b', 3]]);

      writeFileSync(file, '{"cells": [{"key": 1}]}');
      const broken = run('scripts/bot-matrix.ts', ...args, '--games', '3', '--out', file);
      expect(broken.code).toBe(2);
      expect(broken.err).toMatch(/not a sim:matrix figures file/);
      expect(readFileSync(file, 'utf8')).toBe('{"cells": [{"key": 1}]}');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

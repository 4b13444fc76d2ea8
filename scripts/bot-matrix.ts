/**
 * `npm run sim:matrix -- [--levels hard,normal] [--against basic,greedy] [--players 2,4,6]
 * [--editions classic] [--games 1000] [--seed matrix] [--out figures.json [--force]] [--json|--markdown]`
 *
 * Issue 31's matrix of figures: each level in one seat against each other level in the other seats,
 * single rounds, seats rotating, every table size and edition. A cell is played by the simulator's own
 * code on the arguments of `npm run sim` (scripts/sim-args.ts reads them, scripts/sim-bots.ts plays
 * them), so its report is exactly what that command prints and a reader can play one cell alone.
 * With --out the cells are merged into a file after each one, so a long run stopped halfway keeps
 * what it played, and a later run (the expert's, say) adds its cells beside the others.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { UsageError, checked } from './cli.mjs';
import { MATRIX_DEFAULTS, MATRIX_USAGE, parseMatrixCommand, type MatrixArgs } from './matrix-args.js';
import {
  cellArgv,
  cellKey,
  commandOf,
  figuresOf,
  markdown,
  sortCells,
  type CellSpec,
  type MatrixCell,
} from './matrix-figures.js';
import { EDITION_IDS, LEVELS, parseSimCommand } from './sim-args.js';
import { simulate } from './sim-bots.js';

/** Every cell the arguments name, in the order they are played and printed. */
export function cellsOf(args: Pick<MatrixArgs, 'levels' | 'against' | 'players' | 'editions'>): CellSpec[] {
  const cells: CellSpec[] = [];
  for (const level of args.levels) {
    for (const players of args.players) {
      for (const against of args.against) {
        if (against === level) continue;
        for (const edition of args.editions) cells.push({ level, against, players, edition });
      }
    }
  }
  return cells;
}

/** Plays one cell: the argv of its `npm run sim` command, read by the sim's parser, played by the sim. */
export function playCell(spec: CellSpec, games: number, seed: string, commit: string): MatrixCell {
  const argv = cellArgv(spec, games, seed);
  const settings = parseSimCommand(argv);
  const started = performance.now();
  const report = simulate({ ...settings, bots: settings.bots! });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return { key: cellKey(spec), ...spec, games, seed, command: commandOf(argv), commit, seconds, report };
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** HEAD's short hash, `-dirty` when the code the cells run (src/, scripts/) differs from it. */
function commitOf(): string {
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const sha = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--', 'src', 'scripts') === '' ? sha : `${sha}-dirty`;
  } catch {
    return 'unknown';
  }
}

const isCell = (c: unknown): c is MatrixCell => {
  const x = c as Partial<MatrixCell> | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof x.key === 'string' &&
    typeof x.level === 'string' &&
    typeof x.against === 'string' &&
    typeof x.players === 'number' &&
    typeof x.edition === 'string' &&
    typeof x.command === 'string' &&
    typeof x.report?.games === 'number' &&
    x.report.games > 0 &&
    typeof x.report.wins === 'object'
  );
};

/** The cells a figures file holds; a file that is not one is refused, never overwritten. */
export function readCells(file: string): MatrixCell[] {
  if (!existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new UsageError(`--out ${file}: not JSON (${(err as Error).message}); not overwritten`);
  }
  const cells = (data as { cells?: unknown } | null)?.cells;
  if (!Array.isArray(cells) || !cells.every(isCell)) {
    throw new UsageError(`--out ${file}: not a sim:matrix figures file ({"cells": [...]}); not overwritten`);
  }
  return cells;
}

/** Written beside the file and renamed over it: a run killed mid-write leaves the last whole file. */
function writeCells(file: string, cells: readonly MatrixCell[]): void {
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ cells }, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

function describe(cell: MatrixCell): string {
  const f = figuresOf(cell);
  const pct = (x: number): string => (100 * x).toFixed(1);
  return (
    `${cell.players} players, 1 ${cell.level} vs ${cell.players - 1} ${cell.against}, ${cell.edition}: ` +
    `${f.won}/${f.rounds} (${pct(f.rate)} %, ${pct(f.low)}–${pct(f.high)} %)` +
    (f.verdict ? ` goal ${Math.round(100 * f.goal!)} % ${f.verdict}` : '') +
    ` in ${cell.seconds} s`
  );
}

export function main(argv: string[]): void {
  const args = parseMatrixCommand(argv);
  const stored = args.out ? checked('sim:matrix', MATRIX_USAGE, () => readCells(args.out!)) : [];
  const byKey = new Map(stored.map((c) => [c.key, c]));
  const quiet = args.json || args.markdown;
  const say = (line: string): void => void (quiet ? process.stderr : process.stdout).write(`${line}\n`);
  const commit = commitOf();
  const played: MatrixCell[] = [];
  for (const spec of cellsOf(args)) {
    const kept = byKey.get(cellKey(spec));
    if (kept && !args.force) {
      say(`kept (${kept.report.games} rounds, seed ${kept.seed}, ${kept.commit}): ${describe(kept)}`);
      played.push(kept);
      continue;
    }
    const cell = playCell(spec, args.games, args.seed, commit);
    say(describe(cell));
    played.push(cell);
    if (args.out) {
      byKey.set(cell.key, cell);
      writeCells(args.out, sortCells([...byKey.values()], orderOf(args)));
    }
  }
  const shown = sortCells(args.out ? [...byKey.values()] : played, orderOf(args));
  if (args.json) console.log(JSON.stringify({ cells: shown }));
  if (args.markdown) console.log(markdown(shown));
}

/** Levels and editions the arguments list first, the others (a file's earlier cells) after them. */
function orderOf(args: MatrixArgs) {
  return {
    levels: [...args.levels, ...MATRIX_DEFAULTS.levels, ...LEVELS],
    against: [...args.against, ...MATRIX_DEFAULTS.against, ...LEVELS],
    editions: [...args.editions, ...EDITION_IDS],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

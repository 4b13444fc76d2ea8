/**
 * The figures of `npm run sim:matrix` (scripts/bot-matrix.ts): each cell is one `npm run sim` command
 * and the JSON that command prints; the rate, its Wilson 95 % interval and the issue's goals are read
 * from it here, and the table is written in the form of docs/bots.md "Against the anchor".
 */
import type { EditionId } from '../src/game/types.js';
import type { SimLevel } from './sim-args.js';
import type { SimReport } from './sim-bots.js';

/** One configuration: `level` in one seat, `against` in every other. */
export interface CellSpec {
  level: SimLevel;
  against: SimLevel;
  players: number;
  edition: EditionId;
}

/** A played cell: the sim's own report, and what a reader needs to play it again alone. */
export interface MatrixCell extends CellSpec {
  key: string;
  games: number;
  seed: string;
  /** The `npm run sim` command whose printed JSON `report` is. */
  command: string;
  /** The commit it was played on (`-dirty` when src/ or scripts/ had changes). */
  commit: string;
  seconds: number;
  report: SimReport;
}

export const cellKey = (c: CellSpec): string => `${c.level}|${c.against}|${c.players}|${c.edition}`;

/** The `npm run sim` arguments of a cell: single rounds, seats rotating (the sim rotates them). */
export function cellArgv(c: CellSpec, games: number, seed: string): string[] {
  const bots = [c.level, ...Array.from({ length: c.players - 1 }, () => c.against)].join(',');
  const argv = ['--bots', bots, '--edition', c.edition, '--scoring', 'none'];
  return [...argv, '--games', String(games), '--seed', seed, '--json'];
}

/** The argv as a shell line; a seed with spaces or quotes is quoted so the line runs as printed. */
export function commandOf(argv: readonly string[]): string {
  const quote = (a: string): string => (/^[\w.,:/@%+=-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
  return `npm run sim -- ${argv.map(quote).join(' ')}`;
}

/** The two-sided 95 % normal quantile. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of `wins` successes in `n` trials: unlike the normal approximation it
 * stays within [0, 1] and keeps its coverage near 0 % and 100 % and at a few hundred rounds.
 */
export function wilson(wins: number, n: number, z = Z95): { low: number; high: number } {
  if (!(n > 0) || wins < 0 || wins > n) throw new RangeError(`wilson: ${wins} of ${n}`);
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Issue 31's goals, for the expert only: heads up against basic 70 %, one of four against three basic
 * 36 % and against three normal 31 %, one of six against five basic 25 %; in every edition.
 */
export function goalOf(c: Pick<CellSpec, 'level' | 'against' | 'players'>): number | null {
  if (c.level !== 'expert') return null;
  if (c.against === 'basic') return ({ 2: 0.7, 4: 0.36, 6: 0.25 } as Record<number, number>)[c.players] ?? null;
  if (c.against === 'normal' && c.players === 4) return 0.31;
  return null;
}

export type Verdict = 'met' | 'not shown' | 'not met';

/** Met when the whole interval is at or above the goal, not met when it is all below. */
export function verdict(interval: { low: number; high: number }, goal: number): Verdict {
  if (interval.low >= goal) return 'met';
  if (interval.high < goal) return 'not met';
  return 'not shown';
}

export interface CellFigures {
  rounds: number;
  won: number;
  rate: number;
  low: number;
  high: number;
  goal: number | null;
  verdict: Verdict | null;
}

/** The level's share of the rounds (a stalled round counts as played and not won). */
export function figuresOf(cell: MatrixCell): CellFigures {
  const rounds = cell.report.games;
  const won = cell.report.wins[cell.level] ?? 0;
  const interval = wilson(won, rounds);
  const goal = goalOf(cell);
  return {
    rounds,
    won,
    rate: won / rounds,
    ...interval,
    goal,
    verdict: goal === null ? null : verdict(interval, goal),
  };
}

const pct = (x: number): string => (100 * x).toFixed(1);

/** The cells in the matrix's order: level, then players, opponent and edition as listed. */
export function sortCells(
  cells: readonly MatrixCell[],
  order: { levels: readonly string[]; against: readonly string[]; editions: readonly string[] },
): MatrixCell[] {
  const rank = (list: readonly string[], x: string): number => {
    const i = list.indexOf(x);
    return i < 0 ? list.length : i;
  };
  return [...cells].sort(
    (a, b) =>
      rank(order.levels, a.level) - rank(order.levels, b.level) ||
      a.players - b.players ||
      rank(order.against, a.against) - rank(order.against, b.against) ||
      rank(order.editions, a.edition) - rank(order.editions, b.edition),
  );
}

/** A Markdown table padded the way prettier pads it, so it can be pasted into docs/ as printed. */
function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(3, h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * The table of docs/bots.md "Against the anchor", one row per cell, then how the cells were played
 * (one line per seed, round count and commit) so each row can be played again alone.
 */
export function markdown(cells: readonly MatrixCell[]): string {
  const head = ['players', 'seats', 'edition', 'rounds', 'won', 'rate', '95 % interval', 'goal', ''];
  const rows = cells.map((c) => {
    const f = figuresOf(c);
    const others = c.players - 1;
    return [
      String(c.players),
      `1 ${c.level}, ${others} ${c.against}`,
      c.edition,
      f.rounds.toLocaleString('en-US'),
      f.won.toLocaleString('en-US'),
      `${pct(f.rate)} %`,
      `${pct(f.low)}–${pct(f.high)} %`,
      f.goal === null ? '' : `${Math.round(100 * f.goal)} %`,
      f.verdict ?? '',
    ];
  });
  const runs = new Map<string, number>();
  for (const c of cells) {
    const run = `seed \`${c.seed}\`, ${c.games.toLocaleString('en-US')} rounds a cell, commit ${c.commit}`;
    runs.set(run, (runs.get(run) ?? 0) + 1);
  }
  const notes = [...runs].map(([run, n]) => `- ${n} cell${n === 1 ? '' : 's'}: ${run}`);
  const example = cells[0] ? [``, `Each row is one command, e.g. \`${cells[0].command}\`.`] : [];
  return [table(head, rows), '', ...notes, ...example].join('\n');
}

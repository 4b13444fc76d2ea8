/**
 * The arguments of `npm run sim:matrix` (scripts/bot-matrix.ts), read with node:util parseArgs
 * (scripts/cli.mjs): every list is checked before the first round, so a typo exits 2 at once rather
 * than after an hour of cells.
 */
import type { EditionId } from '../src/game/types.js';
import { UsageError, checked, choiceOption, intOption, parseCli } from './cli.mjs';
import { EDITION_IDS, LEVELS, type SimLevel } from './sim-args.js';

export interface MatrixArgs {
  /** The level in the one seat of each cell. */
  levels: SimLevel[];
  /** The level in every other seat; a cell whose two levels are the same is left out. */
  against: SimLevel[];
  players: number[];
  editions: EditionId[];
  /** Rounds a cell (single rounds: one game is one round). */
  games: number;
  seed: string;
  json: boolean;
  markdown: boolean;
  /** A JSON file the cells are merged into, written after each cell. */
  out?: string;
  /** Play again the cells `out` already holds. */
  force: boolean;
}

export const MATRIX_DEFAULTS = {
  levels: ['expert', 'hard', 'normal'] as SimLevel[],
  against: ['basic', 'greedy', 'expert', 'hard', 'normal'] as SimLevel[],
  players: [2, 4, 6],
  games: 1000,
  seed: 'matrix',
};

export const MATRIX_USAGE = `Usage: npm run sim:matrix -- [options]

One level in one seat against another level in every other seat, single rounds (--scoring none),
seats rotating: each cell is exactly \`npm run sim -- --bots <level>,<against>,... --edition <id>
--scoring none --games <n> --seed <seed> --json\`, and the cell holds that command and its output.

  --levels <list>    the level in the one seat (default ${MATRIX_DEFAULTS.levels.join(',')})
  --against <list>   the level in the other seats (default ${MATRIX_DEFAULTS.against.join(',')});
                     a level never plays against itself
  --players <list>   table sizes, 2 to 10 (default ${MATRIX_DEFAULTS.players.join(',')})
  --editions <list>  ${EDITION_IDS.join(', ')} (default all)
  --games <n>        rounds a cell (default ${MATRIX_DEFAULTS.games})
  --seed <text>      every cell's seed (default "${MATRIX_DEFAULTS.seed}")
  --out <file.json>  merge the cells into this file, written after each cell; cells it already
                     holds are kept, not played again
  --force            with --out, play again the cells the file already holds
  --json             print the cells as JSON (with --out: every cell of the file)
  --markdown         print the table of docs/bots.md "Against the anchor" (with --out: the file's)
  -h, --help         this text

Levels: ${LEVELS.join(', ')}.
`;

type Raw = Record<string, string | boolean | undefined>;

/** A comma-separated list, each item checked by `read`; repeated items once. */
function list<T>(option: string, raw: string, read: (item: string) => T): T[] {
  const items = raw.split(',').map((s) => s.trim());
  if (items.some((s) => s === '')) throw new UsageError(`--${option} needs a comma-separated list, not "${raw}"`);
  return [...new Set(items.map(read))];
}

/** The checked settings from parseArgs' values; a bad one is a UsageError naming its option. */
export function readMatrixArgs(values: Raw): MatrixArgs {
  const text = (name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined);
  const levelList = (name: string, fallback: SimLevel[]): SimLevel[] => {
    const raw = text(name);
    return raw === undefined ? fallback : list(name, raw, (s) => choiceOption(name, s, LEVELS));
  };
  const levels = levelList('levels', MATRIX_DEFAULTS.levels);
  const against = levelList('against', MATRIX_DEFAULTS.against);
  const rawPlayers = text('players');
  const players =
    rawPlayers === undefined
      ? MATRIX_DEFAULTS.players
      : list('players', rawPlayers, (s) => intOption('players', s, 2, 10));
  const rawEditions = text('editions');
  const editions =
    rawEditions === undefined
      ? EDITION_IDS
      : list('editions', rawEditions, (s) => choiceOption('editions', s, EDITION_IDS));
  const rawGames = text('games');
  const games = rawGames === undefined ? MATRIX_DEFAULTS.games : intOption('games', rawGames, 1, 10_000_000);
  const seed = text('seed') ?? MATRIX_DEFAULTS.seed;
  if (seed === '') throw new UsageError('--seed must not be empty');
  if (!levels.some((l) => against.some((a) => a !== l))) {
    throw new UsageError(`no cell: --levels ${levels.join(',')} only meets itself in --against ${against.join(',')}`);
  }
  const json = values.json === true;
  const markdown = values.markdown === true;
  if (json && markdown) throw new UsageError('--json and --markdown both print the cells: choose one');
  const force = values.force === true;
  const out = text('out');
  if (out === '') throw new UsageError('--out needs a file name');
  if (force && out === undefined) throw new UsageError('--force only applies with --out <file.json>');
  return { levels, against, players, editions, games, seed, json, markdown, force, ...(out ? { out } : {}) };
}

export function parseMatrixCommand(argv: string[]): MatrixArgs {
  const values = parseCli(
    'sim:matrix',
    MATRIX_USAGE,
    {
      levels: { type: 'string' },
      against: { type: 'string' },
      players: { type: 'string' },
      editions: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      markdown: { type: 'boolean', default: false },
    },
    argv,
  );
  return checked('sim:matrix', MATRIX_USAGE, () => readMatrixArgs(values));
}

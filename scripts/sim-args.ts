/**
 * The arguments of `npm run sim`, read with node:util parseArgs (scripts/cli.mjs): every value is
 * checked before a game is played, so `--games x` is an error with exit code 2, not "games: NaN".
 */
import { EDITIONS, resolveOptions } from '../src/game/index.js';
import type { EditionId, RuleOptions } from '../src/game/types.js';
import type { BotLevel } from '../src/bots/types.js';
import { SIM_LEVELS } from '../src/bots/levels/index.js';
import { UsageError, checked, choiceOption, intOption, parseCli } from './cli.mjs';

export type SimLevel = BotLevel | 'random';
export const LEVELS: readonly SimLevel[] = ['random', ...SIM_LEVELS];
export const EDITION_IDS = Object.keys(EDITIONS) as EditionId[];
/** Every rule option the engine knows, read from the editions' defaults (new options come for free). */
const OPTION_NAMES = Object.keys(EDITIONS.classic.defaults) as (keyof RuleOptions)[];

export interface SimArgs {
  edition: EditionId;
  players: number;
  games: number;
  seed: string;
  json: boolean;
  options: Partial<RuleOptions>;
  /** Where to write the games' records (game n > 0 gets `-n` before the extension). */
  record?: string;
}

/** The settings of one run; `bots` only when the bots play (`--bots`), else random players
 * (src/bots/random.ts). */
export interface SimCommand extends SimArgs {
  bots?: SimLevel[];
}

export const SIM_USAGE = `Usage: npm run sim -- [options]

Whole games, invariants checked after every action (random players), or bots against each
other with --bots (seats rotate between games).

  --edition <id>        ${EDITION_IDS.join(' | ')} (default classic)
  --players <n>         2 to 10 (default 4; with --bots, one per level named)
  --games <n>           games to play (default 20, or 100 with --bots)
  --seed <text>         same seed, same games (default "sim")
  --bots <levels>       comma-separated levels: ${LEVELS.join(', ')}
  --option <name=value> a rule option (repeatable): ${OPTION_NAMES.join(', ')}
  --<option> <value>    the same, e.g. --stacking any --multiPlay true
  --record <file>       write each game's record (file, file-1, ...) for the replay screen
  --json                one JSON object instead of text
  -h, --help            this text
`;

function optionValue(name: keyof RuleOptions, raw: string): unknown {
  const kind = typeof EDITIONS.classic.defaults[name];
  if (kind === 'boolean') {
    if (raw !== 'true' && raw !== 'false') throw new UsageError(`--${name} must be true or false, not "${raw}"`);
    return raw === 'true';
  }
  if (kind === 'number') return intOption(name, raw, 1);
  return raw;
}

export function parseSimCommand(argv: string[]): SimCommand {
  const ruleFlags = Object.fromEntries(OPTION_NAMES.map((name) => [name, { type: 'string' as const }]));
  const values = parseCli(
    'sim',
    SIM_USAGE,
    {
      ...ruleFlags,
      edition: { type: 'string', default: 'classic' },
      players: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string', default: 'sim' },
      bots: { type: 'string' },
      option: { type: 'string', multiple: true, default: [] },
      json: { type: 'boolean', default: false },
      record: { type: 'string' },
    },
    argv,
  ) as Record<string, string | string[] | boolean | undefined>;
  return checked('sim', SIM_USAGE, () => {
    const edition = choiceOption('edition', values.edition, EDITION_IDS);
    const bots =
      typeof values.bots === 'string'
        ? values.bots.split(',').map((b) => choiceOption('bots', b.trim(), LEVELS))
        : undefined;
    const players =
      typeof values.players === 'string' ? intOption('players', values.players, 2, 10) : (bots?.length ?? 4);
    if (bots && bots.length !== players) {
      throw new UsageError(`--bots names ${bots.length} levels for ${players} players`);
    }
    const games = typeof values.games === 'string' ? intOption('games', values.games, 1, 10_000_000) : bots ? 100 : 20;
    const options: Record<string, unknown> = {};
    const given: [string, string][] = [];
    for (const pair of values.option as string[]) {
      const at = pair.indexOf('=');
      if (at <= 0) throw new UsageError(`--option needs name=value, not "${pair}"`);
      given.push([pair.slice(0, at), pair.slice(at + 1)]);
    }
    for (const name of OPTION_NAMES) {
      const v = values[name];
      if (typeof v === 'string') given.push([name, v]);
    }
    for (const [name, raw] of given) {
      if (!(OPTION_NAMES as string[]).includes(name)) {
        throw new UsageError(`unknown rule option "${name}" (known: ${OPTION_NAMES.join(', ')})`);
      }
      options[name] = optionValue(name as keyof RuleOptions, raw);
    }
    try {
      resolveOptions(EDITIONS[edition], options);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    return {
      edition,
      players,
      games,
      seed: String(values.seed),
      json: values.json === true,
      options: options,
      ...(bots ? { bots } : {}),
      ...(typeof values.record === 'string' ? { record: values.record } : {}),
    };
  });
}

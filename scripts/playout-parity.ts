/**
 * npx tsx scripts/playout-parity.ts [--rounds 100000] [--seed parity] [--json]
 *
 * The playout path (src/game/playout/) against the engine's table: seeded games of every edition
 * (and of every house-rule option on classic), random players choosing from the table's own
 * views (races, UNO windows, catches, jump-ins included), each action sent to both; after every
 * action the phase, its path, the turn and the event count must agree, and at each round's end the
 * whole game state. test/game/playout.test.ts runs a few hundred rounds; docs/bots.md "The playout
 * path" gives the figures of the full run.
 */
import { pathToFileURL } from 'node:url';
import { createRandomBot } from '../src/bots/random.js';
import type { Bot } from '../src/bots/types.js';
import {
  createTable,
  playoutExpire,
  playoutNextRound,
  playoutPath,
  playoutSend,
  startPlayout,
  type Action,
  type EditionId,
  type RuleOptions,
  type Table,
} from '../src/game/index.js';
import { checked, intOption, parseCli } from './cli.mjs';

export interface ParityCase {
  edition: EditionId;
  players: number;
  options: Partial<RuleOptions>;
}

/** Every edition at 2 to 6 players, and classic with each option that changes the flow. */
export const PARITY_CASES: readonly ParityCase[] = [
  ...(['classic', 'skull', 'house-rules', 'power-grab'] as const).flatMap((edition) =>
    [2, 3, 4, 6].map((players) => ({ edition, players, options: {} })),
  ),
  { edition: 'classic', players: 4, options: { stacking: 'any', multiPlay: true } },
  { edition: 'classic', players: 4, options: { sevenZero: true, jumpIn: true } },
  { edition: 'classic', players: 3, options: { drawUntilPlayable: true, wildDrawFour: 'no-playable-card' } },
  { edition: 'classic', players: 2, options: { stacking: 'same', twoPlayerReverseSkips: false, firstCard: 'redraw' } },
  { edition: 'skull', players: 4, options: { stacking: 'any', sevenZero: true, jumpIn: true } },
];

const MAX_ACTIONS_PER_ROUND = 20_000;

interface Game {
  table: Table;
  playout: ReturnType<typeof startPlayout>;
  bots: Bot[];
}

function mismatch(what: string, seed: string, detail: string): never {
  throw new Error(`playout and engine differ (${what}) in game ${seed}: ${detail}`);
}

/** The engine's game state without its actor (the table keeps it in the actor's context). */
function engineState(table: Table): unknown {
  return (table.actor as { getSnapshot(): { context: { g: unknown } } }).getSnapshot().context.g;
}

function compareStep(game: Game, seed: string): void {
  const v = game.table.view(game.table.turn);
  const p = game.playout;
  if (v.phasePath !== playoutPath(p) || v.turn !== p.g.turn || game.table.lastSeq !== p.g.seq) {
    mismatch(
      'step',
      seed,
      `engine ${v.phasePath} turn ${v.turn} seq ${game.table.lastSeq}, playout ` +
        `${playoutPath(p)} turn ${p.g.turn} seq ${p.g.seq}`,
    );
  }
}

function compareState(game: Game, seed: string): void {
  const a = JSON.stringify(engineState(game.table));
  const b = JSON.stringify(game.playout.g);
  if (a !== b) mismatch('state', seed, `round ${game.playout.g.round}`);
}

/** One action of whoever acts first (the turn seat, or the quickest while everyone may act). */
function nextAction(game: Game): { seat: number; action: Action } | null {
  const { table, bots } = game;
  const turn = table.turn;
  const v = table.view(turn);
  const everyone = v.phase === 'race' || v.unoWindow !== null || (v.phase === 'play' && v.options.jumpIn);
  let best: { seat: number; action: Action; delay: number } | null = null;
  for (let s = 0; s < bots.length; s++) {
    if (!everyone && s !== turn) continue;
    const d = bots[s]!.decide(s === turn ? v : table.view(s));
    if (d && (best === null || d.delayMs < best.delay)) best = { seat: s, action: d.action, delay: d.delayMs };
  }
  return best;
}

/** Plays `rounds` rounds (whole games, then a new one) of one case; returns the actions compared. */
export function runParity(c: ParityCase, rounds: number, seed: string): { rounds: number; actions: number } {
  let played = 0;
  let actions = 0;
  for (let n = 0; played < rounds; n++) {
    const gameSeed = `${seed}/${c.edition}/${c.players}/${n}`;
    const config = { edition: c.edition, players: c.players, options: c.options, seed: gameSeed };
    const game: Game = {
      table: createTable(config),
      playout: startPlayout(config),
      bots: Array.from({ length: c.players }, (_, s) => createRandomBot(`${gameSeed}/bot${s}`)),
    };
    compareStep(game, gameSeed);
    let roundActions = 0;
    while (played < rounds) {
      const phase = game.table.phase;
      if (phase === 'roundOver' || phase === 'gameOver') {
        compareState(game, gameSeed);
        played++;
        roundActions = 0;
        if (phase === 'gameOver') break;
        game.table.nextRound();
        playoutNextRound(game.playout);
        compareStep(game, gameSeed);
        continue;
      }
      const next = nextAction(game);
      if (next === null) {
        game.table.expire();
        playoutExpire(game.playout);
      } else {
        const engine = game.table.send(next.seat, next.action);
        const fast = playoutSend(game.playout, next.seat, next.action);
        if ((engine.ok ? null : engine.error) !== fast) {
          mismatch(
            'answer',
            gameSeed,
            `${JSON.stringify(next.action)}: engine ${JSON.stringify(engine)}, playout ${fast}`,
          );
        }
      }
      actions++;
      compareStep(game, gameSeed);
      if (++roundActions > MAX_ACTIONS_PER_ROUND) mismatch('length', gameSeed, 'the round does not end');
    }
  }
  return { rounds: played, actions };
}

/**
 * An edition's share of `--rounds` at each player count: six players get a twentieth (a round of
 * skull between six random players lasts some 1,500 actions), two to four the rest; each option
 * case a twentieth.
 */
function shareOf(c: ParityCase): number {
  if (Object.keys(c.options).length > 0 || c.players === 6) return 0.05;
  return 0.95 / 3;
}

const USAGE = `Usage: npx tsx scripts/playout-parity.ts [--rounds 100000] [--seed parity] [--skip 0] [--json]

Plays --rounds seeded rounds of each edition (a twentieth at 6 players, the rest spread over 2, 3
and 4), and a twentieth as many of each option case, through the engine and the playout path,
comparing them after every action. --skip leaves out the first cases of the list (a run resumed).
`;

export function main(argv: string[]): void {
  const values = parseCli(
    'playout-parity',
    USAGE,
    {
      rounds: { type: 'string', default: '100000' },
      seed: { type: 'string', default: 'parity' },
      skip: { type: 'string', default: '0' },
      json: { type: 'boolean', default: false },
    },
    argv,
  );
  const rounds = checked('playout-parity', USAGE, () => intOption('rounds', values.rounds, 1, 10_000_000));
  const seed = String(values.seed);
  const skip = checked('playout-parity', USAGE, () => intOption('skip', values.skip, 0, PARITY_CASES.length));
  const byEdition = new Map<string, { rounds: number; actions: number; ms: number }>();
  for (const c of PARITY_CASES.slice(skip)) {
    const isOption = Object.keys(c.options).length > 0;
    const share = Math.ceil(rounds * shareOf(c));
    const started = performance.now();
    const r = runParity(c, share, seed);
    const key = isOption ? `${c.edition} ${JSON.stringify(c.options)}` : c.edition;
    const sum = byEdition.get(key) ?? { rounds: 0, actions: 0, ms: 0 };
    sum.rounds += r.rounds;
    sum.actions += r.actions;
    sum.ms += performance.now() - started;
    byEdition.set(key, sum);
    if (!values.json) console.log(`${key}, ${c.players} players: ${r.rounds} rounds, ${r.actions} actions equal`);
  }
  for (const [key, sum] of byEdition) {
    const line = { case: key, rounds: sum.rounds, actions: sum.actions, seconds: Math.round(sum.ms / 1000) };
    console.log(values.json ? JSON.stringify(line) : `${key}: ${sum.rounds} rounds, ${sum.actions} actions, all equal`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));

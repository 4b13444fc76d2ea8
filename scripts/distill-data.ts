/**
 * npx tsx scripts/distill-data.ts --seed distill --from 0 --to 400 > part.jsonl
 *
 * OFFLINE ONLY, AND ITS TEACHER CHEATS: the expert seat here plays the oracle (the expert's paired
 * search whose worlds hold the other seats' TRUE hands, as `scripts/expert-pairs.ts --oracle`), one
 * of four against three normal, on a training seed (never s7a, s7b or final). At each of its turns
 * with two or more moves to weigh it writes one JSON line: every candidate move with its PUBLIC
 * features (src/bots/expert/student.ts `studentFeatures`: the seat's view and memory only), the
 * honest paired search's rate for each move at the work budget (the present expert's worlds), and
 * the moves the oracle, the hard level and the present expert picked. scripts/distill-fit.ts fits a
 * student to the oracle's picks from these lines; nothing in src/ reads the true hands.
 * docs/bots-experiments.md "The oracle's choices, learned (s8-distill)".
 */
import { parseArgs } from 'node:util';
import type { Action, CardCode, GameState } from '../src/game/index.js';
import { playGame } from '../src/bots/arena.js';
import { dealGame } from './sim-bots.js';
import { createBot } from '../src/bots/index.js';
import { LevelBot } from '../src/bots/bot.js';
import { hardPolicy } from '../src/bots/hard.js';
import type { BotContext, Policy } from '../src/bots/policy.js';
import { DEFAULT_BUDGET, ROOT_CHOICE, expertSearch, keyOf, rootMoves } from '../src/bots/expert/index.js';
import { Knowledge, shuffle } from '../src/bots/expert/determinize.js';
import { studentFeatures } from '../src/bots/expert/student.js';
import type { BotRandom } from '../src/bots/rng.js';
import type { BotLevel } from '../src/bots/types.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 'distill' },
    from: { type: 'string', default: '0' },
    to: { type: 'string', default: '400' },
  },
});
if (['s7a', 's7b', 'final'].includes(values.seed)) throw new Error('a training seed, not a measuring one');

/** The hands of the table being played: read by the cheating dealer while `cheat.on` only. */
let trueHands: (() => CardCode[][]) | null = null;
const cheat = { on: false, misses: 0 };
{
  const { prototype } = Knowledge;
  const dealOf = Object.getOwnPropertyDescriptor(prototype, 'deal')!.value as (
    this: Knowledge,
    random: BotRandom,
  ) => GameState;
  prototype.deal = function (this: Knowledge, random: BotRandom): GameState {
    const w = dealOf.call(this, random);
    const hands = trueHands?.();
    if (!cheat.on || !hands) return w;
    const own = (this as unknown as { view: { seat: number } }).view.seat;
    const rest: CardCode[] = [...w.pile];
    for (let s = 0; s < w.players; s++) if (s !== own) rest.push(...w.hands[s]!);
    for (let s = 0; s < w.players; s++) {
      if (s === own) continue;
      for (const code of hands[s]!) {
        const at = rest.indexOf(code);
        if (at < 0) {
          cheat.misses++;
          return w;
        }
        rest.splice(at, 1);
      }
    }
    shuffle(rest, random);
    for (let s = 0; s < w.players; s++) if (s !== own) w.hands[s] = hands[s]!.slice();
    w.pile = rest;
    return w;
  };
}

let game = 0;
let decisions = 0;
const z = ROOT_CHOICE.z ?? 1.64;
const teach =
  (phase: 'play' | 'drawn' | 'stack') =>
  (ctx: BotContext): Action => {
    const habit = hardPolicy[phase](ctx);
    const hard = keyOf(habit);
    const moves = rootMoves(ctx.view);
    if (moves.length <= 1) return habit;
    cheat.on = false;
    const present = expertSearch(ctx, DEFAULT_BUDGET, { reference: hard, z });
    cheat.on = true;
    const oracle = expertSearch(ctx, DEFAULT_BUDGET, { reference: hard, z });
    cheat.on = false;
    if (present === null || oracle === null) return habit;
    const rate = new Map(present.moves.map((m) => [m.key, m.rate]));
    const oracleRate = new Map(oracle.moves.map((m) => [m.key, m.rate]));
    const rows = studentFeatures(ctx.view, ctx.memory, moves, hard);
    decisions++;
    console.log(
      JSON.stringify({
        g: game,
        phase,
        hard,
        expert: present.moves[0]!.key,
        oracle: oracle.moves[0]!.key,
        moves: moves.map((m, i) => ({
          key: m.key,
          f: rows[i]!.map((x) => Math.round(x * 1e4) / 1e4),
          rate: rate.get(m.key) ?? 0,
          oracleRate: oracleRate.get(m.key) ?? 0,
        })),
      }),
    );
    return oracle.action;
  };
const teacher: Policy = { ...hardPolicy, play: teach('play'), drawn: teach('drawn'), stack: teach('stack') };
const botOf = (level: BotLevel, seed: string) =>
  level === 'expert' ? new LevelBot('expert', seed, {}, teacher) : createBot(level, seed);

const levels0: BotLevel[] = ['expert', 'normal', 'normal', 'normal'];
const run = { bots: levels0, seed: values.seed, edition: 'classic', options: { scoring: 'none' } } as const;
let won = 0;
let games = 0;
for (let g = Number(values.from); g < Number(values.to); g++) {
  game = g;
  const { levels, table, bots } = dealGame(g, run, botOf);
  const view = table.view.bind(table);
  let cached: { seq: number; hands: CardCode[][] } | null = null;
  trueHands = () => {
    if (cached?.seq !== table.lastSeq)
      cached = { seq: table.lastSeq, hands: Array.from({ length: 4 }, (_, s) => view(s).hand) };
    return cached.hands;
  };
  const log = playGame(table, bots);
  if (log.winner !== null && levels[log.winner] === 'expert') won++;
  games++;
}
console.error(`# oracle teacher won ${won}/${games}, ${decisions} decisions, oracle misses ${cheat.misses}`);

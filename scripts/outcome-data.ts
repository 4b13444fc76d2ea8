/**
 * npx tsx scripts/outcome-data.ts --seed outcome --from 0 --to 400 [--plays 8] [--weights value.json]
 *   [--hand-tuned] [--all] > part.jsonl
 *
 * OFFLINE ONLY: experience of the outcomes of moves, for scripts/outcome-fit.ts. One hard (the
 * hand-tuned pick under the present learned value of src/bots/outcome-pick.ts; with --weights, under
 * that value; with --hand-tuned, alone) against three normal, classic single rounds, seats rotating as the simulator
 * deals (scripts/sim-bots.ts `dealGame`), on a training seed (never final, s7a, s7b or a measuring seed of s9-oc-, s10-, s11-). At each of
 * its choices with two moves or more to weigh (src/bots/expert/root-moves.ts; those
 * src/bots/outcome-pick.ts `nearMoves` keeps, every one with --all), every move is played on from
 * the TRUE position to the round's end `--plays` times: the table copied, its draw pile reshuffled
 * (the seat cannot know its order), every bot copied with its memory and given a fresh generator,
 * the same reshuffles and generators for every move (common random numbers). One JSON line per
 * choice: each move's PUBLIC features (src/bots/outcome-features.ts) and the share of its plays the
 * seat won (`q`); `hard` the hand-tuned pick the features
 * mark, `played` the move the seat played. The hands read here are the outcome's, never a feature.
 * docs/bots-experiments.md "The outcomes of moves, learned (s9-outcome)", "Policy iteration and the root's moves
 * (s10-learn)".
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Action, PlayerView, Table, TableEvent } from '../src/game/index.js';
import { gameText, tableFromGameText } from '../src/game/table.js';
import { playGame } from '../src/bots/arena.js';
import { LevelBot } from '../src/bots/bot.js';
import { hardPolicyWith } from '../src/bots/hard.js';
import { rootMoves } from '../src/bots/expert/root-moves.js';
import { outcomeFeatures } from '../src/bots/outcome-features.js';
import { nearMoves, outcomeBest, outcomePolicy, type OutcomeValue } from '../src/bots/outcome-pick.js';
import { OUTCOME_VALUE } from '../src/bots/outcome-weights.js';
import { keyOf } from '../src/bots/expert/root-moves.js';
import type { BotContext, Policy } from '../src/bots/policy.js';
import { botRandom } from '../src/bots/rng.js';
import type { Bot, BotDecision, BotLevel } from '../src/bots/types.js';
import { dealGame } from './sim-bots.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 'outcome' },
    from: { type: 'string', default: '0' },
    to: { type: 'string', default: '400' },
    plays: { type: 'string', default: '8' },
    weights: { type: 'string' },
    all: { type: 'boolean', default: false },
    'hand-tuned': { type: 'boolean', default: false },
  },
});
if (['s7a', 's7b', 'final'].includes(values.seed) || /^s9-oc-|^s10-|^s11-/.test(values.seed))
  throw new Error('a training seed, not a measuring one');
const plays = Number(values.plays);
const handTuned = hardPolicyWith();
/** The learned value the seat plays, in its choices and its continuations: the present one
 * (src/bots/outcome-weights.ts) unless --weights; --hand-tuned: none (every weight 0, the margin
 * above any value, as the ninth session's data). */
const value: OutcomeValue = values['hand-tuned']
  ? { weights: [], margin: Infinity }
  : values.weights
    ? (JSON.parse(readFileSync(values.weights, 'utf8')) as OutcomeValue)
    : OUTCOME_VALUE;
const own: Policy = outcomePolicy(handTuned, value, () => true);

/** A bot that remembers the seq of the last event it was shown; a copy skips what it saw already. */
class Tracked implements Bot {
  constructor(
    readonly inner: LevelBot,
    public seen = 0,
  ) {}
  get level(): Bot['level'] {
    return this.inner.level;
  }
  observe(events: readonly TableEvent[]): void {
    const fresh = events.filter((e) => e.seq > this.seen);
    if (fresh.length === 0) return;
    this.seen = fresh[fresh.length - 1]!.seq;
    this.inner.observe(fresh);
  }
  decide(view: PlayerView): BotDecision | null {
    return this.inner.decide(view);
  }
}

/** A deep copy keeping prototypes (a bot, its memory's maps); functions are shared. */
function copy<T>(x: T): T {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) return x.map(copy) as T;
  if (x instanceof Map) return new Map([...x].map(([k, v]) => [k, copy(v)])) as T;
  if (x instanceof Set) return new Set([...x].map(copy)) as T;
  const out = Object.create(Object.getPrototypeOf(x) as object) as Record<string, unknown>;
  for (const [k, v] of Object.entries(x)) out[k] = copy(v);
  return out as T;
}

/** The bot a copy plays with: its memory copied, a fresh generator, `policy` for the own seat. */
function copyBot(t: Tracked, seed: string, policy: Policy | null): Tracked {
  const inner = copy(t.inner) as unknown as Record<string, unknown>;
  inner['random'] = botRandom(seed);
  if (policy) inner['policy'] = policy;
  return new Tracked(inner as unknown as LevelBot, t.seen);
}

let table: Table | null = null;
let tracked: Tracked[] = [];
let mine = 0;
let game = 0;
let choice = 0;
let decisions = 0;
let refused = 0;

/** The share of the `plays` continuations after `action` the seat won, on the same reshuffles and
 * bots' generators for every move. */
function outcomes(text: string, action: Action, tag: string): number | null {
  let won = 0;
  const parsed = JSON.parse(text) as { context: { g: { pile: string[] } } };
  for (let k = 0; k < plays; k++) {
    const snap = structuredClone(parsed);
    const pile = snap.context.g.pile;
    const random = botRandom(`${tag}-k${k}-pile`);
    for (let i = pile.length - 1; i > 0; i--) {
      const j = Math.floor(random.next() * (i + 1));
      [pile[i], pile[j]] = [pile[j]!, pile[i]!];
    }
    const t = tableFromGameText(JSON.stringify(snap));
    const bots = tracked.map((b, s) => copyBot(b, `${tag}-k${k}-s${s}`, s === mine ? own : null));
    // The copies have seen what their originals saw: the events the table keeps pass their filter.
    if (!t.send(mine, action).ok) {
      refused++;
      return null;
    }
    if (playGame(t, bots).winner === mine) won++;
  }
  return won / plays;
}

const record =
  (phase: 'play' | 'drawn' | 'stack') =>
  (ctx: BotContext): Action => {
    // The learned pick's own steps (outcome-pick.ts `outcomePolicy`), so that the features and the
    // moves weighed are those it reads: the hand-tuned pick is `hard`, the learned one is played.
    const habit = handTuned[phase](ctx);
    const hard = keyOf(habit);
    const all = rootMoves(ctx.view);
    const near = nearMoves(all, hard, ctx.view.phase);
    const played = near.length <= 1 ? hard : outcomeBest(ctx, near, hard, value);
    const action = played === hard ? habit : near.find((m) => m.key === played)!.action;
    const moves = values.all ? all : near;
    if (moves.length <= 1 || table === null) return action;
    const text = gameText(table);
    const tag = `${values.seed}-${game}-c${choice++}`;
    const q = moves.map((m) => outcomes(text, m.action, tag));
    if (q.some((x) => x === null)) return action;
    const rows = outcomeFeatures(ctx.view, ctx.memory, moves, hard);
    decisions++;
    console.log(
      JSON.stringify({
        g: game,
        phase,
        hard,
        played,
        moves: moves.map((m, i) => ({
          key: m.key,
          f: rows[i]!.map((x) => Math.round(x * 1e4) / 1e4),
          q: q[i],
        })),
      }),
    );
    return action;
  };
const recorder: Policy = { ...own, play: record('play'), drawn: record('drawn'), stack: record('stack') };

const levels0: BotLevel[] = ['hard', 'normal', 'normal', 'normal'];
const run = { bots: levels0, seed: values.seed, edition: 'classic', options: { scoring: 'none' } } as const;
let won = 0;
let games = 0;
const start = Date.now();
for (let g = Number(values.from); g < Number(values.to); g++) {
  game = g;
  choice = 0;
  mine = (4 - (g % 4)) % 4;
  const dealt = dealGame(
    g,
    run,
    (level, botSeed, s) => new LevelBot(level, botSeed, {}, s === mine ? recorder : undefined),
  );
  table = dealt.table;
  tracked = dealt.bots.map((b) => new Tracked(b));
  if (playGame(table, tracked).winner === mine) won++;
  games++;
}
console.error(
  `# own seat won ${won}/${games}, ${decisions} choices, ${refused} refused, ${((Date.now() - start) / 1000).toFixed(0)} s`,
);

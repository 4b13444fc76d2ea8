/**
 * npx tsx scripts/expert-pairs.ts --bots expert,normal,normal,normal --seed s6a --from 0 --to 300
 * [--oracle | --oracle-next [--oracle-share 0.5]] [--z 1.64|none] [--work 19000 [--cap 4000] | --iterations 700]
 * [--student-reference] [--tree] [--hand-tuned] [--order 8,0.1[,next|all[,samples]]]
 *
 * The simulator's games (scripts/sim-bots.ts `dealGame`: the same table and bot seeds, seats rotating,
 * single rounds) game by game, one line per game: `g seat winner won wallMs cpuMs searches` for the
 * first level named (its seat, the winner's, 1 when it won; the game's wall and CPU time and the
 * expert's searches, so the CPU time per search compares two variants' costs whatever the load).
 * Two variants run on the same deals compare round by round (a sign test over the rounds they
 * decided differently: scripts/expert-sign.ts). The hard level in the expert's place:
 * `--bots hard,normal,normal,normal`. docs/bots-experiments.md "Sixth session".
 *
 * --oracle CHEATS and is a measuring switch only, never the product's play: the expert's worlds get
 * the other seats' TRUE hands (the draw pile still shuffled from the rest), to learn what perfect
 * knowledge of the hands would buy; --oracle-next the next seat's hand only (the others dealt at
 * random, without the memory's hints); --oracle-share p: the oracle in that share of the worlds
 * only, the others dealt as the expert deals them (what partial knowledge buys). Nothing in src/
 * reads them; they patch the world dealer here.
 * The last line also counts the searches whose best-rated move was not played (the sign test kept the hard
 * level's pick). The seventh session's dealer variants (`--signs`, `--hard-signs`) are in commit 9663a39
 * (docs/bots-experiments.md "What the next seat shows (s7-expert-b)"); its color variants (`--recolor-z`,
 * `--siblings`, `--habit-color`) in commit d6ae1ee (docs/bots-experiments.md "The held-back color choices
 * (s7-expert-c)"); the twelfth session's dealer on the normal level's card order (`--order`) in commit
 * 8fd4fb6 (docs/bots-experiments.md "The normal level's card order (s12-order)"). The eighth session's
 * screening runs of the student were `--student` (commit e1ca6a4); the student was the product's reference
 * at four until the tenth session and is now `--student-reference`, which replaced `--hard-reference`
 * (hard's pick, the product's reference since: docs/bots-experiments.md "Policy iteration and the root's
 * moves (s10-learn)").
 * --tree: the root's moves compared by the tree (src/bots/expert/search.ts, information-set Monte Carlo
 * tree search; heads up the hard level's pick kept unless 3 points behind) rather than by paired worlds,
 * at every table (docs/bots-experiments.md "Paired worlds at the root (s5-expert-b)").
 * --hand-tuned: the expert on the hard level's hand-tuned pick, as before the ninth session's learned one
 * (docs/bots-experiments.md "The outcomes of moves, learned (s9-outcome)").
 * --order tries,against[,next|all[,samples]]: each world drawn among `tries` deals by how well the next
 * seat's hand (or every other seat's) fits its choices this round under the normal level's card order
 * (scripts/order-weight.ts, the twelfth session's dealer of commit 8fd4fb6 patched in here;
 * docs/bots-experiments.md "The normal level's card order (s12-order)"). The thirteenth session's
 * `--habits others[,challenge]` (the other seats of every playout on the normal level's pick, and its
 * answer to a +4) needed src/ and is in commit 4ce1607 (docs/bots-experiments.md "A consistent model of
 * the other seats (s13-model)").
 */
import { parseArgs } from 'node:util';
import type { CardCode, GameState, PlayerView, TableEvent } from '../src/game/index.js';
import { playGame } from '../src/bots/arena.js';
import { dealGame } from './sim-bots.js';
import { createBot } from '../src/bots/index.js';
import { LevelBot } from '../src/bots/bot.js';
import {
  DEFAULT_BUDGET,
  DEFAULT_ITERATIONS,
  expertPolicy,
  ROOT_CHOICE,
  type SearchBudget,
} from '../src/bots/expert/index.js';
import { search } from '../src/bots/expert/search.js';
import { studentReference } from '../src/bots/expert/student-reference.js';
import { Knowledge, shuffle } from '../src/bots/expert/determinize.js';
import { hardPolicyWith } from '../src/bots/hard.js';
import type { BotRandom } from '../src/bots/rng.js';
import type { BotLevel } from '../src/bots/types.js';
import { TableMemory } from '../src/bots/memory.js';
import { nextSeat } from '../src/bots/tactics.js';
import { RoundSteps } from './round-steps.js';
import { seatTrail, trailWeight, type SeatTrail } from './order-weight.js';

const { values } = parseArgs({
  options: {
    bots: { type: 'string', default: 'expert,normal,normal,normal' },
    seed: { type: 'string', default: 's6a' },
    from: { type: 'string', default: '0' },
    to: { type: 'string', default: '300' },
    oracle: { type: 'boolean', default: false },
    'oracle-next': { type: 'boolean', default: false },
    'oracle-share': { type: 'string', default: '1' },
    z: { type: 'string' },
    iterations: { type: 'string' },
    work: { type: 'string' },
    cap: { type: 'string' },
    'student-reference': { type: 'boolean', default: false },
    tree: { type: 'boolean', default: false },
    'hand-tuned': { type: 'boolean', default: false },
    order: { type: 'string' },
  },
});

/** The tables where a choice is one among the hand's plays, as normalPick weighs them. */
const orderApplies = (view: PlayerView): boolean => {
  const o = view.options;
  return (
    view.edition === 'classic' &&
    o.stacking === 'none' &&
    !o.multiPlay &&
    !o.jumpIn &&
    !o.sevenZero &&
    !o.drawUntilPlayable &&
    !o.teams
  );
};

if (values.order !== undefined) {
  const [tries, against, seats, samples] = values.order.split(',');
  const [k, weak, guesses] = [Number(tries), Number(against), Number(samples ?? '1')];
  // Every memory keeps the round's public steps beside its own facts (the twelfth session's memory).
  const stepsOf = new WeakMap<TableMemory, RoundSteps>();
  const observe = Object.getOwnPropertyDescriptor(TableMemory.prototype, 'observe')!.value as (
    this: TableMemory,
    events: readonly TableEvent[],
  ) => void;
  TableMemory.prototype.observe = function (this: TableMemory, events: readonly TableEvent[]): void {
    observe.call(this, events);
    let steps = stepsOf.get(this);
    if (!steps) stepsOf.set(this, (steps = new RoundSteps()));
    for (const event of events) steps.apply(event);
  };
  const { prototype } = Knowledge;
  const dealOf = Object.getOwnPropertyDescriptor(prototype, 'deal')!.value as (
    this: Knowledge,
    random: BotRandom,
  ) => GameState;
  const trails = new WeakMap<Knowledge, SeatTrail[]>();
  const trailsOf = (knowledge: Knowledge): SeatTrail[] => {
    let weighed = trails.get(knowledge);
    if (weighed !== undefined) return weighed;
    const { view, memory } = knowledge as unknown as { view: PlayerView; memory: TableMemory };
    const steps = stepsOf.get(memory);
    const others = Array.from({ length: view.players }, (_, s) => s).filter((s) => s !== view.seat);
    const chosen = seats === 'all' ? others : [nextSeat(view, view.seat)];
    weighed =
      steps && orderApplies(view)
        ? chosen.filter((s) => steps.choseAny(s) && !memory.known.has(s)).map((s) => seatTrail(view, steps.steps, s))
        : [];
    trails.set(knowledge, weighed);
    return weighed;
  };
  prototype.deal = function (this: Knowledge, random: BotRandom): GameState {
    const weighed = trailsOf(this);
    let chosen = dealOf.call(this, random);
    if (weighed.length === 0) return chosen;
    let total = 0;
    for (let t = 0; t < k; t++) {
      const dealt = t === 0 ? chosen : dealOf.call(this, random);
      let weight = 1;
      for (const trail of weighed) weight *= trailWeight(trail, dealt.hands[trail.seat]!, weak, random, guesses);
      total += weight;
      if (t > 0 && random.next() * total < weight) chosen = dealt;
    }
    return chosen;
  };
}

/** The hands of the table being played, read by the cheating dealer below (--oracle only). */
let trueHands: (() => CardCode[][]) | null = null;
let oracleMisses = 0;

if (values.oracle || values['oracle-next']) {
  const onlyNext = values['oracle-next'];
  const share = Number(values['oracle-share']);
  const { prototype } = Knowledge;
  const dealOf = Object.getOwnPropertyDescriptor(prototype, 'deal')!.value as (
    this: Knowledge,
    random: BotRandom,
  ) => GameState;
  const deal = (self: Knowledge, random: BotRandom): GameState => dealOf.call(self, random);
  prototype.deal = function (this: Knowledge, random: BotRandom): GameState {
    const w = deal(this, random);
    const hands = trueHands?.();
    if (!hands) return w;
    if (share < 1 && random.next() >= share) return w;
    const rest: CardCode[] = [...w.pile];
    const own = (this as unknown as { view: { seat: number } }).view.seat;
    // --oracle-next: the next seat's true hand only, the others dealt at random from the rest.
    const next = (own + w.direction + w.players) % w.players;
    const told = (s: number): boolean => s !== own && (!onlyNext || s === next);
    for (let s = 0; s < w.players; s++) if (s !== own) rest.push(...w.hands[s]!);
    for (let s = 0; s < w.players; s++) {
      if (!told(s)) continue;
      for (const code of hands[s]!) {
        const at = rest.indexOf(code);
        if (at < 0) {
          oracleMisses++;
          return w;
        }
        rest.splice(at, 1);
      }
    }
    shuffle(rest, random);
    for (let s = 0; s < w.players; s++) {
      if (told(s)) w.hands[s] = hands[s]!.slice();
      else if (s !== own) w.hands[s] = rest.splice(0, w.hands[s]!.length);
    }
    w.pile = rest;
    return w;
  };
}

// --z none: the paired best always played; --z 2.33: a stricter test. The budget: the simulator's
// (DEFAULT_BUDGET, work counted), another work (`--work`, at most the same playouts unless `--cap`
// sets another most: a larger work would else stop at DEFAULT_ITERATIONS in short positions), or a
// fixed number of playouts (`--iterations`, the budget before the seventh session: 700).
// --student-reference: at four players of classic the student's pick (src/bots/expert/student.ts) is
// the one the sign test must beat, as from the eighth session to the tenth, not the hard level's.
const root = {
  ...(values.z === undefined ? ROOT_CHOICE : { ...ROOT_CHOICE, z: values.z === 'none' ? null : Number(values.z) }),
  ...(values['student-reference'] ? { reference: studentReference } : {}),
  ...(values.tree ? { two: search, many: search } : {}),
};
const budget: SearchBudget =
  values.iterations !== undefined
    ? { iterations: Number(values.iterations) }
    : values.work !== undefined
      ? {
          ...DEFAULT_BUDGET,
          work: Number(values.work),
          ...(values.cap !== undefined ? { iterations: Number(values.cap) } : {}),
        }
      : DEFAULT_BUDGET;
/** Searches stopped by the playouts' most before their work was spent, and those that played more
 * playouts than DEFAULT_ITERATIONS (which the default most would have stopped). */
let capped = 0;
let overDefault = 0;
let searches = 0;
/** Searches whose best-rated move was not played (the sign test kept the hard level's pick), and of
 * those, how many a Wild of another color or a card of another color would have changed. */
let heldBack = 0;
/** The played move's rate in each search of the game, and over the run the squared error of those
 * rates against the round's outcome (the Brier score: how well the playouts foretell the rounds). */
const rates: number[] = [];
let brier = 0;
let foretold = 0;
let rateSum = 0;
let allSearches = 0;
let heldColor = 0;
/** The color a root move leaves in force (a Wild's named color), '' for a draw or a pass. */
const colorOf = (key: string): string =>
  key.includes('/') ? key.slice(key.indexOf('/') + 1) : /^[RYGB]/.test(key) ? key.slice(0, 1) : '';
const expert = expertPolicy(
  budget,
  (result) => {
    searches++;
    allSearches++;
    if (result.iterations + result.moves.length > budget.iterations && result.work < (budget.work ?? Infinity))
      capped++;
    if (result.iterations > DEFAULT_ITERATIONS) overDefault++;
    const played = result.moves[0]!;
    rates.push(played.rate);
    const best = result.moves.reduce((a, b) => (b.rate > a.rate ? b : a));
    if (best.rate <= played.rate) return;
    heldBack++;
    const [a, b] = [colorOf(best.key), colorOf(played.key)];
    if (a !== '' && b !== '' && a !== b) heldColor++;
  },
  root,
  values['hand-tuned'] ? hardPolicyWith() : undefined,
);
const botOf = (level: BotLevel, seed: string) =>
  level === 'expert' ? new LevelBot('expert', seed, {}, expert) : createBot(level, seed);

const levels0 = values.bots.split(',') as BotLevel[];
const n = levels0.length;
const run = { bots: levels0, seed: values.seed, edition: 'classic', options: { scoring: 'none' } } as const;
let won = 0;
let games = 0;
for (let g = Number(values.from); g < Number(values.to); g++) {
  const { levels, table, bots } = dealGame(g, run, botOf);
  const view = table.view.bind(table);
  let cached: { seq: number; hands: CardCode[][] } | null = null;
  trueHands = () => {
    if (cached?.seq !== table.lastSeq)
      cached = { seq: table.lastSeq, hands: Array.from({ length: n }, (_, s) => view(s).hand) };
    return cached.hands;
  };
  const t0 = Date.now();
  const cpu0 = process.cpuUsage();
  searches = 0;
  const log = playGame(table, bots);
  const cpu = process.cpuUsage(cpu0);
  const me = levels.indexOf(levels0[0]!);
  const w = log.winner === null ? -1 : log.winner;
  const ok = levels[w] === levels0[0] ? 1 : 0;
  won += ok;
  for (const r of rates) {
    brier += (r - ok) ** 2;
    rateSum += r;
    foretold++;
  }
  rates.length = 0;
  games++;
  const cpuMs = ((cpu.user + cpu.system) / 1000).toFixed(0);
  console.log(`${g} ${me} ${w} ${ok} ${Date.now() - t0} ${cpuMs} ${searches}`);
}
console.error(
  `# ${levels0[0]} won ${won}/${games}, best-rated move held back in ${heldBack} of ${allSearches} searches (another color ${heldColor}), stopped by the playouts' most ${capped}, over ${DEFAULT_ITERATIONS} playouts ${overDefault}${values.oracle || values['oracle-next'] ? `, oracle misses ${oracleMisses}` : ''}; the played move's rate against the round: Brier ${(brier / Math.max(1, foretold)).toFixed(4)} over ${foretold} searches, mean rate ${(rateSum / Math.max(1, foretold)).toFixed(3)}`,
);

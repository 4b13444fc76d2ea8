/**
 * npx tsx scripts/next-seat-order.ts --seed s12order --games 60 [--worlds 100]
 *
 * THIS SCRIPT CHEATS, for measuring only (docs/bots-experiments.md "The normal level's card order (s12-order)"):
 * it reads the next seat's true hand to score what the expert's worlds believe of it. Nothing in
 * src/ reads it. One expert against three normal, classic, single rounds, seats rotating (game g of
 * seed S is `npm run sim -- --bots expert,normal,normal,normal --scoring none --seed S` game g).
 *
 * At every play-phase decision of the expert with a choice, `--worlds` worlds are dealt by the
 * expert's own dealer (determinize.ts `Knowledge`) and scored against the next seat's true hand:
 * the squared error of its counts (four colors and Wilds), the Brier score of "holds no card of X"
 * over the four colors, and the Brier score of "can answer" each of the expert's legal cards (a
 * Wild once per color named); with the CPU time a world and the weights' effective sample size.
 * The worlds are scored as dealt (`present`), and weighed by the likelihood of every choice the
 * next seat made this round under the normal level's exact order (order-weight.ts), a choice
 * against it weighing `against`: the exact posterior's bound when the opponents are exactly that
 * level. The expert's own dealer on that order, and this script's variants of it, are in commit
 * 8fd4fb6.
 */
import { parseArgs } from 'node:util';
import type { CardCode, Color, PlayerView, TableEvent } from '../src/game/index.js';
import { card as cardOf } from '../src/game/notation/index.js';
import { playGame } from '../src/bots/arena.js';
import { createBot } from '../src/bots/index.js';
import { LevelBot } from '../src/bots/bot.js';
import { TableMemory } from '../src/bots/memory.js';
import { Knowledge } from '../src/bots/expert/determinize.js';
import { orderWeight } from './order-weight.js';
import { RoundSteps } from './round-steps.js';
import { playableOn } from '../src/bots/cards.js';
import { legalPlays, nextSeat } from '../src/bots/tactics.js';
import { botRandom } from '../src/bots/rng.js';
import type { Bot, BotDecision } from '../src/bots/types.js';
import { dealGame } from './sim-bots.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 's12order' },
    games: { type: 'string', default: '60' },
    worlds: { type: 'string', default: '300' },
  },
});

const COLORS: Color[] = ['R', 'Y', 'G', 'B'];

const countsOf = (hand: readonly CardCode[]): number[] => {
  const out = [0, 0, 0, 0, 0];
  for (const code of hand) {
    const c = cardOf(code).color;
    out[c === null ? 4 : COLORS.indexOf(c)]!++;
  }
  return out;
};

/** The expert's legal cards as (top, color) the next seat must answer: a Wild once per color. */
function answersAsked(view: PlayerView): { top: CardCode; color: Color }[] {
  const out: { top: CardCode; color: Color }[] = [];
  for (const code of legalPlays(view)) {
    const c = cardOf(code).color;
    if (c === null) for (const color of COLORS) out.push({ top: code, color });
    else out.push({ top: code, color: c });
  }
  return out;
}

const canAnswer = (hand: readonly CardCode[], ask: { top: CardCode; color: Color }): boolean =>
  hand.some((code) => playableOn(code, ask.top, ask.color));

interface Score {
  cpu: number;
  sq: number;
  brierNone: number;
  brierAnswer: number;
  asks: number;
  ess: number;
}
/** The present dealer's worlds, weighed afterwards by the order's likelihood (`against` of each
 * choice against it, the weight averaged over `samples` guesses at a draw's cards) or not at all.
 * The dealers that weighed the order themselves are in commit 8fd4fb6. */
type Variant = { against: number | null; samples?: number };
const VARIANTS: Record<string, Variant> = {
  present: { against: null },
  'bound, 0.1': { against: 0.1 },
  'bound, 0.1, 4 guesses': { against: 0.1, samples: 4 },
  'bound, 0.01, 4 guesses': { against: 0.01, samples: 4 },
};
const scores: Record<string, Score> = Object.fromEntries(
  Object.keys(VARIANTS).map((k) => [k, { cpu: 0, sq: 0, brierNone: 0, brierAnswer: 0, asks: 0, ess: 0 }]),
);
let decisions = 0;
let withChoices = 0;
let truthFits = 0;
const worldsPer = Number(values.worlds);

class Observer implements Bot {
  readonly level = 'expert' as const;
  private readonly inner: LevelBot;
  private memory: TableMemory | null = null;
  private pending: TableEvent[] = [];
  private readonly steps = new RoundSteps();
  constructor(
    seed: string,
    private readonly trueHand: (seat: number) => CardCode[],
  ) {
    this.inner = new LevelBot('expert', seed);
  }
  observe(events: readonly TableEvent[]): void {
    this.inner.observe(events);
    for (const event of events) this.steps.apply(event);
    if (this.memory) this.memory.observe(events);
    else this.pending.push(...events);
  }
  decide(view: PlayerView): BotDecision | null {
    if (!this.memory) {
      this.memory = new TableMemory(view.seat);
      this.memory.observe(this.pending);
      this.pending = [];
    }
    if (view.turn === view.seat && view.phase === 'play' && view.legal.length > 1 && this.memory.roundSeen)
      this.measure(view, this.memory);
    return this.inner.decide(view);
  }

  private measure(view: PlayerView, memory: TableMemory): void {
    const next = nextSeat(view, view.seat);
    const truthHand = this.trueHand(next);
    const truth = countsOf(truthHand);
    const steps = this.steps.steps;
    const random = botRandom(`${view.seat}-${view.round}-${view.discards}-${view.pile}`);
    // The rebuilt hands checked on the truth: the true hand fits every choice unless a drawn card
    // taken out at random was the wrong one.
    if (this.steps.choseAny(next)) {
      withChoices++;
      if (orderWeight(view, steps, next, truthHand, 0, random) === 1) truthFits++;
    }
    const plain: CardCode[][] = [];
    const plainCpu = process.cpuUsage();
    const knowledge = new Knowledge(view, memory);
    for (let w = 0; w < worldsPer; w++) plain.push(knowledge.deal(random).hands[next]!);
    const plainUsage = process.cpuUsage(plainCpu);
    scores.present!.cpu += plainUsage.user + plainUsage.system;
    const asks = answersAsked(view);
    for (const [name, variant] of Object.entries(VARIANTS)) {
      const hands = plain;
      const cpu0 = process.cpuUsage();
      const weights = hands.map((h) =>
        variant.against === null ? 1 : orderWeight(view, steps, next, h, variant.against, random, variant.samples),
      );
      const cpu = process.cpuUsage(cpu0);
      const total = weights.reduce((a, b) => a + b, 0);
      const sumSq = weights.reduce((a, b) => a + b * b, 0);
      const mean = [0, 0, 0, 0, 0];
      const none = [0, 0, 0, 0];
      const answer = asks.map(() => 0);
      hands.forEach((h, w) => {
        const p = weights[w]! / total;
        const c = countsOf(h);
        for (let i = 0; i < 5; i++) mean[i]! += p * c[i]!;
        for (let i = 0; i < 4; i++) if (c[i] === 0) none[i]! += p;
        asks.forEach((ask, k) => {
          if (canAnswer(h, ask)) answer[k]! += p;
        });
      });
      const s = scores[name]!;
      s.cpu += cpu.user + cpu.system;
      for (let i = 0; i < 5; i++) s.sq += (mean[i]! - truth[i]!) ** 2;
      for (let i = 0; i < 4; i++) s.brierNone += (none[i]! - (truth[i] === 0 ? 1 : 0)) ** 2;
      asks.forEach((ask, k) => {
        s.brierAnswer += (answer[k]! - (canAnswer(truthHand, ask) ? 1 : 0)) ** 2;
        s.asks++;
      });
      s.ess += (total * total) / sumSq;
    }
    decisions++;
  }
}

const run = {
  bots: ['expert', 'normal', 'normal', 'normal'],
  seed: values.seed,
  edition: 'classic',
  options: { scoring: 'none' },
} as const;
for (let g = 0; g < Number(values.games); g++) {
  const { table, bots } = dealGame(g, run, (level, seed): Bot => {
    if (level !== 'expert') return createBot(level, seed);
    return new Observer(seed, (s) => table.view(s).hand);
  });
  playGame(table, bots);
}

console.log(
  `# ${decisions} expert decisions (${withChoices} after a choice of the next seat, its true hand fitting every one in ${truthFits}), ${worldsPer} worlds each`,
);
for (const [name, s] of Object.entries(scores))
  console.log(
    `${name.padEnd(27)} squared error ${(s.sq / decisions).toFixed(3)}  Brier "no X" ${(s.brierNone / (4 * decisions)).toFixed(4)}  Brier "can answer" ${(s.brierAnswer / s.asks).toFixed(4)}  ESS ${(s.ess / decisions).toFixed(0)}  ${(s.cpu / decisions / worldsPer).toFixed(1)} µs a world`,
  );

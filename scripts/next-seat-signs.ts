/**
 * npx tsx scripts/next-seat-signs.ts --seed s7sign --games 60 [--worlds 40]
 *
 * THIS SCRIPT CHEATS, for measuring only (docs/bots.md "What the next seat shows (s7-expert-b)"):
 * it reads every hand of the table to learn what public signs say about a hand. Nothing in src/
 * reads it. One expert against three normal, classic, single rounds, seats rotating (game g of seed
 * S is `npm run sim -- --bots expert,normal,normal,normal --scoring none --seed S` game g).
 *
 * 1. The signs: at every play-phase decision of a normal seat, its true hand; for an answer on
 *    color X (a card of X, a face match into another color, a Wild, a draw), how often it held no X
 *    then and at its next two decisions; how often it still held a color it turned the game to.
 * 2. The worlds: at every expert decision, `--worlds` worlds dealt by the expert's own dealer
 *    (determinize.ts `Knowledge`) from memories that weigh the signs differently; the squared error
 *    of the next seat's color counts (four colors and Wilds) against its true hand, per variant.
 */
import { parseArgs } from 'node:util';
import {
  createTable,
  type Action,
  type CardCode,
  type Color,
  type PlayerView,
  type TableEvent,
} from '../src/game/index.js';
import { card as cardOf } from '../src/game/notation/index.js';
import { playGame } from '../src/bots/arena.js';
import { createBot } from '../src/bots/index.js';
import { LevelBot } from '../src/bots/bot.js';
import { TableMemory } from '../src/bots/memory.js';
import { Knowledge, type DealerSigns } from '../src/bots/expert/determinize.js';
import { botRandom } from '../src/bots/rng.js';
import type { Bot, BotDecision } from '../src/bots/types.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 's7sign' },
    games: { type: 'string', default: '60' },
    worlds: { type: 'string', default: '40' },
  },
});

const COLORS: Color[] = ['R', 'Y', 'G', 'B'];
const n = 4;

/** The dealer variants the worlds are dealt from (determinize.ts `DealerSigns`). */
const VARIANTS: Record<string, DealerSigns> = {
  present: { wild: 0, held: 0, nextOnly: true },
  fade: { wild: 0, held: 0, nextOnly: true, fade: true },
  wild90: { wild: 0.9, held: 0, nextOnly: true },
  held100: { wild: 0, held: 1, nextOnly: true },
  wild90held100: { wild: 0.9, held: 1, nextOnly: true },
  wild90held100fade: { wild: 0.9, held: 1, nextOnly: true, fade: true },
  wild90held100allfade: { wild: 0.9, held: 1, nextOnly: false, fade: true },
};

// ---- 1. the signs' tallies ----
interface Seen {
  hand: CardCode[];
  color: Color | null;
  kind: 'same' | 'match' | 'wild' | 'draw' | 'other';
  turnedTo: Color | null;
}
const bySeatRound = new Map<string, Seen[]>();
const kindOf = (view: PlayerView, action: Action): Seen['kind'] => {
  if (action.type === 'draw') return 'draw';
  if (action.type !== 'play') return 'other';
  const c = cardOf(action.card).color;
  if (c === null) return 'wild';
  return c === view.color ? 'same' : 'match';
};

// ---- 2. the worlds' error ----
const sq: Record<string, number> = Object.fromEntries(Object.keys(VARIANTS).map((k) => [k, 0]));
/** The Brier score of the worlds' odds that the next seat holds no card of each color. */
const brier: Record<string, number> = Object.fromEntries(Object.keys(VARIANTS).map((k) => [k, 0]));
let decisions = 0;
const worldsPer = Number(values.worlds);

const countsOf = (hand: readonly CardCode[]): number[] => {
  const out = [0, 0, 0, 0, 0];
  for (const code of hand) {
    const c = cardOf(code).color;
    out[c === null ? 4 : COLORS.indexOf(c)]!++;
  }
  return out;
};

/** The expert, its events copied to a memory per variant, measured at each of its play decisions. */
class Observer implements Bot {
  readonly level = 'expert' as const;
  private readonly inner: LevelBot;
  private memory: TableMemory | null = null;
  private pending: TableEvent[] = [];
  constructor(
    seed: string,
    private readonly trueHand: (seat: number) => CardCode[],
  ) {
    this.inner = new LevelBot('expert', seed);
  }
  observe(events: readonly TableEvent[]): void {
    this.inner.observe(events);
    if (this.memory) this.memory.observe(events);
    else this.pending.push(...events);
  }
  decide(view: PlayerView): BotDecision | null {
    if (!this.memory) {
      this.memory = new TableMemory(view.seat);
      this.memory.observe(this.pending);
      this.pending = [];
    }
    if (view.turn === view.seat && view.phase === 'play' && view.legal.length > 1) {
      const next = (view.seat + view.direction + n) % n;
      const truth = countsOf(this.trueHand(next));
      for (const [name, signs] of Object.entries(VARIANTS)) {
        const knowledge = new Knowledge(view, this.memory, signs);
        const random = botRandom(`${view.seat}-${view.round}-${view.discards}-${view.pile}`);
        const mean = [0, 0, 0, 0, 0];
        const none = [0, 0, 0, 0, 0];
        for (let w = 0; w < worldsPer; w++) {
          const c = countsOf(knowledge.deal(random).hands[next]!);
          for (let i = 0; i < 5; i++) mean[i]! += c[i]! / worldsPer;
          for (let i = 0; i < 5; i++) if (c[i] === 0) none[i]! += 1 / worldsPer;
        }
        for (let i = 0; i < 5; i++) sq[name]! += (mean[i]! - truth[i]!) ** 2;
        for (let i = 0; i < 4; i++) brier[name]! += (none[i]! - (truth[i] === 0 ? 1 : 0)) ** 2;
      }
      decisions++;
    }
    return this.inner.decide(view);
  }
}

for (let g = 0; g < Number(values.games); g++) {
  const seed = `${values.seed}-${g}`;
  const me = (n - (g % n)) % n;
  const table = createTable({ edition: 'classic', players: n, options: { scoring: 'none' }, seed });
  const trueHand = (s: number): CardCode[] => table.view(s).hand;
  const bots: Bot[] = Array.from({ length: n }, (_, s) =>
    s === me ? new Observer(`${seed}-bot${s}-expert`, trueHand) : createBot('normal', `${seed}-bot${s}-normal`),
  );
  playGame(table, bots, {
    onDecision: (seat, view, decision) => {
      if (seat === me || view.turn !== seat || view.phase !== 'play') return;
      const action = decision.action;
      const kind = kindOf(view, action);
      const turnedTo =
        action.type === 'play' && (action.color ?? cardOf(action.card).color) !== view.color
          ? (action.color ?? cardOf(action.card).color)
          : null;
      const key = `${seat}:${view.round}`;
      const list = bySeatRound.get(key) ?? [];
      list.push({ hand: view.hand.slice(), color: view.color, kind, turnedTo });
      bySeatRound.set(key, list);
    },
  });
}

// The signs: P(no X held) at the answer and at the next two decisions of the same seat.
const tally = new Map<string, { n: number; none: number[] }>();
const add = (key: string, at: number, lacks: boolean): void => {
  const t = tally.get(key) ?? { n: 0, none: [0, 0, 0] };
  if (at === 0) t.n++;
  if (lacks) t.none[at]!++;
  tally.set(key, t);
};
const holds = (hand: readonly CardCode[], c: Color): boolean => hand.some((code) => cardOf(code).color === c);
for (const list of bySeatRound.values()) {
  list.forEach((s, k) => {
    if (s.color === null) return;
    for (let j = 0; j < 3 && k + j < list.length; j++) {
      const later = list[k + j]!;
      add(`answer ${s.kind}: no ${'X'}`, j, !holds(later.hand, s.color));
      if (s.turnedTo !== null && j > 0) add(`turned to Y by ${s.kind}: no Y`, j, !holds(later.hand, s.turnedTo));
    }
    if (s.turnedTo !== null) add(`turned to Y by ${s.kind}: no Y`, 0, false);
  });
}
console.log(`# signs over ${[...bySeatRound.values()].reduce((a, l) => a + l.length, 0)} decisions of normal seats`);
for (const [key, t] of [...tally].sort()) {
  const r = t.none.map((x) => ((100 * x) / Math.max(1, t.n)).toFixed(0)).join(' / ');
  console.log(`${key.padEnd(34)} n=${String(t.n).padStart(5)}  lacking at answer / +1 / +2: ${r} %`);
}
console.log(`# worlds: ${decisions} expert decisions, ${worldsPer} worlds each; next seat's color counts`);
for (const [name, s] of Object.entries(sq))
  console.log(
    `${name.padEnd(20)} mean squared error ${(s / Math.max(1, decisions)).toFixed(3)}, Brier of "holds no X" ${(brier[name]! / Math.max(1, 4 * decisions)).toFixed(4)}`,
  );

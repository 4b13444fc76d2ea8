/**
 * The expert level (docs/bots.md "Expert"): the hard level's habits wherever a choice is small (a
 * color asked after the first card, a +4 to challenge, a house rule, towers, a race, catches), and a
 * search wherever it is a card to play, a draw, a drawn card to play or keep, a penalty to pass on:
 * paired worlds at the root (paired.ts; the tree, search.ts, is an alternative a measuring script
 * passes in through `RootChoice`, so the product's worker does not carry it). Every world it plays out is dealt from this seat's view and memory alone
 * (determinize.ts). The search overrules the hard level's own pick only when it finds a move clearly
 * better.
 */
import type { Action } from '../../game/index.js';
import { hardPolicy } from '../hard.js';
import type { BotContext, Policy } from '../policy.js';
import type { Move } from './moves.js';
import { Knowledge } from './determinize.js';
import { keyOf, rootMoves } from './root-moves.js';
import { pairedSearch } from './paired.js';
import type { GameState, Phase } from '../../game/index.js';
import type { BotRandom } from '../rng.js';
import type { SearchBudget, SearchResult } from './budget.js';

export type { SearchBudget, SearchResult } from './budget.js';
export { keyOf, rootMoves } from './root-moves.js';

/** How much better (in rounds won per round played out) the search must find its move than the hard
 * level's for the expert to play it: below that the two are not told apart, and the hard level's
 * habits, tuned over thousands of games, decide. */
const MARGIN = 0.03;

/** The most playouts a search plays (a world played for k root moves counts k), in the browser and
 * in the simulator alike. */
export const DEFAULT_ITERATIONS = 4000;

/** The work (work.ts `workOf`) the browser's 70 ms buy on a phone whose CPU is 4 times slower than
 * this machine's, measured by scripts/expert-budget.ts, rounded down (docs/bots-experiments.md "The budget the
 * product plays (s7-expert-a)"): a short position buys more worlds than a long one, as in the
 * browser, and the same seed still plays the same game on any machine at any load. */
export const DEFAULT_WORK = 19_000;

/** The simulator's and the tests' budget: the phone's, counted rather than timed. */
export const DEFAULT_BUDGET: SearchBudget = { iterations: DEFAULT_ITERATIONS, work: DEFAULT_WORK };

/** A search over the root's moves other than paired worlds: the tree (search.ts `search`), which
 * a measuring script passes in (scripts/expert-pairs.ts `--tree`). */
export type TreeSearch = (
  seat: number,
  phase: Phase,
  moves: readonly Move[],
  deal: () => GameState,
  random: BotRandom,
  budget: SearchBudget,
) => SearchResult;

/** The pick the sign test must beat in place of the hard level's, or null for the hard level's:
 * a measuring switch (scripts/expert-pairs.ts `--student-reference` passes the student's at four
 * players of classic, as from the eighth session to the tenth). */
export type ReferencePick = (ctx: BotContext, moves: readonly Move[], hardKey: string) => string | null;

/** How the root's moves are compared at a table of two and beyond: paired worlds (paired.ts) or a
 * tree passed in, with the sign test's threshold against the reference pick (null: the paired
 * search's best is played whatever the reference picks). */
export interface RootChoice {
  two: 'paired' | TreeSearch;
  many: 'paired' | TreeSearch;
  z: number | null;
  /** The reference in place of the hard level's pick (docs/bots-experiments.md "Policy iteration and the root's
   * moves (s10-learn)"); absent in the product. */
  reference?: ReferencePick;
}

/** Paired worlds at every table, the reference pick kept unless a one-sided sign test at 5 %
 * supports the search's best: on the same deals it won more rounds than the tree heads up, against
 * three normal and against three basic (docs/bots-experiments.md "Paired worlds at the root (s5-expert-b)").
 * The reference is the hard level's pick everywhere: at four players of classic the learned one
 * (outcome-pick.ts), ahead of the student there (`reference`, fitted on the hard level of before it)
 * on two seeds, 110 rounds won alone against 91 of 1,200 (docs/bots-experiments.md "Policy iteration and the
 * root's moves (s10-learn)"). */
export const ROOT_CHOICE: RootChoice = { two: 'paired', many: 'paired', z: 1.64 };

/** The search's answer for the seat's view, or null when there is nothing to weigh (one move): paired
 * worlds against `how.reference`, or the tree given. */
export function expertSearch(
  ctx: BotContext,
  budget: SearchBudget,
  how: { reference: string | null | ((moves: readonly Move[]) => string | null); z: number } | TreeSearch,
): SearchResult | null {
  const { view, memory, random } = ctx;
  const moves = rootMoves(view);
  if (moves.length <= 1) return null;
  const knowledge = new Knowledge(view, memory);
  const deal = () => knowledge.deal(random);
  if (typeof how === 'function') return how(view.seat, view.phase, moves, deal, random, budget);
  const reference = typeof how.reference === 'function' ? how.reference(moves) : how.reference;
  return pairedSearch(view.seat, view.phase, moves, deal, random, budget, reference, how.z);
}

/** The worker's budget: a deadline of its own (ms) on the page's clock, so a phone's slower CPU plays
 * fewer iterations in the same time, and a bound on iterations for a quick one. */
export const WORKER_BUDGET: SearchBudget = { iterations: DEFAULT_ITERATIONS, deadline: 70 };

/** The expert's policy with a budget of its own (the worker's: a deadline on the page's clock), on
 * `base`'s habits (the hard level's; scripts/expert-pairs.ts `--hand-tuned` gives the hand-tuned
 * one of before the learned pick, to pair with it). */
export function expertPolicy(
  budget: SearchBudget = DEFAULT_BUDGET,
  onSearch?: (result: SearchResult) => void,
  root: RootChoice = ROOT_CHOICE,
  base: Policy = hardPolicy,
): Policy {
  const searched =
    (fallback: (ctx: BotContext) => Action) =>
    (ctx: BotContext): Action => {
      const b =
        budget.clock && budget.deadline !== undefined
          ? { ...budget, deadline: (budget.start ?? budget.clock()) + budget.deadline }
          : budget;
      const two = ctx.view.players === 2;
      const how = two ? root.two : root.many;
      if (how === 'paired') {
        const habit = root.z === null ? null : fallback(ctx);
        const hardKey = habit === null ? null : keyOf(habit);
        const { reference: pick } = root;
        const reference =
          pick && hardKey !== null ? (moves: readonly Move[]) => pick(ctx, moves, hardKey) ?? hardKey : hardKey;
        const result = expertSearch(ctx, b, { reference, z: root.z ?? 0 });
        if (result === null) return habit ?? fallback(ctx);
        onSearch?.(result);
        return result.action;
      }
      const result = expertSearch(ctx, b, how);
      if (result === null) return fallback(ctx);
      onSearch?.(result);
      // Heads up only: beyond two players the hard level keeps the normal level's habits, and its pick
      // held the search back (docs/bots.md "Expert").
      if (ctx.view.players > 2) return result.action;
      const habit = fallback(ctx);
      const best = result.moves[0]!;
      const known = result.moves.find((m) => m.key === keyOf(habit));
      return known && known.visits > 0 && known.rate >= best.rate - MARGIN ? habit : result.action;
    };
  return {
    ...base,
    play: searched((ctx) => base.play(ctx)),
    drawn: searched((ctx) => base.drawn(ctx)),
    stack: searched((ctx) => base.stack(ctx)),
  };
}

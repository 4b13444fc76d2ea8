/**
 * The hard level: the normal level's habits, plus card counting and a short look ahead.
 * - Every play is judged by the position it leaves: cards left, Wilds kept for later, points at
 *   risk when someone is close to going out, and above all the chance that the next player cannot
 *   answer the top card, from the unseen cards and the colors its draws showed it lacks.
 * - A Skull, +1, +2 or +4 is judged by the hands it fills: a player it hits is that much further
 *   from going out (a Skull on a player at UNO is worth more than any card of the color), and the
 *   cards drawn come blind from the unseen ones, whatever that hand was shown to lack before.
 * - Heads up, a Skip, Reverse, +1, +2 or +4 gives the turn back (docs/game-rules.md "A turn"), so it plans the
 *   whole chain it can lay before the other player moves.
 * - It bluffs a Wild +4 when the other player seldom challenges, and challenges when the counted odds
 *   that the hand held the color, weighed by how often that player bluffed, are worth the risk.
 * - Beyond two players it keeps the normal level's habits and lets counting choose among the colored
 *   cards: the one the player who answers is likely unable to answer, above all near its UNO; while
 *   every other hand is big it keeps its Wilds, drawing rather than spending one (hard-multi.ts).
 * - At four players of classic a value learned from the outcomes of moves overrules that pick where
 *   it rates another move clearly higher (outcome-pick.ts).
 */
import type { Action, CardCode, Color, PlayerView } from '../game/index.js';
import { isWild } from './cards.js';
import { chanceCannotPlay, chanceHolds, chanceOfNone, unseenCards } from './counting.js';
import type { TableMemory } from './memory.js';
import type { BotContext, Policy } from './policy.js';
import {
  drawsToKeep,
  keepsDrawnWild,
  multiPlayerPick,
  multiWeights,
  heldMost,
  type MultiWeights,
} from './hard-multi.js';
import { answerDrawFour, chooseKeep, chooseRule, chooseStack, chooseTowers } from './sensible.js';
import {
  allLegal,
  completePlay,
  drawFourIsHonest,
  findLegal,
  legalPlays,
  nextSeat,
  previousSeat,
  type PlayAction,
} from './tactics.js';
import { Planner, WEIGHTS } from './planner.js';
import { outcomePolicy, fittedTable } from './outcome-pick.js';
import { OUTCOME_VALUE } from './outcome-weights.js';

export { WEIGHTS };

function bestRootPlay(
  ctx: BotContext,
  plays: readonly CardCode[],
  colors?: readonly Color[],
): { action: PlayAction; value: number } | null {
  const { view, memory } = ctx;
  const planner = new Planner(view, memory);
  let best: { action: PlayAction; value: number } | null = null;
  const honestNow = drawFourIsHonest(view);
  for (const move of planner.movesFrom(view.hand, view.top, view.color, false, true)) {
    if (!plays.includes(move.card)) continue;
    if (colors && move.color !== undefined && !colors.includes(move.color)) continue;
    let value =
      move.card === 'W+4' && !honestNow ? planner.bluffValue(view.hand, move) : planner.value(view.hand, move, 0);
    value += ctx.random.next() * 0.01;
    if (!best || value > best.value) {
      best = { action: completePlay(view, move.card, { color: move.color, also: move.also }), value };
      if (move.also.length > 0) best.action.also = move.also;
    }
  }
  return best;
}

function pickColor(ctx: BotContext): Color {
  const { view, memory } = ctx;
  const planner = new Planner(view, memory);
  const legal = allLegal(view, 'color').map((a) => a.color);
  const firstCard = memory.discards.length <= 1 && view.turn === view.seat;
  let best = legal[0] ?? view.color;
  let bestValue = -Infinity;
  for (const c of legal) {
    const value = firstCard
      ? planner.bestChain(view.hand, view.top, c, 1)
      : planner.leaf(view.hand, view.top, c, nextSeat(view, view.seat));
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

/** The chance that a +4 was a bluff: counted odds that the hand held a match, times that player's record. */
export function bluffOdds(view: PlayerView, memory: TableMemory): number {
  if (view.options.wildDrawFour === 'free') return 0;
  const played = memory.lastDrawFour;
  const seat = played?.seat ?? previousSeat(view);
  const colorBefore = played?.colorBefore ?? null;
  if (colorBefore === null) return 0;
  const hand = view.counts[seat] ?? 0;
  const unseen = unseenCards(view, memory);
  let held: number;
  if (view.options.wildDrawFour === 'no-playable-card' && played?.topBefore) {
    const probe = { ...view, counts: view.counts.map((n, s) => (s === seat ? hand : n)) };
    held = 1 - chanceCannotPlay(probe, memory, unseen, seat, played.topBefore, colorBefore);
  } else {
    held = chanceHolds(view, memory, unseen, seat, colorBefore, hand);
    if (view.options.wildsCountAsMatch) {
      let wilds = 0;
      for (const [code, n] of unseen.byCode) if (isWild(code) && code !== 'W+4') wilds += n;
      held = 1 - (1 - held) * chanceOfNone(wilds, unseen.total, hand);
    }
  }
  const record = memory.bluffs.get(seat);
  const propensity = ((record?.bluffed ?? 0) + WEIGHTS.bluffPrior * 2) / ((record?.judged ?? 0) + 2);
  const bluff = held * propensity;
  return bluff / (bluff + (1 - held) + 1e-9);
}

/**
 * The hand-tuned hard level with `weights` beyond two players (scripts/tune-hard.ts tries others),
 * else those of the table's size (hard-multi.ts `multiWeights`); `hardPolicy` adds the learned pick.
 */
export const hardPolicyWith = (weights?: MultiWeights): Policy => ({
  play(ctx: BotContext): Action {
    const multi = weights ?? multiWeights(ctx.view.players);
    // Beyond two players the look ahead (tuned heads up) lost to the normal level's choices in the
    // sims: keep its habits, with counting to pick among the colored cards (hard-multi.ts), its
    // Wild's color among those held most, and the order of extras.
    if (ctx.view.players > 2) {
      const plays = legalPlays(ctx.view);
      if (drawsToKeep(ctx.view, plays, multi)) return findLegal(ctx.view, 'draw')!;
      const card = multiPlayerPick(ctx, plays, multi);
      if (card !== null) {
        const best = bestRootPlay(ctx, [card], isWild(card) ? heldMost(ctx.view, card) : undefined);
        if (best) return best.action;
      }
    }
    const best = bestRootPlay(ctx, legalPlays(ctx.view));
    return best?.action ?? findLegal(ctx.view, 'draw') ?? ctx.view.legal[0]!;
  },
  drawn(ctx: BotContext): Action {
    const { view, memory } = ctx;
    const multi = weights ?? multiWeights(view.players);
    const pass = findLegal(view, 'pass');
    const plays = legalPlays(view);
    let colors: Color[] | undefined;
    if (view.players > 2) {
      if (pass && keepsDrawnWild(view, plays, multi)) return pass;
      // A Wild drawn names a color held most, as one laid from the hand (not the heads-up look ahead's).
      const wild = plays.length === 1 && isWild(plays[0]!) ? plays[0]! : null;
      if (wild && multi.drawnHeld > 0) colors = heldMost(view, wild);
    }
    const best = bestRootPlay(ctx, plays, colors);
    if (!best) return pass ?? view.legal[0]!;
    if (!pass || view.players > 2)
      return best.action.card !== 'W+4' || drawFourIsHonest(view) ? best.action : (pass ?? best.action);
    const planner = new Planner(view, memory);
    const keep = planner.leaf(view.hand, view.top, view.color, nextSeat(view, view.seat));
    return best.value >= keep ? best.action : pass;
  },
  color(ctx: BotContext): Action {
    const color = pickColor(ctx);
    return allLegal(ctx.view, 'color').find((a) => a.color === color) ?? ctx.view.legal[0]!;
  },
  stack: chooseStack,
  challenge(ctx: BotContext): Action {
    const { view, memory } = ctx;
    const p = bluffOdds(view, memory);
    return answerDrawFour(ctx, p * WEIGHTS.challengeGain > (1 - p) * WEIGHTS.challengeLoss);
  },
  rule: chooseRule,
  towers: chooseTowers,
  keep: chooseKeep,
  catches: () => true,
  raceGesture: (ctx) => ctx.view.race?.gesture ?? '',
});

/** At four players of classic without teams the hand-tuned pick is overruled where the value learned
 * from the outcomes of moves says so (outcome-pick.ts; docs/bots-experiments.md "The outcomes of moves, learned
 * (s9-outcome)": +1.05 points of a round against three normal on fresh deals). */
export const hardPolicy: Policy = outcomePolicy(hardPolicyWith(), OUTCOME_VALUE, (ctx) => fittedTable(ctx.view));

/**
 * The reference opponents of chausner/UnoAI, whose published win rates are the anchor our levels are
 * measured against (docs/bots.md "Reference opponents"):
 * - `basic` is its RandomBot: a random playable card when it has one, a draw only when it must, the
 *   drawn card played when it fits, a random color for a Wild, UNO always said, a +4 always accepted,
 *   a forgotten UNO never caught.
 * - `greedy` is its GreedyBot: the same, but the playable card worth the most points, and a Wild's
 *   color the one it holds most of (the choice with the highest immediate benefit).
 * Neither level knows the variants the anchor never had: a stacked penalty is passed on with a random
 * card that stacks (the greedy one: the one worth most), towers and the four-tower keep are chosen at
 * random, a house rule is written on the number held most, a race is answered with the right gesture.
 */
import type { Action, CardCode, Color } from '../game/index.js';
import { editionColors } from '../game/notation/index.js';
import { cardPoints } from './cards.js';
import type { BotContext, Policy } from './policy.js';
import { chooseRule } from './sensible.js';
import { allLegal, colorHeldMost, completePlay, findLegal, legalPlays } from './tactics.js';

type PickCard = (ctx: BotContext, plays: readonly CardCode[]) => CardCode;
type PickColor = (ctx: BotContext, handAfter: readonly CardCode[]) => Color;

const randomCard: PickCard = (ctx, plays) => ctx.random.pick(plays);

/** The playable card worth most; equal worth, a random one of them. */
const costliestCard: PickCard = (ctx, plays) => {
  const top = Math.max(...plays.map(cardPoints));
  return ctx.random.pick(plays.filter((code) => cardPoints(code) === top));
};

const randomColor: PickColor = (ctx) => ctx.random.pick(editionColors(ctx.view.edition));
const colorHeld: PickColor = (ctx, handAfter) => colorHeldMost(ctx.view, handAfter, ctx.random);

function referencePolicy(pickCard: PickCard, pickColor: PickColor): Policy {
  /** A card of `legal` (one card alone, UNO said when it leaves one), or `otherwise`. */
  const playOr = (ctx: BotContext, otherwise: Action['type']): Action => {
    const { view } = ctx;
    const plays = legalPlays(view);
    if (plays.length === 0) return findLegal(view, otherwise) ?? view.legal[0]!;
    const card = pickCard(ctx, plays);
    const after = [...view.hand];
    after.splice(after.indexOf(card), 1);
    return completePlay(view, card, { color: pickColor(ctx, after) });
  };
  const randomOf = (ctx: BotContext, type: 'towers' | 'keep'): Action => {
    const choices = allLegal(ctx.view, type);
    return choices.length > 0 ? ctx.random.pick(choices) : (findLegal(ctx.view, 'pass') ?? ctx.view.legal[0]!);
  };
  return {
    play: (ctx) => playOr(ctx, 'draw'),
    drawn: (ctx) => playOr(ctx, 'pass'),
    color: (ctx) => {
      const color = pickColor(ctx, ctx.view.hand);
      return findLegal(ctx.view, 'color') ? { type: 'color', color } : ctx.view.legal[0]!;
    },
    stack: (ctx) => playOr(ctx, 'draw'),
    // Never challenges: the anchor's bots accept every +4 (and stack it on when stacking allows).
    challenge: (ctx) => findLegal(ctx.view, 'accept') ?? playOr(ctx, 'draw'),
    rule: (ctx, gestures) => chooseRule(ctx, gestures),
    towers: (ctx) => randomOf(ctx, 'towers'),
    keep: (ctx) => randomOf(ctx, 'keep'),
    catches: () => false,
    raceGesture: (ctx) => ctx.view.race?.gesture ?? '',
  };
}

export const basicPolicy: Policy = referencePolicy(randomCard, randomColor);
export const greedyPolicy: Policy = referencePolicy(costliestCard, colorHeld);

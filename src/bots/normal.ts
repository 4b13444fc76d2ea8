/**
 * The normal level: sound table habits with no counting. Keep the Wilds for when nothing else
 * plays, stay in the color held most, hit a player close to going out with +2 / Skip, never bluff a
 * Wild +4, challenge only a +4 from a big hand, always declare UNO, catch others after a human pause.
 */
import type { Action, CardCode, PlayerView } from '../game/index.js';
import { card as cardOf, countByColor, editionColors } from '../game/notation/index.js';
import { cardPoints, isAttack, isWild, strongestAttack } from './cards.js';
import type { BotContext, Policy } from './policy.js';
import { answerDrawFour, chooseKeep, chooseRule, chooseStack, chooseTowers } from './sensible.js';
import {
  allLegal,
  colorHeldMost,
  completePlay,
  drawFourIsHonest,
  findLegal,
  legalPlays,
  nextSeat,
  previousSeat,
  sameNumberExtras,
} from './tactics.js';

/** A +4 from a hand this big most likely hid the color: worth challenging (a player's rule of thumb). */
const CHALLENGE_HAND = 6;

function without(hand: readonly CardCode[], cards: readonly CardCode[]): CardCode[] {
  const rest = [...hand];
  for (const code of cards) rest.splice(rest.indexOf(code), 1);
  return rest;
}

/** The normal level's card: an attack on a player close to going out, else the color held most. */
export function normalPick(view: PlayerView, plays: CardCode[]): CardCode | null {
  const honest = plays.filter((code) => code !== 'W+4' || drawFourIsHonest(view));
  if (honest.length === 0) return null;
  if (view.hand.length === 1) return honest[0]!;
  const colored = honest.filter((code) => !isWild(code));
  const danger = (view.counts[nextSeat(view)] ?? 7) <= 2;
  if (danger) {
    const attacks = honest.filter(isAttack);
    if (attacks.length > 0) {
      return strongestAttack(attacks);
    }
  }
  if (colored.length > 0) {
    const counts = countByColor(view.hand, editionColors(view.edition));
    const score = (code: CardCode): number => (counts.get(cardOf(code).color!) ?? 0) * 100 + cardPoints(code);
    return colored.reduce((a, b) => (score(b) > score(a) ? b : a));
  }
  const plain = honest.filter((code) => code !== 'W+4');
  return plain[0] ?? honest[0]!;
}

export const normalPolicy: Policy = {
  play(ctx: BotContext): Action {
    const { view, random } = ctx;
    const card = normalPick(view, legalPlays(view));
    if (card === null) return findLegal(view, 'draw') ?? view.legal[0]!;
    const also = sameNumberExtras(view, card);
    return completePlay(view, card, { color: colorHeldMost(view, without(view.hand, [card, ...also]), random), also });
  },
  drawn(ctx: BotContext): Action {
    const { view, random } = ctx;
    const plays = legalPlays(view);
    const card = plays[0];
    if (card === undefined || (card === 'W+4' && !drawFourIsHonest(view)))
      return findLegal(view, 'pass') ?? view.legal[0]!;
    return completePlay(view, card, { color: colorHeldMost(view, without(view.hand, [card]), random) });
  },
  color(ctx: BotContext): Action {
    const { view, random } = ctx;
    const color = colorHeldMost(view, view.hand, random);
    const colors = allLegal(view, 'color');
    return colors.find((a) => a.color === color) ?? colors[0] ?? view.legal[0]!;
  },
  stack: chooseStack,
  challenge(ctx: BotContext): Action {
    const { view, memory } = ctx;
    const by = memory.lastDrawFour?.seat ?? previousSeat(view);
    return answerDrawFour(ctx, (view.counts[by] ?? 0) >= CHALLENGE_HAND && view.options.wildDrawFour !== 'free');
  },
  rule: chooseRule,
  towers: chooseTowers,
  keep: chooseKeep,
  catches: () => true,
  raceGesture: (ctx) => ctx.view.race?.gesture ?? '',
};

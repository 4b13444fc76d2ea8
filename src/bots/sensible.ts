/**
 * Choices the normal and hard levels make the same way: which towers to take (book 004), which
 * card to keep with four towers, which house rule to write (book 001), how to meet a pending
 * penalty (stacking) and answer a Wild +4 once its odds are weighed.
 */
import type { Action, CardCode, Tower } from '../game/index.js';
import { card as cardOf } from '../game/notation/index.js';
import { cardPoints, isWild } from './cards.js';
import type { BotContext } from './policy.js';
import { ruleText } from './house-rules.js';
import { allLegal, colorHeldMost, completePlay, findLegal, legalPlays } from './tactics.js';

/** Towers: each one taken counts, more when taken from a player near the end; all four wins a keep. */
export function chooseTowers(ctx: BotContext): Action {
  const { view } = ctx;
  const takes = allLegal(view, 'towers');
  const pass = findLegal(view, 'pass');
  if (takes.length === 0) return pass ?? view.legal[0]!;
  const towers = view.towers ?? { U: null, N: null, O: null, '!': null };
  const mine = (Object.keys(towers) as Tower[]).filter((t) => towers[t] === view.seat).length;
  let best = takes[0]!;
  let bestScore = -Infinity;
  for (const take of takes) {
    let score = 0;
    let gained = 0;
    for (const t of take.take) {
      const holder = towers[t];
      if (holder === view.seat) continue;
      gained++;
      score += holder === null ? 1 : 1.5 + ((view.counts[holder] ?? 7) <= 2 ? 1 : 0);
    }
    if (mine + gained >= 4) score += 10;
    score += ctx.random.next() * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = take;
    }
  }
  return best;
}

/** Four towers: keep the card surest to go out next turn (a Wild matches anything). */
export function chooseKeep(ctx: BotContext): Action {
  const { view } = ctx;
  const keeps = allLegal(view, 'keep');
  if (keeps.length === 0) return findLegal(view, 'pass') ?? view.legal[0]!;
  const value = (code: CardCode): number => {
    if (code === 'W+4') return 100;
    if (isWild(code)) return 90;
    return (cardOf(code).color === view.color ? 20 : 0) - cardPoints(code) / 10;
  };
  return keeps.reduce((a, b) => (value(b.card) > value(a.card) ? b : a));
}

/** A house rule: on the number held most (its races start from this hand), with a fun text. */
export function chooseRule(ctx: BotContext, gestures: readonly string[]): Action {
  const { view, random, lang } = ctx;
  const rules = allLegal(view, 'rule');
  if (rules.length === 0 || gestures.length === 0) return findLegal(view, 'pass') ?? view.legal[0]!;
  const held = (n: number): number => view.hand.filter((code) => cardOf(code).number === n).length;
  const rule = rules.reduce((a, b) => (held(b.number) > held(a.number) ? b : a));
  return {
    type: 'rule',
    number: rule.number,
    text: ruleText(rule.number, random, lang),
    gesture: random.pick(gestures),
  };
}

/** The answer to a Wild +4 once the level has weighed the challenge: challenge it, or else pass the
 * four on when stacking allows (docs/game-rules.md "Options every edition offers"), or else accept them. */
export function answerDrawFour(ctx: BotContext, challenge: boolean): Action {
  const { view } = ctx;
  if (challenge) return findLegal(view, 'challenge') ?? view.legal[0]!;
  return legalPlays(view).length > 0 ? chooseStack(ctx) : (findLegal(view, 'accept') ?? view.legal[0]!);
}

/** A pending penalty (stacking): pass it on with the cheapest stackable card, else draw it all. */
export function chooseStack(ctx: BotContext): Action {
  const { view, random } = ctx;
  const plays = legalPlays(view);
  if (plays.length === 0) return findLegal(view, 'draw') ?? view.legal[0]!;
  const card = plays.includes('W+4') && plays.some((c) => c !== 'W+4') ? plays.find((c) => c !== 'W+4')! : plays[0]!;
  const after = [...view.hand];
  after.splice(after.indexOf(card), 1);
  return completePlay(view, card, { color: colorHeldMost(view, after, random) });
}

/**
 * The easy level: a beginner who plays any legal card at random (drawing now and then even when a
 * card would do, one time in seven or so), picks a Wild's color half by instinct, bluffs a +4 without knowing it, forgets
 * UNO one time in four and notices a forgotten UNO only one time in three.
 */
import type { Action } from '../game/index.js';
import { editionColors } from '../game/notation/index.js';
import type { BotContext, Policy } from './policy.js';
import { chooseRule } from './sensible.js';
import { colorHeldMost, completePlay, findLegal, sameNumberExtras } from './tactics.js';

const FORGETS_UNO = 0.25;
const NOTICES_FORGOTTEN_UNO = 0.35;
const WRONG_GESTURE = 0.15;
const PLAYS_WHEN_IT_CAN = 0.85;

function randomTurnAction(ctx: BotContext): Action {
  const { view, random } = ctx;
  let actions = view.legal.filter((a) => a.type !== 'catch' && a.type !== 'uno');
  // A beginner still plays a card when one fits, most of the time: draws and keeps are the exception.
  const plays = actions.filter((a) => a.type === 'play');
  if (plays.length > 0 && random.chance(PLAYS_WHEN_IT_CAN)) actions = plays;
  const action = random.pick(actions.length > 0 ? actions : view.legal);
  if (action.type !== 'play') return action;
  const color = random.chance(0.5) ? colorHeldMost(view, view.hand, random) : random.pick(editionColors(view.edition));
  const also = random.chance(0.5) ? sameNumberExtras(view, action.card) : [];
  return completePlay(view, action.card, { color, also, forgetUno: random.chance(FORGETS_UNO) });
}

export const easyPolicy: Policy = {
  play: randomTurnAction,
  drawn: randomTurnAction,
  color: randomTurnAction,
  stack: randomTurnAction,
  challenge: randomTurnAction,
  rule: (ctx, gestures) =>
    ctx.random.chance(0.7) ? chooseRule(ctx, gestures) : (findLegal(ctx.view, 'pass') ?? chooseRule(ctx, gestures)),
  towers: randomTurnAction,
  keep: randomTurnAction,
  catches: (ctx) => ctx.random.chance(NOTICES_FORGOTTEN_UNO),
  raceGesture(ctx) {
    const race = ctx.view.race;
    if (!race) return '';
    return ctx.random.chance(WRONG_GESTURE) ? ctx.random.pick(race.choices) : race.gesture;
  },
};

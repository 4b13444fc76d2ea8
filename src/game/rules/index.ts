/**
 * The rules, one file each, named as their tests in test/game/rules/ (docs/game-rules.md "A
 * turn"): the door the statechart (machines/) and the table facade call through. A new variant is a
 * file here and a line in the chart's route table (`ROUTE`, machines/route.ts) that names its steps
 * (its `VariantSteps`) and its phase's choices (its `PhaseChoices`), both exported here
 * (docs/game-rules.md "Adding a variant").
 */
export { ACTION_TYPES, legalActions, phaseTable, refusal, type PhaseTable } from './legal.js';
export { settle } from './order.js';
export {
  applyEffect,
  cardDrawn,
  chooseColor,
  COLOR_PHASE,
  colorDue,
  DRAWN_PHASE,
  drawForTurn,
  drawGivesPlayable,
  keepDrawn,
  mostHeldColor,
  playCards,
  PLAY_PHASE,
  timeoutColor,
  timeoutDrawn,
  timeoutPlay,
} from './turn.js';
export {
  acceptWild4,
  CHALLENGE_PHASE,
  challengeDue,
  challengeWild4,
  WILD_DRAW_FOUR_STEPS,
  isBluff,
  penaltyLeavesPile,
  timeoutChallenge,
} from './wild-draw-four.js';
export { canStack, drawPenalty, penaltyDue, STACK_PHASE, timeoutStack } from './stacking.js';
export { catchUno, declareUno } from './uno.js';
export {
  HOUSE_RULE_STEPS,
  MAX_RULES,
  expireRace,
  passRule,
  RACE_PHASE,
  raceDue,
  react,
  ruleDue,
  RULE_PHASE,
  ruleText,
  startRace,
  timeoutRule,
  writeRule,
} from './house-rules.js';
export {
  POWER_GRAB_STEPS,
  TOWERS,
  isTower,
  KEEP_PHASE,
  keepDue,
  keepOne,
  passKeep,
  passTowers,
  takeTowers,
  TOWERS_PHASE,
  timeoutKeep,
  timeoutTowers,
  towersDue,
} from './power-grab.js';
export { SEVEN_ZERO_STEPS, SWAP_PHASE, fewestCardsSeat, swapDue, swapHands, timeoutSwap } from './seven-zero.js';
export { canJumpIn } from './jump-in.js';
export { cannotBlock, endRound, isBlocked, markBlocked, roundWon } from './scoring.js';
export { dealNextRound, newGame, type Streams } from './round.js';
export { TEAM_TABLES, checkTeams, partnerOf, teamOf, teamsBySeat, teamsProblem } from './teams.js';
export type {
  ChoiceJudge,
  GameState,
  Laid,
  PhaseChoices,
  PlayRoute,
  PlaySteps,
  StepChecks,
  StepContext,
  VariantSteps,
} from '../state.js';
export type { Action, Phase } from '../types.js';

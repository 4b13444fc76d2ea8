/**
 * Who may do what, now: `refusal` answers a sent action with an error code (or null: accepted),
 * `legalActions` lists a seat's choices for its view. Both read the state only; each rule's own
 * conditions are asked of its file (docs/engine-api.md "Tables").
 */
import { card, EDITIONS, matches } from '../notation/index.js';
import { TURN_PHASES } from '../phases.js';
import type { GameState } from '../state.js';
import type { Action, CardCode, Color } from '../types.js';
import { reactRefusal, ruleNumbers, ruleRefusal } from './house-rules.js';
import { canJumpIn, isIdenticalToTop } from './jump-in.js';
import { isSeat, own } from '../fields.js';
import { keepRefusal, topToMatch, towerChoices, towersRefusal, towersToTake } from './power-grab.js';
import { swapTargetRefusal } from './seven-zero.js';
import { canStack } from './stacking.js';
import { chooseColorRefusal, playRefusal } from './turn.js';
import { unoRefusal } from './uno.js';
import { answerRefusal } from './wild-draw-four.js';

export const ACTION_TYPES: ReadonlySet<string> = new Set([
  'play',
  'draw',
  'pass',
  'color',
  'uno',
  'catch',
  'challenge',
  'accept',
  'rule',
  'react',
  'towers',
  'keep',
  'swap',
]);

/**
 * Error code for `action` from `seat` in `phase`, or null when it is accepted. Never throws.
 * `takes`: the event types the phase's state takes (the statechart's, `PHASE_EVENTS`); the
 * statechart's own guards leave it out, as only an event the state takes reaches them.
 */
export function refusal(
  g: GameState,
  phase: string,
  seat: unknown,
  action: unknown,
  takes?: ReadonlySet<string>,
): string | null {
  if (!isSeat(seat, g.players)) return 'bad-seat';
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return 'bad-action';
  const type = own(action, 'type');
  if (typeof type !== 'string' || !ACTION_TYPES.has(type)) return 'bad-action';
  if (phase === 'roundOver' || phase === 'gameOver') return 'wrong-phase';

  if (type === 'uno' || type === 'catch') return unoRefusal(g, type, seat, action);
  if (type === 'react') return reactRefusal(g, phase, seat, action);
  if (!TURN_PHASES.has(phase)) return 'wrong-phase';
  if (type === 'play' && canJumpIn(g, phase, seat)) return playRefusal(g, phase, seat, action);
  if (seat !== g.turn) return 'not-your-turn';
  if (takes !== undefined && !takes.has(type)) return 'wrong-phase';

  switch (type) {
    case 'draw':
    case 'pass':
      return null;
    case 'accept':
    case 'challenge':
      return answerRefusal(phase);
    case 'play':
      return playRefusal(g, phase, seat, action);
    case 'color':
      return chooseColorRefusal(g, action);
    case 'rule':
      return ruleRefusal(g, action);
    case 'towers':
      return towersRefusal(g, seat, action);
    case 'keep':
      return keepRefusal(g, seat, action);
    case 'swap':
      if (phase !== 'swap') return 'wrong-phase';
      return swapTargetRefusal(g, seat, own(action, 'target'));
  }
  return 'bad-action';
}

// The actions listed in views are built after every action, and most are the same few objects: one
// frozen copy of each, shared by every view (a reader builds its own action to send from them).
const PLAYS = new Map<CardCode, Action>();
const KEEPS = new Map<CardCode, Action>();
const REACTS = new Map<string, Action>();
const CATCHES = new Map<number, Action>();
const COLOR_CHOICES = new Map<Color, Action>();
const DRAW: Action = Object.freeze({ type: 'draw' });
const PASS: Action = Object.freeze({ type: 'pass' });
const UNO: Action = Object.freeze({ type: 'uno' });
const CHALLENGE: Action = Object.freeze({ type: 'challenge' });
const ACCEPT: Action = Object.freeze({ type: 'accept' });

/** The shared action for `key`, built by `build` the first time (builders are module-level
 * functions, so a known action costs a lookup and no allocation). */
function shared<K>(cache: Map<K, Action>, key: K, build: (key: K) => Action): Action {
  let action = cache.get(key);
  if (action === undefined) {
    action = Object.freeze(build(key));
    cache.set(key, action);
  }
  return action;
}

const playAction = (card: CardCode): Action => ({ type: 'play', card });
const keepAction = (card: CardCode): Action => ({ type: 'keep', card });
const reactAction = (gesture: string): Action => ({ type: 'react', gesture });
const catchAction = (target: number): Action => ({ type: 'catch', target });
const colorAction = (color: Color): Action => ({ type: 'color', color });

/** Every action `seat` may send now (engine-api.md, PlayerView.legal). */
export function legalActions(g: GameState, phase: string, seat: number): Action[] {
  const out: Action[] = [];
  if (phase === 'roundOver' || phase === 'gameOver') return out;
  if (seat === g.turn && TURN_PHASES.has(phase)) turnActions(g, phase, seat, out);
  else if (canJumpIn(g, phase, seat)) pushJumpIns(g, g.hands[seat]!, out);
  if (phase === 'race' && g.race && !g.race.done[seat]) {
    for (const gesture of g.race.choices) out.push(shared(REACTS, gesture, reactAction));
  }
  if (g.unoWindow === seat) out.push(UNO);
  else if (g.unoWindow !== null) out.push(shared(CATCHES, g.unoWindow, catchAction));
  return out;
}

function pushPlays(g: GameState, phase: string, hand: readonly CardCode[], out: Action[]): void {
  const stacking = phase === 'stack' || phase === 'challenge';
  const top = topToMatch(g);
  for (let i = 0; i < hand.length; i++) {
    const code = hand[i]!;
    // A hand is a few cards: looking back costs less than a Set, and a view is built per action.
    if (hand.indexOf(code) < i) continue;
    const c = card(code);
    if (stacking ? canStack(g, c) : matches(c, top, g.color)) out.push(shared(PLAYS, code, playAction));
  }
}

function pushJumpIns(g: GameState, hand: readonly CardCode[], out: Action[]): void {
  for (let i = 0; i < hand.length; i++) {
    const code = hand[i]!;
    if (hand.indexOf(code) === i && isIdenticalToTop(g, card(code))) out.push(shared(PLAYS, code, playAction));
  }
}

const swapAction = (target: number): Action => ({ type: 'swap', target });
const SWAPS = new Map<number, Action>();

function turnActions(g: GameState, phase: string, seat: number, out: Action[]): void {
  const hand = g.hands[seat]!;
  switch (phase) {
    case 'play':
      pushPlays(g, phase, hand, out);
      out.push(DRAW);
      return;
    case 'drawn':
      if (g.drawn) out.push(shared(PLAYS, g.drawn, playAction));
      out.push(PASS);
      return;
    case 'color':
      for (const color of EDITIONS[g.edition].colors) out.push(shared(COLOR_CHOICES, color, colorAction));
      return;
    case 'stack':
      pushPlays(g, phase, hand, out);
      out.push(DRAW);
      return;
    case 'challenge':
      out.push(CHALLENGE, ACCEPT);
      pushPlays(g, phase, hand, out);
      return;
    case 'rule': {
      // A rule appears without its text and gesture (engine-api.md).
      for (const number of ruleNumbers(g)) out.push({ type: 'rule', number } as Action);
      out.push(PASS);
      return;
    }
    case 'towers':
      for (const take of towerChoices(g, seat, towersToTake(g))) out.push({ type: 'towers', take });
      out.push(PASS);
      return;
    case 'swap':
      for (let s = 0; s < g.players; s++) if (s !== seat) out.push(shared(SWAPS, s, swapAction));
      return;
    case 'keep': {
      const seen = new Set<CardCode>();
      for (const code of hand) {
        if (!seen.has(code)) out.push(shared(KEEPS, code, keepAction));
        seen.add(code);
      }
      out.push(PASS);
      return;
    }
  }
}

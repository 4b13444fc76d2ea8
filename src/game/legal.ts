/**
 * Who may do what, now: `refusal` answers a sent action with an error code (or null: accepted),
 * `legalActions` lists a seat's choices for its view. Both read the state only.
 */
import { card, isColor, matches, parseCard, type Card } from './notation/index.js';
import { EDITIONS } from './notation/index.js';
import { GESTURES } from './gestures.js';
import { ruleText } from './house-rules.js';
import { canJumpIn, isIdenticalToTop } from './jump-in.js';
import { holdsAll } from './piles.js';
import { isTower, towerChoices } from './power-grab.js';
import { topToMatch } from './starting-card.js';
import { topCode, type GameState } from './state.js';
import type { Action, CardCode, Color, Tower } from './types.js';

/** The phases in which one seat, the turn seat, acts in the turn flow. */
const TURN_PHASES: ReadonlySet<string> = new Set([
  'play',
  'drawn',
  'color',
  'stack',
  'challenge',
  'rule',
  'towers',
  'keep',
  'swap',
]);

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

const MAX_ALSO = 12;

function own(o: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, key) ? (o as Record<string, unknown>)[key] : undefined;
}

/** Can `c` go onto a pending penalty (rules.md "Stacking")? */
export function canStack(g: GameState, c: Card): boolean {
  if (c.draws === 0) return false;
  if (g.options.stacking === 'any') return true;
  if (g.options.stacking === 'same') return c.kind === card(topCode(g)).kind;
  return false;
}

function playableNow(g: GameState, phase: string, c: Card): boolean {
  if (phase === 'stack' || phase === 'challenge') return canStack(g, c);
  return matches(c, topToMatch(g), g.color);
}

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
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= g.players) return 'bad-seat';
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return 'bad-action';
  const type = own(action, 'type');
  if (typeof type !== 'string' || !ACTION_TYPES.has(type)) return 'bad-action';
  if (phase === 'roundOver' || phase === 'gameOver') return 'wrong-phase';

  if (type === 'uno') return g.unoWindow === seat ? null : 'wrong-phase';
  if (type === 'catch') {
    const target = own(action, 'target');
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target >= g.players)
      return 'bad-action';
    if (target === seat || g.unoWindow !== target) return 'nothing-to-catch';
    return null;
  }
  if (type === 'react') {
    if (phase !== 'race' || !g.race) return 'wrong-phase';
    const gesture = own(action, 'gesture');
    if (typeof gesture !== 'string' || !GESTURES.includes(gesture)) return 'bad-action';
    if (g.race.done[seat]) return 'already-done';
    return null;
  }
  if (!TURN_PHASES.has(phase)) return 'wrong-phase';
  if (type === 'play' && canJumpIn(g, phase, seat)) return playRefusal(g, phase, seat, action);
  if (seat !== g.turn) return 'not-your-turn';
  if (takes !== undefined && !takes.has(type)) return 'wrong-phase';

  switch (type) {
    case 'draw':
    case 'accept':
    case 'challenge':
      return null;
    case 'pass':
      return null;
    case 'play':
      return playRefusal(g, phase, seat, action);
    case 'color': {
      const color = own(action, 'color');
      return isColor(color) && EDITIONS[g.edition].colors.includes(color) ? null : 'bad-color';
    }
    case 'rule': {
      const number = own(action, 'number');
      const play = g.play!;
      if (typeof number !== 'number' || !Number.isInteger(number)) return 'bad-action';
      if (play.rule === 'create' && number !== play.ruleNumber) return 'bad-rule-number';
      if (play.rule === 'replace' && !g.rules.some((r) => r.number === number)) return 'bad-rule-number';
      if (ruleText(own(action, 'text')) === null) return 'bad-rule-text';
      const gesture = own(action, 'gesture');
      if (typeof gesture !== 'string' || !GESTURES.includes(gesture)) return 'bad-gesture';
      return null;
    }
    case 'towers': {
      const take = own(action, 'take');
      if (!Array.isArray(take) || take.length > 4) return 'bad-action';
      const want = g.play!.towers;
      if (take.length !== want) return 'bad-towers';
      if (!take.every(isTower) || new Set(take).size !== take.length) return 'bad-towers';
      if (take.some((t: Tower) => g.towers![t] === seat)) return 'bad-towers';
      return null;
    }
    case 'keep': {
      const code = own(action, 'card');
      if (!parseCard(code)) return 'unknown-card';
      return g.hands[seat]!.includes(code as CardCode) ? null : 'not-in-hand';
    }
    case 'swap':
      if (phase !== 'swap') return 'wrong-phase';
      return swapTargetRefusal(g, seat, own(action, 'target'));
  }
  return 'bad-action';
}

/** sevenZero: another seat of the table. */
function swapTargetRefusal(g: GameState, seat: number, target: unknown): string | null {
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target >= g.players) return 'bad-swap';
  return target === seat ? 'bad-swap' : null;
}

function playRefusal(g: GameState, phase: string, seat: number, action: object): string | null {
  const code = own(action, 'card');
  const c = parseCard(code);
  if (!c) return 'unknown-card';
  const hand = g.hands[seat]!;
  if (!hand.includes(c.code)) return 'not-in-hand';
  const jumping = seat !== g.turn;
  // jumpIn: out of turn, only a card identical to the top card, alone.
  if (jumping && !isIdenticalToTop(g, c)) return 'not-your-turn';
  const swapWith = own(action, 'swapWith');
  if (swapWith !== undefined) {
    if (!g.options.sevenZero || c.number !== 7) return 'bad-swap';
    const bad = swapTargetRefusal(g, seat, swapWith);
    if (bad !== null) return bad;
  }
  if (phase === 'drawn' && c.code !== g.drawn) return 'illegal-play';
  if (!playableNow(g, phase, c)) return 'illegal-play';
  const color = own(action, 'color');
  // A valid color on a colored card is ignored; anything else is a malformed action.
  if (color !== undefined && !(isColor(color) && EDITIONS[g.edition].colors.includes(color))) return 'bad-color';
  const uno = own(action, 'uno');
  if (uno !== undefined && typeof uno !== 'boolean') return 'bad-action';
  const also = own(action, 'also');
  if (also === undefined || (Array.isArray(also) && also.length === 0)) return null;
  // rules.md "multiPlay" (book 002 "Numéros"): several number cards of the same number at once.
  if (!Array.isArray(also) || also.length > MAX_ALSO) return 'bad-action';
  if (!g.options.multiPlay || phase !== 'play' || c.kind !== 'number' || jumping) return 'illegal-play';
  for (const extra of also) {
    const e = parseCard(extra);
    if (!e) return 'unknown-card';
    if (e.kind !== 'number' || e.number !== c.number) return 'illegal-play';
  }
  return holdsAll(hand, [c.code, ...(also as CardCode[])]) ? null : 'not-in-hand';
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
      const play = g.play!;
      const numbers = play.rule === 'create' ? [play.ruleNumber!] : g.rules.map((r) => r.number);
      // A rule appears without its text and gesture (engine-api.md).
      for (const number of numbers) out.push({ type: 'rule', number } as Action);
      out.push(PASS);
      return;
    }
    case 'towers':
      for (const take of towerChoices(g, seat, g.play!.towers)) out.push({ type: 'towers', take });
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

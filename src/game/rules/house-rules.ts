/**
 * House rules (book 001; docs/game-rules.md "House rules (edition `house-rules`)"): a `*` card
 * creates a rule for its number (at most 5 rules), Wild Variante replaces one, and every later card
 * of a ruled number starts a race: every seat performs the rule's gesture, the last one draws 1.
 */
import { card, type Card } from '../notation/index.js';
import { GESTURES, RACE_CHOICES } from '../gestures.js';
import { drawCards } from '../piles.js';
import { shuffleInPlace } from '../rng.js';
import { accepted, PASS, shared } from '../choices.js';
import {
  emit,
  publicStream,
  queueStep,
  stepDone,
  type GameState,
  type PhaseChoices,
  type VariantSteps,
} from '../state.js';
import type { Action } from '../types.js';
import { hasExactly, isNumberFace, own } from '../fields.js';

declare module '../state.js' {
  interface PlaySteps {
    /** A rule to write: for the number of the `*` card played (`create`), or in place of one in
     * force (`replace`, Wild Variante). */
    rule: { make: 'create'; number: number } | { make: 'replace' };
    /** The number whose race is still to run. */
    race: number;
  }
}

export const MAX_RULES = 5;
export const MAX_RULE_TEXT = 80;

/** Decide, as the cards are laid, whether the play creates or replaces a rule or starts a race. */
export function queueRule(g: GameState, laid: readonly Card[], last: Card): void {
  const play = g.play!;
  if (last.kind === 'variante') {
    // With no rules yet, a Variante is a plain Wild.
    if (g.rules.length > 0) queueStep(play, 'rule', { make: 'replace' });
    return;
  }
  const number = laid[0]!.number;
  if (number === null) return;
  if (g.rules.some((r) => r.number === number)) {
    queueStep(play, 'race', number);
    return;
  }
  if (g.rules.length < MAX_RULES && laid.some((c) => c.icon === '*'))
    queueStep(play, 'rule', { make: 'create', number });
}

/** `text` trimmed; null when it is not a usable rule text. */
export function ruleText(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 4 * MAX_RULE_TEXT) return null;
  const trimmed = text.trim();
  return trimmed.length === 0 || [...trimmed].length > MAX_RULE_TEXT ? null : trimmed;
}

export function writeRule(g: GameState, seat: number, number: number, text: string, gesture: string): void {
  const play = g.play!;
  const replaced = play.queued.rule?.make === 'replace';
  const rule = { number, text, gesture };
  if (replaced) g.rules = g.rules.map((r) => (r.number === number ? rule : r));
  else g.rules = [...g.rules, rule];
  stepDone(play, 'rule');
  emit(g, { type: 'rule', seat, number, text, gesture, replaced });
}

export function passRule(g: GameState, seat: number): void {
  stepDone(g.play!, 'rule');
  emit(g, { type: 'pass', seat });
}

export function startRace(g: GameState): void {
  const number = g.play!.queued.race!;
  const rule = g.rules.find((r) => r.number === number)!;
  // every seat sees the choices: they come from the public stream, never from the deal's
  const pub = publicStream(g);
  const decoys = shuffleInPlace(
    pub,
    GESTURES.filter((x) => x !== rule.gesture),
  ).slice(0, RACE_CHOICES - 1);
  const choices = shuffleInPlace(pub, [rule.gesture, ...decoys]);
  g.race = { number, gesture: rule.gesture, choices, done: new Array<boolean>(g.players).fill(false) };
  emit(g, { type: 'race', number, gesture: rule.gesture });
}

function endRace(g: GameState, losers: number[]): void {
  emit(g, { type: 'raceEnd', losers });
  for (const seat of losers) drawCards(g, seat, 1, true);
  g.race = null;
  if (g.play) stepDone(g.play, 'race');
}

/** A wrong gesture does not count; when all but one have done it, that one draws 1. */
export function react(g: GameState, seat: number, gesture: string): void {
  const race = g.race!;
  const ok = gesture === race.gesture;
  emit(g, { type: 'react', seat, ok });
  if (!ok) return;
  race.done[seat] = true;
  const left: number[] = [];
  race.done.forEach((done, s) => {
    if (!done) left.push(s);
  });
  if (left.length <= 1) endRace(g, left);
}

/** The race's time ran out: everyone who has not done it draws 1. */
export function expireRace(g: GameState): void {
  const left: number[] = [];
  g.race!.done.forEach((done, s) => {
    if (!done) left.push(s);
  });
  endRace(g, left);
}

/** The card just played asks its player for a house rule. */
export function ruleDue(g: GameState): boolean {
  return g.play !== null && g.play.queued.rule !== undefined;
}

/** A house rule's gesture race is due or under way. */
export function raceDue(g: GameState): boolean {
  return g.race !== null || (g.play !== null && g.play.queued.race !== undefined);
}

/** A rule the turn seat writes: the number its card asked for (or, replacing, one in force), a
 * usable text, a gesture of the palette. */
function ruleRefusal(g: GameState, _seat: number, action: object): string | null {
  const number = own(action, 'number');
  const asked = g.play!.queued.rule;
  if (typeof number !== 'number' || !Number.isInteger(number)) return 'bad-action';
  if (asked?.make === 'create' && number !== asked.number) return 'bad-rule-number';
  if (asked?.make === 'replace' && !g.rules.some((r) => r.number === number)) return 'bad-rule-number';
  if (ruleText(own(action, 'text')) === null) return 'bad-rule-text';
  const gesture = own(action, 'gesture');
  if (typeof gesture !== 'string' || !GESTURES.includes(gesture)) return 'bad-gesture';
  return null;
}

/** Any seat reacts during a race, once, with a gesture of the palette. */
function reactRefusal(g: GameState, seat: number, action: object): string | null {
  if (!g.race) return 'wrong-phase';
  const gesture = own(action, 'gesture');
  if (typeof gesture !== 'string' || !GESTURES.includes(gesture)) return 'bad-action';
  if (g.race.done[seat]) return 'already-done';
  return null;
}

/** The rule numbers the turn seat may write now. */
function ruleNumbers(g: GameState): number[] {
  const asked = g.play!.queued.rule;
  return asked?.make === 'create' ? [asked.number] : g.rules.map((r) => r.number);
}

/** The turn timer (docs/rules.md "Team decisions (shared by every engineer)"): no rule is made. */
export function timeoutRule(g: GameState): void {
  passRule(g, g.turn);
}

/** The house rules' steps, named by their lines of the chart's route table (`rule`, `race`):
 * queued as the cards are laid in the house-rules edition, checked in a save as `queueRule`
 * makes them. */
export const HOUSE_RULE_STEPS: VariantSteps<'rule' | 'race'> = {
  checks: {
    rule: (v, at) =>
      at.edition === 'house-rules' &&
      ((hasExactly(v, ['make', 'number']) && v.make === 'create' && isNumberFace(v.number)) ||
        (hasExactly(v, ['make']) && v.make === 'replace')),
    race: (v, at) => at.edition === 'house-rules' && isNumberFace(v),
  },
  onPlay: (g, laid) => {
    if (g.edition === 'house-rules') queueRule(g, laid.codes.map(card), laid.last);
  },
};

/** `rule`: write the rule the card asks for (or replace one in force), or pass. */
export const RULE_PHASE: PhaseChoices = {
  legal: (g, _seat, out) => {
    // A rule appears without its text and gesture (engine-api.md).
    for (const number of ruleNumbers(g)) out.push({ type: 'rule', number } as Action);
    out.push(PASS);
  },
  refusal: { rule: ruleRefusal, pass: accepted },
};

const REACTS = new Map<string, Action>();
const reactAction = (gesture: string): Action => ({ type: 'react', gesture });

/** `race`: every seat that has not made the rule's gesture yet picks one of the race's. */
export const RACE_PHASE: PhaseChoices = {
  everySeat: true,
  legal: (g, seat, out) => {
    if (g.race && !g.race.done[seat])
      for (const gesture of g.race.choices) out.push(shared(REACTS, gesture, reactAction));
  },
  refusal: { react: reactRefusal },
};

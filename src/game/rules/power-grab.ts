/**
 * Power Grab towers (book 004; docs/game-rules.md "Power Grab (edition `power-grab`)"): U protects
 * from +1, N from +2, O from Wild +4, ! from Skip. Number cards with an icon take that tower;
 * Take-2-Towers and Wild Take-1-Tower take towers of the player's choice; all four let the player
 * lay down all cards but one. A card a tower stopped, and the starting Take-2-Towers, are plain
 * cards of their color (`topToMatch`).
 */
import { card, parseCard, type Card } from '../notation/index.js';
import { accepted, firstOfItsCode, PASS, shared } from '../choices.js';
import { emit, queueStep, stepDone, topCode, type GameState, type PhaseChoices, type VariantSteps } from '../state.js';
import type { Action, CardCode, Tower } from '../types.js';
import { own } from '../fields.js';

declare module '../state.js' {
  interface PlaySteps {
    /** Towers still to take (Take-2-Towers, Wild Take-1-Tower): as many as the card gives and the
     * player does not already hold. */
    towers: 1 | 2;
    /** The player came to hold all four towers and may lay down all cards but one. */
    keep: true;
  }
}

export const TOWERS: readonly Tower[] = ['U', 'N', 'O', '!'];

export function isTower(value: unknown): value is Tower {
  return value === 'U' || value === 'N' || value === 'O' || value === '!';
}

export function protectingTower(c: Card): Tower | null {
  switch (c.kind) {
    case 'draw1':
      return 'U';
    case 'draw2':
      return 'N';
    case 'wild4':
      return 'O';
    case 'skip':
      return '!';
    default:
      return null;
  }
}

export function isProtected(g: GameState, seat: number, c: Card): boolean {
  if (!g.towers) return false;
  const tower = protectingTower(c);
  return tower !== null && g.towers[tower] === seat;
}

export function ownedBy(g: GameState, seat: number): Tower[] {
  if (!g.towers) return [];
  return TOWERS.filter((t) => g.towers![t] === seat);
}

/** Towers `seat` may take: every one it does not hold (from neutral or from another player). */
export function takeable(g: GameState, seat: number): Tower[] {
  if (!g.towers) return [];
  return TOWERS.filter((t) => g.towers![t] !== seat);
}

function checkFourTowers(g: GameState, seat: number): void {
  if (g.play && ownedBy(g, seat).length === 4 && g.hands[seat]!.length > 1) queueStep(g.play, 'keep', true);
}

/** A number card with a power icon takes the matching tower. */
export function takeIconTower(g: GameState, seat: number, c: Card): void {
  if (!g.towers || !isTower(c.icon) || g.towers[c.icon] === seat) return;
  const from = g.towers[c.icon];
  g.towers[c.icon] = seat;
  emit(g, { type: 'towers', seat, take: [c.icon], from: [from] });
  checkFourTowers(g, seat);
}

export function takeTowers(g: GameState, seat: number, take: Tower[]): void {
  const from = take.map((t) => g.towers![t]);
  for (const t of take) g.towers![t] = seat;
  stepDone(g.play!, 'towers');
  emit(g, { type: 'towers', seat, take: take.slice(), from });
  checkFourTowers(g, seat);
}

export function passTowers(g: GameState, seat: number): void {
  stepDone(g.play!, 'towers');
  emit(g, { type: 'pass', seat });
}

/** Lay down every card but one copy of `kept` under the top card (they have no effect); the four
 * towers go back to neutral; the player must declare UNO as after any play. */
export function keepOne(g: GameState, seat: number, kept: CardCode): void {
  const hand = g.hands[seat]!;
  const i = hand.indexOf(kept);
  const laid = hand.filter((_, j) => j !== i);
  g.hands[seat] = [kept];
  const top = topCode(g);
  g.discard.pop();
  for (const code of laid) g.discard.push(code);
  g.discard.push(top);
  g.towers = { U: null, N: null, O: null, '!': null };
  stepDone(g.play!, 'keep');
  emit(g, { type: 'keep', seat, laid: laid.length });
  g.uno[seat] = false;
  g.unoWindow = seat;
}

export function passKeep(g: GameState, seat: number): void {
  stepDone(g.play!, 'keep');
  emit(g, { type: 'pass', seat });
}

/** Every take a player may choose: each set of `count` towers it does not hold. */
function towerChoices(g: GameState, seat: number, count: number): Tower[][] {
  const free = takeable(g, seat);
  if (count === 1) return free.map((t) => [t]);
  const sets: Tower[][] = [];
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) sets.push([free[i]!, free[j]!]);
  }
  return sets;
}

/** As the cards are laid: icons take their towers; Take-2-Towers and Wild Take-1-Tower queue the
 * towers of the player's choice (as many as are not already theirs). */
export function towersOnPlay(g: GameState, seat: number, codes: readonly CardCode[], last: Card): void {
  if (!g.towers) return;
  for (const c of codes) takeIconTower(g, seat, card(c));
  if (last.kind === 'take2' || last.kind === 'take1') {
    const count = Math.min(last.kind === 'take2' ? 2 : 1, 4 - ownedBy(g, seat).length);
    if (count === 1 || count === 2) queueStep(g.play!, 'towers', count);
  }
}

/** The card just played lets its player take towers. */
export function towersDue(g: GameState): boolean {
  return g.play !== null && g.play.queued.towers !== undefined;
}

/** How many towers the card just played lets its player take (0 when none). */
export function towersToTake(g: GameState): number {
  return g.play?.queued.towers ?? 0;
}

/** A fourth tower taken: its owner keeps one card. */
export function keepDue(g: GameState): boolean {
  return g.play !== null && g.play.queued.keep !== undefined;
}

/** A take: as many towers as the card gives, each once, none already the player's. */
function towersRefusal(g: GameState, seat: number, action: object): string | null {
  const take = own(action, 'take');
  if (!Array.isArray(take) || take.length > 4) return 'bad-action';
  if (take.length !== towersToTake(g)) return 'bad-towers';
  if (!take.every(isTower) || new Set(take).size !== take.length) return 'bad-towers';
  if (take.some((t: Tower) => g.towers![t] === seat)) return 'bad-towers';
  return null;
}

/** The card kept is one the player holds. */
function keepRefusal(g: GameState, seat: number, action: object): string | null {
  const code = own(action, 'card');
  if (!parseCard(code)) return 'unknown-card';
  return g.hands[seat]!.includes(code as CardCode) ? null : 'not-in-hand';
}

/** The turn timer (docs/rules.md "Team decisions (shared by every engineer)"): no tower is taken. */
export function timeoutTowers(g: GameState): void {
  passTowers(g, g.turn);
}

/** The turn timer (docs/rules.md "Team decisions (shared by every engineer)"): all cards are kept. */
export function timeoutKeep(g: GameState): void {
  passKeep(g, g.turn);
}

// Power grab's starting Take-2-Towers (book 004: « le premier joueur ne peut pas prendre de tours
// mais peut seulement jouer une carte de la même couleur »): until a card is played on it, it is a
// plain card of its color, so another Take-2-Towers does not match it by symbol. Every "does this
// card go on the top card?" question reads the top through `topToMatch`.

/** A face no card has: the plain stand-in matches by color (and Wilds) only. */
const NO_FACE = '';

const PLAIN = new Map<string, Card>();

function plain(top: Card): Card {
  let p = PLAIN.get(top.code);
  if (p === undefined) {
    p = Object.freeze({ ...top, face: NO_FACE });
    PLAIN.set(top.code, p);
  }
  return p;
}

/** Is the round's starting card still on top, and one that counts as a plain card there? */
export function startsPlain(top: Card): boolean {
  return top.kind === 'take2';
}

/**
 * A card stopped by a tower reads the same for the player who stopped it (book 004, « Après avoir
 * bloqué une carte Action avec sa tour, le joueur continue comme s'il s'agissait d'une carte de
 * couleur ou d'une carte blanche normale »; docs/rules.md "Power Grab (004)").
 */
function isPlainFor(g: GameState): boolean {
  return g.plainFor === g.turn; // null or absent: never a seat
}

/** The top card as a card to play on is matched against it. */
export function topToMatch(g: GameState): Card {
  const top = card(topCode(g));
  return g.plainStart === true || isPlainFor(g) ? plain(top) : top;
}

/** Power grab's steps, named by its lines of the chart's route table (`towers`, `keep`): towers
 * taken or queued as the cards are laid, checked in a save as `towersOnPlay` and
 * `checkFourTowers` make them. */
export const POWER_GRAB_STEPS: VariantSteps<'towers' | 'keep'> = {
  checks: {
    towers: (v, at) => at.edition === 'power-grab' && (v === 1 || v === 2),
    keep: (v, at) => at.edition === 'power-grab' && v === true,
  },
  onPlay: (g, laid) => towersOnPlay(g, laid.seat, laid.codes, laid.last),
};

/** `towers`: each set of towers the card lets its player take, or pass. */
export const TOWERS_PHASE: PhaseChoices = {
  legal: (g, seat, out) => {
    for (const take of towerChoices(g, seat, towersToTake(g))) out.push({ type: 'towers', take });
    out.push(PASS);
  },
  refusal: { towers: towersRefusal, pass: accepted },
};

const KEEPS = new Map<CardCode, Action>();
const keepAction = (code: CardCode): Action => ({ type: 'keep', card: code });

/** `keep`: the four towers' owner keeps one card of their hand, or passes. */
export const KEEP_PHASE: PhaseChoices = {
  legal: (g, seat, out) => {
    const hand = g.hands[seat]!;
    for (let i = 0; i < hand.length; i++) if (firstOfItsCode(hand, i)) out.push(shared(KEEPS, hand[i]!, keepAction));
    out.push(PASS);
  },
  refusal: { keep: keepRefusal, pass: accepted },
};

/**
 * The whole game as plain JSON: what the statechart carries in its context and what a snapshot
 * saves. The draw pile and the discard pile keep their top card last, so drawing is a pop.
 */
import type { RngState } from './rng.js';
import type { CardCode, Color, EditionId, HouseRule, RoundResult, RuleOptions, TableEvent, Tower } from './types.js';

/** The play whose steps are still running (docs/game-rules.md "The order of things after a play"). */
export interface PlayInProgress {
  seat: number;
  /** The card now on top (the last one laid). */
  card: CardCode;
  /** A Wild played without its color: the color is still to choose. */
  color: boolean;
  /** House rules: a rule to create (a `*` card) or to replace (Wild Variante). */
  rule: 'create' | 'replace' | null;
  ruleNumber: number | null;
  /** Power grab: towers still to take (Take-2-Towers, Wild Take-1-Tower). */
  towers: number;
  /** Power grab: the player came to hold all four towers and may lay down all cards but one. */
  keep: boolean;
  /** House rules: the number whose race is still to run. */
  race: number | null;
  /** sevenZero: a 7's swap is still to do (`swapWith`: the seat chosen with the play, if any). */
  swap: boolean;
  swapWith: number | null;
  /** sevenZero: a 0's rotation of every hand is still to do. */
  rotate: boolean;
  /** The card still acts on the next player (false for a starting Wild, whose color is all). */
  effect: boolean;
  /** Wild +4 that starts a penalty: judged now, as the hand was when the +4 left it. */
  bluff: boolean;
  judgedHand: CardCode[] | null;
}

/** A play with none of its steps queued yet: `color`, a Wild's color still to choose; `effect`,
 * whether the card still acts on the next player. The rules queue the rest as they apply. */
export function newPlay(seat: number, card: CardCode, color: boolean, effect: boolean): PlayInProgress {
  return {
    seat,
    card,
    color,
    rule: null,
    ruleNumber: null,
    towers: 0,
    keep: false,
    race: null,
    swap: false,
    swapWith: null,
    rotate: false,
    effect,
    bluff: false,
    judgedHand: null,
  };
}

export interface RaceState {
  number: number;
  gesture: string;
  choices: string[];
  done: boolean[];
}

export interface ChallengeState {
  /** The seat that played the Wild +4. */
  by: number;
  bluff: boolean;
  hand: CardCode[];
}

export interface GameState {
  edition: EditionId;
  options: RuleOptions;
  players: number;
  seed: string;
  /** The deal's stream: shuffles and reshuffles, never seen by a seat (rng.ts). */
  rng: RngState;
  /** The public stream: the draw for dealer, a race's gestures (rng.ts). Null in a game that
   * draws them from `rng` as every game did before it existed (a record of version 1); absent in
   * a snapshot saved before then, which plays on the same way. */
  pub?: RngState | null;
  round: number;
  dealer: number;
  turn: number;
  direction: 1 | -1;
  hands: CardCode[][];
  pile: CardCode[];
  discard: CardCode[];
  color: Color;
  scores: number[];
  history: number[][];
  uno: boolean[];
  unoWindow: number | null;
  /** Stacking: cards the turn seat draws unless it stacks. Also holds a Wild +4's 4 while it can
   * be challenged. */
  pending: number;
  drawn: CardCode | null;
  play: PlayInProgress | null;
  challenge: ChallengeState | null;
  rules: HouseRule[];
  towers: Record<Tower, number | null> | null;
  race: RaceState | null;
  blocked: boolean;
  /** Power grab: the starting Take-2-Towers is still on top, a plain card of its color
   * (starting-card.ts). Absent in snapshots saved before it existed. */
  plainStart?: boolean;
  /** Power grab: the seat whose tower has just stopped the card on top; for that seat's turn the
   * card is a plain card of its color, or a plain Wild (starting-card.ts). Absent in snapshots
   * saved before it existed. */
  plainFor?: number | null;
  /** Teams: by team, the seat of it that won a round last (the game's winner is named by it:
   * rules/teams.ts); absent until a team game's first round ends. */
  lastOut?: (number | null)[];
  roundResult: RoundResult | null;
  gameWinner: number | null;
  /** Recent events, with their private parts (redacted per seat by eventsFor). */
  events: TableEvent[];
  seq: number;
}

type EventBody = TableEvent extends infer E ? (E extends { seq: number } ? Omit<E, 'seq'> : never) : never;

/**
 * Events kept in the state: more than the host ever sends at once (the last 60 to a seat that joins
 * again, src/net/host.ts; otherwise the few since its previous message). Every event kept is copied
 * by each young-generation GC while it lives, so keeping 400 cost the bench about 5 %.
 */
export const EVENTS_KEPT = 100;

export function emit(g: GameState, event: EventBody): void {
  g.seq += 1;
  (event as TableEvent).seq = g.seq;
  g.events.push(event as TableEvent);
  if (g.events.length > EVENTS_KEPT + 28) g.events.splice(0, g.events.length - EVENTS_KEPT);
}

/** The seat `steps` places from `seat` in the direction of play. */
export function seatAfter(g: GameState, seat: number, steps = 1): number {
  const n = g.players;
  return (((seat + g.direction * steps) % n) + n) % n;
}

/** The stream public random choices come from (`pub`, or `rng` in a game from before it). */
export function publicStream(g: GameState): RngState {
  return g.pub ?? g.rng;
}

export function topCode(g: GameState): CardCode {
  return g.discard[g.discard.length - 1]!;
}

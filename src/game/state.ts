/**
 * The whole game as plain JSON: what the statechart carries in its context and what a snapshot
 * saves. The draw pile and the discard pile keep their top card last, so drawing is a pop.
 */
import type { Card } from './notation/index.js';
import type { RngState } from './rng.js';
import type {
  Action,
  CardCode,
  Color,
  EditionId,
  HouseRule,
  RoundResult,
  RuleOptions,
  TableEvent,
  Tower,
} from './types.js';

/**
 * The steps a play's variants queue, by name: each rules file declares its own by augmenting this
 * interface (`declare module '../state.js' { interface PlaySteps { towers: 1 | 2 } }`), so a new
 * variant adds no field to a shared record (docs/game-rules.md "Adding a variant"). A step is
 * present while it is still to run. The record is never changed in place (`queueStep`, `stepDone`
 * replace it): a search's copy of the game (`copyGame`) shares it, and a play that queues nothing
 * allocates none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rules files
export interface PlaySteps {}

/** The play whose steps are still running (docs/game-rules.md "The order of things after a play"). */
export interface PlayInProgress {
  seat: number;
  /** The card now on top (the last one laid). */
  card: CardCode;
  /** A Wild played without its color: the color is still to choose. */
  color: boolean;
  /** The card still acts on the next player (false for a starting Wild, whose color is all). */
  effect: boolean;
  /** The steps the variants queued, each under its rules file's name for it. */
  queued: Readonly<Partial<PlaySteps>>;
}

/** What a step's saved value is checked against: the play's seat and card (the top card, already
 * checked), the table's size, edition and options, its deck. */
export interface StepContext {
  seat: number;
  card: CardCode;
  players: number;
  edition: EditionId;
  options: Readonly<Record<string, unknown>>;
  isCodeList(value: unknown): boolean;
}

/** Each step's check of its saved value (save-check.ts), one per step its rules file declares. */
export type StepChecks<K extends keyof PlaySteps = keyof PlaySteps> = {
  [S in K]-?: (value: unknown, at: StepContext) => boolean;
};

/** The cards a play has just laid, as a variant's `onPlay` reads them (the play in progress is
 * `g.play`, its card `last`): the table as it was just before, for what is judged then. */
export interface Laid {
  seat: number;
  codes: readonly CardCode[];
  last: Card;
  /** The top card and the color in force just before the play. */
  before: Card;
  colorBefore: Color;
  /** A 7's `swapWith`, as sent (checked by `refusal`). */
  swapWith: number | undefined;
}

/**
 * What a variant's rules file gives the shared code for the steps it declares, all in one value
 * that a line of the chart's route table names (`ROUTE`, machines/route.ts; docs/game-rules.md
 * "Where a variant's steps live"): `playCards`, `settle` and the restore check go through the
 * table's list and name no variant.
 */
export interface VariantSteps<K extends keyof PlaySteps = keyof PlaySteps> {
  /** The checks of its steps' saved values, one per step it declares. */
  readonly checks: StepChecks<K>;
  /** As the cards are laid (the round goes on): queue the steps this play asks for. */
  readonly onPlay?: (g: GameState, laid: Laid) => void;
  /** Once no step waits for a seat, before the card acts: run the queued steps that need no
   * answer; false while one of them still waits. */
  readonly beforeEffect?: (g: GameState) => boolean;
}

/** A phase's judge of one action type: an error code, or null when the action is accepted. */
export type ChoiceJudge = (g: GameState, seat: number, action: object) => string | null;

/**
 * What a seat may choose in one phase, exported by the rules file that owns the phase and named
 * by the phase's line of the chart's route table (docs/game-rules.md "Adding a variant"):
 * `legalActions` and `refusal` (rules/legal.ts) ask it and name no phase themselves.
 */
export interface PhaseChoices {
  /** Every seat chooses (a race), not the turn seat alone. */
  readonly everySeat?: true;
  /** Push what `seat` may choose now onto `out` (the turn seat's, or any seat's with `everySeat`).
   * A hot path: a known action is a shared frozen one (src/game/choices.ts), not a new object. */
  readonly legal: (g: GameState, seat: number, out: Action[]) => void;
  /** The judge of each action type the phase takes, `play` aside (the turn's rule judges a card
   * in every phase that takes one, rules/turn.ts `playRefusal`). A type it does not list is
   * `wrong-phase`. */
  readonly refusal: { readonly [T in Action['type']]?: ChoiceJudge };
}

/** What the chart hands the rules from its route table: the hooks of the variants its lines name,
 * in its order, and whether a step of the play still waits for a seat (a line marked `step` is
 * due). */
export interface PlayRoute {
  readonly onPlay: readonly ((g: GameState, laid: Laid) => void)[];
  readonly beforeEffect: readonly ((g: GameState) => boolean)[];
  readonly waits: (g: GameState) => boolean;
}

/** A play with none of its steps queued yet: `color`, a Wild's color still to choose; `effect`,
 * whether the card still acts on the next player. The rules queue the rest as they apply. */
export function newPlay(seat: number, card: CardCode, color: boolean, effect: boolean): PlayInProgress {
  return { seat, card, color, effect, queued: NOTHING_QUEUED };
}

const NOTHING_QUEUED: Readonly<Partial<PlaySteps>> = Object.freeze({});

/** Nothing is queued on the play (the common case, known without asking each step's question). */
export function nothingQueued(play: PlayInProgress): boolean {
  return play.queued === NOTHING_QUEUED;
}

/** Queue `step` on the play (a new record: the old one may be shared). */
export function queueStep<K extends keyof PlaySteps>(play: PlayInProgress, step: K, value: PlaySteps[K]): void {
  play.queued = { ...play.queued, [step]: value };
}

/** `step` is done: the play's record without it. */
export function stepDone(play: PlayInProgress, step: keyof PlaySteps): void {
  const queued = play.queued as Record<string, unknown>;
  if (queued[step] === undefined) return;
  let left: Record<string, unknown> | null = null;
  for (const k in queued) if (k !== step) (left ??= {})[k] = queued[k];
  play.queued = left ?? NOTHING_QUEUED;
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

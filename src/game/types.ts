/**
 * The engine's public types: the contract of docs/engine-api.md, plus the project's
 * extensions (marked "extension"). Every layer above the engine (net, ui, bots, sim) reads only
 * these shapes. Keep the contract's names exactly; add freely.
 */

export type Color = 'R' | 'G' | 'B' | 'Y' | 'P';
export type CardCode = string; // docs/game-rules.md "Card codes"
export type Tower = 'U' | 'N' | 'O' | '!';
export type EditionId = 'classic' | 'skull' | 'house-rules' | 'power-grab';

export interface RuleOptions {
  wildDrawFour: 'no-matching-color' | 'no-playable-card' | 'free';
  wildsCountAsMatch: boolean;
  stacking: 'none' | 'same' | 'any';
  multiPlay: boolean;
  twoPlayerReverseSkips: boolean;
  firstCard: 'apply' | 'redraw';
  scoring: 'winner-takes' | 'lowest' | 'placement' | 'none';
  target: number;
  blockedRound: 'lowest-hand' | 'tie';
  // the app's house rules (docs/engine-api.md "Tables"; docs/rules.md "The app's house rules")
  /** A 7 swaps hands with a chosen player; a 0 passes every hand on in the direction of play. */
  sevenZero: boolean;
  /** A card identical to the top card may be played out of turn. */
  jumpIn: boolean;
  /** A turn's draw goes on until a playable card comes. */
  drawUntilPlayable: boolean;
  /** Teams of two, for 4, 6, 8 or 10 players: partners sit opposite (docs/rules.md "Teams").
   * Absent unless the table set it, so that the options (and views) of every game from before it
   * stay as they were. */
  teams?: boolean;
}

export interface TableConfig {
  edition: EditionId;
  players: number; // 2..10
  options?: Partial<RuleOptions>;
  seed?: string; // same seed + same actions = same game
  dealer?: number; // skips the draw for dealer
  deal?: {
    // a rigged first round, for tests and puzzles
    hands: CardCode[][]; // hands by seat
    discard: CardCode; // the starting card (its rules apply)
    pile: CardCode[]; // the draw pile, top first
  };
  /**
   * extension: deal a later round of a game under way instead of round 1, exactly as
   * `nextRound(seed)` deals it after the round before (a deal checker replays one round alone,
   * from what every seat saw at its start: docs/deal-check.md). Needs `dealer` (that round's
   * dealer) and `seed` (that round's own seed); no `deal`.
   */
  round?: {
    number: number; // 2 or more
    scores: number[]; // by seat, before this round
    history: number[][]; // the scores after each earlier round
    rules?: HouseRule[]; // house-rules: the rules in force
  };
}

export type Action =
  | { type: 'play'; card: CardCode; color?: Color; uno?: boolean; also?: CardCode[]; swapWith?: number }
  | { type: 'draw' }
  | { type: 'pass' }
  | { type: 'color'; color: Color }
  | { type: 'uno' }
  | { type: 'catch'; target: number }
  | { type: 'challenge' }
  | { type: 'accept' }
  | { type: 'rule'; number: number; text: string; gesture: string }
  | { type: 'react'; gesture: string }
  | { type: 'towers'; take: Tower[] }
  | { type: 'keep'; card: CardCode }
  | { type: 'swap'; target: number };

export type ActionType = Action['type'];

/** The statechart's main phase, as PlayerView.phase names it (extension): phases.ts. */
export type { Phase } from './phases.js';
import type { Phase } from './phases.js';

export interface HouseRule {
  number: number;
  text: string;
  gesture: string;
}

export interface RaceView {
  number: number; // the card number that started the race
  gesture: string; // the rule's gesture (public: the rule is public)
  choices: string[]; // the gesture among decoys, in the order to show them
  done: boolean[]; // by seat: performed the right gesture already
}

export interface RoundResult {
  winner: number | null; // null: blocked round scored as a tie
  blocked: boolean;
  points: number[]; // points in each hand at the end, by seat (scoring's own card values)
  gained: number[]; // what each seat's score changed by this round
  hands: CardCode[][]; // every hand at the end: the round is over, they are shown
}

export interface PlayerView {
  seat: number;
  phase: Phase; // the statechart state, by name
  turn: number; // the seat that must act in the turn flow
  hand: CardCode[];
  counts: number[];
  top: CardCode;
  color: Color;
  direction: 1 | -1;
  pile: number;
  discards: number;
  dealer: number;
  round: number;
  scores: number[];
  towers?: Record<Tower, number | null>;
  rules?: HouseRule[];
  roundWinner: number | null;
  gameWinner: number | null;
  legal: Action[];

  // extensions
  edition: EditionId;
  options: RuleOptions;
  players: number;
  phasePath: string; // the statechart's full active path, e.g. "challenge.unoClosed", "play.unoOpen", "roundOver"
  uno: boolean[]; // by seat: has declared UNO for the card they hold now
  unoWindow: number | null; // the seat that can be caught right now (one card, undeclared)
  pending: number; // cards the turn seat must draw if it does not stack (stacking), else 0
  drawn: CardCode | null; // in 'drawn', to the turn seat only: the card just drawn
  /** the cards under the top of the discard pile, newest first, up to three: the pile lies face up,
   * so every seat and spectator sees them (absent from a view of an older host) */
  under?: CardCode[];
  /** in 'challenge' only: the seat whose Wild +4 the turn seat may challenge (undefined otherwise,
   * so absent from a JSON copy: views saved before it existed still compare equal) */
  wildDrawFourBy?: number;
  race: RaceView | null;
  roundResult: RoundResult | null; // in roundOver / gameOver
  history: number[][]; // scores after each finished round
  /** option teams only: the team of each seat (seat s is in team s % (players / 2)) */
  teams?: number[];
}

/**
 * Something that happened, for logs and animations (extension). `eventsFor(seat)` gives each seat
 * its own copy: private details (cards drawn, a hand revealed by a challenge) appear only in the
 * copy of the seat allowed to see them.
 */
export type TableEvent = { seq: number } & (
  | { type: 'deal'; round: number; dealer: number; top: CardCode; first: number }
  // extension: round 1's draw for dealer, one array per pass, by seat (null: not drawing that pass)
  | { type: 'dealerDraw'; draws: (CardCode | null)[][]; dealer: number }
  | { type: 'play'; seat: number; cards: CardCode[]; color?: Color }
  | { type: 'draw'; seat: number; count: number; cards?: CardCode[]; penalty: boolean }
  | { type: 'pass'; seat: number }
  | { type: 'skip'; seat: number; protectedBy?: Tower }
  | { type: 'reverse'; direction: 1 | -1 }
  | { type: 'color'; seat: number; color: Color }
  | { type: 'uno'; seat: number }
  | { type: 'catch'; by: number; target: number }
  | { type: 'challenge'; by: number; target: number; bluff: boolean; hand?: CardCode[] }
  | { type: 'accept'; seat: number }
  | { type: 'protected'; seat: number; tower: Tower }
  | { type: 'rule'; seat: number; number: number; text: string; gesture: string; replaced: boolean }
  | { type: 'race'; number: number; gesture: string }
  | { type: 'react'; seat: number; ok: boolean }
  | { type: 'raceEnd'; losers: number[] }
  | { type: 'towers'; seat: number; take: Tower[]; from: (number | null)[] }
  | { type: 'keep'; seat: number; laid: number }
  | { type: 'reshuffle'; count: number }
  // sevenZero: `seat` and `target` swapped hands (a 7); every hand passed on in `direction` (a 0)
  | { type: 'swap'; seat: number; target: number }
  | { type: 'rotate'; direction: 1 | -1 }
  // jumpIn: `seat` played out of turn (the play event follows); `turn` lost its turn
  | { type: 'jumpIn'; seat: number; turn: number }
  | { type: 'firstCard'; card: CardCode; effect: string }
  | { type: 'roundEnd'; result: RoundResult }
  | { type: 'gameEnd'; winner: number }
);

/** The seat number of someone watching: no seat holds it, so every private part is hidden. */
export const SPECTATOR = -1;

/** How many cards under the top of the discard pile a view shows (PlayerView.under). */
export const UNDER_TOP = 3;

export type Result = { ok: true } | { ok: false; error: string };

export interface Table {
  send(seat: number, action: Action): Result;
  view(seat: number): PlayerView;
  expire(): void;
  /** Deals the next round; with a `seed`, that round's deal (and its reshuffles) come from it. */
  nextRound(seed?: string): void;
  snapshot(): unknown;

  // extensions
  /** Events after `since` (a seq), as `seat` may see them. */
  eventsFor(seat: number, since?: number): TableEvent[];
  /** The seq of the latest event (0 before any). */
  readonly lastSeq: number;
  /**
   * What someone who holds no seat may know (a spectator): the public part of every view, with
   * `seat` = SPECTATOR, no hand, no drawn card, nothing to do. Its events are `eventsFor(SPECTATOR)`.
   */
  spectatorView(): PlayerView;
  /** The statechart's actor, for the inspector (the host strips cards before it leaves). */
  readonly actor: unknown;
  /** The phase in force and the seat to act in the turn flow: what a view says, without building one. */
  readonly phase: Phase;
  readonly turn: number;
}

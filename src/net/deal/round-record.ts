/**
 * What a page notes of each round to check its deal (docs/deal-check.md "What a check proves, and
 * what it cannot"), and the check's verdict as the table shows it.
 */
import type { PlayerView, TableEvent } from '../../game/index.js';
import type { DealReveal, RoundStep } from '../wire/index.js';

/** What this page saw of the table at one moment of a round: the fields the check compares. */
export type SeenView = Pick<
  PlayerView,
  | 'phase'
  | 'turn'
  | 'hand'
  | 'counts'
  | 'top'
  | 'color'
  | 'direction'
  | 'pile'
  | 'discards'
  | 'dealer'
  | 'round'
  | 'scores'
  | 'history'
  | 'drawn'
  | 'roundResult'
  | 'edition'
  | 'options'
  | 'players'
  | 'rules'
>;

export interface RoundRecord {
  game: number;
  round: number;
  /** This page's seat (SPECTATOR for a spectator). */
  seat: number;
  /** The commitment the host showed for this round (`changed:…` if it showed two). */
  commit: string | null;
  /** The lowest event number this page received as it happened (not in a catch-up after joining or
   * coming back), and whether a catch-up filled a gap in what it had. */
  liveFrom: number | null;
  gap: boolean;
  /** Whether the host asked this page for a value (null: this page never saw the question). */
  asked: boolean | null;
  /** This page was at the table when the round was dealt: it saw the commitment before the deal,
   * or the deal as it happened. */
  present: boolean;
  /** This page was the host's own screen when the round was opened or dealt. */
  hosted: boolean;
  /** The round's deal reached this page (as it happened or in a catch-up). */
  dealSeen: boolean;
  /** This page saw the round end as it happened: its reveal is due. */
  ended: boolean;
  /** Commitments replaced before the deal (the deal begun again), and those of them made after
   * this page had shown its value. */
  restarts: number;
  restartsSeen: number;
  mine: { value: string; seal: string; gaveValue: boolean } | null;
  seals: Record<string, string> | null;
  values: Record<string, string> | null;
  steps: RoundStep[];
  reveal: DealReveal | null;
  /** Each view as it was after the event numbered `seq` (the latest this page had then). */
  samples: { seq: number; view: SeenView }[];
  events: TableEvent[];
  /** The codes the host answered this page's seal or value with (late, twice...). */
  refusals: string[];
}

/** `not-asked`: a spectator; `left-out`: a seat at the table when the round was dealt that the host
 * did not ask (or showed no commitment); `unknown`: a seat that came in after the deal; `host`: the
 * host's own screen, whose check proves nothing to the others. */
export type OwnValue = 'used' | 'not-used' | 'not-asked' | 'left-out' | 'unknown' | 'host';

/** A round's check, as the table shows it. */
export interface DealCheck {
  game: number;
  round: number;
  /** `unrevealed`: the round ended and the host did not reveal it. */
  status: 'checking' | 'ok' | 'warning' | 'failed' | 'unrevealed';
  /** What did not match, by code (docs/deal-check.md lists them; the UI names each). */
  problems: string[];
  own: OwnValue;
  /** This page saw the whole round as it happened, from its first card (not joined or back
   * mid-round). */
  whole: boolean;
  /** How many times the round's deal was begun again (a new commitment before its deal). */
  again?: number;
}

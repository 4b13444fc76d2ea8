/**
 * What a round's check says of this page's own part, and the faults a page sees without the
 * engine (docs/deal-check.md "Decisions"): shared by the check of a revealed round (check.ts) and by
 * the witness when a round ends with no reveal. The verdict never trusts the host's word on who was
 * to give a value: a seat whose page was at the table when the round was dealt and gave nothing
 * that went into the seed reads a warning, whatever the host says of it.
 */
import { SPECTATOR } from '../../game/index.js';
import type { DealCheck, OwnValue, RoundRecord } from './round-record.js';

/** Restarts of a deal after this page showed its value, beyond which the host could have picked
 * among deals it had seen: one (an honest host that reloaded from an older save) is let pass, as a
 * seat that withholds its value gives the same one choice (docs/deal-check.md "What a check
 * proves"). */
export const RESTARTS_LET_PASS = 1;

/** This page's own part in the seed, given the values the round was dealt with (null: unknown). */
export function ownOf(r: RoundRecord, values: Readonly<Record<string, string>> | null): OwnValue {
  // the host's own screen: its check runs on the host's word alone
  if (r.hosted) return 'host';
  if (r.mine) return values !== null && values[String(r.seat)] === r.mine.value ? 'used' : 'not-used';
  if (r.seat === SPECTATOR) return 'not-asked';
  // a seat at the table when the round was dealt must have been asked: it was not, or its value
  // never went in
  return r.present ? 'left-out' : 'unknown';
}

/** Faults a page knows of by itself, before any reveal. */
export function ownProblems(r: RoundRecord): string[] {
  const problems: string[] = [];
  // every page at the table is shown the round's commitment before its deal
  if (r.present && !r.hosted && r.commit === null) problems.push('no-commit');
  if (r.restartsSeen > RESTARTS_LET_PASS) problems.push('again');
  return problems;
}

export function statusOf(problems: readonly string[], own: OwnValue): DealCheck['status'] {
  if (problems.length > 0) return 'failed';
  return own === 'not-used' || own === 'left-out' ? 'warning' : 'ok';
}

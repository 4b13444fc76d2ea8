/**
 * Which round's deal check the table shows, and how (docs/deal-check.md "What a check proves, and
 * what it cannot"). The check proves to a player that no one else chose the cards: in a game with
 * no other person (solo, bots only) there is no one to suspect, and a new player read a red "Deal
 * check failed" there when a part could not load offline (issue 30 point 7). So: nothing in solo.
 * The host dealt the round: its own check proves nothing to anyone, so it sees a check only when
 * something went wrong (failed, or the round was never revealed), never a box every round.
 */
import type { DealCheck, SeatInfo } from '../../net/index.js';

export function dealShown(check: DealCheck | null, seats: readonly SeatInfo[], me: number): DealCheck | null {
  if (!check) return null;
  const others = seats.some((s) => s && s.kind === 'human' && s.seat !== me);
  if (!others) return null;
  if (check.own === 'host' && (check.status === 'ok' || check.status === 'checking')) return null;
  return check;
}

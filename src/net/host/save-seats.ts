/**
 * A host's save checked against its own seats (docs/security.md "Saves that
 * name seats they do not have"): every seat the deal state names (asked, sealed, gave a value,
 * took a step) is one of the table's, and the seat said to host is the host's. Apart from saved.ts
 * because these are cross-checks between its parts, each answered with a reason in words.
 */
import type { SavedDeal } from '../deal/index.js';

/** What the check reads of a parsed save (saved.ts `SavedTable`). */
export interface SeatedSave {
  seats: readonly unknown[];
  hostSeat: number;
  epoch: number;
  deal?: SavedDeal;
}

/** Why the save's seats do not hold together; null when they do. */
export function seatsProblem(s: SeatedSave): string | null {
  const n = s.seats.length;
  // A table that never moved is hosted from the seat its creator took, seat 0, which no kick or
  // departure removes (authority.ts `removeSeat` refuses the host's seat): another seat there is a
  // guest's, and its page would take that guest's seat and token.
  if (s.epoch === 0 && s.hostSeat !== 0)
    return `the host's seat is seat ${s.hostSeat}, a guest's: a table that never moved is hosted from seat 0`;
  const parts = [
    { part: s.deal?.exchange, byHost: true },
    // a round dealt by the host that left (a takeover's first) was given its part by the new host
    // when it was still a guest
    { part: s.deal?.dealt, byHost: s.epoch === 0 },
  ];
  for (const { part, byHost } of parts) {
    if (!part) continue;
    const named: [string, number[]][] = [
      ['sealed', Object.keys(part.seals).map(Number)],
      ['gave a value', Object.keys(part.values).map(Number)],
    ];
    if ('asked' in part) named.push(['was asked for a value', part.asked]);
    if ('steps' in part)
      named.push(['took a step', part.steps.flatMap((step) => (step.length === 2 ? [step[0]] : []))]);
    for (const [what, seats] of named) {
      const ghost = seats.find((seat) => seat >= n);
      if (ghost !== undefined) return `seat ${ghost}, which does not exist (${n} seats), ${what} in the deal`;
      // only guests give the deal their part (docs/deal-check.md): the host's seat never does
      if (byHost && what !== 'took a step' && seats.includes(s.hostSeat))
        return `the host's seat ${s.hostSeat} ${what} in the deal, as only a guest does`;
    }
  }
  return null;
}

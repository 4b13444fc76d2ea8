/**
 * The table's events as they come: which are new since the table last looked (a rematch numbers
 * them from the start again), what the live region says of them and of a turn that came, and how
 * long a challenge's outcome stays shown.
 */
import type { PlayerView, TableEvent } from '../../game/index.js';
import { personal, type NameOf } from './event-text.js';

type Challenge = Extract<TableEvent, { type: 'challenge' }>;

/** How the live region tells an event, and names a seat, to the player `me`. */
export interface Telling {
  me: number;
  line: (e: TableEvent) => string;
  nameOf: NameOf;
}

/** The events that look like events (whatever arrives, the table reads only these). */
export function cleanEvents(events: TableEvent[]): TableEvent[] {
  return (Array.isArray(events) ? events : []).filter(
    (e) => !!e && typeof e === 'object' && typeof e.seq === 'number' && typeof e.type === 'string',
  );
}

export class TableNews {
  private seenSeq = -1;
  private lastTurnKey = '';

  /** The events not read before, and what the live region says of them and of a turn that came;
   * null while there is no view (nothing is read: the first view reads them all as old). */
  take(
    evs: readonly TableEvent[],
    view: PlayerView | null,
    tell: Telling,
  ): { fresh: TableEvent[]; said: string } | null {
    const maxSeq = evs.reduce((m, e) => Math.max(m, typeof e?.seq === 'number' ? e.seq : -1), -1);
    // A new table (a rematch) numbers its events from the start again: read it afresh.
    if (maxSeq >= 0 && maxSeq < this.seenSeq) this.seenSeq = -1;
    const fresh = this.seenSeq < 0 ? [] : evs.filter((e) => typeof e?.seq === 'number' && e.seq > this.seenSeq);
    const firstLook = this.seenSeq < 0 && !!view;
    if (view) this.seenSeq = Math.max(this.seenSeq, maxSeq, 0);
    if (!view) return null;
    const said: string[] = [];
    for (const e of fresh) {
      const mine =
        'seat' in e &&
        e.seat === view.seat &&
        (e.type === 'play' || e.type === 'pass' || e.type === 'color' || e.type === 'uno');
      if (!mine) said.push(tell.line(e));
    }
    const turnKey = `${view.round}:${view.turn}:${view.phase}`;
    if (!firstLook && turnKey !== this.lastTurnKey && this.lastTurnKey) {
      const inTurnFlow = view.phase !== 'roundOver' && view.phase !== 'gameOver' && view.phase !== 'race';
      if (inTurnFlow && !this.lastTurnKey.startsWith(`${view.round}:${view.turn}:`)) {
        said.push(personal('log.turn', tell.me, { you: view.turn }, { name: tell.nameOf(view.turn) }));
      }
    }
    this.lastTurnKey = turnKey;
    return { fresh, said: said.filter(Boolean).join(' ') };
  }
}

/** The last challenge's outcome after `fresh`: shown until dismissed, or until it is old news
 * (play moves on, or the round ends). */
export function revealAfter(reveal: Challenge | null, fresh: readonly TableEvent[]): Challenge | null {
  for (const e of fresh) {
    if (e.type === 'challenge') reveal = e;
    else if (reveal && (e.type === 'play' || e.type === 'roundEnd') && e.seq > reveal.seq) reveal = null;
  }
  return reveal;
}

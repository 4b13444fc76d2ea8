/**
 * The round as this seat has seen it, one step per update that moved the statechart or brought
 * events: the active path (PlayerView.phasePath) and the events that came with it. It is what the
 * phases view travels over; it holds nothing this seat was not sent, and keeps no other hand (a
 * challenger's look at the bluffer's hand and the hands shown at round end are left out).
 * Loaded lazily, once a table shows: the first page does not carry it.
 */
import type { PlayerView, TableEvent } from '../../game/index.js';

export interface TimelineStep {
  /** The statechart's active path after this step: `play.unoOpen`, `roundOver`. */
  path: string;
  /** The seat to act then. */
  turn: number;
  /** The events that arrived with it, oldest first (this seat's copies, trimmed). */
  events: TableEvent[];
}

/** A round is about a hundred steps; a stranger's flood of updates cannot make it hold more. */
export const MAX_STEPS = 600;
export const MAX_EVENTS_PER_STEP = 40;

/** This seat's copy of an event, without any hand in it. */
function trimmed(e: TableEvent): TableEvent {
  if (e.type === 'challenge' && e.hand) {
    const { hand: _hand, ...rest } = e;
    return rest;
  }
  if (e.type === 'roundEnd') return { ...e, result: { ...e.result, hands: [] } };
  return e;
}

function isEvent(e: unknown): e is TableEvent {
  return (
    !!e &&
    typeof e === 'object' &&
    typeof (e as TableEvent).seq === 'number' &&
    typeof (e as TableEvent).type === 'string'
  );
}

export class PhaseTimeline {
  private list: TimelineStep[] = [];
  private round = -1;
  private lastSeq = -1;

  /** The steps of the round in course (a new array after each change). */
  get steps(): readonly TimelineStep[] {
    return this.list;
  }

  /** Called with every client update; returns whether a step was added. */
  record(view: PlayerView | null, events: readonly unknown[]): boolean {
    if (!view || typeof view.phasePath !== 'string') return false;
    const known = (Array.isArray(events) ? events : []).filter(isEvent);
    const maxSeq = known.reduce((m, e) => Math.max(m, e.seq), -1);
    // A rematch numbers its events from the start again.
    if (maxSeq >= 0 && maxSeq < this.lastSeq) this.lastSeq = -1;
    let fresh = known.filter((e) => e.seq > this.lastSeq);
    this.lastSeq = Math.max(this.lastSeq, maxSeq);
    const lastDeal = fresh.map((e) => e.type).lastIndexOf('deal');
    if (view.round !== this.round || lastDeal >= 0) {
      // A new round (or the first look at one): its timeline starts at its deal.
      this.round = view.round;
      this.list = [];
      if (lastDeal >= 0) fresh = fresh.slice(lastDeal);
    }
    const prev = this.list[this.list.length - 1];
    if (prev && prev.path === view.phasePath && fresh.length === 0) return false;
    const step: TimelineStep = {
      path: view.phasePath,
      turn: view.turn,
      events: fresh.slice(-MAX_EVENTS_PER_STEP).map(trimmed),
    };
    const next = [...this.list, step];
    this.list = next.length > MAX_STEPS ? next.slice(next.length - MAX_STEPS) : next;
    return true;
  }
}

/**
 * The host's view sync: after each change, one view per seat, built once and shared by every
 * connection that shows that seat; each connection then gets only what changed since what it was
 * last sent (the delta of protocol.ts, beside the client's applyViewMessage).
 */
import { SPECTATOR, type Table, type TableEvent } from '../../game/index.js';
import { keyView, viewDelta, type KeyedView, type ViewMessage } from '../wire/index.js';

/** A guest that joins or returns gets at most this many past events (enough for the log). */
const EVENTS_ON_JOIN = 60;
const MAX_EVENTS_PER_MESSAGE = 200;

/** What one connection was last sent, so that it is sent only what changed. */
export interface ViewCursor {
  rev: number;
  sent: Map<string, string>;
  game: number;
  eventSeq: number;
  deadline: number | null;
}

export interface ViewSource {
  table(): Table | null;
  /** Which game of the table (a rematch starts a new one; event numbers restart). */
  game(): number;
  /** The end of the timed window in force, on the host's clock. */
  deadline(): number | null;
  now(): number;
}

export class ViewSync {
  private readonly built = new Map<number, KeyedView>();
  private builtFor: { table: Table | null; seq: number } = { table: null, seq: -1 };

  constructor(private readonly source: ViewSource) {}

  cursor(): ViewCursor {
    return { rev: 0, sent: new Map(), game: -1, eventSeq: 0, deadline: null };
  }

  /** A returning guest that holds the events up to `since` of game `game` is sent only newer ones. */
  resume(cursor: ViewCursor, since?: number, game?: number): void {
    const table = this.source.table();
    const resumes = game === this.source.game() && since !== undefined && table !== null && since <= table.lastSeq;
    cursor.game = resumes ? this.source.game() : -1;
    cursor.eventSeq = resumes ? since : 0;
    cursor.sent.clear();
  }

  /** The next message is a whole view (the guest asked for it, or its last one failed). */
  restart(cursor: ViewCursor): void {
    cursor.sent.clear();
    cursor.deadline = null;
  }

  /** The table changed: views are built afresh, once per seat. */
  changed(): void {
    this.built.clear();
  }

  /** What `cursor` needs to show `seat`'s view (or a spectator's: SPECTATOR) now; null when nothing changed. */
  next(cursor: ViewCursor, seat: number): ViewMessage | null {
    const table = this.source.table();
    if (!table) return null;
    const game = this.source.game();
    let events: TableEvent[];
    if (cursor.game !== game) {
      cursor.game = game;
      cursor.sent.clear();
      events = table.eventsFor(seat, 0).slice(-EVENTS_ON_JOIN);
    } else {
      events = table.eventsFor(seat, cursor.eventSeq);
    }
    if (events.length > MAX_EVENTS_PER_MESSAGE) events = events.slice(-MAX_EVENTS_PER_MESSAGE);
    cursor.eventSeq = table.lastSeq;
    const whole = cursor.sent.size === 0;
    const { set, drop } = viewDelta(cursor.sent, this.viewOf(table, seat));
    const deadline = this.source.deadline();
    if (!whole && Object.keys(set).length === 0 && !drop.length && !events.length && deadline === cursor.deadline)
      return null;
    cursor.deadline = deadline;
    const message: ViewMessage = {
      v: 1,
      t: 'view',
      game,
      rev: cursor.rev + 1,
      base: whole ? 0 : cursor.rev,
      set,
      events,
      deadline,
      // what is left, for clients whose clock differs from the host's
      left: deadline === null ? null : Math.max(0, deadline - this.source.now()),
    };
    if (drop.length) message.drop = drop;
    cursor.rev++;
    return message;
  }

  private viewOf(table: Table, seat: number): KeyedView {
    // a table changed behind our back (another table, new events) is never served from the cache
    if (this.builtFor.table !== table || this.builtFor.seq !== table.lastSeq) {
      this.built.clear();
      this.builtFor = { table, seq: table.lastSeq };
    }
    let view = this.built.get(seat);
    if (!view) {
      view = keyView(seat === SPECTATOR ? table.spectatorView() : table.view(seat));
      this.built.set(seat, view);
    }
    return view;
  }
}

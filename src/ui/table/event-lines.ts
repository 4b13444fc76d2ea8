/**
 * The events' sentences, each written once: the log, the strip and the live region read the same
 * events update after update (docs/smoothness.md "JS per table update: sentences once"). A
 * sentence changes only with the language (or strings that arrive) and the seat it is told to:
 * either changing starts afresh.
 *
 * A past line keeps the names its seats had when this page first saw it: after a spectator took a
 * seat that a guest left, the earlier rounds' lines still name the guest (issue 30), not the
 * seat's new player.
 */
import type { TableEvent } from '../../game/index.js';
import type { SeatInfo } from '../../net/index.js';
import { onLangChange } from '../i18n/i18n.js';
import { describeEvent, type NameOf } from './event-text.js';

/** Grows whenever the strings in use change, so a sentence written before is not trusted. */
let strings = 0;
onLangChange(() => strings++);

/** A seat's name inside a sentence, read from a list of seats (the one of the event's time). */
export type NameIn = (seats: readonly SeatInfo[], seat: number) => string;

export class EventLines {
  private said = new WeakMap<TableEvent, string>();
  /** The seats as they were when each event was first seen here. */
  private seatsAt = new WeakMap<TableEvent, readonly SeatInfo[]>();
  private context = '';

  /** `describeEvent`'s sentence for `e`, its seats named as they were when `e` was first seen. */
  text(e: TableEvent, me: number, seats: readonly SeatInfo[], nameIn: NameIn): string {
    const context = `${strings}\u0000${me}`;
    if (context !== this.context) {
      this.context = context;
      this.said = new WeakMap();
    }
    let line = this.said.get(e);
    if (line === undefined) {
      let then = this.seatsAt.get(e);
      if (!then) this.seatsAt.set(e, (then = seats));
      const past = then;
      // a seat not named in the list of its time (seen before the seats came) takes today's name
      const nameOf: NameOf = (seat) =>
        past.some((s) => s?.seat === seat && typeof s.name === 'string' && s.name.trim())
          ? nameIn(past, seat)
          : nameIn(seats, seat);
      line = describeEvent(e, me, nameOf);
      this.said.set(e, line);
    }
    return line;
  }
}

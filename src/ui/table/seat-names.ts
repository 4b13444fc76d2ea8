/**
 * Each seat's name said once per name and language: the chips, the status, the log's sentences
 * and the live region ask for the same few names at every render, and each asked the seat list,
 * the bot's default name and `t()` again. Measured: docs/smoothness-passes.md "Names said once, the
 * pile kept".
 */
import type { SeatInfo } from '../../net/index.js';
import { stringsVersion } from '../i18n/i18n.js';
import { seatName } from './table-model.js';

/** More names than a table holds means renames came and went: start afresh. */
const MOST = 64;

export class SeatNames {
  private version = -1;
  private readonly said = new Map<string, string>();

  /** `seatName(seats, seat)`, kept while the seat's name, kind and the strings are the same. */
  of(seats: readonly SeatInfo[], seat: number): string {
    const version = stringsVersion();
    if (version !== this.version || this.said.size > MOST) {
      this.said.clear();
      this.version = version;
    }
    const info = seats.find((s) => s.seat === seat);
    // the seat is in the key: an unnamed seat is "Player n"
    const key = `${seat}\u0000${info?.kind ?? ''}\u0000${typeof info?.name === 'string' ? info.name : ''}`;
    let name = this.said.get(key);
    if (name === undefined) {
      name = seatName(seats, seat);
      this.said.set(key, name);
    }
    return name;
  }
}

/**
 * The host's record desk: who may have the game's record (engine `recordOf`), and when.
 * A record holds the seed, so every hand and the pile's order at every step: during a game only
 * the host's own page may have it (the host holds all of it already). Once the game is over nothing
 * of it is hidden any more (the last round's hands are shown, and the next game has a new seed), so
 * then every player and spectator may ask for it, once per connection and game: a stranger cannot
 * make the host send the same tens of KB again and again. Sent in parts (protocol.ts RECORD_PART).
 */
import type { Table } from '../../game/index.js';
import { MAX_RECORD_TEXT, RECORD_PART, type RecordMessage } from '../wire/index.js';

export interface RecordDeskPort<L> {
  table(): Table | null;
  /** Which game of the table runs (a rematch starts the next). */
  game(): number;
  /** The seat names, by seat. */
  names(): string[];
  /** The host's own page (it may save the game at any time). */
  own(link: L): boolean;
  /** The engine's `recordOf`; absent, the host keeps no records. */
  recordOf?: (table: Table, names: string[]) => unknown;
  send(link: L, message: RecordMessage): void;
}

export class RecordDesk<L extends object> {
  /** The game whose record each connection was sent. */
  private readonly served = new WeakMap<L, number>();

  constructor(private readonly port: RecordDeskPort<L>) {}

  ask(link: L): void {
    const refuse = (error: string) => this.port.send(link, { v: 1, t: 'record', ok: false, error });
    const { port } = this;
    const table = port.table();
    if (!table) return refuse('not-started');
    const own = port.own(link);
    if (!own && table.phase !== 'gameOver') return refuse('game-not-over');
    const game = port.game();
    if (!own && this.served.get(link) === game) return refuse('record-sent');
    let text: string;
    try {
      if (!port.recordOf) return refuse('no-record');
      text = JSON.stringify(port.recordOf(table, port.names()));
    } catch {
      // a table taken back from a save made before records existed keeps no steps
      return refuse('no-record');
    }
    if (text.length > MAX_RECORD_TEXT) return refuse('record-too-big');
    if (!own) this.served.set(link, game);
    const parts = Math.max(1, Math.ceil(text.length / RECORD_PART));
    for (let part = 0; part < parts; part++) {
      port.send(link, {
        v: 1,
        t: 'record',
        ok: true,
        part,
        parts,
        text: text.slice(part * RECORD_PART, (part + 1) * RECORD_PART),
      });
    }
  }
}

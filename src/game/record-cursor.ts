/**
 * A record to move about in, for a viewer (the replay screen): the table after any step, without
 * playing the game again from its start at each move back. It keeps checkpoints, each the game
 * alone at one step (table.ts gameText: no step log, so one checkpoint is as large as the game at
 * that point, whatever came before), at most MAX_CHECKPOINTS + 1 of them whatever the record's
 * length: 50 steps apart, or further apart in a record too long for that. A move back, or far
 * ahead, starts from the nearest checkpoint before the step asked for.
 *
 * The replay screen once kept a whole table snapshot every 50 steps, each with every step before
 * it: 855 MB of heap at 40,000 steps, and a tab crashed at 171,744 (docs/security.md, "Long
 * records on the replay screen").
 */
import { applyStep, checkedRecord, parseRecord, RecordError, startOf, type GameRecord } from './record.js';
import { gameText, tableFromGameText } from './table.js';
import type { Table } from './types.js';

/** The most checkpoints a cursor keeps (one more at step 0). */
export const MAX_CHECKPOINTS = 200;
/** The nearest two checkpoints are (a short game's move back plays at most this many steps). */
export const CHECKPOINT_EVERY = 50;

/** What only this module can pass: a record parseRecord just checked, not to be checked again. */
const CHECKED = Symbol('checked');

export class RecordCursor {
  readonly record: GameRecord;
  /** Steps between two checkpoints. */
  readonly every: number;
  /** The game after `k * every` steps, by k, once a move passed there. */
  private readonly checkpoints: (string | undefined)[];
  private table: Table;
  private at = 0;

  /** `record` is checked as readRecord checks it (a RecordError if it fails) but not copied: it
   * must not change while the cursor reads it. */
  constructor(record: unknown, checked?: typeof CHECKED) {
    this.record = checked === CHECKED ? (record as GameRecord) : checkedRecord(record);
    const total = this.record.steps.length;
    this.every = Math.max(CHECKPOINT_EVERY, Math.ceil(total / MAX_CHECKPOINTS));
    this.checkpoints = new Array<string | undefined>(Math.floor(total / this.every) + 1);
    // the table a record starts from records its steps: the cursor's own keeps none
    const start = gameText(startOf(this.record));
    this.checkpoints[0] = start;
    this.table = tableFromGameText(start);
  }

  /** A cursor over the record in JSON `text` (engine parseRecord: its nesting measured before
   * JSON.parse), checked once. */
  static parse(text: string): RecordCursor {
    return new RecordCursor(parseRecord(text), CHECKED);
  }

  get length(): number {
    return this.record.steps.length;
  }

  /** The table after the first `step` steps. The same table object moves on at the next call: a
   * caller keeps what it needs of it (a view) rather than the table. Throws a RecordError naming a
   * refused step; the cursor stays usable before it. */
  tableAt(step: number): Table {
    if (!Number.isInteger(step) || step < 0 || step > this.length)
      throw new RecordError('up-to', `step ${String(step)} is not 0..${this.length}`);
    let k = Math.floor(step / this.every);
    while (k > 0 && this.checkpoints[k] === undefined) k--;
    const from = k * this.every;
    // back, or ahead past a checkpoint: from the checkpoint rather than step by step
    if (step < this.at || from > this.at) {
      this.table = tableFromGameText(this.checkpoints[k]!);
      this.at = from;
    }
    while (this.at < step) {
      applyStep(this.table, this.record.steps[this.at]!, this.at);
      this.at++;
      if (this.at % this.every === 0 && this.checkpoints[this.at / this.every] === undefined)
        this.checkpoints[this.at / this.every] = gameText(this.table);
    }
    return this.table;
  }

  /** The checkpoints kept so far, by step: what a test reads to see what they hold. */
  checkpointsKept(): { step: number; game: string }[] {
    return this.checkpoints.flatMap((game, k) => (game === undefined ? [] : [{ step: k * this.every, game }]));
  }
}

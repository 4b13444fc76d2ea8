/**
 * A record file read for the replay screen: its size checked before a byte of it is read, then
 * parsed (its nesting measured first: engine RecordCursor.parse), its shape checked and every step played
 * once, so a bad file is refused here with the engine's own words (which name the step) rather than
 * half-way through watching it. That one pass lays the replay's checkpoints (engine RecordCursor),
 * so the screen opens on a game it can already move about. record-fault.ts says what went wrong in
 * the player's language.
 */
import { RecordCursor } from '../../game/index.js';

/** Files past this are not records the app wrote (a long game is some tens of KB; the longest
 * game a file this size holds, some 170,000 steps, opens in about a second: docs/security.md, "Long
 * records on the replay screen"). */
export const MAX_RECORD_FILE = 5_000_000;

/** The file itself cannot be a record: it is too large. */
export class RecordFileError extends Error {
  constructor(readonly fault: 'too-big') {
    super(`the file is larger than ${MAX_RECORD_FILE / 1_000_000} MB`);
    this.name = 'RecordFileError';
  }
}

/** The text of a record file (picked, dropped, fetched: any Blob). A file over the limit is refused
 * from its size alone, before it is read: a 200 MB file once was read whole to be refused after. */
export async function readRecordFile(file: Blob): Promise<string> {
  if (!(file.size <= MAX_RECORD_FILE)) throw new RecordFileError('too-big');
  return file.text();
}

/** The record in `text`, checked to its last step, ready to watch. */
export function openRecord(text: string): RecordCursor {
  if (text.length > MAX_RECORD_FILE) throw new RecordFileError('too-big');
  const cursor = RecordCursor.parse(text);
  cursor.tableAt(cursor.length);
  return cursor;
}

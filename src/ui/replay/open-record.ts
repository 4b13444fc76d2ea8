/**
 * A record file read for the replay screen: parsed, its shape checked and every step replayed once,
 * so a bad file is refused here with the engine's own words (which name the step) rather than
 * half-way through watching it. record-fault.ts says what went wrong in the player's language.
 */
import { readRecord, replayRecord, type GameRecord } from '../../game/index.js';

/** Files past this are not records the app wrote (a long game is some tens of KB). */
export const MAX_RECORD_FILE = 5_000_000;

/** The file itself cannot be a record: it is too large, or not JSON. */
export class RecordFileError extends Error {
  constructor(readonly fault: 'too-big' | 'not-json') {
    super(fault === 'too-big' ? `the file is larger than ${MAX_RECORD_FILE / 1_000_000} MB` : 'the file is not JSON');
    this.name = 'RecordFileError';
  }
}

export function openRecord(text: string): GameRecord {
  if (text.length > MAX_RECORD_FILE) throw new RecordFileError('too-big');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RecordFileError('not-json');
  }
  const record = readRecord(data);
  replayRecord(record);
  return record;
}

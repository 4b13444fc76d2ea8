/**
 * A record file read for the replay screen: parsed, its shape checked and every step replayed once,
 * so a bad file is refused here with the engine's own words (which name the step) rather than
 * half-way through watching it.
 */
import { readRecord, replayRecord, type GameRecord } from '../../engine/index.js';

/** Files past this are not records the app wrote (a long game is some tens of KB). */
const MAX_BYTES = 5_000_000;

export function openRecord(text: string): GameRecord {
  if (text.length > MAX_BYTES) throw new Error(`the file is larger than ${MAX_BYTES / 1_000_000} MB`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('the file is not JSON');
  }
  const record = readRecord(data);
  replayRecord(record);
  return record;
}

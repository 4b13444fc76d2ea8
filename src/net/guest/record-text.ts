/**
 * The record a host sends a guest that saves the game (docs/network.md, "Saving a game"), read
 * from its JSON text. Not the engine's parseRecord: a guest saves without loading the engine
 * (docs/loading.md), so only the record's outline is checked here; the replay screen checks the
 * rest when the file is opened. Its nesting is measured before JSON.parse: a record nested 100,000
 * deep would otherwise be kept, and throw a RangeError when saved (JSON.stringify recurses).
 */
import { MAX_RECORD_DEPTH, textNestsDeeper } from '../../game/index.js';
import type { GameRecord } from '../../game/index.js';

/** The record in `text`, or null when it is not one. */
export function recordFromText(text: string): GameRecord | null {
  if (textNestsDeeper(text, MAX_RECORD_DEPTH)) return null;
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return null;
  }
  const r = record as Partial<GameRecord> | null;
  if (!r || typeof r !== 'object' || r.format !== 'uno-record' || !Array.isArray(r.steps)) return null;
  return r as GameRecord;
}

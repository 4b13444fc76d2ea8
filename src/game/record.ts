/**
 * Game records (issue 13): a finished or running game as plain JSON, and a table rebuilt from one.
 * A record holds the config, the seat names and the steps; replaying the steps on a new table with
 * the same config gives the same views at every seat (the engine is deterministic).
 */
import { MAX_RECORD_DEPTH, textNestsDeeper, valueNestsDeeper } from './record-depth.js';
import { isStep, type RecordStep } from './record-steps.js';
import { createTableWith, tableLog, tableStreams } from './table.js';
import type { Table, TableConfig } from './types.js';

export type { RecordStep } from './record-steps.js';

export const RECORD_FORMAT = 'uno-record';
/** 2: public random choices (the draw for dealer, a race's gestures) come from the public stream
 * (rng.ts). A record of version 1 still replays, drawing them from the deal's generator as it did. */
export const RECORD_VERSION = 2;
const VERSIONS: readonly unknown[] = [1, 2];
/** Far more than any game needs (a long bot game is a few thousand steps); a file past it is refused
 * before anything is replayed. */
export const MAX_RECORD_STEPS = 200_000;
const MAX_NAME = 40;

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: 1 | 2;
  config: TableConfig;
  /** Seat names, by seat ('' where none was given). */
  names: string[];
  steps: RecordStep[];
}

/** The record of `table` so far. `names` by seat (the engine does not know them). */
export function recordOf(table: Table, names: readonly string[] = []): GameRecord {
  const log = tableLog(table);
  if (log === null) throw new Error('recordOf: this table was restored from a snapshot that kept no steps');
  const players = log.config.players;
  return JSON.parse(
    JSON.stringify({
      format: RECORD_FORMAT,
      version: tableStreams(table) === 'shared' ? 1 : RECORD_VERSION,
      config: log.config,
      names: Array.from({ length: players }, (_, s) => {
        const name = names[s];
        return typeof name === 'string' ? name.slice(0, MAX_NAME) : '';
      }),
      steps: log.steps,
    }),
  ) as GameRecord;
}

/** What is wrong with a record, for a reader that says it in its own words (the app's replay
 * screen speaks French and English); the message says it in English. */
export type RecordFault =
  | 'not-json'
  | 'too-deep'
  | 'not-a-record'
  | 'version'
  | 'config'
  | 'names'
  | 'steps'
  | 'too-long'
  | 'malformed-step'
  | 'refused-step'
  | 'idle-step'
  | 'up-to';

/** Thrown by readRecord, startOf, applyStep and replayRecord. `step` (1-based) names the step at
 * fault; `detail` carries what the engine said (a refusal's error code, a config's fault) or the
 * version found. */
export class RecordError extends Error {
  constructor(
    readonly fault: RecordFault,
    what: string,
    readonly step?: number,
    readonly detail?: string,
  ) {
    super(`replayRecord: ${what}`);
    this.name = 'RecordError';
  }
}

function refuse(fault: RecordFault, what: string, step?: number, detail?: string): never {
  throw new RecordError(fault, what, step, detail);
}

/** A record read from anywhere (a file, a peer): its shape checked, a private copy returned. */
export function readRecord(record: unknown): GameRecord {
  return JSON.parse(JSON.stringify(checkedRecord(record))) as GameRecord;
}

/** A record from its JSON text (a file, a peer's message): its nesting is measured before
 * JSON.parse sees it, then its shape checked as readRecord checks it. The record returned is the
 * text's own parse, no one else's: no copy is made. */
export function parseRecord(text: string): GameRecord {
  if (typeof text !== 'string') refuse('not-json', 'the record is not JSON text');
  if (textNestsDeeper(text, MAX_RECORD_DEPTH)) refuse('too-deep', `nested more than ${MAX_RECORD_DEPTH} levels deep`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    refuse('not-json', 'the record is not JSON');
  }
  // the text's nesting bounds the value's: no need to walk it again
  return checkedRecord(data, true);
}

/** readRecord's checks; the record itself returned. `shallow` when its nesting is known to be
 * within MAX_RECORD_DEPTH (parseRecord measured it in the text). */
export function checkedRecord(record: unknown, shallow = false): GameRecord {
  if (record === null || typeof record !== 'object' || Array.isArray(record))
    refuse('not-a-record', 'not a game record');
  // before anything that recurses (JSON.stringify below, a copy) can overflow the stack on it
  if (!shallow && valueNestsDeeper(record, MAX_RECORD_DEPTH))
    refuse('too-deep', `nested more than ${MAX_RECORD_DEPTH} levels deep`);
  const r = record as Partial<Record<keyof GameRecord, unknown>>;
  if (r.format !== RECORD_FORMAT) refuse('not-a-record', 'not a game record (its format is not "uno-record")');
  if (!VERSIONS.includes(r.version)) {
    const version = JSON.stringify(r.version) ?? 'undefined';
    refuse('version', `unknown record version ${version}`, undefined, version.slice(0, 20));
  }
  const config = r.config as Partial<TableConfig> | undefined;
  if (!config || typeof config !== 'object' || Array.isArray(config)) refuse('config', 'the record has no config');
  const players = config.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 10)
    refuse('config', 'config.players is not 2..10', undefined, 'players');
  if (
    !Array.isArray(r.names) ||
    r.names.length !== players ||
    !r.names.every((n) => typeof n === 'string' && n.length <= MAX_NAME)
  )
    refuse('names', `names: need one name (at most ${MAX_NAME} characters) per seat`);
  if (!Array.isArray(r.steps)) refuse('steps', 'the record has no steps');
  if (r.steps.length > MAX_RECORD_STEPS) refuse('too-long', `more than ${MAX_RECORD_STEPS} steps`);
  r.steps.forEach((step, i) => {
    if (!isStep(step)) refuse('malformed-step', `step ${i + 1} is malformed: ${describe(step)}`, i + 1);
  });
  return record as GameRecord;
}

function describe(step: unknown): string {
  const text = JSON.stringify(step) ?? String(step);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Said only when a step is refused: describing every step cost a tenth of a long replay. */
function stepName(step: RecordStep, index: number): string {
  return `step ${index + 1} (${describe(step)})`;
}

/** The table a record starts from (no step played). */
export function startOf(record: GameRecord): Table {
  try {
    return createTableWith(record.config, record.version === 1 ? 'shared' : 'two');
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return refuse('config', `the config is refused: ${why}`, undefined, why);
  }
}

/** Play step number `index` (0-based) of a record on `table`; throws, naming it, if it is refused. */
export function applyStep(table: Table, step: RecordStep, index: number): void {
  const before = table.lastSeq;
  if (step[0] === 'expire') table.expire();
  else if (step[0] === 'nextRound') {
    try {
      table.nextRound(step[1]);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      refuse('refused-step', `${stepName(step, index)} was refused: ${why}`, index + 1, why);
    }
  } else {
    const result = table.send(step[0], step[1]);
    if (!result.ok)
      refuse('refused-step', `${stepName(step, index)} was refused: ${result.error}`, index + 1, result.error);
  }
  if (table.lastSeq === before)
    refuse('idle-step', `${stepName(step, index)} changed nothing at that point of the game`, index + 1);
}

/** The table after the first `upTo` steps of `record` (all of them by default). */
export function replayRecord(record: unknown, upTo?: number): Table {
  const r = readRecord(record);
  const end = upTo ?? r.steps.length;
  if (!Number.isInteger(end) || end < 0 || end > r.steps.length)
    refuse('up-to', `upTo: ${String(upTo)} is not 0..${r.steps.length}`);
  const table = startOf(r);
  for (let i = 0; i < end; i++) applyStep(table, r.steps[i]!, i);
  return table;
}

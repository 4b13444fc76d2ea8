/**
 * Long records (issue 27, point 5): a viewer's checkpoints hold the game alone, never the steps
 * before it, and there are at most MAX_CHECKPOINTS + 1 of them; a seek gives the very table a replay
 * from the start gives; a record nested 100,000 deep is a RecordError, not a RangeError.
 */
import { describe, expect, it } from 'vitest';
import { longRecord } from '../../scripts/long-record.js';
import {
  MAX_CHECKPOINTS,
  MAX_RECORD_DEPTH,
  RecordCursor,
  RecordError,
  SPECTATOR,
  parseRecord,
  readRecord,
  replayRecord,
  type GameRecord,
  type Table,
} from '../../src/game/index.js';

/** Everything each seat and a spectator may know now, as one string. */
function frame(table: Table, players: number): string {
  const seats = Array.from({ length: players }, (_, s) => s);
  return JSON.stringify({
    views: seats.map((s) => table.view(s)),
    spectator: table.spectatorView(),
    events: [...seats, SPECTATOR].map((s) => table.eventsFor(s)),
  });
}

const fault = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return e instanceof RecordError ? e.fault : `${(e as Error).name}: ${(e as Error).message}`;
  }
  return 'accepted';
};

describe('a record cursor', () => {
  // 12,000 steps: more than MAX_CHECKPOINTS × 50, so the checkpoints stand further apart than 50
  const long = longRecord({ steps: 12_000, seed: 'cursor' }).record;

  it('keeps at most MAX_CHECKPOINTS + 1 checkpoints, each the game alone without the steps before it', () => {
    const cursor = new RecordCursor(long);
    cursor.tableAt(long.steps.length);
    const kept = cursor.checkpointsKept();
    expect(cursor.every).toBe(Math.ceil(long.steps.length / MAX_CHECKPOINTS));
    expect(kept.length).toBe(Math.floor(long.steps.length / cursor.every) + 1);
    expect(kept.length).toBeLessThanOrEqual(MAX_CHECKPOINTS + 1);
    for (const { game } of kept) {
      const held = JSON.parse(game) as Record<string, unknown>;
      // the statechart's snapshot of the game, nothing else: no `log`, no step of the record
      expect(Object.keys(held).sort()).toEqual(['children', 'context', 'historyValue', 'status', 'value']);
      expect(game).not.toContain('"steps"');
    }
    // each the game as a host's save holds it at that step, less the save's step log
    for (const { step, game } of [kept[1]!, kept[kept.length - 1]!]) {
      const save = replayRecord(long, step).snapshot() as { machine: unknown; log: { steps: unknown[] } };
      expect(save.log.steps.length).toBe(step);
      expect(game).toBe(JSON.stringify(save.machine));
    }
  });

  it('gives at any step, back or ahead, in any order, the table a replay from the start gives', () => {
    const cursor = new RecordCursor(long);
    const e = cursor.every;
    const n = long.steps.length;
    const steps = [n, 0, e + 1, e, e - 1, n - 1, 7 * e + 3, 2, n - e - 1, 5 * e, 5 * e - 1, 9_001, 4_000, n];
    for (const step of steps)
      expect(frame(cursor.tableAt(step), 4), `step ${step}`).toBe(frame(replayRecord(long, step), 4));
  });

  it('names a refused step, and still moves about the steps before it', () => {
    const steps = long.steps.slice(0, 300);
    steps[170] = [9, { type: 'draw' }];
    const cursor = new RecordCursor({ ...long, steps });
    expect(fault(() => cursor.tableAt(300))).toBe('refused-step');
    expect(() => cursor.tableAt(300)).toThrow(/step 171 .* was refused: bad-seat/);
    expect(frame(cursor.tableAt(120), 4)).toBe(frame(replayRecord(long, 120), 4));
    expect(frame(cursor.tableAt(170), 4)).toBe(frame(replayRecord(long, 170), 4));
    expect(fault(() => cursor.tableAt(301))).toBe('up-to');
  });
});

describe('a record nested too deep', () => {
  const r = longRecord({ steps: 40, seed: 'deep' }).record;
  const text = JSON.stringify(r);
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  // the same nesting in every place a reader might walk into first
  const places: [string, string][] = [
    ['a step', text.replace('"steps":[', `"steps":[[0,{"type":"draw","x":${deep(100_000)}}],`)],
    ['the config', text.replace('"config":{', `"config":{"deal":${deep(100_000)},`)],
    ['the version', text.replace('"version":2', `"version":${deep(100_000)}`)],
    ['a key of its own', text.replace('{"format"', `{"x":${deep(100_000)},"format"`)],
  ];

  it('is a RecordError (too-deep) from its text, before JSON.parse', () => {
    for (const [where, t] of places)
      expect(
        fault(() => parseRecord(t)),
        where,
      ).toBe('too-deep');
  });

  it('is a RecordError (too-deep) from a parsed value, for readRecord, replayRecord and a cursor', () => {
    for (const [where, t] of places) {
      const value: unknown = JSON.parse(t);
      expect(
        fault(() => readRecord(value)),
        where,
      ).toBe('too-deep');
      expect(
        fault(() => replayRecord(value)),
        where,
      ).toBe('too-deep');
      expect(
        fault(() => new RecordCursor(value)),
        where,
      ).toBe('too-deep');
    }
  });

  it('lets every record the engine writes through, brackets in strings not counted', () => {
    const named: GameRecord = { ...r, names: ['[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[', '{{', '', ''] };
    expect(parseRecord(JSON.stringify(named))).toEqual(named);
    // the record's own object and MAX_RECORD_DEPTH - 1 arrays: as deep as allowed, and one more
    const nested = deep(MAX_RECORD_DEPTH - 1);
    expect(fault(() => parseRecord(text.replace('{"format"', `{"x":${nested},"format"`)))).toBe('accepted');
    expect(fault(() => parseRecord(text.replace('{"format"', `{"x":[${nested}],"format"`)))).toBe('too-deep');
    expect(fault(() => parseRecord('{"format":'))).toBe('not-json');
  });
});

/** Game records (issue 13, point 3): recordOf / replayRecord, through the engine's public entry. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../scripts/sim.js';
import { createRandomBot } from '../../src/bots/random.js';
import {
  SPECTATOR,
  createTable,
  recordOf,
  replayRecord,
  restoreTable,
  startOf,
  applyStep,
  readRecord,
  RecordError,
  type EditionId,
  type GameRecord,
  type PlayerView,
  type Table,
} from '../../src/game/index.js';

const EDITIONS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

/** Everything each seat and a spectator may know now, as one string. */
function frame(table: Table, players: number): string {
  const seats = Array.from({ length: players }, (_, s) => s);
  return JSON.stringify({
    views: seats.map((s) => table.view(s)),
    spectator: table.spectatorView(),
    events: [...seats, SPECTATOR].map((s) => table.eventsFor(s)),
  });
}

/** `table`, noting a frame after every step that changed it. */
function watched(table: Table, players: number, frames: string[]): Table {
  const note = (): void => {
    frames.push(frame(table, players));
  };
  return new Proxy(table, {
    get(target, key) {
      if (key === 'send')
        return (seat: number, action: Parameters<Table['send']>[1]) => {
          const result = target.send(seat, action);
          if (result.ok) note();
          return result;
        };
      if (key === 'expire' || key === 'nextRound')
        return (...args: unknown[]) => {
          const before = target.lastSeq;
          (target[key] as (...a: unknown[]) => void)(...args);
          if (target.lastSeq !== before) note();
        };
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A game of greedy bots (two rounds at most), with a seeded round, and turn clocks running out. */
function recordedGame(edition: EditionId, players: number) {
  // house-rules plays one round by default (scoring 'none'): scored here, so a second round comes.
  const options = edition === 'house-rules' ? { scoring: 'winner-takes' as const } : {};
  const table = createTable({ edition, players, seed: `record-${edition}`, options });
  const frames = [frame(table, players)];
  const seen = watched(table, players, frames);
  const bots = Array.from({ length: players }, (_, s) => createRandomBot(`record-${edition}/${s}`));
  playGame(seen, bots, { maxRounds: 1 });
  seen.nextRound(`agreed-${edition}`);
  for (let i = 0; i < 5; i++) seen.expire();
  playGame(seen, bots, { maxRounds: 1 });
  return { table, frames };
}

describe('Game records', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: a whole game recorded and replayed gives the same views at every seat and every step`, () => {
      const players = 3;
      const { table, frames } = recordedGame(edition, players);
      const names = ['Ana', 'Bo', 'Cy'];
      // A record is plain JSON: it goes through a file unchanged.
      const record = JSON.parse(JSON.stringify(recordOf(table, names))) as GameRecord;
      expect(record.format).toBe('uno-record');
      expect(record.version).toBe(2);
      expect(record.names).toEqual(names);
      expect(record.config).toMatchObject({ edition, players, seed: `record-${edition}` });
      expect(record.steps).toHaveLength(frames.length - 1);
      expect(record.steps).toContainEqual(['nextRound', `agreed-${edition}`]);
      expect(record.steps).toContainEqual(['expire']);

      const replay = startOf(readRecord(record));
      expect(frame(replay, players)).toBe(frames[0]);
      record.steps.forEach((step, i) => {
        applyStep(replay, step, i);
        expect(frame(replay, players), `after step ${i + 1}`).toBe(frames[i + 1]);
      });
      for (const upTo of [0, 1, Math.floor(record.steps.length / 2), record.steps.length]) {
        expect(frame(replayRecord(record, upTo), players), `upTo ${upTo}`).toBe(frames[upTo]);
      }
      expect(frame(replayRecord(record), players)).toBe(frames[frames.length - 1]);
      // A replayed table records too: its record is the same.
      expect(recordOf(replayRecord(record), names)).toEqual(record);
    });
  }

  for (const edition of EDITIONS) {
    it(`${edition}, the app's house rules on: a whole game to its end replays to the same views at every step`, () => {
      const players = 4;
      const options = { sevenZero: true, jumpIn: true, drawUntilPlayable: true, stacking: 'any' as const, target: 150 };
      const table = createTable({ edition, players, seed: `whole-${edition}`, options });
      const frames = [frame(table, players)];
      const seen = watched(table, players, frames);
      const bots = Array.from({ length: players }, (_, s) => createRandomBot(`whole-${edition}/${s}`));
      playGame(seen, bots);
      expect(table.phase).toBe('gameOver');
      const record = JSON.parse(JSON.stringify(recordOf(table))) as GameRecord;
      const replay = startOf(readRecord(record));
      record.steps.forEach((step, i) => {
        applyStep(replay, step, i);
        expect(frame(replay, players), `after step ${i + 1}`).toBe(frames[i + 1]);
      });
      expect(replay.phase).toBe('gameOver');
      expect(replay.view(0).scores).toEqual(table.view(0).scores);
    });
  }

  it('a table restored from its snapshot keeps its steps, and its record goes on', () => {
    const table = createTable({ edition: 'classic', players: 2, seed: 'r' });
    expect(table.send(table.turn, { type: 'draw' }).ok).toBe(true);
    const restored = restoreTable(table.snapshot());
    expect(restored.send(restored.turn, { type: 'draw' }).ok).toBe(true);
    expect(recordOf(restored).steps).toHaveLength(2);
    expect(recordOf(restored).names).toEqual(['', '']);
  });

  it('a snapshot saved without steps gives a table that says it has no record', () => {
    const snap = createTable({ edition: 'classic', players: 2 }).snapshot() as Record<string, unknown>;
    delete snap.log;
    expect(() => recordOf(restoreTable(snap))).toThrow(/kept no steps/);
  });
});

describe('Records of version 1 (before the public stream)', () => {
  // Made by the engine of commit e5c9ebc, before the draw for dealer and the races' gestures moved
  // to their own stream: two whole 3-player games, a house-rules one with 44 race reactions, with
  // each seat's and a spectator's last view as that engine showed them.
  const saved = JSON.parse(readFileSync(new URL('./fixtures/v1-records.json', import.meta.url), 'utf8')) as {
    record: GameRecord;
    views: unknown[];
    spectator: unknown;
  }[];

  it('still replay to the very views they ended on, and record again as version 1', () => {
    expect(saved).toHaveLength(2);
    for (const { record, views, spectator } of saved) {
      expect(record.version).toBe(1);
      const table = replayRecord(record);
      expect(table.view(0).phase).toBe('gameOver');
      // every field that engine showed, as it showed it (`under`, the cards under the top, came later)
      const asThen = (v: PlayerView) => JSON.parse(JSON.stringify({ ...v, under: undefined })) as unknown;
      expect([0, 1, 2].map((s) => asThen(table.view(s)))).toEqual(views);
      expect(asThen(table.spectatorView())).toEqual(spectator);
      expect(recordOf(table, record.names)).toEqual(record);
    }
  });

  it('replayed as version 2, the same steps no longer fit: the public choices come from elsewhere', () => {
    const houseRules = saved[0]!.record;
    expect(() => replayRecord({ ...houseRules, version: 2 })).toThrow(/replayRecord: step \d+/);
  });
});

describe('Corrupt records are refused with a clear error', () => {
  function good(): GameRecord {
    const table = createTable({ edition: 'classic', players: 2, seed: 'bad' });
    while (recordOf(table).steps.length < 4) {
      if (!table.send(table.turn, { type: 'draw' }).ok) table.send(table.turn, { type: 'pass' });
    }
    return recordOf(table, ['A', 'B']);
  }

  it('malformed', () => {
    for (const bad of [null, 3, 'x', [], {}, { format: 'uno-table', version: 1 }]) {
      expect(() => replayRecord(bad)).toThrow(/replayRecord: not a game record/);
    }
    expect(() => replayRecord({ ...good(), config: null })).toThrow(/no config/);
    expect(() => replayRecord({ ...good(), config: { ...good().config, players: 11 } })).toThrow(/players/);
    expect(() => replayRecord({ ...good(), config: { ...good().config, edition: 'nope' } })).toThrow(
      /config is refused: config.edition/,
    );
    expect(() => replayRecord({ ...good(), names: ['A'] })).toThrow(/names/);
    expect(() => replayRecord({ ...good(), steps: 'x' })).toThrow(/no steps/);
    const steps = good().steps as unknown[];
    steps[2] = ['dance'];
    expect(() => replayRecord({ ...good(), steps })).toThrow(/step 3 is malformed: \["dance"\]/);
  });

  it('of an unknown version', () => {
    expect(() => replayRecord({ ...good(), version: 3 })).toThrow(/unknown record version 3/);
    expect(() => replayRecord({ ...good(), version: '2' })).toThrow(/unknown record version "2"/);
  });

  it('whose steps are refused, naming the step', () => {
    const record = good();
    const other = record.steps[1]![0] === 0 ? 1 : 0;
    record.steps[1] = [other, { type: 'challenge' }];
    expect(() => replayRecord(record)).toThrow(/step 2 \(.*"challenge".*\) was refused: not-your-turn/);
    record.steps[1] = ['nextRound'];
    expect(() => replayRecord(record)).toThrow(/step 2 \(\["nextRound"\]\) changed nothing/);
    expect(() => replayRecord(good(), 99)).toThrow(/upTo: 99 is not 0\.\.4/);
  });

  it('says what is wrong, and at which step, in fields a reader can put in its own words', () => {
    const fault = (record: unknown): Partial<RecordError> => {
      try {
        replayRecord(record);
      } catch (e) {
        expect(e).toBeInstanceOf(RecordError);
        const { fault, step, detail } = e as RecordError;
        return { fault, step, detail };
      }
      throw new Error('the record was accepted');
    };
    expect(fault('x')).toEqual({ fault: 'not-a-record', step: undefined, detail: undefined });
    expect(fault({ ...good(), version: 7 })).toEqual({ fault: 'version', step: undefined, detail: '7' });
    expect(fault({ ...good(), config: { ...good().config, edition: 'nope' } })).toMatchObject({ fault: 'config' });
    expect(fault({ ...good(), names: [] })).toMatchObject({ fault: 'names' });
    const steps = good().steps as unknown[];
    steps[2] = ['dance'];
    expect(fault({ ...good(), steps })).toEqual({ fault: 'malformed-step', step: 3, detail: undefined });
    const refused = good();
    refused.steps[3] = [9, { type: 'draw' }];
    expect(fault(refused)).toEqual({ fault: 'refused-step', step: 4, detail: 'bad-seat' });
    refused.steps[3] = ['nextRound'];
    expect(fault(refused)).toEqual({ fault: 'idle-step', step: 4, detail: undefined });
  });
});

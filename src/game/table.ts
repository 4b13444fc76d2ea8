/**
 * The public face of the engine (engine-api.md): a Table runs one game through the statechart of
 * machines/table.ts and answers each seat with its own view.
 */
import { createActor, type Actor, type Snapshot } from 'xstate';
import { JUDGED, PHASE_CHOICES, PHASE_EVENTS, isRestingValue, tableLogic } from '../../machines/index.js';
import { newGame, refusal, ruleText, type Streams } from './rules/index.js';
import { gameProblem } from './save-check.js';
import { upgradeGame, upgradeValue } from './save-upgrade.js';
import { isStepList, recordedConfig, type RecordStep } from './record-steps.js';
import type { GameState } from './state.js';
import {
  SPECTATOR,
  type Action,
  type Phase,
  type PlayerView,
  type Result,
  type Table,
  type TableConfig,
  type TableEvent,
} from './types.js';
import { buildView, eventsFor } from './view.js';

const SNAPSHOT_FORMAT = 'uno-table';
/** 3: a play's steps in `play.queued`; 2: the flat statechart. Versions 1 and 2 are still read,
 * upgraded by save-upgrade.ts. */
const SNAPSHOT_VERSION = 3;
const READ_VERSIONS: readonly unknown[] = [1, 2, SNAPSHOT_VERSION];

type TableActor = Actor<typeof tableLogic>;

/** A copy of an accepted action with only its own fields (nothing else of what was sent is kept). */
function cleanAction(action: Action): Action {
  switch (action.type) {
    case 'play': {
      const a: Action = { type: 'play', card: action.card };
      if (action.color !== undefined) a.color = action.color;
      if (action.uno !== undefined) a.uno = action.uno;
      if (action.also !== undefined && action.also.length > 0) a.also = action.also.slice();
      if (action.swapWith !== undefined) a.swapWith = action.swapWith;
      return a;
    }
    case 'swap':
      return { type: 'swap', target: action.target };
    case 'color':
      return { type: 'color', color: action.color };
    case 'catch':
      return { type: 'catch', target: action.target };
    case 'rule':
      return { type: 'rule', number: action.number, text: ruleText(action.text)!, gesture: action.gesture };
    case 'react':
      return { type: 'react', gesture: action.gesture };
    case 'towers':
      return { type: 'towers', take: action.take.slice() };
    case 'keep':
      return { type: 'keep', card: action.card };
    default:
      return { type: action.type };
  }
}

// XState keeps a snapshot's value object until the active states change: most views reuse it.
let lastValue: unknown = null;
let lastPhase: { phase: Phase; path: string } = { phase: 'play', path: 'route' };

/** The phase name and the full active path of a snapshot value (`play.unoOpen`, `roundOver`). */
function phaseOf(value: unknown): { phase: Phase; path: string } {
  if (value === lastValue) return lastPhase;
  let phase: string;
  let path: string;
  if (typeof value === 'string') phase = path = value;
  else {
    phase = path = 'route';
    for (const key in value as Record<string, unknown>) {
      phase = key;
      path = `${key}.${String((value as Record<string, unknown>)[key])}`;
    }
  }
  lastValue = value;
  // a table rests only in a phase (`route` and `scoring` are passed through within an event)
  lastPhase = { phase: phase as Phase, path };
  return lastPhase;
}
class UnoTable implements Table {
  readonly actor: TableActor;
  /** What a record needs (record.ts): the config the game began with and every step since;
   * null for a table restored from a snapshot saved without them. */
  readonly log: { config: TableConfig; steps: RecordStep[] } | null;

  constructor(actor: TableActor, log: { config: TableConfig; steps: RecordStep[] } | null) {
    this.actor = actor;
    this.log = log;
    // An error inside the actor would otherwise be rethrown asynchronously and take the host down;
    // the table then refuses every action (`engine-error`) and keeps its last views.
    actor.subscribe({ error: () => {} });
  }

  private get g(): GameState {
    return this.actor.getSnapshot().context.g;
  }

  get lastSeq(): number {
    return this.g.seq;
  }

  /** The phase in force (cheaper than a view, for drivers that only need to know who acts). */
  get phase(): Phase {
    return phaseOf(this.actor.getSnapshot().value).phase;
  }

  get turn(): number {
    return this.g.turn;
  }

  send(seat: number, action: Action): Result {
    let error: string | null;
    try {
      const snap = this.actor.getSnapshot();
      if (snap.status !== 'active') return { ok: false, error: 'engine-error' };
      const phase = phaseOf(snap.value).phase;
      error = refusal(snap.context.g, phase, seat, action, PHASE_CHOICES, PHASE_EVENTS[phase]);
      if (error !== null) return { ok: false, error };
      const before = snap.context.g.seq;
      const clean = cleanAction(action);
      this.actor.send({ type: clean.type, seat, action: clean, [JUDGED]: true } as never);
      if (this.g.seq === before) return { ok: false, error: 'wrong-phase' };
      this.log?.steps.push([seat, clean]);
      return { ok: true };
    } catch {
      return { ok: false, error: 'bad-action' };
    }
  }

  view(seat: number): PlayerView {
    const snap = this.actor.getSnapshot();
    const g = snap.context.g;
    if (!Number.isInteger(seat) || seat < 0 || seat >= g.players) throw new RangeError(`view: ${seat} is not a seat`);
    const { phase, path } = phaseOf(snap.value);
    return buildView(g, phase, path, seat);
  }

  spectatorView(): PlayerView {
    const snap = this.actor.getSnapshot();
    const { phase, path } = phaseOf(snap.value);
    return buildView(snap.context.g, phase, path, SPECTATOR);
  }

  expire(): void {
    const before = this.g.seq;
    this.actor.send({ type: 'expire' });
    if (this.g.seq !== before) this.log?.steps.push(['expire']);
  }

  nextRound(seed?: string): void {
    if (seed !== undefined && typeof seed !== 'string') throw new TypeError('nextRound: the seed must be a string');
    const before = this.g.seq;
    this.actor.send(seed === undefined ? { type: 'nextRound' } : { type: 'nextRound', seed });
    if (this.g.seq !== before) this.log?.steps.push(seed === undefined ? ['nextRound'] : ['nextRound', seed]);
  }

  snapshot(): unknown {
    return JSON.parse(
      JSON.stringify({
        format: SNAPSHOT_FORMAT,
        version: SNAPSHOT_VERSION,
        machine: this.actor.getPersistedSnapshot(),
        log: this.log,
      }),
    );
  }

  eventsFor(seat: number, since = 0): TableEvent[] {
    return eventsFor(this.g, seat, typeof since === 'number' && Number.isFinite(since) ? since : 0);
  }
}

/** Start the actor once the table listens to its errors; a table that cannot start throws here. */
function started(actor: TableActor, log: UnoTable['log']): Table {
  const table = new UnoTable(actor, log);
  actor.start();
  const snap = actor.getSnapshot();
  if (snap.status === 'error') throw new Error(`the table could not start: ${String(snap.error)}`);
  return table;
}

export function createTable(config: TableConfig): Table {
  return createTableWith(config, 'two');
}

/** createTable, with public choices drawn from the deal's generator when `streams` is 'shared'
 * (a game recorded before the public stream existed: record.ts). */
export function createTableWith(config: TableConfig, streams: Streams): Table {
  const g = newGame(config, streams);
  return started(createActor(tableLogic, { input: { g } }), { config: recordedConfig(config, g), steps: [] });
}

export function restoreTable(snapshot: unknown): Table {
  const s = snapshot as { format?: unknown; version?: unknown; machine?: { context?: { g?: unknown } } } | null;
  if (!s || typeof s !== 'object' || s.format !== SNAPSHOT_FORMAT || !READ_VERSIONS.includes(s.version)) {
    throw new Error('restoreTable: not a table snapshot');
  }
  if (!s.machine || typeof s.machine !== 'object' || !s.machine.context || typeof s.machine.context.g !== 'object') {
    throw new Error('restoreTable: the snapshot holds no game');
  }
  const version = s.version as number;
  const value = upgradeValue(version, (s.machine as { value?: unknown }).value);
  const game = upgradeGame(version, s.machine.context.g);
  if (!isRestingValue(value) || (s.machine as { status?: unknown }).status !== 'active')
    throw new Error('restoreTable: the saved phase is damaged');
  const log = (s as { log?: { config?: unknown; steps?: unknown } }).log;
  const rigged = (log?.config as TableConfig | undefined)?.deal;
  const { phase, path } = phaseOf(value);
  const problem = gameProblem(game, phase, path, rigged && typeof rigged === 'object' ? rigged : null);
  if (problem !== null) throw new Error(`restoreTable: ${problem}`);
  // A private copy: the caller's object is never changed by play.
  const machine = JSON.parse(
    JSON.stringify({ ...s.machine, value, context: { ...s.machine.context, g: game } }),
  ) as Snapshot<unknown>;
  const kept =
    log && typeof log === 'object' && log.config && typeof log.config === 'object' && isStepList(log.steps)
      ? (JSON.parse(JSON.stringify(log)) as UnoTable['log'])
      : null;
  return started(createActor(tableLogic, { snapshot: machine, input: undefined }), kept);
}

/** 'shared' when the table draws its public choices from the deal's generator (rng.ts). */
export function tableStreams(table: Table): Streams {
  return table instanceof UnoTable && (table.actor.getSnapshot().context.g.pub ?? null) === null ? 'shared' : 'two';
}

/** The game a table holds, as JSON text, without its step log: a record viewer's checkpoint
 * (record-cursor.ts), whose size does not grow with the steps played before it. */
export function gameText(table: Table): string {
  if (!(table instanceof UnoTable)) throw new TypeError('gameText: not a table of this engine');
  return JSON.stringify(table.actor.getPersistedSnapshot());
}

/** A table from gameText that keeps no step log. Not for text from elsewhere: it is not checked as
 * restoreTable checks a snapshot, since this engine wrote it from a table it ran. */
export function tableFromGameText(text: string): Table {
  return started(createActor(tableLogic, { snapshot: JSON.parse(text) as Snapshot<unknown>, input: undefined }), null);
}

/** The config and steps a record is made of, or null when the table does not have them. */
export function tableLog(table: Table): { config: TableConfig; steps: readonly RecordStep[] } | null {
  return table instanceof UnoTable ? table.log : null;
}

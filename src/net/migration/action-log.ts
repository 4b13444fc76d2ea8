/**
 * The table's log as every guest keeps it: the game's public setup with its seed sealed, then each
 * input the engine accepted, in order. The engine is deterministic (same config, seed and inputs,
 * same table: engine-api.md), so whoever can open the seal rebuilds the whole table, every hand and
 * the draw pile's order, from this log; the few steps that carry hidden information (the card kept
 * from the four towers, a round's own seed) are sealed too, and the rest is public already.
 *
 * Each round has keys of its own (docs/migration.md "Keys that open one round"): a step that brings
 * a new key in (a new round, or the holders changed) carries the key before it, sealed under the new
 * one. So whoever opens the last key walks the chain back to the first and rebuilds everything,
 * while an older key opens nothing sealed after it was replaced.
 */
import type { Action, EditionId, RuleOptions, Table, TableConfig } from '../../game/index.js';
import { bytesToHex, hexToBytes } from '@noble/ciphers/utils.js';
import { KEY_BYTES, open, seal } from './sealed.js';
import { recordInputs, type TableInput } from '../deal/index.js';
import type { RoundStep } from '../wire/index.js';

export interface Genesis {
  code: string;
  game: number;
  edition: EditionId;
  players: number;
  options: Partial<RuleOptions>;
  /** The seed, sealed under the game's first key. */
  seed: string;
  /** Round 1's deal note (deal/room.ts `RoundNote`, its secret among it), sealed. */
  deal?: string;
}

export type LogStep =
  | { s: number; a: Action } // a public action of seat `s`
  | { s: number; h: string } // an action of seat `s` that hides something: sealed
  | { x: 1 } // the host's clock ended the timed window
  // the next round (its own seed, and its deal's note, sealed); `k`: the key before, sealed under
  // the round's own new key
  | { n: 1; h?: string; d?: string; k?: string }
  | { k: string }; // a new key from here on (the holders changed): the key before, sealed under it

export interface TableLog {
  genesis: Genesis;
  steps: LogStep[];
}

/** Actions whose content another seat must not learn. */
function hides(action: Action): boolean {
  return action.type === 'keep';
}

const stepContext = (g: Genesis, i: number) => `${g.code}/${g.game}/${i}`;
const seedContext = (g: Genesis) => `${g.code}/${g.game}/seed`;
const dealContext = (g: Genesis, i: number | 'first') => `${g.code}/${g.game}/${i}/deal`;
const keyContext = (g: Genesis, i: number) => `${g.code}/${g.game}/${i}/key`;

/** Whether `step` brings a new key in. */
export const bringsKey = (step: LogStep): boolean => 'k' in step && step.k !== undefined;

export function startLog(
  config: TableConfig & { seed: string },
  code: string,
  game: number,
  key: Uint8Array,
  firstDeal?: string,
): TableLog {
  const genesis: Genesis = {
    code,
    game,
    edition: config.edition,
    players: config.players,
    options: { ...config.options },
    seed: '',
  };
  genesis.seed = seal(key, config.seed, seedContext(genesis));
  if (firstDeal !== undefined) genesis.deal = seal(key, firstDeal, dealContext(genesis, 'first'));
  return { genesis, steps: [] };
}

/** One input as the guests keep it: public as it is, or sealed when it hides something. `index`
 * is its place in the log (bound into the seal). `previous`: for a next round that brings `key`
 * in, the key it replaces (sealed into the step, for the chain). */
export function logStep(
  input: TableInput,
  genesis: Genesis,
  index: number,
  key: Uint8Array,
  previous?: Uint8Array,
): LogStep {
  if (input.kind === 'expire') return { x: 1 };
  if (input.kind === 'next') {
    const step: LogStep =
      input.seed === undefined ? { n: 1 } : { n: 1, h: seal(key, input.seed, stepContext(genesis, index)) };
    if (input.deal !== undefined) step.d = seal(key, input.deal, dealContext(genesis, index));
    if (previous) step.k = seal(key, bytesToHex(previous), keyContext(genesis, index));
    return step;
  }
  return hides(input.action)
    ? { s: input.seat, h: seal(key, JSON.stringify(input.action), stepContext(genesis, index)) }
    : { s: input.seat, a: input.action };
}

/** The step that brings `key` in, in place of `previous`, in the middle of a round. */
export function keyStep(genesis: Genesis, index: number, key: Uint8Array, previous: Uint8Array): LogStep {
  return { k: seal(key, bytesToHex(previous), keyContext(genesis, index)) };
}

/**
 * The key of every step, and of the genesis, from the log's last key (the one its last deal's
 * shares open), walking the chain back. Throws `bad-log: …` when the key does not open the chain.
 */
export function keysOf(log: TableLog, last: Uint8Array): { genesis: Uint8Array; steps: Uint8Array[] } {
  const g = log.genesis;
  const steps: Uint8Array[] = new Array<Uint8Array>(log.steps.length);
  let key = last;
  for (let i = log.steps.length - 1; i >= 0; i--) {
    steps[i] = key;
    const step = log.steps[i]!;
    if (!('k' in step) || step.k === undefined) continue;
    const before = open(key, step.k, keyContext(g, i));
    if (before === null || before.length !== KEY_BYTES * 2) throw new Error(`bad-log: the key does not open step ${i}`);
    key = hexToBytes(before);
  }
  return { genesis: key, steps };
}

/**
 * `table`, every accepted input of which is added to `log`, sealed where it must be (tests and
 * tools; the host records plain inputs and seals them as it sends them: host-dealer.ts).
 */
export function recordInto(table: Table, log: TableLog, key: Uint8Array): Table {
  return recordInputs(table, (input) => log.steps.push(logStep(input, log.genesis, log.steps.length, key)));
}

/**
 * The table the log describes, rebuilt with the key: throws an Error whose message starts with
 * `bad-log` when the key does not open it or a step is refused (nothing is half-built then).
 */
export function rebuildTable(
  engine: { createTable(config: TableConfig): Table },
  log: TableLog,
  key: Uint8Array,
): Table {
  const g = log.genesis;
  const keys = keysOf(log, key);
  const seed = open(keys.genesis, g.seed, seedContext(g));
  if (seed === null) throw new Error('bad-log: the key does not open the seed');
  const table = engine.createTable({ edition: g.edition, players: g.players, options: { ...g.options }, seed });
  log.steps.forEach((step, i) => {
    const key = keys.steps[i]!;
    if ('x' in step) return table.expire();
    if (!('s' in step) && !('n' in step)) return; // a new key, nothing played
    if ('n' in step) {
      if (step.h === undefined) return table.nextRound();
      const roundSeed = open(key, step.h, stepContext(g, i));
      if (roundSeed === null) throw new Error(`bad-log: step ${i} does not open`);
      return table.nextRound(roundSeed);
    }
    let action: Action;
    if ('a' in step) action = step.a;
    else {
      const text = open(key, step.h, stepContext(g, i));
      if (text === null) throw new Error(`bad-log: step ${i} does not open`);
      action = JSON.parse(text) as Action;
    }
    const r = table.send(step.s, action);
    if (!r.ok) throw new Error(`bad-log: step ${i} refused (${r.error})`);
  });
  return table;
}

/**
 * The round under way as the log tells it, for the checkable deal (deal/room.ts `takeOver`): its
 * deal's note, opened with the key (null when the round has none, or it does not open), and its
 * steps so far, each as the deal's reveal lists them.
 */
export function roundInLog(log: TableLog, key: Uint8Array): { note: unknown; steps: RoundStep[] } | null {
  const g = log.genesis;
  let keys: ReturnType<typeof keysOf>;
  try {
    keys = keysOf(log, key);
  } catch {
    return null;
  }
  let from = 0;
  let sealed: string | undefined = g.deal;
  let context = dealContext(g, 'first');
  let noteKey = keys.genesis;
  log.steps.forEach((step, i) => {
    if (!('n' in step)) return;
    from = i + 1;
    sealed = step.d;
    context = dealContext(g, i);
    noteKey = keys.steps[i]!;
  });
  if (sealed === undefined) return null;
  const text = open(noteKey, sealed, context);
  if (text === null) return null;
  const steps: RoundStep[] = [];
  for (let i = from; i < log.steps.length; i++) {
    const step = log.steps[i]!;
    if ('x' in step) steps.push(['expire']);
    else if ('a' in step) steps.push([step.s, step.a]);
    else if ('s' in step) {
      const action = open(keys.steps[i]!, step.h, stepContext(g, i));
      if (action === null) return null;
      steps.push([step.s, JSON.parse(action) as Action]);
    }
  }
  try {
    return { note: JSON.parse(text) as unknown, steps };
  } catch {
    return null;
  }
}

/**
 * The table's log as every guest keeps it: the game's public setup with its seed sealed, then each
 * input the engine accepted, in order. The engine is deterministic (same config, seed and inputs,
 * same table: engine-api.md), so whoever can open the seal rebuilds the whole table, every hand and
 * the draw pile's order, from this log; the few steps that carry hidden information (the card kept
 * from the four towers, a round's own seed) are sealed too, and the rest is public already.
 */
import type { Action, EditionId, RuleOptions, Table, TableConfig } from '../../engine/types.js';
import { open, seal } from './sealed.js';

export interface Genesis {
  code: string;
  game: number;
  edition: EditionId;
  players: number;
  options: Partial<RuleOptions>;
  /** The seed, sealed under the table key. */
  seed: string;
}

export type LogStep =
  | { s: number; a: Action } // a public action of seat `s`
  | { s: number; h: string } // an action of seat `s` that hides something: sealed
  | { x: 1 } // the host's clock ended the timed window
  | { n: 1; h?: string }; // the next round (its own seed sealed, when it has one)

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

export function startLog(
  config: TableConfig & { seed: string },
  code: string,
  game: number,
  key: Uint8Array,
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
  return { genesis, steps: [] };
}

/**
 * `table`, every accepted input of which is added to `log` (and passed to `onStep`, for the host
 * to send to the guests): the engine's own table otherwise, untouched.
 */
export function recordInto(
  table: Table,
  log: TableLog,
  key: Uint8Array,
  onStep?: (step: LogStep, index: number) => void,
): Table {
  const add = (step: LogStep) => {
    log.steps.push(step);
    onStep?.(step, log.steps.length - 1);
  };
  return new Proxy(table, {
    get(target, prop, receiver) {
      if (prop === 'send')
        return (seat: number, action: Action) => {
          const r = target.send(seat, action);
          if (r.ok) {
            const i = log.steps.length;
            add(
              hides(action)
                ? { s: seat, h: seal(key, JSON.stringify(action), stepContext(log.genesis, i)) }
                : { s: seat, a: action },
            );
          }
          return r;
        };
      if (prop === 'expire')
        return () => {
          target.expire();
          add({ x: 1 });
        };
      if (prop === 'nextRound')
        return (seed?: string) => {
          target.nextRound(seed);
          const i = log.steps.length;
          add(seed === undefined ? { n: 1 } : { n: 1, h: seal(key, seed, stepContext(log.genesis, i)) });
        };
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
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
  const seed = open(key, g.seed, seedContext(g));
  if (seed === null) throw new Error('bad-log: the key does not open the seed');
  const table = engine.createTable({ edition: g.edition, players: g.players, options: { ...g.options }, seed });
  log.steps.forEach((step, i) => {
    if ('x' in step) return table.expire();
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

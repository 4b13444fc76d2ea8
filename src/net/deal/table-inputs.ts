/**
 * Every input the engine table accepted, in order, as the host sees it: a seat's action, the clock
 * running out, the next round (with its own seed, when it has one). Recorded by wrapping the table,
 * which is otherwise left untouched. Plain: this is what the host holds anyway; action-log.ts seals
 * what guests must not read.
 */
import type { Action, Table } from '../../game/index.js';

export type TableInput =
  | { kind: 'act'; seat: number; action: Action }
  | { kind: 'expire' }
  // `deal`: the checkable deal's note of the round (deal/room.ts), added by the host's dealer
  | { kind: 'next'; seed?: string; deal?: string };

export function recordInputs(table: Table, onInput: (input: TableInput) => void): Table {
  return new Proxy(table, {
    get(target, prop, receiver) {
      if (prop === 'send')
        return (seat: number, action: Action) => {
          const r = target.send(seat, action);
          if (r.ok) onInput({ kind: 'act', seat, action });
          return r;
        };
      if (prop === 'expire')
        return () => {
          target.expire();
          onInput({ kind: 'expire' });
        };
      if (prop === 'nextRound')
        return (seed?: string) => {
          target.nextRound(seed);
          onInput(seed === undefined ? { kind: 'next' } : { kind: 'next', seed });
        };
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

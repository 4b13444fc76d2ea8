import type { ParseArgsConfig } from 'node:util';

export class UsageError extends Error {}
type Options = NonNullable<ParseArgsConfig['options']>;
type Values<O extends Options> = {
  [K in keyof O]: O[K] extends { type: 'boolean' }
    ? O[K] extends { multiple: true }
      ? boolean[]
      : boolean | (O[K] extends { default: boolean } ? never : undefined)
    : O[K] extends { multiple: true }
      ? string[]
      : string | (O[K] extends { default: string } ? never : undefined);
} & { help: boolean };
export function parseCli<const O extends Options>(name: string, usage: string, options: O, argv?: string[]): Values<O>;
export function fail(name: string, usage: string, message: string): never;
export function intOption(option: string, raw: unknown, min: number, max?: number): number;
export function positiveOption(option: string, raw: unknown): number;
export function choiceOption<const C extends string>(option: string, raw: unknown, choices: readonly C[]): C;
export function checked<T>(name: string, usage: string, read: () => T): T;

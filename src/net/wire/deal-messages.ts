/**
 * The messages of a checkable deal (docs/deal-check.md), and their checks. A guest checks the
 * host's deal with no trust in the host's word, so what the host sends here is checked as strictly
 * as what a guest sends: a malformed message is dropped whole, never half-read.
 *
 * host -> everyone at the table (guests, spectators, the host's own screen):
 *   deal-open    the host's commitment for a round; `ask`: this guest is to give a value
 *   deal-sealed  the seals the host took (no seal is taken after this)
 *   deal-dealt   the values the round was dealt with
 *   deal-steps   at the round's end, its steps, in parts
 *   deal-reveal  at the round's end, the secret and everything the check needs
 * guest -> host (protocol.ts checks them): deal-seal (a seal on its value), deal-give (the value)
 */
import type { Action, HouseRule } from '../../game/index.js';

const HEX64 = /^[0-9a-f]{64}$/;

/** Secrets, values, seals and keys travel as 64 lowercase hex digits (32 bytes). */
export function isHex64(x: unknown): x is string {
  return typeof x === 'string' && HEX64.test(x);
}

/** A step of a round, as the engine records it (`RecordStep` without `nextRound`). */
export type RoundStep = [seat: number, action: Action] | ['expire'];

/** A later round's start as a seat saw it (round 1 starts from nothing). */
export interface DealStart {
  dealer: number;
  scores: number[];
  history: number[][];
  rules: HouseRule[];
}

export interface DealReveal {
  game: number;
  round: number;
  commit: string;
  secret: string;
  /** Seat -> seal, as announced in `deal-sealed`. */
  seals: Record<string, string>;
  /** Seat -> value, as dealt with. */
  values: Record<string, string>;
  /** The seq of the round's first event. */
  firstSeq: number;
  /** How many steps `deal-steps` carried. */
  steps: number;
  start: DealStart | null;
}

export type DealMessage =
  | { v: 1; t: 'deal-open'; game: number; round: number; commit: string; ask: boolean }
  | { v: 1; t: 'deal-sealed'; game: number; round: number; seals: Record<string, string> }
  | { v: 1; t: 'deal-dealt'; game: number; round: number; values: Record<string, string> }
  | { v: 1; t: 'deal-steps'; game: number; round: number; at: number; steps: RoundStep[] }
  | ({ v: 1; t: 'deal-reveal' } & DealReveal);

/** Steps in one `deal-steps` message at most. */
export const STEPS_PER_MESSAGE = 200;
/** A round longer than this is not checked (a bot round is a few hundred steps). */
export const MAX_ROUND_STEPS = 20_000;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): x is number =>
  Number.isSafeInteger(x) && (x as number) >= min && (x as number) <= max;
const onlyKeys = (o: Obj, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));
const isScores = (x: unknown): x is number[] =>
  Array.isArray(x) && x.length >= 2 && x.length <= 10 && x.every((p) => isInt(p));

/** Seat -> 64 hex digits, seats 0..9. The host's seat gives no value (its secret is its part), but
 * after a takeover the host sits elsewhere and seat 0 is a guest's like any other. */
export function isSeatHexes(x: unknown): x is Record<string, string> {
  return isObj(x) && Object.entries(x).every(([k, v]) => /^[0-9]$/.test(k) && isHex64(v));
}

function isStart(x: unknown): x is DealStart {
  return (
    isObj(x) &&
    onlyKeys(x, ['dealer', 'scores', 'history', 'rules']) &&
    isInt(x.dealer, 0, 9) &&
    isScores(x.scores) &&
    Array.isArray(x.history) &&
    x.history.length <= 100_000 &&
    x.history.every(isScores) &&
    Array.isArray(x.rules) &&
    x.rules.length <= 5 &&
    x.rules.every(
      (r) =>
        isObj(r) &&
        isInt(r.number, 0, 9) &&
        typeof r.text === 'string' &&
        r.text.length <= 400 &&
        typeof r.gesture === 'string' &&
        r.gesture.length <= 40,
    )
  );
}

/**
 * A deal message from the host, checked; null when `m` is none or is malformed. `validateAction`
 * (protocol.ts) checks each step's action and gives a clean copy.
 */
export function parseDealMessage(m: Obj, validateAction: (x: unknown) => Action | null): DealMessage | null {
  if (!isInt(m.game) || !isInt(m.round, 1)) return null;
  const head = { v: 1 as const, game: m.game, round: m.round };
  switch (m.t) {
    case 'deal-open':
      return onlyKeys(m, ['v', 't', 'game', 'round', 'commit', 'ask']) &&
        isHex64(m.commit) &&
        typeof m.ask === 'boolean'
        ? { ...head, t: 'deal-open', commit: m.commit, ask: m.ask }
        : null;
    case 'deal-sealed':
      return onlyKeys(m, ['v', 't', 'game', 'round', 'seals']) && isSeatHexes(m.seals)
        ? { ...head, t: 'deal-sealed', seals: { ...m.seals } }
        : null;
    case 'deal-dealt':
      return onlyKeys(m, ['v', 't', 'game', 'round', 'values']) && isSeatHexes(m.values)
        ? { ...head, t: 'deal-dealt', values: { ...m.values } }
        : null;
    case 'deal-steps': {
      if (!onlyKeys(m, ['v', 't', 'game', 'round', 'at', 'steps']) || !isInt(m.at, 0, MAX_ROUND_STEPS)) return null;
      if (!Array.isArray(m.steps) || m.steps.length > STEPS_PER_MESSAGE) return null;
      const steps: RoundStep[] = [];
      for (const s of m.steps) {
        if (Array.isArray(s) && s.length === 1 && s[0] === 'expire') steps.push(['expire']);
        else if (Array.isArray(s) && s.length === 2 && isInt(s[0], 0, 9)) {
          const action = validateAction(s[1]);
          if (!action) return null;
          steps.push([s[0], action]);
        } else return null;
      }
      return { ...head, t: 'deal-steps', at: m.at, steps };
    }
    case 'deal-reveal':
      return onlyKeys(m, [
        'v',
        't',
        'game',
        'round',
        'commit',
        'secret',
        'seals',
        'values',
        'firstSeq',
        'steps',
        'start',
      ]) &&
        isHex64(m.commit) &&
        isHex64(m.secret) &&
        isSeatHexes(m.seals) &&
        isSeatHexes(m.values) &&
        isInt(m.firstSeq, 1) &&
        isInt(m.steps, 0, MAX_ROUND_STEPS) &&
        (m.start === null || isStart(m.start))
        ? {
            ...head,
            t: 'deal-reveal',
            commit: m.commit,
            secret: m.secret,
            seals: { ...m.seals },
            values: { ...m.values },
            firstSeq: m.firstSeq,
            steps: m.steps,
            start: m.start === null ? null : (JSON.parse(JSON.stringify(m.start)) as DealStart),
          }
        : null;
    default:
      return null;
  }
}

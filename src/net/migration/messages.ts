/**
 * The host's messages that feed a guest's migration kit: the game's log (its genesis, then its
 * steps from an index on), and this guest's share of the table key with the deal every holder is
 * told of. Checked for shape like every host message; a bad one is dropped.
 */
import type { DealInfo } from './shares.js';
import type { Genesis, LogStep } from './action-log.js';

export type MigrationMessage =
  | { v: 1; t: 'mig-log'; game: number; from: number; genesis?: Genesis; steps: LogStep[] }
  | { v: 1; t: 'mig-share'; game: number; deal: DealInfo; share: string };

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min = 0): x is number => Number.isSafeInteger(x) && (x as number) >= min;
const isHex = (x: unknown, max: number): x is string =>
  typeof x === 'string' && x.length <= max && /^[0-9a-f]*$/.test(x);

function isStep(s: unknown): s is LogStep {
  if (!isObj(s)) return false;
  if ('x' in s) return s.x === 1;
  const key = s.k === undefined || isHex(s.k, 400);
  if ('n' in s)
    return s.n === 1 && key && (s.h === undefined || isHex(s.h, 400)) && (s.d === undefined || isHex(s.d, 60_000));
  if (!('s' in s)) return s.k !== undefined && key && Object.keys(s).length === 1;
  return isInt(s.s) && (isObj(s.a) ? typeof s.a.type === 'string' : isHex(s.h, 2000));
}

function isGenesis(g: unknown): g is Genesis {
  return (
    isObj(g) &&
    typeof g.code === 'string' &&
    isInt(g.game) &&
    typeof g.edition === 'string' &&
    isInt(g.players, 2) &&
    isObj(g.options) &&
    isHex(g.seed, 400) &&
    (g.deal === undefined || isHex(g.deal, 60_000))
  );
}

/** Seat -> hash: a seat is 0 to 9, a hash 64 hex digits. */
const isSeatHashes = (x: unknown) =>
  isObj(x) && Object.entries(x).every(([k, v]) => /^\d$/.test(k) && isHex(v, 64) && v.length === 64);

export function isDeal(d: unknown): d is DealInfo {
  return (
    isObj(d) &&
    isInt(d.epoch) &&
    isInt(d.threshold, 2) &&
    isSeatHashes(d.commitments) &&
    isSeatHashes(d.tokens) &&
    (d.keyAt === undefined || isInt(d.keyAt)) &&
    // each holder's signing key (an Ed25519 public key is 64 hex digits too)
    (d.signers === undefined || isSeatHashes(d.signers))
  );
}

/** A migration message from the host's text, or null. */
export function parseMigrationMessage(text: string): MigrationMessage | null {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(m) || m.v !== 1 || !isInt(m.game)) return null;
  if (m.t === 'mig-log')
    return isInt(m.from) &&
      Array.isArray(m.steps) &&
      m.steps.every(isStep) &&
      (m.genesis === undefined || isGenesis(m.genesis))
      ? (m as unknown as MigrationMessage)
      : null;
  if (m.t === 'mig-share') return isDeal(m.deal) && isHex(m.share, 200) ? (m as unknown as MigrationMessage) : null;
  return null;
}

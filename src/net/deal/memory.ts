/**
 * What a page keeps of its part in the latest rounds' deals across a reload of its tab
 * (sessionStorage: this tab only): the commitment it was shown, whether it was asked and was at
 * the table when the round was dealt, and its value. A page reloaded mid-round then still knows its
 * value went into the seed (or did not), and is told apart from a page the host never asked
 * (docs/deal-check.md "Decisions"). What is read back is checked field by field: a damaged entry
 * is dropped, never half-used.
 */
import { isHex64 } from '../wire/index.js';

export interface RoundMemory {
  game: number;
  round: number;
  seat: number;
  commit: string | null;
  asked: boolean | null;
  present: boolean;
  hosted: boolean;
  dealSeen: boolean;
  restarts: number;
  restartsSeen: number;
  mine: { value: string; seal: string; gaveValue: boolean } | null;
}

export interface DealMemory {
  load(code: string): RoundMemory[];
  save(code: string, rounds: RoundMemory[]): void;
}

/** Rounds remembered per table: a reload concerns the round under way, or the one just ended. */
export const REMEMBERED = 3;
const KEY = 'uno.net.deal.';

const isInt = (x: unknown, min: number, max = Number.MAX_SAFE_INTEGER): x is number =>
  Number.isSafeInteger(x) && (x as number) >= min && (x as number) <= max;
const isFlag = (x: unknown): x is boolean => typeof x === 'boolean';

function isRound(x: unknown): x is RoundMemory {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  const mine = o.mine as Record<string, unknown> | null;
  return (
    isInt(o.game, 1) &&
    isInt(o.round, 1) &&
    isInt(o.seat, -1, 9) &&
    (o.commit === null || (typeof o.commit === 'string' && o.commit.length <= 80)) &&
    (o.asked === null || isFlag(o.asked)) &&
    isFlag(o.present) &&
    isFlag(o.hosted) &&
    isFlag(o.dealSeen) &&
    isInt(o.restarts, 0, 1000) &&
    isInt(o.restartsSeen, 0, 1000) &&
    (mine === null || (typeof mine === 'object' && isHex64(mine.value) && isHex64(mine.seal) && isFlag(mine.gaveValue)))
  );
}

/** This tab's memory (nothing kept where storage is disabled, or in Node). */
export function sessionDealMemory(): DealMemory {
  const storage = (): Storage | null => {
    try {
      return globalThis.sessionStorage ?? null;
    } catch {
      return null;
    }
  };
  return {
    load(code) {
      try {
        const list: unknown = JSON.parse(storage()?.getItem(KEY + code) ?? '[]');
        return Array.isArray(list) ? list.filter(isRound).slice(-REMEMBERED) : [];
      } catch {
        return [];
      }
    },
    save(code, rounds) {
      try {
        storage()?.setItem(KEY + code, JSON.stringify(rounds.slice(-REMEMBERED)));
      } catch {
        // quota or privacy: a reload then reads as a page that came in late
      }
    },
  };
}

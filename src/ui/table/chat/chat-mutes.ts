/**
 * Whom this player muted at a table, kept in localStorage so that a reload (or coming back to
 * the table) does not make them heard again. By name, not seat: a lobby's seats close up when
 * someone leaves, and a table's names are its own (the host numbers a second "Ana"). Bounded: a
 * table holds ten seats, and only the last few tables are kept. A value edited by hand or left by
 * another version is ignored, never thrown. A table is its code (`isCode`, the one definition the
 * join field and the saved seats use): a key that is not one is neither kept nor read.
 */
import { isCode } from '../../../net/index.js';

const KEY = 'uno.chat-mutes';
/** Names kept for one table: every seat of the largest table. */
export const MAX_MUTED = 10;
/** Tables remembered, the newest first. */
export const MAX_TABLES = 4;
const MAX_NAME = 64;

interface TableMutes {
  table: string;
  names: string[];
}

const isName = (n: unknown): n is string => typeof n === 'string' && n.length > 0 && n.length <= MAX_NAME;

function load(): TableMutes[] {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    const out: TableMutes[] = [];
    for (const e of raw.slice(0, MAX_TABLES)) {
      if (!e || typeof e !== 'object') continue;
      const { table, names } = e as Record<string, unknown>;
      if (!isCode(table) || !Array.isArray(names)) continue;
      out.push({ table, names: [...new Set(names.filter(isName))].slice(0, MAX_MUTED) });
    }
    return out;
  } catch {
    return []; // storage refused, or not JSON
  }
}

/** The names this player muted at `table`. */
export function mutedNames(table: string): string[] {
  if (!isCode(table)) return [];
  return load().find((e) => e.table === table)?.names ?? [];
}

/** Keeps `names` as this player's mutes at `table` (none: the table is forgotten). */
export function keepMutes(table: string, names: readonly string[]): void {
  if (!isCode(table)) return; // not a table this page can come back to: the mute holds in this page only
  const rest = load().filter((e) => e.table !== table);
  const kept = [...new Set(names.filter(isName))].slice(0, MAX_MUTED);
  const book = (kept.length ? [{ table, names: kept }, ...rest] : rest).slice(0, MAX_TABLES);
  try {
    if (book.length) globalThis.localStorage?.setItem(KEY, JSON.stringify(book));
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // not saved: the mute still holds in this page
  }
}

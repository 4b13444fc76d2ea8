/**
 * What survives a reload, in browser storage. Pages of one origin share localStorage (and tests
 * open several in one browser), so what belongs to one tab (the host role and its table, a guest's
 * seat token) lives in sessionStorage, which survives a reload of that tab only; localStorage keeps
 * a longer-lived copy keyed by table code.
 */
import type { HostStore, SavedTable } from '../host/index.js';
import { isCode, type SeatMemory } from '../terms/index.js';

const HOST_KEY = 'uno.net.host';
/** Saves the host refused, kept aside (`keepAside`): never read back as a table. */
export const ASIDE_PREFIX = 'uno.net.aside.';
/** Refused saves kept at most: each may weigh tens of KB, and the origin's storage is small. */
const ASIDE_KEPT = 5;
const GUEST_KEY = 'uno.net.guest';
const hostCopyKey = (code: string) => `uno.net.host.${code}`;
const guestCopyKey = (code: string) => `uno.net.guest.${code}`;

function store(kind: 'session' | 'local'): Storage | null {
  try {
    const s = kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
    return s ?? null;
  } catch {
    return null; // storage disabled (privacy settings): play on, unsaved
  }
}

function read(kind: 'session' | 'local', key: string): unknown {
  try {
    const text = store(kind)?.getItem(key);
    return text == null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(kind: 'session' | 'local', key: string, value: unknown): void {
  try {
    store(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or privacy: the game goes on without this save
  }
}

function remove(kind: 'session' | 'local', key: string): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** Keeps the newest `keep` copies under `prefix`: abandoned tables must not fill the storage. */
function prune(prefix: string, keep: number, except: string): void {
  const local = store('local');
  if (!local) return;
  try {
    const copies: { key: string; at: number }[] = [];
    for (let i = 0; i < local.length; i++) {
      const key = local.key(i);
      if (!key?.startsWith(prefix) || key === except) continue;
      const v = read('local', key) as { savedAt?: unknown; at?: unknown; keptAt?: unknown } | null;
      const at =
        typeof v?.savedAt === 'number'
          ? v.savedAt
          : typeof v?.at === 'number'
            ? v.at
            : typeof v?.keptAt === 'number'
              ? v.keptAt
              : 0;
      copies.push({ key, at });
    }
    copies.sort((a, b) => b.at - a.at);
    for (const c of copies.slice(keep - 1)) local.removeItem(c.key);
  } catch {
    // storage unavailable: nothing to prune
  }
}

/** The host's saves: this tab's, plus the copy by code. */
export function browserHostStore(): HostStore {
  let code: string | null = null;
  return {
    save(saved: SavedTable) {
      if (code !== saved.code) prune('uno.net.host.', 3, hostCopyKey(saved.code));
      code = saved.code;
      write('session', HOST_KEY, saved);
      write('local', hostCopyKey(saved.code), saved);
    },
    clear() {
      remove('session', HOST_KEY);
      if (code) remove('local', hostCopyKey(code));
    },
    keepAside(raw, why) {
      const asideKey = keepAside(raw, why);
      // the save no longer waits where a table is resumed from: it is not offered again
      if (asideKey === null) return;
      const wanted = isObjWithCode(raw) ? raw.code : null;
      const own = read('session', HOST_KEY);
      if (own === null || JSON.stringify(own) === JSON.stringify(raw)) remove('session', HOST_KEY);
      if (wanted) remove('local', hostCopyKey(wanted));
    },
  };
}

/** A refused save, with why and when, under a key of its own (`uno.net.aside.<code>.<time>`): the
 * newest ones are kept, each one under a new key, so none is ever overwritten. The key, or null
 * when storage refuses (full, disabled): the save then stays where it was. */
function keepAside(raw: unknown, why: string): string | null {
  const local = store('local');
  if (!local) return null;
  const at = Date.now();
  const code = isObjWithCode(raw) ? raw.code : 'unknown';
  let key = `${ASIDE_PREFIX}${code}.${at}`;
  for (let i = 2; local.getItem(key) !== null; i++) key = `${ASIDE_PREFIX}${code}.${at}-${i}`;
  try {
    local.setItem(key, JSON.stringify({ keptAt: at, why, save: raw }));
  } catch {
    return null;
  }
  prune(ASIDE_PREFIX, ASIDE_KEPT, key);
  return key;
}

/** The refused saves this browser keeps aside, newest first (for a maintainer: what and why). */
export function asideHostSaves(): { key: string; keptAt: number; why: string }[] {
  const out: { key: string; keptAt: number; why: string }[] = [];
  const local = store('local');
  if (!local) return out;
  try {
    for (let i = 0; i < local.length; i++) {
      const key = local.key(i);
      if (!key?.startsWith(ASIDE_PREFIX)) continue;
      const v = read('local', key) as { keptAt?: unknown; why?: unknown } | null;
      if (typeof v?.keptAt === 'number' && typeof v.why === 'string') out.push({ key, keptAt: v.keptAt, why: v.why });
    }
  } catch {
    return out;
  }
  return out.sort((a, b) => b.keptAt - a.keptAt);
}

/** The raw save of the table this tab hosted (null if none); checked when resumed. */
export function loadHostSave(code?: string): unknown {
  const own = read('session', HOST_KEY);
  if (code === undefined) return own;
  if (isObjWithCode(own) && own.code === code) return own;
  return read('local', hostCopyKey(code));
}

/** Removes a save that cannot be used, so it is not offered again. */
export function dropHostSave(code?: string): void {
  remove('session', HOST_KEY);
  if (code) remove('local', hostCopyKey(code));
}

const isObjWithCode = (x: unknown): x is { code: string; savedAt: unknown } =>
  typeof x === 'object' && x !== null && isCode((x as { code?: unknown }).code);

export function savedHostTable(): { code: string; savedAt: number } | null {
  const s = read('session', HOST_KEY);
  if (!isObjWithCode(s) || typeof s.savedAt !== 'number') return null;
  return { code: s.code, savedAt: s.savedAt };
}

/** Tables hosted in this browser whose copy outlived their tab, newest first. */
export function savedHostTables(): { code: string; savedAt: number }[] {
  const out: { code: string; savedAt: number }[] = [];
  const local = store('local');
  if (!local) return out;
  try {
    for (let i = 0; i < local.length; i++) {
      const key = local.key(i);
      if (!key?.startsWith('uno.net.host.')) continue;
      const s = read('local', key);
      if (isObjWithCode(s) && typeof s.savedAt === 'number') out.push({ code: s.code, savedAt: s.savedAt });
    }
  } catch {
    return out;
  }
  return out.sort((a, b) => b.savedAt - a.savedAt);
}

interface GuestSave {
  code: string;
  name: string;
  token: string;
  seat: number;
  at?: number;
  /** How many times the table moved to another host (its peer id: migration/successor.ts). */
  epoch?: number;
}

const isGuestSave = (x: unknown): x is GuestSave =>
  typeof x === 'object' &&
  x !== null &&
  isCode((x as GuestSave).code) &&
  typeof (x as GuestSave).name === 'string' &&
  typeof (x as GuestSave).token === 'string' &&
  typeof (x as GuestSave).seat === 'number';

export function savedGuestSeat(): { code: string; name: string } | null {
  const s = read('session', GUEST_KEY);
  return isGuestSave(s) ? { code: s.code, name: s.name } : null;
}

/** A guest's seat token for one table: this tab's first, then the browser-wide copy (which the
 * host will not let take a seat that is live in another tab). */
export function browserSeatMemory(code: string): SeatMemory {
  return {
    load() {
      const own = read('session', GUEST_KEY);
      if (isGuestSave(own) && own.code === code) return { token: own.token, device: false };
      const copy = read('local', guestCopyKey(code));
      if (isGuestSave(copy) && copy.code === code) return { token: copy.token, device: true };
      return null;
    },
    save(token, seat, name) {
      const epoch = savedGuestEpoch(code);
      const save: GuestSave = { code, name, token, seat, at: Date.now(), ...(epoch > 0 ? { epoch } : {}) };
      prune('uno.net.guest.', 5, guestCopyKey(code));
      write('session', GUEST_KEY, save);
      write('local', guestCopyKey(code), save);
    },
    clear() {
      const own = read('session', GUEST_KEY);
      if (isGuestSave(own) && own.code === code) remove('session', GUEST_KEY);
      remove('local', guestCopyKey(code));
    },
  };
}

/** The host epoch at which this browser last reached the table `code` as a guest (0 if none). */
export function savedGuestEpoch(code: string): number {
  for (const kind of ['session', 'local'] as const) {
    const s = read(kind, kind === 'session' ? GUEST_KEY : guestCopyKey(code));
    if (isGuestSave(s) && s.code === code) {
      const e = s.epoch;
      return typeof e === 'number' && Number.isInteger(e) && e >= 0 && e <= 1000 ? e : 0;
    }
  }
  return 0;
}

/** The table `code` answers at host epoch `epoch` now: a reload reaches it there. */
export function saveGuestEpoch(code: string, epoch: number): void {
  for (const kind of ['session', 'local'] as const) {
    const key = kind === 'session' ? GUEST_KEY : guestCopyKey(code);
    const s = read(kind, key);
    if (isGuestSave(s) && s.code === code) write(kind, key, { ...s, epoch });
  }
}

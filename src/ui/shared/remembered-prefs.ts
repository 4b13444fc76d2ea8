/**
 * A player's choice kept in this browser (localStorage under one key), read back field by field
 * so that a hand-edited or older value falls back to the defaults, and told to every part of the
 * page that shows it (the table's menu and the sound settings change what the table does at once).
 */
export interface RememberedPrefs<T> {
  load(): T;
  /** Kept when storage allows (the choice holds for this page anyway), then told to the listeners. */
  save(prefs: T): void;
  /** Calls `fn` with each choice saved from now on; returns the way to stop. */
  on(fn: (prefs: T) => void): () => void;
}

/**
 * @param read the stored object's fields, each checked, the default standing for one missing or
 *   of the wrong kind
 */
export function rememberedPrefs<T extends object>(
  key: string,
  defaults: T,
  read: (stored: Record<string, unknown>) => T,
): RememberedPrefs<T> {
  const listeners = new Set<(prefs: T) => void>();
  return {
    load() {
      try {
        const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
        if (!raw || typeof raw !== 'object') return { ...defaults };
        return read(raw as Record<string, unknown>);
      } catch {
        return { ...defaults }; // storage refused or a hand-edited value: the defaults hold
      }
    },
    save(prefs) {
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(prefs));
      } catch {
        /* not saved: the choice still holds for this page */
      }
      for (const fn of [...listeners]) fn(prefs);
    },
    on(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

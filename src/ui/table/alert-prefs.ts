/**
 * The player's choices about turn alerts, kept in this browser: one switch for all of them, and
 * the sound (off until asked for, a beep in a quiet room being a surprise).
 */
export interface AlertPrefs {
  /** Every alert (title, icon, vibration, sound, notification); off silences them all. */
  on: boolean;
  sound: boolean;
}

const KEY = 'uno.alerts';
export const DEFAULT_PREFS: AlertPrefs = { on: true, sound: false };

const listeners = new Set<(p: AlertPrefs) => void>();

export function loadAlertPrefs(): AlertPrefs {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return { ...DEFAULT_PREFS };
    const r = raw as Record<string, unknown>;
    return {
      on: typeof r.on === 'boolean' ? r.on : DEFAULT_PREFS.on,
      sound: typeof r.sound === 'boolean' ? r.sound : DEFAULT_PREFS.sound,
    };
  } catch {
    return { ...DEFAULT_PREFS }; // storage refused or a hand-edited value: the defaults hold
  }
}

export function saveAlertPrefs(prefs: AlertPrefs): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    /* not saved: the choice still holds for this page */
  }
  for (const fn of listeners) fn(prefs);
}

export function onAlertPrefs(fn: (p: AlertPrefs) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * The player's choice about the game's sounds, kept in this browser (docs/table-ui.md "Sounds"):
 * on or off, and how loud. Apart from the turn alert's beep (alert-prefs.ts), which speaks to a
 * player who is not looking; these speak to one who is.
 */
export interface SoundPrefs {
  muted: boolean;
  /** 0 (silent) to 1. */
  volume: number;
}

const KEY = 'uno.sound';
export const DEFAULT_SOUND: SoundPrefs = { muted: false, volume: 0.6 };

const listeners = new Set<(p: SoundPrefs) => void>();

export function loadSoundPrefs(): SoundPrefs {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return { ...DEFAULT_SOUND };
    const r = raw as Record<string, unknown>;
    const volume = typeof r.volume === 'number' && r.volume >= 0 && r.volume <= 1 ? r.volume : DEFAULT_SOUND.volume;
    return { muted: typeof r.muted === 'boolean' ? r.muted : DEFAULT_SOUND.muted, volume };
  } catch {
    return { ...DEFAULT_SOUND }; // storage refused or a hand-edited value: the defaults hold
  }
}

export function saveSoundPrefs(prefs: SoundPrefs): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    /* not saved: the choice still holds for this page */
  }
  for (const fn of [...listeners]) fn(prefs);
}

export function onSoundPrefs(fn: (p: SoundPrefs) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * The player's choice about the game's sounds, kept in this browser (docs/table-ui.md "Sounds"):
 * on or off, and how loud. Apart from the turn alert's beep (alert-prefs.ts), which speaks to a
 * player who is not looking; these speak to one who is.
 */
import { rememberedPrefs } from '../shared/remembered-prefs.js';

export interface SoundPrefs {
  muted: boolean;
  /** 0 (silent) to 1. */
  volume: number;
}

export const DEFAULT_SOUND: SoundPrefs = { muted: false, volume: 0.6 };

const remembered = rememberedPrefs<SoundPrefs>('uno.sound', DEFAULT_SOUND, (r) => ({
  muted: typeof r.muted === 'boolean' ? r.muted : DEFAULT_SOUND.muted,
  volume: typeof r.volume === 'number' && r.volume >= 0 && r.volume <= 1 ? r.volume : DEFAULT_SOUND.volume,
}));

export const loadSoundPrefs = remembered.load;
export const saveSoundPrefs = remembered.save;
export const onSoundPrefs = remembered.on;

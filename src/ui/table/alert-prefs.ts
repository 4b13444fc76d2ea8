/**
 * The player's choices about turn alerts, kept in this browser: one switch for all of them, and
 * the sound (off until asked for, a beep in a quiet room being a surprise).
 */
import { rememberedPrefs } from '../shared/remembered-prefs.js';

export interface AlertPrefs {
  /** Every alert (title, icon, vibration, sound, notification); off silences them all. */
  on: boolean;
  sound: boolean;
}

export const DEFAULT_PREFS: AlertPrefs = { on: true, sound: false };

const remembered = rememberedPrefs<AlertPrefs>('uno.alerts', DEFAULT_PREFS, (r) => ({
  on: typeof r.on === 'boolean' ? r.on : DEFAULT_PREFS.on,
  sound: typeof r.sound === 'boolean' ? r.sound : DEFAULT_PREFS.sound,
}));

export const loadAlertPrefs = remembered.load;
export const saveAlertPrefs = remembered.save;
export const onAlertPrefs = remembered.on;

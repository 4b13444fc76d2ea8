/**
 * How the house-rule gestures (the engine's GESTURES ids) look and are named. An id the table does
 * not know is shown by its id, so a newer engine never breaks the race.
 */
import { t } from '../i18n/i18n.js';

const GLYPHS: Record<string, string> = {
  clap: '👏',
  'thumbs-up': '👍',
  wave: '👋',
  salute: '🫡',
  head: '🙆',
  nose: '👃',
  shush: '🤫',
  peace: '✌️',
  fist: '✊',
  heart: '❤️',
};

export const gestureGlyph = (id: string): string => GLYPHS[id] ?? '✋';

export function gestureName(id: string): string {
  const key = `gesture.${id}`;
  const name = t(key);
  return name === key ? id : name;
}

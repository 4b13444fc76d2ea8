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

let emojiOk: boolean | null = null;

/** Whether this device draws color emoji (a machine without an emoji font draws empty boxes;
 * the gesture's name is always shown, so the glyph is then left out). */
function canDrawEmoji(): boolean {
  if (emojiOk !== null) return emojiOk;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 20;
    const g = canvas.getContext('2d', { willReadFrequently: true });
    if (!g) return (emojiOk = true);
    g.textBaseline = 'top';
    g.font = '16px sans-serif';
    g.fillText('👍', 0, 0);
    const data = g.getImageData(0, 0, 20, 20).data;
    // A color emoji has colored pixels; a missing glyph's box is drawn in the fill color (black).
    let colored = false;
    for (let i = 0; i < data.length && !colored; i += 4) {
      if (data[i + 3]! > 0 && (data[i]! > 40 || data[i + 1]! > 40 || data[i + 2]! > 40)) colored = true;
    }
    emojiOk = colored;
  } catch {
    emojiOk = true;
  }
  return emojiOk;
}

export const gestureGlyph = (id: string): string => (canDrawEmoji() ? (GLYPHS[id] ?? '✋') : '');

export function gestureName(id: string): string {
  const key = `gesture.${id}`;
  const name = t(key);
  return name === key ? id : name;
}

/**
 * "Save the game": a game record downloaded as a `.uno.json` file, the kind the home screen opens
 * (open-record.ts). Loaded when the player saves.
 */
import type { GameRecord } from '../../game/index.js';
// the words of saving (and of the host's refusals) come with it
import '../i18n/records.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** `uno-classic-2025-03-14-20h05.uno.json`: the edition and when it was saved (local time), so
 * that a folder of saved games reads in order. */
export function recordFileName(record: GameRecord, when: Date): string {
  const day = `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`;
  const edition = /^[a-z-]{1,20}$/.test(record.config.edition) ? record.config.edition : 'game';
  return `uno-${edition}-${day}-${pad(when.getHours())}h${pad(when.getMinutes())}.uno.json`;
}

/** Downloads `record`; returns the file's name. */
export function downloadRecord(record: GameRecord, when = new Date()): string {
  const name = recordFileName(record, when);
  const url = URL.createObjectURL(new Blob([JSON.stringify(record)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser reads the file after click() returns: the URL must outlive this call a while
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

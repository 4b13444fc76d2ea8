/** Strings of saving a game (save-record.ts) and of a refused record file (record-fault.ts): loaded
 * with them, not with the first page. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('records', { fr: () => import('./records.fr.js'), en: () => import('./records.en.js') });

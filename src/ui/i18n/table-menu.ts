/** Strings of the table's menu, its rules help, the turn alert and the last-events strip. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('table-menu', { fr: () => import('./table-menu.fr.js'), en: () => import('./table-menu.en.js') });

/**
 * The strings of a table whose host is gone (the waiting screen, the table moving to another
 * player: docs/migration.md), of the Leave confirmation and of the lobby's wait for the host, in
 * French and English.
 */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('host-gone', { fr: () => import('./host-gone.fr.js'), en: () => import('./host-gone.en.js') });

/** Strings of the home screen reached by an invitation link. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('invite', { fr: () => import('./invite.fr.js'), en: () => import('./invite.en.js') });

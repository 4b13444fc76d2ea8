/** Strings of a round's deal check (docs/deal-check.md): the round-end dialog and the log. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('deal', { fr: () => import('./deal.fr.js'), en: () => import('./deal.en.js') });

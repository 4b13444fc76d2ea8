/** Strings about loading the game's parts on demand, French and English. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('loading', { fr: () => import('./loading.fr.js'), en: () => import('./loading.en.js') });

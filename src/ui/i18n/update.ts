/** The update banner's strings (src/ui/app/update-banner.ts). */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('update', { fr: () => import('./update.fr.js'), en: () => import('./update.en.js') });

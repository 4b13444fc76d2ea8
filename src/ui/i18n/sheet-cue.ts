/** The cue at the foot of a sheet taller than the screen (table/scroll-cue.ts). */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('sheet-cue', { fr: () => import('./sheet-cue.fr.js'), en: () => import('./sheet-cue.en.js') });

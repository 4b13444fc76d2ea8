/** Strings of the replay screen (src/ui/replay) and of the home screen's "open a saved game". */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('replay', { fr: () => import('./replay.fr.js'), en: () => import('./replay.en.js') });

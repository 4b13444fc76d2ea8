/** Strings of the phases view (`<uno-statechart>`) and of its way in from the table's menu. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('statechart', { fr: () => import('./statechart.fr.js'), en: () => import('./statechart.en.js') });

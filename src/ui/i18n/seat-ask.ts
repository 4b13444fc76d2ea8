/** Strings of a spectator's request to play, and of the host's answer to it. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): the element
// that reads them draws again when they arrive (LocaleController)
strings('seat-ask', { fr: () => import('./seat-ask.fr.js'), en: () => import('./seat-ask.en.js') });

/** The hand's hints (hand-hints.ts): a card that cannot be played, more cards to scroll to. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('hand-hints', { fr: () => import('./hand-hints.fr.js'), en: () => import('./hand-hints.en.js') });

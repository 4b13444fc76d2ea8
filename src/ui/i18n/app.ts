/**
 * The app's strings (home, lobby, settings, solo setup, status, phase panel), French and English.
 * Rule names follow the French rulebooks' words (Passer, Inversion, Contre-UNO...).
 */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('app', { fr: () => import('./app.fr.js'), en: () => import('./app.en.js') });

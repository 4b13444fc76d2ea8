/**
 * The table's strings (cards, table, dialogs, log), in French and English. French card names follow
 * the rulebooks' words (Passer, Inversion, Carte blanche, Pouvoir du crâne ancestral, Prendre-2-tours).
 */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('table', { fr: () => import('./table.fr.js'), en: () => import('./table.en.js') });

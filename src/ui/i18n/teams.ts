/** Strings of teams of two (docs/rules.md "Teams"): the lobby's option, the partner marks at the
 * table and the team scores of a round's results; loaded with the lobby and the table. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('teams', { fr: () => import('./teams.fr.js'), en: () => import('./teams.en.js') });

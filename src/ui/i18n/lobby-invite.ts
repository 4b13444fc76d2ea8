/** The lobby's words about where its invitation points (invite-note.ts), French and English. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it): whoever
// loads a screen that reads them waits for `stringsReady()` before showing it
strings('lobby-invite', { fr: () => import('./lobby-invite.fr.js'), en: () => import('./lobby-invite.en.js') });

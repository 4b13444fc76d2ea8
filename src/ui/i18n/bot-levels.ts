/** The bot levels' own strings (the expert's name and what it plays like), for the solo setup and
 * the lobby's add-a-bot row. */
import { strings } from './i18n.js';

// only the page's language is fetched (the other one when the player switches to it)
strings('bot-levels', { fr: () => import('./bot-levels.fr.js'), en: () => import('./bot-levels.en.js') });

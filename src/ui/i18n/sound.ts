/** Strings of the game's sounds (their settings in the table's menu). */
import { strings } from './i18n.js';

strings('sound', { fr: () => import('./sound.fr.js'), en: () => import('./sound.en.js') });

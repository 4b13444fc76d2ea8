/**
 * The strings of the lobby's row on who can read the hands (docs/migration.md "Keys that open one
 * round"), in French and English.
 */
import { strings } from './i18n.js';

strings('keys', { fr: () => import('./keys.fr.js'), en: () => import('./keys.en.js') });

/** Strings of the table's chat and reactions, and of the table's short callouts. */
import { strings } from './i18n.js';

strings('chat', { fr: () => import('./chat.fr.js'), en: () => import('./chat.en.js') });

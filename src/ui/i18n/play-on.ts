/**
 * The strings of a guest left alone with the bots when its host goes: play on against them in a new
 * game, or wait for the host (docs/migration.md "Two humans and bots"), in French and English.
 */
import { strings } from './i18n.js';

// only the page's language is fetched (host-gone.ts says why)
strings('play-on', { fr: () => import('./play-on.fr.js'), en: () => import('./play-on.en.js') });

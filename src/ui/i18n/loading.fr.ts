/**
 * The strings about loading the game's parts on demand, in French: loading.ts fetches them when
 * the page speaks French. The keys are loading.en.ts's (tsc checks them).
 */
import type en from './loading.en.js';
import type { Strings } from './i18n.js';

export default {
  'app.error.load-failed': 'Une partie du jeu n’a pas pu être chargée : vérifiez la connexion, puis réessayez.',
} satisfies Strings<typeof en>;

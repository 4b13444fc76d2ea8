/**
 * The strings of the offer to play on against the bots when the host is gone, in French:
 * play-on.ts fetches them when the page speaks French. The keys are play-on.en.ts's (tsc checks
 * them).
 */
import type en from './play-on.en.js';
import type { Strings } from './i18n.js';

export default {
  'playOn.why': 'Personne d’autre ne peut héberger cette partie : seule la page {de:name} tenait les cartes.',
  'playOn.what':
    'Continuez contre les robots dans une nouvelle partie sur votre page (mêmes joueurs et mêmes règles, la place {de:name} jouée par un robot, les scores à zéro), ou attendez {name}.',
  'playOn.go': 'Continuer contre les robots',
  'playOn.wait': 'Attendre {name}',
  'playOn.waiting': 'Vous attendez {name}. Vous pouvez encore continuer contre les robots.',
} satisfies Strings<typeof en>;

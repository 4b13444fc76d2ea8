/**
 * The strings of the game's sounds, in French: sound.ts fetches them when the page speaks French.
 * The keys are sound.en.ts's (tsc checks them).
 */
import type en from './sound.en.js';
import type { Strings } from './i18n.js';

export default {
  'sound.title': 'Sons',
  'sound.on': 'Sons du jeu',
  'sound.volume': 'Volume',
  'sound.try': 'Essayer',
  'sound.hint':
    'Un son pour chaque carte, pioche, Passe, Inversion, +2 ou +4 pour vous, couleur, UNO!, Contre-UNO et victoire. Ils commencent après votre premier geste (toucher ou touche) et se taisent quand l’onglet est caché.',
} satisfies Strings<typeof en>;

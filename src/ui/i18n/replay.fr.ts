/**
 * The strings of the replay screen and of the home screen's "open a saved game", in French:
 * replay.ts fetches them when the page speaks French. The keys are replay.en.ts's (tsc checks
 * them).
 */
import type en from './replay.en.js';
import type { Strings } from './i18n.js';

export default {
  'replay.open': 'Revoir une partie enregistrée',
  'replay.bad': 'Ce fichier n’est pas une partie lisible : {why}',
  'replay.title': 'Revoir la partie',
  'replay.controls': 'Commandes de la partie revue',
  'replay.first': 'Début',
  'replay.back': 'Étape précédente',
  'replay.play': 'Lecture',
  'replay.pause': 'Pause',
  'replay.next': 'Étape suivante',
  'replay.last': 'Fin',
  'replay.step': 'Étape {n} sur {total}',
  'replay.slider': 'Étape',
  'replay.seat': 'Voir depuis',
  'replay.everyHand': 'Toutes les mains',
  'replay.hands': 'Les mains',
  'replay.close': 'Fermer',
} satisfies Strings<typeof en>;

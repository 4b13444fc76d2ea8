/** Strings of the replay screen (src/ui/replay) and of the home screen's "open a saved game". */
import { register } from './i18n.js';

register('fr', {
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
});

register('en', {
  'replay.open': 'Watch a saved game',
  'replay.bad': 'This file is not a readable game: {why}',
  'replay.title': 'Game replay',
  'replay.controls': 'Replay controls',
  'replay.first': 'Start',
  'replay.back': 'Previous step',
  'replay.play': 'Play',
  'replay.pause': 'Pause',
  'replay.next': 'Next step',
  'replay.last': 'End',
  'replay.step': 'Step {n} of {total}',
  'replay.slider': 'Step',
  'replay.seat': 'Seen from',
  'replay.everyHand': 'Every hand',
  'replay.hands': 'The hands',
  'replay.close': 'Close',
});

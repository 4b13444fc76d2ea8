/**
 * The strings of the phases view (`<uno-statechart>`), in French: statechart.ts fetches them when
 * the page speaks French. The keys are statechart.en.ts's (tsc checks them).
 */
import type en from './statechart.en.js';
import type { Strings } from './i18n.js';

export default {
  'chart.title': 'Phases du jeu (statechart)',
  'chart.close': 'Fermer',
  'chart.diagram': 'Le statechart de la table ; état actif : {path}',
  'chart.zoomIn': 'Agrandir',
  'chart.zoomOut': 'Tout voir',
  'chart.now': 'État : {path}',
  'chart.took': 'Dernier passage : {event}',
  'chart.took.none': 'Début de la manche',
  'chart.steps': 'Étapes de la manche',
  'chart.step': 'Étape {n} sur {total}',
  'chart.prev': 'Étape précédente',
  'chart.next': 'Étape suivante',
  'chart.live': 'En direct',
  'chart.slider': 'Étape affichée',
  'chart.noGame': 'Pas encore de manche en cours.',
  'chart.keys': '← → pour avancer ou reculer, Début et Fin pour les bouts.',
  'chart.inspectorOffline':
    'L’inspecteur de Stately ne se charge pas (pas d’internet ?) : voici la vue des phases intégrée.',
  'chart.event.play': 'jouer une carte',
  'chart.event.draw': 'piocher',
  'chart.event.pass': 'passer',
  'chart.event.color': 'choisir la couleur',
  'chart.event.uno': 'dire UNO',
  'chart.event.catch': 'Contre-UNO',
  'chart.event.challenge': 'contester le +4',
  'chart.event.accept': 'accepter le +4',
  'chart.event.rule': 'créer une règle',
  'chart.event.react': 'faire le geste',
  'chart.event.towers': 'prendre des tours',
  'chart.event.keep': 'garder une carte',
  'chart.event.expire': 'fin du temps',
  'chart.event.nextRound': 'manche suivante',
  'chart.event.auto': 'de lui-même',
} satisfies Strings<typeof en>;

/**
 * The strings of the table's menu, its rules help, the turn alert and the last-events strip, in
 * French: table-menu.ts fetches them when the page speaks French. The keys are table-menu.en.ts's
 * (tsc checks them).
 */
import type en from './table-menu.en.js';
import type { Strings } from './i18n.js';

export default {
  'menu.open': 'Menu de la table',
  'menu.title': 'À la table',
  'menu.language': 'Langue',
  'menu.lang.fr': 'Français',
  'menu.lang.en': 'English',
  'menu.alerts': 'Me prévenir quand c’est à moi',
  'menu.alerts.hint':
    'Le titre et l’icône de l’onglet changent et un téléphone vibre ; une notification s’affiche si l’onglet est caché. Jamais quand vous regardez la table.',
  'menu.sound': 'Avec un son',
  'menu.notify.allow': 'Autoriser les notifications',
  'menu.notify.granted': 'Les notifications sont autorisées dans ce navigateur.',
  'menu.notify.denied': 'Les notifications sont bloquées dans les réglages du navigateur.',
  'menu.rules': 'Règles de cette partie',
  'menu.phases': 'Déroulement de la partie',
  'menu.save': 'Enregistrer la partie',
  'menu.close': 'Fermer',
  'alert.title': 'À vous !',
  'alert.race': 'Vite, la course !',
  'help.title': 'Règles : {edition}',
  'help.basics': 'Comment jouer',
  'help.basic.match': 'Posez une carte de même couleur, même chiffre ou même symbole que celle du dessus, ou un Joker.',
  'help.basic.draw': 'Rien à jouer ? Piochez une carte ; si elle convient, vous pouvez la poser aussitôt.',
  'help.basic.uno': 'En posant votre avant-dernière carte, appuyez sur UNO : pris avant, vous piochez 2.',
  'help.basic.win.target': 'Le premier à vider sa main gagne la manche ; la partie s’arrête à {target} points.',
  'help.basic.win.none': 'Une seule manche : le premier à vider sa main gagne.',
  'help.options': 'Options de cette table',
  'help.yes': 'Oui',
  'help.no': 'Non',
  'help.marks': 'Repères à la table',
  'help.mark.dealer': 'D : le donneur de cette manche.',
  'help.mark.count': 'Le nombre sur les cartes d’un joueur : combien il en tient.',
  'help.mark.uno': 'UNO : il lui reste une carte et il l’a annoncé.',
  'help.mark.towers': 'U, N, O, ! : les tours que tient un joueur.',
  'table.dealerHint': 'Donneur de cette manche',
  'strip.label': 'Derniers événements',
  'strip.more': 'Tout le journal',
} satisfies Strings<typeof en>;

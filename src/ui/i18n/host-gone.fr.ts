/**
 * The strings of a table whose host is gone, of the Leave confirmation and of the lobby's wait for
 * the host, in French: host-gone.ts fetches them when the page speaks French. The keys are
 * host-gone.en.ts's (tsc checks them). A sentence about a player gives it no gender (« Toujours pas
 * de retour d’Alice », not « Alice n’est pas encore revenu »): the app does not know it.
 */
import type en from './host-gone.en.js';
import type { Strings } from './i18n.js';

export default {
  'hostGone.heading': 'Partie en pause',
  'hostGone.waiting': 'En attente {de:name} — {n} s',
  'hostGone.why':
    '{name} héberge cette table et ne répond plus. Toutes les mains sont gardées : la partie reprend là où elle s’est arrêtée, au retour {de:name} ou, après ce délai, sur la page d’un autre joueur s’il peut l’héberger.',
  'hostGone.late': 'Toujours pas de retour {de:name}. Nouvel essai en cours…',
  'hostGone.lateWhy': 'Vous pouvez attendre ici, ou quitter la table.',
  'hostGone.someone': 'l’hôte',
  'hostGone.home': 'Quitter la table',
  'hostGone.noDeal':
    'Il n’y a qu’un autre joueur à cette table : elle ne peut pas passer sur la page d’un autre joueur. Elle attend {name}.',
  'hostGone.tooFew': 'Il reste trop peu de joueurs pour continuer la table sans {name} : elle l’attend.',
  'hostGone.movingHeading': 'La table change d’hôte',
  'hostGone.moving': '{successor} reprend la table…',
  'hostGone.movingWhy':
    '{name} n’est plus là. La page {de:successor} héberge désormais la table, avec toutes les mains telles quelles : cela prend quelques secondes.',
  'hostGone.movingYou': 'Vous reprenez la table…',
  'hostGone.movingYouWhy':
    '{name} n’est plus là. Votre page héberge désormais la table, avec toutes les mains telles quelles : gardez-la ouverte.',
  'hostGone.gathering': 'En attente des autres joueurs : {have} sur {need}.',
  'hostGone.refused':
    'Une page qui n’a pas le droit d’héberger cette table a répondu à sa place : elle a été refusée, et n’a rien reçu.',
  'hostGone.squatter':
    '{squatter} a pris l’adresse de la table sans que ce soit son tour : sa page a été refusée, et n’a rien reçu.',
  'hostGone.squatterSomeone':
    'Quelqu’un a pris l’adresse de la table sans que ce soit son tour : sa page a été refusée, et n’a rien reçu. La table continue sans elle.',
  'hostGone.nowHost': '{name} héberge maintenant la table.',
  'hostGone.nowYou': 'Vous hébergez maintenant la table. Gardez cette page ouverte.',

  'leave.heading': 'Quitter la partie ?',
  'leave.guest': 'Un robot jouera votre place jusqu’à la fin de la partie, et vous ne pourrez pas la reprendre.',
  'leave.hostHandOver':
    'Vous hébergez cette table. Confiez-la à un autre joueur et la partie continue sans vous (un robot joue votre place), ou arrêtez-la pour tous.',
  'leave.hostAlone':
    'Vous hébergez cette table et il n’y a qu’un autre joueur : elle ne peut pas être confiée. Si vous partez, la partie s’arrête pour tous les joueurs.',
  'leave.handOver': 'Confier la table à un autre joueur',
  'leave.solo': 'Cette partie s’arrête, sans retour possible.',
  'leave.stay': 'Rester',
  'leave.go': 'Quitter la partie',
  'leave.end': 'Arrêter la partie pour tous',
  'leave.endSolo': 'Arrêter la partie',

  'app.rule.hostWaitMs': 'Attente si l’hôte part (s)',
  'app.rule.hostWaitMs.hint':
    'Si la page de l’hôte disparaît, passé ce délai la page d’un autre joueur reprend la table, avec toutes les mains telles quelles.',
  'app.error.no-migration': 'Aucun autre joueur ne peut reprendre la table pour l’instant.',
  'app.error.bad-host-wait': 'L’attente de l’hôte doit être comprise entre 5 s et 10 min.',
} satisfies Strings<typeof en>;

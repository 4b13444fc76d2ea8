/**
 * The strings of a table whose host is gone (the waiting screen, the table moving to another
 * player: docs/migration.md), of the Leave confirmation and of the lobby's wait for the host, in
 * French and English.
 */
import { register } from './i18n.js';

register('en', {
  'hostGone.heading': 'The game is paused',
  'hostGone.waiting': 'Waiting for {name} — {n} s',
  'hostGone.why':
    '{name} hosts this table and no longer answers. Every hand is kept: the game goes on where it stopped, when {name} is back or, after the wait, on another player’s page if one can host it.',
  'hostGone.late': '{name} has not come back yet. Still trying…',
  'hostGone.lateWhy': 'You can keep waiting here, or leave the table.',
  'hostGone.someone': 'the host',
  'hostGone.home': 'Leave the table',
  'hostGone.noDeal':
    'Only one other player is at this table, so it cannot move to another player’s page: it waits for {name}.',
  'hostGone.tooFew': 'Too few players are left to carry the table on without {name}: it waits for them.',
  'hostGone.movingHeading': 'The table is moving',
  'hostGone.moving': '{successor} takes over the table…',
  'hostGone.movingWhy':
    '{name} is gone. {successor}’s page will host the table from now on, every hand as it was: it takes a few seconds.',
  'hostGone.movingYou': 'You take over the table…',
  'hostGone.movingYouWhy':
    '{name} is gone. Your page will host the table from now on, every hand as it was: keep it open.',
  'hostGone.gathering': 'Waiting for the other players: {have} of {need}.',
  'hostGone.refused': 'A page that may not host this table answered in its place: it was refused, and given nothing.',
  'hostGone.nowHost': '{name} hosts the table now.',
  'hostGone.nowYou': 'You host the table now. Keep this page open.',

  'leave.heading': 'Leave the game?',
  'leave.guest': 'A bot will play your seat for the rest of the game, and you will not get it back.',
  'leave.hostHandOver':
    'You host this table. Hand it to another player and the game goes on without you (a bot plays your seat), or end it for everyone.',
  'leave.hostAlone':
    'You host this table, and only one other player is here: the table cannot be handed over. When you leave, the game ends for every player.',
  'leave.handOver': 'Hand the table to another player',
  'leave.solo': 'This game ends, and it cannot be taken back.',
  'leave.stay': 'Stay',
  'leave.go': 'Leave the game',
  'leave.end': 'End the game for everyone',
  'leave.endSolo': 'End the game',

  'app.rule.hostWaitMs': 'Wait for a host who left (s)',
  'app.rule.hostWaitMs.hint':
    'If the host’s page goes, after this long another player’s page takes the table over, every hand as it was.',
  'app.error.no-migration': 'No other player can take the table over now.',
  'app.error.bad-host-wait': 'The wait for the host must be between 5 s and 10 min.',
});

register('fr', {
  'hostGone.heading': 'Partie en pause',
  'hostGone.waiting': 'En attente de {name} — {n} s',
  'hostGone.why':
    '{name} héberge cette table et ne répond plus. Toutes les mains sont gardées : la partie reprend là où elle s’est arrêtée, au retour de {name} ou, après ce délai, sur la page d’un autre joueur s’il peut l’héberger.',
  'hostGone.late': '{name} n’est pas encore revenu. Nouvel essai en cours…',
  'hostGone.lateWhy': 'Vous pouvez attendre ici, ou quitter la table.',
  'hostGone.someone': 'l’hôte',
  'hostGone.home': 'Quitter la table',
  'hostGone.noDeal':
    'Il n’y a qu’un autre joueur à cette table : elle ne peut pas passer sur la page d’un autre joueur. Elle attend {name}.',
  'hostGone.tooFew': 'Il reste trop peu de joueurs pour continuer la table sans {name} : elle l’attend.',
  'hostGone.movingHeading': 'La table change d’hôte',
  'hostGone.moving': '{successor} reprend la table…',
  'hostGone.movingWhy':
    '{name} est parti. La page de {successor} héberge désormais la table, avec toutes les mains telles quelles : cela prend quelques secondes.',
  'hostGone.movingYou': 'Vous reprenez la table…',
  'hostGone.movingYouWhy':
    '{name} est parti. Votre page héberge désormais la table, avec toutes les mains telles quelles : gardez-la ouverte.',
  'hostGone.gathering': 'En attente des autres joueurs : {have} sur {need}.',
  'hostGone.refused':
    'Une page qui n’a pas le droit d’héberger cette table a répondu à sa place : elle a été refusée, et n’a rien reçu.',
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

  'app.rule.hostWaitMs': 'Attente d’un hôte parti (s)',
  'app.rule.hostWaitMs.hint':
    'Si la page de l’hôte disparaît, passé ce délai la page d’un autre joueur reprend la table, avec toutes les mains telles quelles.',
  'app.error.no-migration': 'Aucun autre joueur ne peut reprendre la table pour l’instant.',
  'app.error.bad-host-wait': 'L’attente de l’hôte doit être comprise entre 5 s et 10 min.',
});

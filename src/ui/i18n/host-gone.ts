/**
 * The strings of a table whose host is gone (the waiting screen) and of the Leave confirmation, in
 * French and English.
 */
import { register } from './i18n.js';

register('en', {
  'hostGone.heading': 'The game is paused',
  'hostGone.waiting': 'Waiting for {name} — {n} s',
  'hostGone.why':
    '{name} hosts this table and no longer answers. Every hand is kept: the game goes on where it stopped as soon as {name} is back.',
  'hostGone.late': '{name} has not come back yet. Still trying…',
  'hostGone.lateWhy': 'You can keep waiting here, or leave the table.',
  'hostGone.someone': 'the host',
  'hostGone.home': 'Leave the table',

  'leave.heading': 'Leave the game?',
  'leave.guest': 'A bot will play your seat for the rest of the game, and you will not get it back.',
  'leave.host': 'You host this table: when you leave, the game ends for every player.',
  'leave.solo': 'This game ends, and it cannot be taken back.',
  'leave.stay': 'Stay',
  'leave.go': 'Leave the game',
  'leave.end': 'End the game for everyone',
  'leave.endSolo': 'End the game',
});

register('fr', {
  'hostGone.heading': 'Partie en pause',
  'hostGone.waiting': 'En attente de {name} — {n} s',
  'hostGone.why':
    '{name} héberge cette table et ne répond plus. Toutes les mains sont gardées : la partie reprend là où elle s’est arrêtée dès le retour de {name}.',
  'hostGone.late': '{name} n’est pas encore revenu. Nouvel essai en cours…',
  'hostGone.lateWhy': 'Vous pouvez attendre ici, ou quitter la table.',
  'hostGone.someone': 'l’hôte',
  'hostGone.home': 'Quitter la table',

  'leave.heading': 'Quitter la partie ?',
  'leave.guest': 'Un robot jouera votre place jusqu’à la fin de la partie, et vous ne pourrez pas la reprendre.',
  'leave.host': 'Vous hébergez cette table : si vous partez, la partie s’arrête pour tous les joueurs.',
  'leave.solo': 'Cette partie s’arrête, sans retour possible.',
  'leave.stay': 'Rester',
  'leave.go': 'Quitter la partie',
  'leave.end': 'Arrêter la partie pour tous',
  'leave.endSolo': 'Arrêter la partie',
});

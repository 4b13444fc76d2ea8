/** Strings of saving a game (save-record.ts) and of a refused record file (record-fault.ts): loaded
 * with them, not with the first page. */
import { register } from './i18n.js';

register('fr', {
  'replay.saved': 'Partie enregistrée dans vos téléchargements : {file}',
  'replay.fault.too-big': 'le fichier fait plus de 5 Mo.',
  'replay.fault.not-json': 'ce n’est pas du JSON.',
  'replay.fault.not-a-record': 'ce n’est pas une partie enregistrée par ce jeu.',
  'replay.fault.version': 'sa version{why} est inconnue de cette version du jeu.',
  'replay.fault.config': 'ses réglages sont refusés{why}.',
  'replay.fault.names': 'il ne donne pas un nom par place.',
  'replay.fault.steps': 'il n’a pas de liste d’étapes.',
  'replay.fault.too-long': 'il a plus de 200 000 étapes.',
  'replay.fault.malformed-step': 'l’étape {n} est mal formée.',
  'replay.fault.refused-step': 'l’étape {n} est refusée par le jeu{why}.',
  'replay.fault.idle-step': 'l’étape {n} ne change rien à ce moment de la partie.',
  'replay.fault.up-to': 'la partie n’a pas autant d’étapes.',
  'replay.fault.unknown': '{why}',
  'app.error.record-sent': 'La partie vous a déjà été envoyée : rechargez la page pour la demander encore.',
  'app.error.no-record':
    'Cette partie ne peut pas être enregistrée (la table a été reprise d’une ancienne sauvegarde).',
  'app.error.record-too-big': 'Cette partie est trop longue pour être envoyée.',
  'app.error.bad-record': 'Ce que l’hôte a envoyé n’est pas une partie lisible.',
});

register('en', {
  'replay.saved': 'Game saved in your downloads: {file}',
  'replay.fault.too-big': 'the file is larger than 5 MB.',
  'replay.fault.not-json': 'it is not JSON.',
  'replay.fault.not-a-record': 'it is not a game saved by this game.',
  'replay.fault.version': 'its version{why} is unknown to this version of the game.',
  'replay.fault.config': 'its settings are refused{why}.',
  'replay.fault.names': 'it does not give one name per seat.',
  'replay.fault.steps': 'it has no list of steps.',
  'replay.fault.too-long': 'it has more than 200,000 steps.',
  'replay.fault.malformed-step': 'step {n} is malformed.',
  'replay.fault.refused-step': 'step {n} is refused by the game{why}.',
  'replay.fault.idle-step': 'step {n} changes nothing at that point of the game.',
  'replay.fault.up-to': 'the game has fewer steps.',
  'replay.fault.unknown': '{why}',
  'app.error.record-sent': 'The game was sent to you already: reload the page to ask again.',
  'app.error.no-record': 'This game cannot be saved (the table was taken back from an old save).',
  'app.error.record-too-big': 'This game is too long to be sent.',
  'app.error.bad-record': 'What the host sent is not a readable game.',
});

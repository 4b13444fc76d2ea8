/**
 * The strings of saving a game and of a refused record file, in French: records.ts fetches them
 * when the page speaks French. The keys are records.en.ts's (tsc checks them).
 */
import type en from './records.en.js';
import type { Strings } from './i18n.js';

export default {
  'replay.saved': 'Partie enregistrée dans vos téléchargements : {file}',
  'replay.fault.too-big': 'le fichier fait plus de 5 Mo.',
  'replay.fault.not-json': 'ce n’est pas du JSON.',
  'replay.fault.too-deep': 'il imbrique des listes plus profondément qu’aucune partie enregistrée.',
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
} satisfies Strings<typeof en>;

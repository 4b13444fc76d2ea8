/**
 * The strings of a spectator's request to play and of the host's answer, in French: seat-ask.ts
 * fetches them when the page speaks French. The keys are seat-ask.en.ts's (tsc checks them).
 */
import type en from './seat-ask.en.js';
import type { Strings } from './i18n.js';

export default {
  'seatAsk.ask': 'Demander à jouer',
  'seatAsk.cancel': 'Retirer ma demande',
  'seatAsk.waiting':
    'Vous avez demandé à jouer : numéro {n} dans la file. Vous prendrez la prochaine place libre, au début de la prochaine manche.',
  'seatAsk.refused': 'L’hôte ne vous a pas donné de place cette fois.',
  'seatAsk.asks': 'demande à jouer (numéro {n})',
  'seatAsk.refuse': 'Refuser',
  'seatAsk.refuseWho': 'Refuser la demande de {name}',
} satisfies Strings<typeof en>;

/**
 * The strings of the home screen reached by an invitation link, in French: invite.ts fetches them
 * when the page speaks French. The keys are invite.en.ts's (tsc checks them).
 */
import type en from './invite.en.js';
import type { Strings } from './i18n.js';

export default {
  'invite.title': 'Vous êtes invité à la table {code}',
  'invite.lead': 'Saisissez votre nom et rejoignez-la.',
  'invite.join': 'Rejoindre la table',
  'invite.other': 'Ou faire autre chose',
} satisfies Strings<typeof en>;

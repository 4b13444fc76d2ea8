/** Strings of the home screen reached by an invitation link. */
import { register } from './i18n.js';

register('en', {
  'invite.title': 'You’re invited to table {code}',
  'invite.lead': 'Type your name and join.',
  'invite.join': 'Join the table',
  'invite.other': 'Or start something else',
});

register('fr', {
  'invite.title': 'Vous êtes invité à la table {code}',
  'invite.lead': 'Saisissez votre nom et rejoignez-la.',
  'invite.join': 'Rejoindre la table',
  'invite.other': 'Ou faire autre chose',
});

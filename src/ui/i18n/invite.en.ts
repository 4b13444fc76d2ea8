/**
 * The strings of the home screen reached by an invitation link, in English: invite.ts fetches them
 * when the page speaks English.
 */
export default {
  'invite.title': 'You’re invited to table {code}',
  'invite.lead': 'Type your name and join.',
  'invite.join': 'Join the table',
  'invite.other': 'Or start something else',
};

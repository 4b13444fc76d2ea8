/**
 * The strings of teams of two, in English: teams.ts fetches them when the page speaks English.
 */
export default {
  'teams.option': 'Teams of two',
  'teams.option.hint':
    'Partners sit opposite. When either goes out, their team scores the cards left in the other teams’ hands. For 4, 6, 8 or 10 players.',
  'teams.seats': 'Teams of two need 4, 6, 8 or 10 players: {n} seated now.',
  'teams.pairs': 'Who plays with whom',
  'teams.team': 'Team {n}',
  'teams.pair': '{a} & {b}',
  'teams.partner': 'Partner',
  'teams.partnerOf': '{name}, your partner',
  'teams.yours': 'your team',
  'teams.scores': 'Team scores',
  'teams.score': '{team}: {n} points',
  'teams.won': '{team} wins the game!',
  'app.error.teams-seats': 'Teams of two need 4, 6, 8 or 10 players.',
};

/** The hand's hints, in English: hand-hints.ts fetches them when the page speaks English. */
export default {
  'handHint.cannotPlay': 'This card cannot be played now',
  'handHint.notYourTurn': 'Not your turn yet',
};

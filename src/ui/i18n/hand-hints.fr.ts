/** The hand's hints, in French: hand-hints.ts fetches them when the page speaks French. */
export default {
  'handHint.cannotPlay': 'Cette carte ne peut pas être jouée maintenant',
  'handHint.notYourTurn': 'Ce n’est pas encore votre tour',
};

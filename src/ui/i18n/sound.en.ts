/** The strings of the game's sounds, in English: sound.ts fetches them when the page speaks English. */
export default {
  'sound.title': 'Sounds',
  'sound.on': 'Game sounds',
  'sound.volume': 'Volume',
  'sound.try': 'Try',
  'sound.hint':
    'A sound for each card, draw, Skip, Reverse, +2 or +4 on you, colour, UNO!, a forgotten UNO caught, and a win. They start after your first tap or key, and stay quiet while the tab is hidden.',
};

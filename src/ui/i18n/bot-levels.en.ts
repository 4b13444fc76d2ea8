/** The bot levels' strings in English (bot-levels.ts fetches them when the page speaks English). */
export default {
  'app.level.expert': 'Expert',
  'levels.expert.about':
    'Expert plays out hundreds of possible deals of the cards it has not seen before each move, never looking at your hand: it wins about two rounds in three heads up against a beginner who plays at random.',
};

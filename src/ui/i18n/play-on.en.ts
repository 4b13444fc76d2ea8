/**
 * The strings of the offer to play on against the bots when the host is gone, in English:
 * play-on.ts fetches them when the page speaks English.
 */
export default {
  'playOn.why': 'Nobody else can host this game: only {name}’s page held the cards.',
  'playOn.what':
    'Play on against the bots in a new game on your page (the same players and rules, {name}’s seat a bot, scores from zero), or wait for {name}.',
  'playOn.go': 'Play on against the bots',
  'playOn.wait': 'Wait for {name}',
  'playOn.waiting': 'You wait for {name}. You can still play on against the bots.',
};

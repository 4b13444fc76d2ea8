/**
 * The strings of the replay screen and of the home screen's "open a saved game", in English:
 * replay.ts fetches them when the page speaks English.
 */
export default {
  'replay.open': 'Watch a saved game',
  'replay.bad': 'This file is not a readable game: {why}',
  'replay.title': 'Game replay',
  'replay.controls': 'Replay controls',
  'replay.first': 'Start',
  'replay.back': 'Previous step',
  'replay.play': 'Play',
  'replay.pause': 'Pause',
  'replay.next': 'Next step',
  'replay.last': 'End',
  'replay.step': 'Step {n} of {total}',
  'replay.slider': 'Step',
  'replay.seat': 'Seen from',
  'replay.everyHand': 'Every hand',
  'replay.hands': 'The hands',
  'replay.close': 'Close',
};

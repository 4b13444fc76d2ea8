/**
 * The strings of saving a game and of a refused record file, in English: records.ts fetches them
 * when the page speaks English.
 */
export default {
  'replay.saved': 'Game saved in your downloads: {file}',
  'replay.fault.too-big': 'the file is larger than 5 MB.',
  'replay.fault.not-json': 'it is not JSON.',
  'replay.fault.too-deep': 'it nests lists deeper than any saved game does.',
  'replay.fault.not-a-record': 'it is not a game saved by this game.',
  'replay.fault.version': 'its version{why} is unknown to this version of the game.',
  'replay.fault.config': 'its settings are refused{why}.',
  'replay.fault.names': 'it does not give one name per seat.',
  'replay.fault.steps': 'it has no list of steps.',
  'replay.fault.too-long': 'it has more than 200,000 steps.',
  'replay.fault.malformed-step': 'step {n} is malformed.',
  'replay.fault.refused-step': 'step {n} is refused by the game{why}.',
  'replay.fault.idle-step': 'step {n} changes nothing at that point of the game.',
  'replay.fault.up-to': 'the game has fewer steps.',
  'replay.fault.unknown': '{why}',
  'app.error.record-sent': 'The game was sent to you already: reload the page to ask again.',
  'app.error.no-record': 'This game cannot be saved (the table was taken back from an old save).',
  'app.error.record-too-big': 'This game is too long to be sent.',
  'app.error.bad-record': 'What the host sent is not a readable game.',
};

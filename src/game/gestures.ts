/** The fixed palette of house-rule gestures (book 001: every player performs the rule's action;
 * here, pressing the rule's own gesture among decoys). Ids are stable: the UI names and draws them. */
export const GESTURES: readonly string[] = Object.freeze([
  'clap',
  'thumbs-up',
  'wave',
  'salute',
  'head',
  'nose',
  'shush',
  'peace',
  'fist',
  'heart',
]);

/** How many gestures a race shows (the rule's own among decoys). */
export const RACE_CHOICES = 4;

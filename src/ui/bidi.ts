/**
 * Text a player typed (a name, a house rule) set inside a sentence of ours: wrapped in a first
 * strong isolate, so a right-to-left name, or digits after one, cannot reorder the words around it
 * ("محمد 2 plays Red 5." keeps "plays" after the name). Templates use `<bdi>` for the same job;
 * this is for the sentences built as strings (the log, the live region, dialogs).
 *
 * Only text that holds a right-to-left letter or a bidi control is wrapped: in our left-to-right
 * sentences, letters of the other scripts, digits and punctuation resolve left to right whatever
 * stands around them (UAX #9, rules W7 and N1), and a sentence then stays the plain text a player
 * copies or a test reads.
 */
const RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u{10800}-\u{10fff}\u{1e800}-\u{1efff}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export function isolate(text: string): string {
  return RIGHT_TO_LEFT.test(text) ? `\u2068${text}\u2069` : text;
}

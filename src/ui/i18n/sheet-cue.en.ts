/** The sheets' scroll cue, in English: sheet-cue.ts fetches it when the page speaks English. */
export default {
  'sheet.moreBelow': 'More below',
};

/** The sheets' scroll cue, in French: sheet-cue.ts fetches it when the page speaks French. */
import type en from './sheet-cue.en.js';
import type { Strings } from './i18n.js';

export default {
  'sheet.moreBelow': 'Suite plus bas',
} satisfies Strings<typeof en>;

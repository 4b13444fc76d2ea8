/**
 * The update banner's strings (src/ui/app/update-banner.ts), in French: update.ts fetches them
 * when the page speaks French. The keys are update.en.ts's (tsc checks them).
 */
import type en from './update.en.js';
import type { Strings } from './i18n.js';

export default {
  'update.ready': 'Une nouvelle version est prête',
  'update.reload': 'Recharger',
  'update.later': 'Plus tard',
} satisfies Strings<typeof en>;

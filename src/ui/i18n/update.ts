/** The update banner's strings (src/ui/app/update-banner.ts). */
import { register } from './i18n.js';

register('en', {
  'update.ready': 'A new version is ready',
  'update.reload': 'Reload',
  'update.later': 'Later',
});

register('fr', {
  'update.ready': 'Une nouvelle version est prête',
  'update.reload': 'Recharger',
  'update.later': 'Plus tard',
});

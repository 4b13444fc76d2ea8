/**
 * The update banner's strings (src/ui/app/update-banner.ts), in English: update.ts fetches them
 * when the page speaks English.
 */
export default {
  'update.ready': 'A new version is ready',
  'update.reload': 'Reload',
  'update.later': 'Later',
};

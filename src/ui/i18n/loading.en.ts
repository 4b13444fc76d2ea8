/**
 * The strings about loading the game's parts on demand, in English: loading.ts fetches them when
 * the page speaks English.
 */
export default {
  'app.error.load-failed': 'Part of the game could not be loaded: check the connection, then try again.',
};

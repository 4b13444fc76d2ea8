/** Strings about loading the game's parts on demand, French and English. */
import { register } from './i18n.js';

register('fr', {
  'app.error.load-failed': 'Une partie du jeu n’a pas pu être chargée : vérifiez la connexion, puis réessayez.',
});

register('en', {
  'app.error.load-failed': 'Part of the game could not be loaded: check the connection, then try again.',
});

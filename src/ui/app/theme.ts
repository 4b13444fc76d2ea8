/** The lobby's screens still import the theme from here; its home is src/ui/theme/. */
export { theme } from '../theme/index.js';

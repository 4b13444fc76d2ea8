/** The theme's door: the palette's tokens and the shared look (docs/table-ui.md "The theme"). */
export { tokens, COLOR_TOKEN, inkOn } from './tokens.js';
export { theme } from './theme.js';

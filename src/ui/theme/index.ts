/**
 * The theme's door: the palette's tokens and the shared look (docs/table-ui.md "The theme"). The
 * table's part of the palette (table-tokens.ts) is imported by the table itself: exported here, it
 * would load with every screen's first page.
 */
export { tokens } from './tokens.js';
export { theme } from './theme.js';
export { srOnly } from './sr-only.js';
export { checkRow } from './check-row.js';

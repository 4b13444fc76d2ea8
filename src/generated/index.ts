/**
 * The door of what `npm run chart` writes (scripts/chart.ts): files here are generated, never edited
 * by hand, and left out of eslint and prettier's checks.
 */
export { CHART_LAYOUT } from './chart-layout.generated.js';

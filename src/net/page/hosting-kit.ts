/**
 * What a page hosts a table with: the engine and the bots. The page that creates a table loads it
 * with hosting.ts; a guest's page loads it only when it takes a table over (docs/migration.md).
 */
import { createTable, recordOf, restoreTable } from '../../game/index.js';
import { createBot } from '../../bots/index.js';
import type { Engine } from '../host/index.js';

export const engine: Engine = { createTable, restoreTable, recordOf };
export { createBot };

/**
 * What a page hosts a table with: the engine and the bots. The page that creates a table loads it
 * with hosting.ts; a guest's page loads it only when it takes a table over (docs/migration.md).
 */
import { createTable, recordOf, restoreTable } from '../../game/index.js';
import { createBot as makeBot, type BotFactory } from '../../bots/index.js';
import type { Engine } from '../host/index.js';
import { botLanguage } from './bot-language.js';

export const engine: Engine = { createTable, restoreTable, recordOf };

/** Bots that write their house rules in this page's language (bot-language.ts). */
export const createBot: BotFactory = (level, seed, opts) => makeBot(level, seed, { lang: botLanguage, ...opts });

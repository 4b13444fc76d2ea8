/**
 * The bots' public face: `createBot(level, seed)` seats a bot of any level at any seat, at any
 * moment of a game (bot.ts). The host, solo play and the simulator all build their bots here.
 */
import { LevelBot } from './bot.js';
import type { BotFactory } from './types.js';

export type { Bot, BotDecision, BotFactory, BotLanguage, BotLevel, BotOptions } from './types.js';

export { BOT_LEVELS } from './levels/index.js';

export const createBot: BotFactory = (level, seed, opts) => new LevelBot(level, seed, opts);

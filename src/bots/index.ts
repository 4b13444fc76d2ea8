/**
 * The bots' public face: `createBot(level, seed)` seats a bot of any level at any seat, at any
 * moment of a game (bot.ts). The host, solo play and the simulator all build their bots here.
 */
import { LevelBot } from './bot.js';
import { WorkerExpertBot } from './expert/worker-bot.js';
import type { BotFactory } from './types.js';

export type { Bot, BotDecision, BotFactory, BotLanguage, BotLevel, BotOptions } from './types.js';

export { BOT_LEVELS } from './levels/index.js';

/** On a page the expert thinks in a Web Worker (expert/worker-bot.ts); in Node (the simulator, the
 * tests) on the caller's thread, on a counted work budget (expert/work.ts). */
const onPage = (): boolean => typeof Worker === 'function' && typeof document !== 'undefined';

export const createBot: BotFactory = (level, seed, opts) =>
  level === 'expert' && onPage() ? new WorkerExpertBot(seed, opts) : new LevelBot(level, seed, opts);

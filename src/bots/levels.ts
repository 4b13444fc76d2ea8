import type { BotLevel } from './types.js';

/** The levels a player can seat, weakest first (a module of its own: the home screen needs the
 * list, not the bots). */
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

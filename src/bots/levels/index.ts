import type { BotLevel } from '../types.js';

/** The levels a player can seat, weakest first: the bots' light door (the home screen and the lobby need
 * the list, not the bots). */
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

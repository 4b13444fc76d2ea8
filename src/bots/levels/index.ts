import type { BotLevel } from '../types.js';

/** The levels a player can seat, weakest first: the bots' light door (the home screen and the lobby need
 * the list, not the bots). The reference opponents (`basic`, `greedy`) are the simulator's only. */
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

/** Every level the simulator may seat (docs/bots.md "Reference opponents"). */
export const SIM_LEVELS: readonly BotLevel[] = ['basic', 'greedy', ...BOT_LEVELS];

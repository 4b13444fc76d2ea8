import type { Bot, BotFactory, BotLevel } from './types.js';
import type { PlayerView, TableEvent } from '../engine/types.js';
import { botRandom } from './rng.js';

export type { Bot, BotDecision, BotFactory, BotLevel } from './types.js';

/** The levels a player can seat, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/** First cut: every level picks at random among the legal actions (the real levels replace it). */
export const createBot: BotFactory = (level, seed) => {
  const random = botRandom(seed);
  const bot: Bot = {
    level,
    observe(_events: readonly TableEvent[]): void {},
    decide(view: PlayerView) {
      if (view.legal.length === 0) return null;
      const action = random.pick(view.legal);
      return { action, delayMs: random.int(800, 2500) };
    },
  };
  return bot;
};

/**
 * A level's way of playing: one answer per turn phase of types.ts' `Phase`, plus the moments any
 * seat may act (declaring UNO, catching, reacting to a race). The bot (bot.ts) calls the policy of
 * its level only when that phase offers it something in `legal`.
 */
import type { Action, PlayerView } from '../game/index.js';
import type { TableMemory } from './memory.js';
import type { BotRandom } from './rng.js';
import type { BotLanguage } from './types.js';

export interface BotContext {
  view: PlayerView;
  memory: TableMemory;
  random: BotRandom;
  /** The game's language, for the words a bot writes (a house rule). */
  lang: BotLanguage;
}

export interface Policy {
  play(ctx: BotContext): Action;
  drawn(ctx: BotContext): Action;
  color(ctx: BotContext): Action;
  stack(ctx: BotContext): Action;
  challenge(ctx: BotContext): Action;
  rule(ctx: BotContext, gestures: readonly string[]): Action;
  towers(ctx: BotContext): Action;
  keep(ctx: BotContext): Action;
  /** Whether to catch `target` (asked once per UNO window). */
  catches(ctx: BotContext, target: number): boolean;
  /** The gesture pressed in a race (a wrong one counts for nothing). */
  raceGesture(ctx: BotContext): string;
}

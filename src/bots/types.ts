import type { Action, PlayerView, TableEvent } from '../game/index.js';

/** The levels a player seats (BOT_LEVELS), and the anchor's reference opponents (reference.ts) the
 * simulator measures them against. */
export type BotLevel = 'easy' | 'normal' | 'hard' | 'expert' | 'basic' | 'greedy';

export interface BotDecision {
  action: Action;
  /** How long a person would take before doing it (ms). The host waits that long; the simulator
   * uses it only to order simultaneous reactions (races, catches). */
  delayMs: number;
}

/**
 * A bot sees exactly what its seat sees: its PlayerView and the events sent to its seat. It never
 * reads the host's full state. One Bot instance plays one seat for a whole game (it may remember
 * the events it was shown, e.g. to count cards).
 */
export interface Bot {
  readonly level: BotLevel | 'random';
  /** Feed the events this seat saw since the last call (in order). */
  observe(events: readonly TableEvent[]): void;
  /** What to do now, or null to do nothing (not this seat's move, or it chooses to wait). */
  decide(view: PlayerView): BotDecision | null;
  /**
   * A bot that thinks off the page's thread (the expert, in a Web Worker) answers `decide` with null
   * until its answer is ready, then calls `listener`: its driver asks `decide` again then.
   */
  onReady?(listener: () => void): void;
  /** The bot leaves its seat: whatever it holds (a worker) is let go. */
  dispose?(): void;
}

/** The language a bot writes its house rules in: the game's (the host's page's), asked each time
 * it writes one. */
export type BotLanguage = 'fr' | 'en';

export interface BotOptions {
  lang?: () => BotLanguage;
}

/** Build a bot from a seed: bots use their own small seeded generator, never Math.random, so a
 * simulation is replayable. */
export type BotFactory = (level: BotLevel | 'random', seed: string, opts?: BotOptions) => Bot;

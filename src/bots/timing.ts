/**
 * How long a bot takes, by level (BotDecision.delayMs): the host waits that long, the simulator
 * orders simultaneous moves (race reactions, catches) by it. Easy bots are slow and hesitant, hard
 * ones quick, none inhumanly so.
 */
import type { BotLevel } from './types.js';
import type { BotRandom } from './rng.js';

export type Moment = 'turn' | 'uno' | 'catch' | 'race';

const RANGES: Record<BotLevel | 'random', Record<Moment, [number, number]>> = {
  random: { turn: [600, 2000], uno: [300, 1500], catch: [1500, 5000], race: [1000, 4000] },
  easy: { turn: [900, 2600], uno: [600, 2200], catch: [2500, 6000], race: [1400, 4200] },
  normal: { turn: [700, 2000], uno: [300, 900], catch: [1200, 3200], race: [900, 2800] },
  hard: { turn: [500, 1600], uno: [200, 600], catch: [700, 2000], race: [600, 1900] },
  expert: { turn: [500, 1600], uno: [200, 600], catch: [700, 2000], race: [600, 1900] },
  basic: { turn: [600, 2000], uno: [300, 1500], catch: [1500, 5000], race: [1000, 4000] },
  greedy: { turn: [600, 2000], uno: [300, 1500], catch: [1500, 5000], race: [1000, 4000] },
};

export function delayFor(level: BotLevel | 'random', moment: Moment, random: BotRandom): number {
  const [min, max] = RANGES[level][moment];
  return random.int(min, max);
}

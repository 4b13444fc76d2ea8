/**
 * The turn seat's context at the start of a round: a fresh memory and the same random at every call,
 * so two picks asked in turn see the same position (test/bots/expert-student.test.ts,
 * test/bots/outcome-pick.test.ts).
 */
import { TableMemory } from '../../src/bots/memory.js';
import type { BotContext } from '../../src/bots/policy.js';
import { botRandom } from '../../src/bots/rng.js';
import { createTable, type EditionId, type RuleOptions } from '../../src/game/index.js';

export function firstTurn(
  players: number,
  seed: string,
  edition: EditionId = 'classic',
  options: Partial<RuleOptions> = {},
): () => BotContext {
  const table = createTable({ edition, players, seed, options: { scoring: 'none', ...options } });
  const view = table.view(table.view(0).turn);
  return () => {
    const memory = new TableMemory(view.seat);
    memory.observe(table.eventsFor(view.seat, 0));
    return { view, memory, random: botRandom(`${seed}/bot`), lang: 'en' };
  };
}

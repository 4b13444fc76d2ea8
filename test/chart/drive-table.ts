/**
 * Plays a real table through its public interface (send, expire, nextRound), choosing among the
 * legal actions of every seat with a fixed pattern, so the same seed gives the same game. The
 * phases view's tests watch one seat's views and events as it goes.
 */
import { GESTURES, createTable } from '../../src/game/index.js';
import type { Action, EditionId, PlayerView, Table, TableEvent } from '../../src/game/types.js';

export interface Seen {
  view: PlayerView;
  events: TableEvent[];
}

function complete(action: Action, n: number): Action {
  if (action.type === 'play' && action.card.startsWith('W') && !action.color)
    return { ...action, color: (['R', 'G', 'B', 'Y'] as const)[n % 4]! };
  if (action.type === 'rule') return { ...action, text: 'Clap twice', gesture: GESTURES[0] ?? 'clap' };
  return action;
}

/** `steps` moves of a `players`-seat table, calling `watch` with `seat`'s view and events after each. */
export function drive(
  edition: EditionId,
  seed: string,
  steps: number,
  watch: (seen: Seen, table: Table) => void,
  { players = 3, seat = 0 } = {},
): Table {
  const table = createTable({ edition, players, seed });
  watch({ view: table.view(seat), events: table.eventsFor(seat, 0) }, table);
  for (let n = 0; n < steps; n++) {
    const phase = table.phase;
    if (phase === 'gameOver') break;
    if (phase === 'roundOver') table.nextRound();
    else if (n % 23 === 22) table.expire();
    else {
      const options: [number, Action][] = [];
      for (let s = 0; s < players; s++) for (const a of table.view(s).legal) options.push([s, a]);
      // mostly a play when there is one, else what comes; UNO when it can be said
      const plays = options.filter(([, a]) => a.type === 'play' || a.type === 'uno');
      const pool = plays.length && n % 5 !== 4 ? plays : options;
      const pick = pool[(n * 7) % Math.max(1, pool.length)];
      if (!pick) table.expire();
      else table.send(pick[0], complete(pick[1], n));
    }
    watch({ view: table.view(seat), events: table.eventsFor(seat, 0) }, table);
  }
  return table;
}

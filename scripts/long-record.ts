/**
 * A legal game record as long as asked, for scripts/bench-replay.mjs: greedy bots play a classic
 * game to a target no one reaches (1,000,000 points), round after round, until the record holds
 * `steps` steps or its JSON would pass `bytes`. The record may stop in the middle of a round: a
 * record of a game under way is a record too (the host can save one at any time).
 */
import { createRandomBot } from '../src/bots/random.js';
import { createTable, recordOf, type GameRecord } from '../src/game/index.js';
import { tableLog } from '../src/game/table.js';

export interface LongRecordOptions {
  steps?: number;
  bytes?: number;
  players?: number;
  seed?: string;
}

export function longRecord({ steps = Infinity, bytes = Infinity, players = 4, seed = 'long' }: LongRecordOptions): {
  record: GameRecord;
  text: string;
} {
  const table = createTable({ edition: 'classic', players, seed, options: { target: 1_000_000 } });
  const bots = Array.from({ length: players }, (_, s) => createRandomBot(`${seed}/${s}`));
  const log = tableLog(table)!;
  const names = bots.map((_, s) => `Bot ${s + 1}`);
  // the JSON around the steps, and one byte per comma between them
  let size = JSON.stringify({ ...recordOf(table, names), steps: [] }).length;
  let kept = 0;
  let round = 0;
  for (;;) {
    // count the bytes of what the last move added; stop before the one that would pass `bytes`
    while (kept < log.steps.length) {
      const add = JSON.stringify(log.steps[kept]).length + (kept > 0 ? 1 : 0);
      if (size + add > bytes || kept >= steps) break;
      size += add;
      kept++;
    }
    if (kept < log.steps.length || kept >= steps || table.phase === 'gameOver') break;
    if (table.phase === 'roundOver') {
      table.nextRound(`${seed}/r${++round}`);
      continue;
    }
    // whoever may act (a race, a catch) acts, the turn seat first; a window nobody takes expires
    const seats = [table.turn, ...bots.map((_, s) => s).filter((s) => s !== table.turn)];
    if (!seats.some((s) => ((d) => d !== null && table.send(s, d.action).ok)(bots[s]!.decide(table.view(s)))))
      table.expire();
  }
  const record = { ...recordOf(table, names) };
  record.steps = record.steps.slice(0, kept);
  return { record, text: JSON.stringify(record) };
}

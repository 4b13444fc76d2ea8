/**
 * A bot that thinks off the page's thread (the expert in its Web Worker) answers null, then calls
 * its `onReady` listener: the host's bot seats must ask it again then and play its move, without
 * waiting for another change of the table. A released bot is disposed (its worker let go).
 */
import { describe, expect, it } from 'vitest';
import { BotSeats } from '../../src/net/host/bot-seats.js';
import { createTable, type Action, type PlayerView } from '../../src/game/index.js';
import type { Bot, BotDecision } from '../../src/bots/index.js';

class SlowBot implements Bot {
  readonly level = 'expert' as const;
  ready = false;
  disposed = false;
  listener: (() => void) | null = null;
  observe(): void {}
  decide(view: PlayerView): BotDecision | null {
    if (!this.ready) return null;
    const action = view.legal.find((a) => a.type === 'draw' || a.type === 'play');
    return action ? { action, delayMs: 0 } : null;
  }
  onReady(listener: () => void): void {
    this.listener = listener;
  }
  dispose(): void {
    this.disposed = true;
  }
}

describe('bot seats and a bot that answers later', () => {
  it('plays the move once the bot says it is ready, and disposes of it when released', () => {
    const table = createTable({ edition: 'classic', players: 2, seed: 'ready', dealer: 1 });
    const timers: (() => void)[] = [];
    const acted: Action[] = [];
    const bot = new SlowBot();
    const seats = new BotSeats({
      clock: {
        now: () => 0,
        setTimeout: (fn: () => void) => timers.push(fn),
        clearTimeout: () => {},
      },
      table: () => table,
      subscribe: () => () => {},
      newBot: () => bot,
      act: (seat, action) => {
        acted.push(action);
        return table.send(seat, action);
      },
    });
    const seat = table.turn;
    seats.drive(seat, 'expert');
    expect(timers).toHaveLength(0);
    bot.ready = true;
    bot.listener?.();
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(acted).toHaveLength(1);
    seats.release(seat);
    expect(bot.disposed).toBe(true);
  });
});

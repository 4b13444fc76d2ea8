/**
 * A bot that thinks off the page's thread (the expert in its Web Worker) answers null, then calls
 * its `onReady` listener: the host's bot seats must ask it again then and play its move, without
 * waiting for another change of the table, and at once when the thinking used up its pause (no
 * timer between the answer and the table). A released bot is disposed (its worker let go).
 */
import { describe, expect, it } from 'vitest';
import { BotSeats } from '../../src/net/host/bot-seats.js';
import { createTable, type Action, type PlayerView } from '../../src/game/index.js';
import type { Bot, BotDecision } from '../../src/bots/index.js';

class SlowBot implements Bot {
  readonly level = 'expert' as const;
  ready = false;
  disposed = false;
  constructor(private readonly delayMs: number) {}
  listener: (() => void) | null = null;
  observe(): void {}
  decide(view: PlayerView): BotDecision | null {
    if (!this.ready) return null;
    const action = view.legal.find((a) => a.type === 'draw' || a.type === 'play');
    return action ? { action, delayMs: this.delayMs } : null;
  }
  onReady(listener: () => void): void {
    this.listener = listener;
  }
  dispose(): void {
    this.disposed = true;
  }
}

function seated(delayMs: number) {
  const table = createTable({ edition: 'classic', players: 2, seed: 'ready', dealer: 1 });
  const timers: (() => void)[] = [];
  const acted: Action[] = [];
  const bot = new SlowBot(delayMs);
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
  return { seats, seat, bot, timers, acted, table };
}

describe('bot seats and a bot that answers later', () => {
  it('plays the move once the bot says it is ready, after what is left of its pause', () => {
    const { seats, seat, bot, timers, acted } = seated(300);
    expect(timers).toHaveLength(0);
    bot.ready = true;
    bot.listener?.();
    expect(timers).toHaveLength(1);
    expect(acted).toHaveLength(0);
    timers[0]!();
    expect(acted).toHaveLength(1);
    seats.release(seat);
    expect(bot.disposed).toBe(true);
  });

  it('plays at once, without a timer, when the thinking used up the pause', () => {
    const { seat, bot, timers, acted, table } = seated(0);
    bot.ready = true;
    bot.listener?.();
    expect(timers).toHaveLength(0);
    expect(acted).toHaveLength(1);
    expect(table.turn).not.toBe(seat);
  });

  it('disposes of the bot when released', () => {
    const table = createTable({ edition: 'classic', players: 2, seed: 'ready', dealer: 1 });
    const timers: (() => void)[] = [];
    const acted: Action[] = [];
    const bot = new SlowBot(0);
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
    seats.release(seat);
    expect(bot.disposed).toBe(true);
    bot.ready = true;
    bot.listener?.();
    expect(acted).toHaveLength(0);
  });
});

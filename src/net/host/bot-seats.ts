/**
 * The host's bot seats: bots, and stand-ins for players who dropped, driven by subscription to the
 * table's changes (as boardgame.io's local master drives its bots): after each change every bot
 * sees its seat's new events and view and, when it has a move, plays it after its reaction time.
 */
import type { Action, Result, Table } from '../../game/index.js';
import type { Bot, BotLevel } from '../../bots/index.js';
import type { Clock } from '../wire/index.js';

/** A stand-in plays a single turn in at most this many steps (draw, then play, then a color...). */
const MAX_TURN_STEPS = 8;

export interface BotSeatsPort {
  clock: Clock;
  table(): Table | null;
  /** Calls `listener` after every change of the table; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  newBot(level: BotLevel, seat: number): Bot;
  /** Plays `action` for `seat`; on success the host announces the change (which calls us back). */
  act(seat: number, action: Action): Result;
}

interface Runner {
  bot: Bot;
  seen: number;
  pending: { key: string; handle: unknown } | null;
}

export class BotSeats {
  private readonly runners = new Map<number, Runner>();
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(private readonly port: BotSeatsPort) {
    this.unsubscribe = port.subscribe(() => this.afterChange());
  }

  /** From now on a bot of `level` plays `seat` (a bot seat, or a stand-in for a player). */
  drive(seat: number, level: BotLevel): void {
    this.release(seat);
    const bot = this.port.newBot(level, seat);
    this.runners.set(seat, { bot, seen: 0, pending: null });
    // A bot that thinks in a worker says when its answer is ready: it is asked again then.
    bot.onReady?.(() => {
      const runner = this.runners.get(seat);
      const table = this.port.table();
      if (runner?.bot === bot && table && !this.stopped) this.consider(table, seat, runner, true);
    });
  }

  release(seat: number): void {
    this.runners.get(seat)?.bot.dispose?.();
    this.cancel(this.runners.get(seat));
    this.runners.delete(seat);
  }

  releaseAll(): void {
    for (const seat of [...this.runners.keys()]) this.release(seat);
  }

  drives(seat: number): boolean {
    return this.runners.has(seat);
  }

  /**
   * A stand-in plays `seat`'s turn at once (its clock ran out). A fresh bot decides, so nothing of
   * the seat's past is needed; true when it moved the table.
   */
  playTurn(seat: number, level: BotLevel): boolean {
    const table = this.port.table();
    if (!table) return false;
    const bot = this.port.newBot(level, seat);
    let moved = false;
    for (let step = 0; step < MAX_TURN_STEPS; step++) {
      let action: Action | null;
      try {
        const view = table.view(seat);
        if (view.turn !== seat && moved) break;
        action = bot.decide(view)?.action ?? null;
      } catch {
        action = null;
      }
      if (!action || !this.port.act(seat, action).ok) break;
      moved = true;
    }
    return moved;
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe();
    this.releaseAll();
  }

  private afterChange(): void {
    const table = this.port.table();
    if (!table || this.stopped) return;
    for (const [seat, runner] of this.runners) this.consider(table, seat, runner);
  }

  /** The seat's bot sees what is new and says what it would do now; its move waits its delay.
   * `ready`: the bot's answer has just come (its own task, no other change under way): a move whose
   * pause the thinking used up is played at once, not after one more turn of the page's tasks. */
  private consider(table: Table, seat: number, runner: Runner, ready = false): void {
    let decision;
    try {
      const events = table.eventsFor(seat, runner.seen);
      runner.seen = table.lastSeq;
      if (events.length) runner.bot.observe(events);
      decision = runner.bot.decide(table.view(seat));
    } catch {
      decision = null;
    }
    if (!decision) {
      this.cancel(runner);
      return;
    }
    const key = JSON.stringify(decision.action);
    // The same decision as before keeps its timer: a bot's reaction time is not reset by what
    // others do meanwhile (it matters in races and catches).
    if (runner.pending?.key === key) return;
    this.cancel(runner);
    const action = decision.action;
    if (ready && !(decision.delayMs > 0)) return this.fire(seat, runner, action);
    runner.pending = {
      key,
      handle: this.port.clock.setTimeout(() => this.fire(seat, runner, action), Math.max(0, decision.delayMs || 0)),
    };
  }

  private fire(seat: number, runner: Runner, action: Action): void {
    runner.pending = null;
    const table = this.port.table();
    if (this.stopped || !table || this.runners.get(seat) !== runner) return;
    if (this.port.act(seat, action).ok) return;
    // The bot erred: something legal keeps the game going rather than waiting on it forever.
    let legal: readonly Action[];
    try {
      legal = table.view(seat).legal;
    } catch {
      legal = [];
    }
    for (const a of legal) if (this.port.act(seat, a).ok) return;
  }

  private cancel(runner: Runner | undefined): void {
    if (runner?.pending) this.port.clock.clearTimeout(runner.pending.handle);
    if (runner) runner.pending = null;
  }
}

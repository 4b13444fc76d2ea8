/**
 * The expert's bot on the page's own thread, beside its worker (worker-bot.ts): fed the same events,
 * it answers at once every choice that needs no search (a color, UNO, a catch, a challenge, a house
 * rule, a draw when nothing plays), so those never wait for a round trip to the worker and back through a page thread busy
 * rendering; a choice the search weighs (a card to play, a drawn card, a penalty to pass on) it
 * refuses, and the worker answers. Should the worker fail, it takes the whole seat with its memory
 * of the round, searching on the page with the simulator's budget.
 */
import { LevelBot } from '../bot.js';
import type { BotContext, Policy } from '../policy.js';
import type { BotDecision, BotOptions } from '../types.js';
import type { PlayerView, TableEvent } from '../../game/index.js';
import { expertPolicy } from './index.js';

/** Thrown by the page's policy where the search decides: the question goes to the worker. */
class NeedsSearch extends Error {}

/** The moments any seat may act, beside its turn's (bot.ts answers them apart). */
const NOT_TURN: ReadonlySet<string> = new Set(['uno', 'catch', 'react']);

/** A turn of the phases the search weighs, more than one move, no UNO window open: nothing but
 * the search decides (bot.ts answers a window's UNO or catch before the turn). */
function searchedTurn(view: PlayerView): boolean {
  return (
    view.turn === view.seat &&
    view.unoWindow === null &&
    (view.phase === 'play' || view.phase === 'drawn' || view.phase === 'stack') &&
    !onlyMove(view)
  );
}

/** The turn offers one move, and not a card (a Wild is one move per color): nothing to search,
 * the expert's policy takes it without dealing a world (index.ts `expertSearch`). */
function onlyMove(view: PlayerView): boolean {
  const turn = view.legal.filter((a) => !NOT_TURN.has(a.type));
  return turn.length === 1 && turn[0]!.type !== 'play';
}

export class PageExpert {
  private searchHere = false;
  private readonly bot: LevelBot;

  constructor(seed: string, opts: BotOptions) {
    const full = expertPolicy();
    const searched =
      (method: 'play' | 'drawn' | 'stack') =>
      (ctx: BotContext): ReturnType<Policy['play']> => {
        if (!this.searchHere && !onlyMove(ctx.view)) throw new NeedsSearch();
        return full[method](ctx);
      };
    const policy: Policy = { ...full, play: searched('play'), drawn: searched('drawn'), stack: searched('stack') };
    this.bot = new LevelBot('expert', seed, opts, policy);
  }

  observe(events: readonly TableEvent[]): void {
    this.bot.observe(events);
  }

  /** The decision when it needs no search (null: nothing to do), else 'search'. */
  decide(view: PlayerView): BotDecision | null | 'search' {
    // The common case goes straight to the worker: a throw costs a page with a debugger attached
    // tens of milliseconds (seen in the browser tests).
    if (!this.searchHere && searchedTurn(view)) return 'search';
    try {
      return this.bot.decide(view);
    } catch (err) {
      if (err instanceof NeedsSearch) return 'search';
      throw err;
    }
  }

  /** From now on it searches too: the worker is gone. */
  takeOver(): void {
    this.searchHere = true;
  }
}

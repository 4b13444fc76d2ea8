/**
 * Bots playing a whole game on one engine table, on a virtual clock: the simulator, the benchmark and
 * the bot tests all run games here. Each step asks every seat that may act (the turn seat; every
 * seat while a UNO window or a race is open) and applies the decision that falls due first, as a
 * real table would by the bots' `delayMs`. A refused action is recorded and replaced by a plain
 * legal one, so one bad decision shows up in the log instead of stalling the game.
 */
import type { Action, PlayerView, Table } from '../game/index.js';
import type { Bot, BotDecision } from './types.js';

export interface Refusal {
  seat: number;
  phase: string;
  action: Action;
  error: string;
}

export interface GameLog {
  winner: number | null;
  scores: number[];
  rounds: number;
  actions: number;
  refusals: Refusal[];
  /** The game hit the action bound or no seat would act outside a race. */
  stalled: boolean;
  /** Races the bots never finished, ended by `expire()`. */
  expired: number;
}

interface Pending {
  seat: number;
  view: PlayerView;
  decision: BotDecision;
  due: number;
  key: string;
}

export interface ArenaOptions {
  maxActions?: number;
  /** Called with every decision before it is sent (tests check it against `legal`). */
  onDecision?: (seat: number, view: PlayerView, decision: BotDecision) => void;
  /** Called before every decision with the time spent in it (the benchmark). */
  clock?: () => number;
  onTiming?: (bot: Bot, micros: number) => void;
}

/** A plain fallback after a refusal: draw, pass, accept, or the first legal action. */
function plainAction(view: PlayerView): Action | null {
  for (const type of ['draw', 'pass', 'accept'] as const) {
    const found = view.legal.find((a) => a.type === type);
    if (found) return found;
  }
  const first = view.legal.find((a) => a.type !== 'catch' && a.type !== 'uno' && a.type !== 'rule');
  return first ?? null;
}

export function playGame(table: Table, bots: readonly Bot[], options: ArenaOptions = {}): GameLog {
  const maxActions = options.maxActions ?? 20000;
  const seen = bots.map(() => 0);
  const log: GameLog = { winner: null, scores: [], rounds: 0, actions: 0, refusals: [], stalled: false, expired: 0 };
  // A virtual clock: a decision falls due `delayMs` after it was made, and stands while the seat's
  // choices stay the same (a slow reaction is not redrawn each time a quicker one lands).
  let now = 0;
  const pending: (Pending | null)[] = bots.map(() => null);
  const decide = (seat: number, view: PlayerView): BotDecision | null => {
    const bot = bots[seat]!;
    if (!options.clock) return bot.decide(view);
    const start = options.clock();
    const decision = bot.decide(view);
    options.onTiming?.(bot, (options.clock() - start) * 1000);
    return decision;
  };

  for (;;) {
    const first = table.view(0);
    if (first.phase === 'gameOver') break;
    if (first.phase === 'roundOver') {
      log.rounds++;
      pending.fill(null);
      table.nextRound();
      continue;
    }
    if (log.actions >= maxActions) {
      log.stalled = true;
      break;
    }
    // jumpIn: any seat may play an identical card while the turn seat is to play.
    const everyone =
      first.unoWindow !== null || first.phase === 'race' || (first.phase === 'play' && first.options.jumpIn);
    let best: Pending | null = null;
    for (let seat = 0; seat < bots.length; seat++) {
      if (!everyone && seat !== first.turn) {
        pending[seat] = null;
        continue;
      }
      const events = table.eventsFor(seat, seen[seat]);
      seen[seat] = table.lastSeq;
      if (events.length > 0) bots[seat]!.observe(events);
      const view = seat === 0 ? first : table.view(seat);
      if (view.legal.length === 0) {
        pending[seat] = null;
        continue;
      }
      const key = `${view.phase}|${view.turn}|${view.hand.length}|${JSON.stringify(view.legal)}`;
      let mine = pending[seat];
      if (!mine || mine.key !== key) {
        const decision = decide(seat, view);
        mine = decision ? { seat, view, decision, due: now + decision.delayMs, key } : null;
        if (decision) options.onDecision?.(seat, view, decision);
        pending[seat] = mine;
      }
      if (mine && (!best || mine.due < best.due)) best = mine;
    }
    log.actions++;
    if (!best) {
      if (first.phase === 'race') {
        log.expired++;
        table.expire();
        continue;
      }
      log.stalled = true;
      break;
    }
    now = best.due;
    pending[best.seat] = null;
    const result = table.send(best.seat, best.decision.action);
    if (!result.ok) {
      log.refusals.push({
        seat: best.seat,
        phase: String(best.view.phase),
        action: best.decision.action,
        error: result.error,
      });
      const fallback = plainAction(best.view);
      if (!fallback || !table.send(best.seat, fallback).ok) {
        log.stalled = true;
        break;
      }
    }
  }
  const last = table.view(0);
  log.winner = last.gameWinner;
  log.scores = [...last.scores];
  if (last.phase === 'gameOver') log.rounds++;
  return log;
}

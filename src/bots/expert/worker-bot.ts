/**
 * The expert on a page: its bot lives in a Web Worker (worker.ts) and this stand-in on the page's
 * thread forwards it the seat's events and views. `decide` answers null while the worker thinks and
 * the decision once it has come back for that same view; `onReady` tells the driver to ask again
 * (src/net/host/bot-seats.ts). Should the worker fail, the seat falls back to a bot on the page's
 * thread with the simulator's budget, so the game never waits on it.
 */
import type { PlayerView, TableEvent } from '../../game/index.js';
import { LevelBot } from '../bot.js';
import type { Bot, BotDecision, BotLanguage, BotOptions } from '../types.js';

export type ToWorker =
  | { type: 'seat'; seed: string; lang: BotLanguage }
  | { type: 'observe'; events: readonly TableEvent[] }
  | { type: 'decide'; key: string; view: PlayerView; sentAt: number };

export interface FromWorker {
  key: string;
  decision: BotDecision | null;
  /** The worker's own time on it, and the search's iterations (0: a small choice, no search). */
  ms: number;
  iterations: number;
}

/** What makes two views the same question (the arena's key, src/bots/arena.ts). */
function keyOf(view: PlayerView): string {
  return `${view.round}|${view.phasePath}|${view.turn}|${view.discards}|${view.pile}|${view.hand.join()}|${view.unoWindow}|${JSON.stringify(view.legal)}`;
}

/** The mark of each decision's time on the page's performance timeline (`npm run bench:ui` reads it). */
export const DECISION_MARK = 'uno-expert-decision';

export class WorkerExpertBot implements Bot {
  readonly level = 'expert' as const;
  private worker: Worker | null;
  private fallback: LevelBot | null = null;
  private asked: { key: string; at: number } | null = null;
  private answer: { key: string; decision: BotDecision | null } | null = null;
  private listener: (() => void) | null = null;

  constructor(
    private readonly seed: string,
    private readonly opts: BotOptions = {},
  ) {
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'uno-expert' });
    this.worker.onmessage = (event: MessageEvent<FromWorker>) => this.received(event.data);
    this.worker.onerror = () => this.fail();
    this.send({ type: 'seat', seed, lang: opts.lang?.() ?? 'en' });
  }

  onReady(listener: () => void): void {
    this.listener = listener;
  }

  observe(events: readonly TableEvent[]): void {
    if (this.fallback) return this.fallback.observe(events);
    this.send({ type: 'observe', events });
  }

  decide(view: PlayerView): BotDecision | null {
    if (this.fallback) return this.fallback.decide(view);
    if (view.legal.length === 0) return null;
    const key = keyOf(view);
    if (this.answer?.key === key) return this.answer.decision;
    if (this.asked?.key !== key) {
      this.asked = { key, at: performance.now() };
      this.send({ type: 'decide', key, view, sentAt: performance.timeOrigin + this.asked.at });
    }
    return null;
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.listener = null;
  }

  private send(message: ToWorker): void {
    try {
      this.worker?.postMessage(message);
    } catch {
      this.fail();
    }
  }

  private received(message: FromWorker): void {
    if (this.asked?.key !== message.key) return; // a view the table has left already
    const waited = performance.now() - this.asked.at;
    performance.measure(DECISION_MARK, {
      start: this.asked.at,
      duration: waited,
      detail: { iterations: message.iterations, workerMs: message.ms },
    });
    const decision = message.decision;
    // The time spent thinking counts as part of the bot's human pause.
    if (decision) decision.delayMs = Math.max(0, decision.delayMs - waited);
    this.answer = { key: message.key, decision };
    this.asked = null;
    this.listener?.();
  }

  /** The worker failed: a bot on the page's thread takes the seat from here, its memory blank (as
   * any bot seated mid-round), and the driver asks it at once. */
  private fail(): void {
    const listener = this.listener;
    this.dispose();
    this.fallback = new LevelBot('expert', this.seed, this.opts);
    listener?.();
  }
}

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
  /** The search's iterations (0: a small choice, no search). */
  iterations: number;
  /** When the worker took the question up and when it posted the answer, on the clock both threads
   * share (`performance.timeOrigin + performance.now()`). */
  receivedAt: number;
  postedAt: number;
}

/** One decision's time split in its parts (ms), on the page's performance timeline under
 * DECISION_MARK: the question's way to the worker (its queue included), the worker's time on it,
 * the answer's way back to the page's thread, and from there to the seat taking it. */
export interface DecisionParts {
  iterations: number;
  toWorker: number;
  inWorker: number;
  toPage: number;
  toSeat: number;
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
  /** When the question behind `answer` was asked (the page's `performance.now()`). */
  private askedAt = 0;
  private answer: { key: string; decision: BotDecision | null; parts: DecisionParts | null } | null = null;
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
    if (this.answer?.key === key) return this.handOver(this.answer);
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
    const arrived = performance.now();
    const sentAt = performance.timeOrigin + this.asked.at;
    const parts: DecisionParts = {
      iterations: message.iterations,
      toWorker: message.receivedAt - sentAt,
      inWorker: message.postedAt - message.receivedAt,
      toPage: performance.timeOrigin + arrived - message.postedAt,
      toSeat: 0,
    };
    this.answer = { key: message.key, decision: message.decision, parts };
    this.askedAt = this.asked.at;
    this.asked = null;
    this.listener?.();
  }

  /** The seat takes the answer: the time since the question counts as part of the bot's human
   * pause, and the decision's time goes on the timeline once. */
  private handOver(answer: NonNullable<WorkerExpertBot['answer']>): BotDecision | null {
    const { decision, parts } = answer;
    if (parts === null) return decision;
    answer.parts = null;
    const waited = performance.now() - this.askedAt;
    parts.toSeat = Math.max(0, waited - parts.toWorker - parts.inWorker - parts.toPage);
    performance.measure(DECISION_MARK, { start: this.askedAt, duration: waited, detail: parts });
    if (decision) decision.delayMs = Math.max(0, decision.delayMs - waited);
    return decision;
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

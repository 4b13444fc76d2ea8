/**
 * The expert on a page: its search lives in a Web Worker (worker.ts) and this stand-in on the page's
 * thread forwards it the seat's events and the views that need a search; the small choices the
 * page's own bot answers at once (page-bot.ts). `decide` answers null while the worker thinks and
 * the decision once it has come back for that same view; `onReady` tells the driver to ask again
 * (src/net/host/bot-seats.ts). Each search gets a deadline that leaves room for the delays the page
 * saw lately (deadline.ts). Should the worker fail, the page's bot takes the seat with its memory
 * and the simulator's budget, so the game never waits on it.
 */
import type { PlayerView, TableEvent } from '../../game/index.js';
import type { Bot, BotDecision, BotLanguage, BotOptions } from '../types.js';
import { AdaptiveDeadline } from './deadline.js';
import { PageExpert } from './page-bot.js';

/** Events held for the next question at most; beyond, they go to the worker alone. */
const UNSENT_AT_MOST = 200;

export type ToWorker =
  | { type: 'seat'; seed: string; lang: BotLanguage }
  | { type: 'observe'; events: readonly TableEvent[] }
  /** `sentAt`: the ask, on the clock both threads share; `deadline`: the search stops that many ms
   * after it (deadline.ts). */
  | { type: 'decide'; key: string; view: PlayerView; events: readonly TableEvent[]; sentAt: number; deadline: number };

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

interface Answer {
  key: string;
  decision: BotDecision | null;
  /** Until the seat takes it: then its time goes on the timeline, once. */
  parts: DecisionParts | null;
  /** The deadline its search was given (ms after the ask). */
  deadline: number;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** A worker's message has the answer's shape (a worker that errs must not break the seat). */
function isAnswer(m: unknown): m is FromWorker {
  if (typeof m !== 'object' || m === null) return false;
  const a = m as Partial<FromWorker>;
  const decision = a.decision;
  const decisionOk =
    decision === null ||
    (typeof decision === 'object' &&
      decision !== undefined &&
      typeof decision.action === 'object' &&
      decision.action !== null &&
      typeof decision.action.type === 'string' &&
      finite(decision.delayMs));
  return typeof a.key === 'string' && decisionOk && finite(a.iterations) && finite(a.receivedAt) && finite(a.postedAt);
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
  /** The seat's bot on the page: the small choices, and the whole seat if the worker fails. */
  private readonly page: PageExpert;
  /** Events the worker has not been sent yet. */
  private unsent: TableEvent[] = [];
  /** The last small choice put on the timeline (the driver asks again after every change). */
  private smallKey = '';
  private asked: { key: string; at: number; deadline: number } | null = null;
  private readonly deadline = new AdaptiveDeadline();
  /** When the question behind `answer` was asked (the page's `performance.now()`). */
  private askedAt = 0;
  private answer: Answer | null = null;
  private listener: (() => void) | null = null;

  constructor(seed: string, opts: BotOptions = {}) {
    this.page = new PageExpert(seed, opts);
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'uno-expert' });
    this.worker.onmessage = (event: MessageEvent<unknown>) => this.received(event.data);
    this.worker.onerror = () => this.fail();
    this.send({ type: 'seat', seed, lang: opts.lang?.() ?? 'en' });
  }

  onReady(listener: () => void): void {
    this.listener = listener;
  }

  observe(events: readonly TableEvent[]): void {
    this.page.observe(events);
    if (this.worker === null) return;
    // They ride with the next question (one message, not two); a long wait sends them alone.
    this.unsent.push(...events);
    if (this.unsent.length > UNSENT_AT_MOST) this.send({ type: 'observe', events: this.unsent.splice(0) });
  }

  decide(view: PlayerView): BotDecision | null {
    if (view.legal.length === 0) return null;
    const key = keyOf(view);
    if (this.answer?.key === key) return this.handOver(this.answer);
    const started = performance.now();
    const here = this.page.decide(view);
    if (here !== 'search' || this.worker === null) {
      if (here !== null && here !== 'search' && this.smallKey !== key) {
        this.smallKey = key;
        const ms = performance.now() - started;
        const parts: DecisionParts = { iterations: 0, toWorker: 0, inWorker: 0, toPage: 0, toSeat: ms };
        performance.measure(DECISION_MARK, { start: started, duration: ms, detail: { ...parts, onPage: true } });
      }
      return here === 'search' ? null : here;
    }
    if (this.asked?.key !== key) {
      this.asked = { key, at: performance.now(), deadline: this.deadline.next() };
      this.send({
        type: 'decide',
        key,
        view,
        events: this.unsent.splice(0),
        sentAt: performance.timeOrigin + this.asked.at,
        deadline: this.asked.deadline,
      });
      // The worker failed on the way: the page's bot answers now.
      if (this.worker === null) return this.decide(view);
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

  private received(message: unknown): void {
    // A worker's answer that is not one, or to a view the table has left already, changes nothing.
    if (!isAnswer(message) || this.asked?.key !== message.key) return;
    const arrived = performance.now();
    const sentAt = performance.timeOrigin + this.asked.at;
    const parts: DecisionParts = {
      iterations: message.iterations,
      toWorker: message.receivedAt - sentAt,
      inWorker: message.postedAt - message.receivedAt,
      toPage: performance.timeOrigin + arrived - message.postedAt,
      toSeat: 0,
    };
    this.answer = { key: message.key, decision: message.decision, parts, deadline: this.asked.deadline };
    this.askedAt = this.asked.at;
    this.asked = null;
    this.listener?.();
  }

  /** The seat takes the answer: the time since the question counts as part of the bot's human
   * pause, and the decision's time goes on the timeline once. */
  private handOver(answer: Answer): BotDecision | null {
    const { decision, parts } = answer;
    if (parts === null) return decision;
    answer.parts = null;
    const waited = performance.now() - this.askedAt;
    parts.toSeat = Math.max(0, waited - parts.toWorker - parts.inWorker - parts.toPage);
    performance.measure(DECISION_MARK, {
      start: this.askedAt,
      duration: waited,
      detail: { ...parts, deadline: answer.deadline },
    });
    // Only a search has a deadline to keep. What a shorter search would have shortened: the
    // worker's overrun past the deadline and the seat's take; not the answer's wait for a page
    // thread busy rendering, which lasts as long whatever the search (deadline.ts).
    if (parts.iterations > 0) this.deadline.record(parts.toWorker + parts.inWorker - answer.deadline + parts.toSeat);
    if (decision) decision.delayMs = Math.max(0, decision.delayMs - waited);
    return decision;
  }

  /** The worker failed: the page's bot takes the whole seat from here, with its memory of what the
   * seat saw, and the driver asks it at once. */
  private fail(): void {
    if (this.worker === null) return;
    const listener = this.listener;
    this.worker.terminate();
    this.worker = null;
    this.asked = null;
    this.answer = null;
    this.unsent = [];
    this.page.takeOver();
    listener?.();
  }
}

/**
 * The expert's Web Worker (worker-bot.ts starts one per expert seat): it keeps the seat's bot (its
 * memory of the events, its search) off the page's thread, so a search of a hundred milliseconds on
 * a phone never holds a frame. It answers each view it is asked about with the decision and the
 * times the page needs to split the decision's time (docs/bots.md "Expert decision time").
 */
import { LevelBot } from '../bot.js';
import type { BotDecision } from '../types.js';
import { expertPolicy, WORKER_BUDGET } from './index.js';
import type { FromWorker, ToWorker } from './worker-bot.js';

let bot: LevelBot | null = null;
/** The clock both threads share: the page's and the worker's `performance.now()` start apart. */
const now = (): number => performance.timeOrigin + performance.now();
const budget = { ...WORKER_BUDGET, clock: now, start: 0 };
/** Iterations of the search behind the decision under way (0: no search, a small choice). */
let iterations = 0;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

scope.onmessage = (event) => {
  const receivedAt = now();
  const message = event.data;
  if (message.type === 'seat') {
    bot = new LevelBot(
      'expert',
      message.seed,
      // the page's language when it seated the bot: a house rule it writes reads in it
      { lang: () => message.lang },
      expertPolicy(budget, (result) => (iterations = result.iterations)),
    );
    return;
  }
  if (bot === null) return;
  if (message.type === 'observe') {
    bot.observe(message.events);
    return;
  }
  bot.observe(message.events);
  // The time the question waited behind an earlier one counts against this one's search.
  budget.start = message.sentAt;
  // The page's deadline for this search (deadline.ts), never beyond the worker's own.
  budget.deadline = Number.isFinite(message.deadline)
    ? Math.max(0, Math.min(WORKER_BUDGET.deadline ?? 0, message.deadline))
    : (WORKER_BUDGET.deadline ?? 0);
  iterations = 0;
  let decision: BotDecision | null;
  try {
    decision = bot.decide(message.view);
  } catch {
    decision = null;
  }
  scope.postMessage({ key: message.key, decision, iterations, receivedAt, postedAt: now() });
};

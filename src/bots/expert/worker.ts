/**
 * The expert's Web Worker (worker-bot.ts starts one per expert seat): it keeps the seat's bot (its
 * memory of the events, its search) off the page's thread, so a search of a hundred milliseconds on
 * a phone never holds a frame. It answers each view it is asked about with the decision and the
 * time the decision took.
 */
import { LevelBot } from '../bot.js';
import type { BotDecision } from '../types.js';
import { expertPolicy, WORKER_BUDGET } from './index.js';
import type { FromWorker, ToWorker } from './worker-bot.js';

let bot: LevelBot | null = null;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'seat') {
    bot = new LevelBot('expert', message.seed, expertPolicy({ ...WORKER_BUDGET, clock: () => performance.now() }));
    return;
  }
  if (bot === null) return;
  if (message.type === 'observe') {
    bot.observe(message.events);
    return;
  }
  const started = performance.now();
  let decision: BotDecision | null = null;
  try {
    decision = bot.decide(message.view);
  } catch {
    decision = null;
  }
  scope.postMessage({ key: message.key, decision, ms: performance.now() - started });
};

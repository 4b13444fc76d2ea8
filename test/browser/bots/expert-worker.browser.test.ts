/// <reference types="mocha" />
/**
 * The expert on a page thinks in a Web Worker (src/bots/expert/worker-bot.ts): a whole solo round
 * of three experts and a basic bot, driven as the host drives its bots (decide, wait for `onReady`,
 * decide again), must finish with every decision legal, while each call on the page's thread
 * returns at once (the search of up to ~90 ms runs in the worker), and each decision's time lands on
 * the performance timeline where `npm run bench:ui` reads it.
 */
import { expect } from '@open-wc/testing';
import { createBot, type Bot, type BotDecision } from '../../../src/bots/index.js';
import { WorkerExpertBot, DECISION_MARK } from '../../../src/bots/expert/worker-bot.js';
import { createTable } from '../../../src/game/index.js';

/** The longest a `decide` call held the page's thread (ms). */
let longestCall = 0;

function timedDecide(bot: Bot, view: Parameters<Bot['decide']>[0]): BotDecision | null {
  const started = performance.now();
  const decision = bot.decide(view);
  longestCall = Math.max(longestCall, performance.now() - started);
  return decision;
}

/** Asks `bot` for `seat`'s move, waiting for a worker's answer when it thinks. */
function decided(bot: Bot, view: Parameters<Bot['decide']>[0]): Promise<BotDecision | null> {
  const now = timedDecide(bot, view);
  if (now !== null || !(bot instanceof WorkerExpertBot)) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the worker never answered')), 10_000);
    bot.onReady(() => {
      clearTimeout(timer);
      resolve(timedDecide(bot, view));
    });
  });
}

describe('the expert in a Web Worker', () => {
  it('plays a whole round with legal moves and leaves the page free meanwhile', async function () {
    this.timeout(120_000);
    const table = createTable({ edition: 'classic', players: 4, seed: 'worker-round', options: { scoring: 'none' } });
    const bots: Bot[] = [0, 1, 2].map((s) => createBot('expert', `w${s}`));
    bots.push(createBot('basic', 'w3'));
    expect(bots[0]).to.be.instanceOf(WorkerExpertBot);
    const seen = [0, 0, 0, 0];
    performance.clearMeasures(DECISION_MARK);
    try {
      for (let step = 0; step < 2000 && table.phase !== 'gameOver' && table.phase !== 'roundOver'; step++) {
        const seat = table.turn;
        for (let s = 0; s < 4; s++) {
          const events = table.eventsFor(s, seen[s]);
          seen[s] = table.lastSeq;
          if (events.length > 0) bots[s]!.observe(events);
        }
        const view = table.view(seat);
        const decision = await decided(bots[seat]!, view);
        expect(decision, `seat ${seat} in ${view.phasePath}`).to.not.equal(null);
        const result = table.send(seat, decision!.action);
        expect(result, JSON.stringify(decision!.action)).to.deep.equal({ ok: true });
      }
    } finally {
      for (const bot of bots) bot.dispose?.();
    }
    expect(['roundOver', 'gameOver']).to.include(table.phase);
    const times = performance.getEntriesByName(DECISION_MARK).map((e) => e.duration);
    expect(times.length).to.be.greaterThan(5);
    // The searches took tens of milliseconds each, in the worker; no call held the page that long.
    expect(Math.max(...times)).to.be.greaterThan(20);
    expect(longestCall).to.be.lessThan(15);
  });
});

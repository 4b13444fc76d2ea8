/// <reference types="mocha" />
/**
 * The expert on a page thinks in a Web Worker (src/bots/expert/worker-bot.ts): a whole solo round
 * of three experts and a basic bot, driven as the host drives its bots (decide, wait for `onReady`,
 * decide again), must finish with every decision legal, while each call on the page's thread
 * returns at once (the search of up to ~90 ms runs in the worker), and each decision's time lands on
 * the performance timeline where `npm run bench:ui` reads it, split in its parts. A small choice (a
 * color) is answered on the page at once; an answer from the worker that is malformed or for a view
 * the table has left changes nothing; a worker that dies hands the seat to the page's bot.
 */
import { expect } from '@open-wc/testing';
import { createBot, type Bot, type BotDecision } from '../../../src/bots/index.js';
import { WorkerExpertBot, DECISION_MARK, type DecisionParts } from '../../../src/bots/expert/worker-bot.js';
import { createTable, type PlayerView, type Table } from '../../../src/game/index.js';

/** The actions of a turn (not the moments any seat may act). */
const turnActions = (view: PlayerView) => view.legal.filter((a) => !['uno', 'catch', 'react'].includes(a.type));

/** A table where seat `table.turn` must choose as `wanted` says, played there by hard bots. */
function tableAt(wanted: 'color' | 'play' | 'draw only'): Table {
  const fits = (view: PlayerView): boolean => {
    const turn = turnActions(view);
    if (wanted === 'draw only') return view.phase === 'play' && turn.length === 1 && turn[0]!.type === 'draw';
    return view.phase === wanted && turn.length > 1;
  };
  for (let n = 0; n < 50; n++) {
    const table = createTable({
      edition: 'classic',
      players: 4,
      seed: `at-${wanted}-${n}`,
      options: { scoring: 'none' },
    });
    const bots = [0, 1, 2, 3].map((s) => createBot('hard', `h${n}-${s}`));
    for (let step = 0; step < 400 && table.phase !== 'roundOver'; step++) {
      const view = table.view(table.turn);
      if (fits(view)) return table;
      const action = bots[table.turn]!.decide(view)?.action;
      if (!action || !table.send(table.turn, action).ok) break;
    }
  }
  throw new Error(`no table reached ${wanted}`);
}

/** The expert's worker, to speak for it in a test. */
const workerOf = (bot: WorkerExpertBot): Worker => (bot as unknown as { worker: Worker }).worker;

const legalIn = (view: PlayerView, decision: BotDecision | null): boolean =>
  decision !== null && view.legal.some((a) => JSON.stringify(a) === JSON.stringify(decision.action));

/** The questions a `decide` call handed to a worker (it returned nothing, to be asked again). */
let handedOver = 0;

function timedDecide(bot: Bot, view: Parameters<Bot['decide']>[0]): BotDecision | null {
  const decision = bot.decide(view);
  if (decision === null && bot instanceof WorkerExpertBot) handedOver++;
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
    handedOver = 0;
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
    // Every search ran in a worker: each was a question handed over (the call on the page returned
    // at once, with nothing) and answered by a worker that played its worlds. A search on the page's
    // thread would answer in the call itself. Counted, not timed: the page's time is a loaded
    // machine's (bench:ui prints it).
    const parts = performance
      .getEntriesByName(DECISION_MARK)
      .map((e) => (e as PerformanceMeasure).detail as DecisionParts);
    const searches = parts.filter((d) => d.iterations > 0);
    expect(searches.length).to.be.greaterThan(5);
    expect(searches.length).to.equal(handedOver);
    expect(searches.every((d) => d.inWorker > 0)).to.equal(true);
  });

  it('records each decision in its parts, which add up to its time', async function () {
    this.timeout(30_000);
    const table = tableAt('play');
    const view = table.view(table.turn);
    const bot = new WorkerExpertBot('parts');
    performance.clearMeasures(DECISION_MARK);
    try {
      expect(legalIn(view, await decided(bot, view))).to.equal(true);
    } finally {
      bot.dispose();
    }
    const [entry] = performance.getEntriesByName(DECISION_MARK) as PerformanceMeasure[];
    const d = entry!.detail as Record<string, number>;
    expect(d.iterations).to.be.greaterThan(0);
    for (const part of ['toWorker', 'inWorker', 'toPage', 'toSeat']) expect(d[part]).to.be.at.least(-2);
    expect(d.toWorker! + d.inWorker! + d.toPage! + d.toSeat!).to.be.closeTo(entry!.duration, 2);
    expect(d.inWorker).to.be.greaterThan(0);
  });

  for (const [wanted, type] of [
    ['color', 'color'],
    ['draw only', 'draw'],
  ] as const) {
    it(`answers at once, on the page, without asking its worker: ${wanted}`, () => {
      const table = tableAt(wanted);
      const view = table.view(table.turn);
      const bot = new WorkerExpertBot(wanted);
      const posted: unknown[] = [];
      const worker = workerOf(bot);
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (message: unknown) => {
        posted.push(message);
        post(message);
      };
      try {
        const decision = timedDecide(bot, view);
        expect(decision?.action.type).to.equal(type);
        expect(legalIn(view, decision)).to.equal(true);
        expect(posted).to.deep.equal([]);
      } finally {
        bot.dispose();
      }
    });
  }

  it('ignores an answer that is malformed or for another view, then takes the real one', async function () {
    this.timeout(30_000);
    const table = tableAt('play');
    const view = table.view(table.turn);
    const bot = new WorkerExpertBot('stale');
    let readyCalls = 0;
    try {
      expect(bot.decide(view)).to.equal(null);
      const onmessage = workerOf(bot).onmessage!;
      const now = performance.timeOrigin + performance.now();
      const stale = {
        key: 'a view the table left',
        decision: { action: { type: 'draw' }, delayMs: 0 },
        iterations: 9,
        receivedAt: now,
        postedAt: now,
      };
      const fake = (data: unknown): void => {
        onmessage.call(workerOf(bot), new MessageEvent('message', { data }));
      };
      bot.onReady(() => readyCalls++);
      fake(stale);
      fake(null);
      fake('draw');
      fake({ ...stale, key: undefined });
      expect(readyCalls).to.equal(0);
      expect(bot.decide(view)).to.equal(null);
      // The right key with a broken decision: still nothing, the question stays open.
      const key = (bot as unknown as { asked: { key: string } }).asked.key;
      fake({ ...stale, key, decision: { action: 'draw', delayMs: 0 } });
      fake({ ...stale, key, postedAt: Number.NaN });
      expect(readyCalls).to.equal(0);
      expect(bot.decide(view)).to.equal(null);
      const decision = await new Promise<BotDecision | null>((resolve) => bot.onReady(() => resolve(bot.decide(view))));
      expect(legalIn(view, decision)).to.equal(true);
    } finally {
      bot.dispose();
    }
  });

  it('hands the seat to the page when its worker dies while it thinks', async function () {
    this.timeout(30_000);
    const table = tableAt('play');
    const view = table.view(table.turn);
    const bot = new WorkerExpertBot('dies');
    try {
      expect(bot.decide(view)).to.equal(null);
      const asked = new Promise<BotDecision | null>((resolve) => bot.onReady(() => resolve(bot.decide(view))));
      workerOf(bot).dispatchEvent(new Event('error'));
      expect(legalIn(view, await asked)).to.equal(true);
      expect(workerOf(bot)).to.equal(null);
      // It plays on from the page alone.
      table.send(table.turn, bot.decide(view)!.action);
      const next = table.view(view.seat);
      bot.observe(table.eventsFor(view.seat, 0));
      if (next.legal.length > 0) expect(legalIn(next, bot.decide(next))).to.equal(true);
    } finally {
      bot.dispose();
    }
  });
});

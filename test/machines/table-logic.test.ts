/**
 * `tableLogic` (machines/table-logic.ts) runs the transitions without a target itself: it must
 * leave every game exactly where XState's own macrostep leaves it. Whole games of random players,
 * every edition and the options that add steps, the turn timer now and then: the same events go to
 * an actor of `tableMachine` and one of `tableLogic`, and after each the two agree on the state in
 * force, the game and the actor's status.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tableLogic } from '../../machines/table-logic.js';
import { tableMachine, type TableMachineEvent } from '../../machines/table.js';
import { createRandomBot } from '../../src/bots/random.js';
import { createRng } from '../../src/game/rng.js';
import { newGame } from '../../src/game/rules/index.js';
import type { EditionId, RuleOptions, TableConfig } from '../../src/game/types.js';
import { buildView } from '../../src/game/view.js';
import type { Phase } from '../../src/game/types.js';

function phaseOf(value: unknown): { phase: Phase; path: string } {
  if (typeof value === 'string') return { phase: value as Phase, path: value };
  const [phase, sub] = Object.entries(value as Record<string, string>)[0]!;
  return { phase: phase as Phase, path: `${phase}.${sub}` };
}

const CASES: { edition: EditionId; players: number; options?: Partial<RuleOptions> }[] = [
  { edition: 'classic', players: 4 },
  { edition: 'classic', players: 2 },
  { edition: 'classic', players: 3, options: { stacking: 'any', multiPlay: true, jumpIn: true } },
  { edition: 'classic', players: 4, options: { sevenZero: true, drawUntilPlayable: true, stacking: 'same' } },
  { edition: 'skull', players: 4 },
  { edition: 'house-rules', players: 4 },
  { edition: 'power-grab', players: 3 },
];

// Counts the events `tableLogic` hands to XState's own transition (the others it ran itself).
let xstateCalls = 0;
let quickSteps = 0;
const transition = tableMachine.transition.bind(tableMachine);
tableMachine.transition = ((...args: Parameters<typeof transition>) => {
  xstateCalls++;
  return transition(...args);
}) as typeof transition;

/** One game (two rounds at most) through both actors; returns the number of events sent. */
function playBoth(config: TableConfig): number {
  const reference = createActor(tableMachine, { input: { g: newGame(config) } }).start();
  const quick = createActor(tableLogic, { input: { g: newGame(config) } }).start();
  const bots = Array.from({ length: config.players }, (_, s) => createRandomBot(`${config.seed}/${s}`));
  const clock = createRng(`${config.seed}/clock`);
  let sent = 0;
  let rounds = 0;
  for (let step = 0; step < 1500; step++) {
    const a = reference.getSnapshot();
    const b = quick.getSnapshot();
    expect(b.status).toBe(a.status);
    expect(JSON.stringify(b.value)).toBe(JSON.stringify(a.value));
    expect(JSON.stringify(b.context.g)).toBe(JSON.stringify(a.context.g));
    const g = a.context.g;
    const { phase, path } = phaseOf(a.value);
    if (phase === 'gameOver') break;
    let event: TableMachineEvent | null = null;
    if (phase === 'roundOver') {
      if (++rounds >= 2) break;
      event = { type: 'nextRound' };
    } else if (clock.next() < 0.05 || phase === 'race') {
      event = { type: 'expire' };
    } else {
      let best = Infinity;
      for (let seat = 0; seat < g.players; seat++) {
        const d = bots[seat]!.decide(buildView(g, phase, path, seat));
        if (d && d.delayMs < best) {
          best = d.delayMs;
          event = { type: d.action.type, seat, action: d.action } as TableMachineEvent;
        }
      }
      // a refused event (a bot's choice that arrives too late, say) must be refused alike
      if (event !== null && 'seat' in event && clock.next() < 0.05) {
        event = { ...event, seat: event.seat ^ 1 };
      }
    }
    if (event === null) event = { type: 'expire' };
    reference.send(event);
    const before = xstateCalls;
    quick.send(event);
    if (xstateCalls === before) quickSteps++;
    sent++;
  }
  return sent;
}

describe('tableLogic', () => {
  for (const c of CASES) {
    it(`plays ${c.edition} (${c.players} players${c.options ? `, ${JSON.stringify(c.options)}` : ''}) as XState does`, () => {
      let sent = 0;
      quickSteps = 0;
      for (let game = 0; game < 2; game++) {
        sent += playBoth({ ...c, seed: `table-logic/${c.edition}/${game}` });
      }
      expect(sent).toBeGreaterThan(100);
      // most events took the quick way, and the others went through XState
      expect(quickSteps).toBeGreaterThan(sent / 3);
      expect(quickSteps).toBeLessThan(sent);
    });
  }
});

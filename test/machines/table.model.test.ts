/**
 * Model-based paths through the table's statechart (machines/table.ts), with xstate/graph: the
 * machine is the model; the shortest paths to every distinct position of a few rigged deals are
 * replayed on the public Table (createTable/send/expire/nextRound), which must accept every step
 * and show the phase the model predicts. Every state node of the machine, the transient ones
 * (route, effect, scoring) included, must be entered along the way.
 *
 * The machine's actions update `context.g` in place (see the top of machines/table.ts), so the
 * traversal goes through a small wrapper logic that copies the context before each transition.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type ActorLogic, type SnapshotFrom } from 'xstate';
import { TestModel, getSimplePaths, getStateNodes } from 'xstate/graph';
import { tableMachine, type TableContext, type TableMachineEvent } from '../../machines/table.js';
import { GESTURES, createTable } from '../../src/game/index.js';
import { newGame } from '../../src/game/rules/index.js';
import type { GameState } from '../../src/game/state.js';
import type { Action, Table, TableConfig } from '../../src/game/types.js';
import { buildView } from '../../src/game/view.js';
import type { Phase } from '../../src/game/types.js';
import { PHASES, TURN_PHASES } from '../../src/game/index.js';

type Snap = SnapshotFrom<typeof tableMachine>;

/** The phase name and full path of a snapshot value, as PlayerView names them (`play.unoOpen`). */
function phaseOf(value: unknown): { phase: Phase; path: string } {
  if (typeof value === 'string') return { phase: value as Phase, path: value };
  const [phase, window] = Object.entries(value as Record<string, string>)[0]!;
  return { phase: phase as Phase, path: `${phase}.${window}` };
}

/**
 * The machine with a copied context per transition, so that the traversal can branch. xstate/graph
 * hands `transition` a mock actor scope whose action executor does nothing; the engine's actions
 * must run (as they do in an actor) for the eventless routing to see their effect, so the scope
 * given to the machine executes each action at once.
 */
type Scope = Parameters<typeof tableMachine.transition>[2];
type ExecutableAction = { exec?: (info: unknown, params: unknown) => void; info: unknown; params: unknown };

function executing(scope: unknown): Scope {
  return {
    ...(scope as Scope),
    actionExecutor: (a: ExecutableAction) => a.exec?.(a.info, a.params),
  } as unknown as Scope;
}

const branching = {
  config: tableMachine.config,
  transition: (snapshot: Snap, event: TableMachineEvent, scope: unknown) => {
    const copy = tableMachine.resolveState({
      value: snapshot.value,
      context: { g: structuredClone(snapshot.context.g) },
    });
    return tableMachine.transition(copy, event, executing(scope));
  },
  getInitialSnapshot: (scope: unknown, input: TableContext) =>
    tableMachine.getInitialSnapshot(executing(scope), { g: structuredClone(input.g) }),
  getPersistedSnapshot: (snapshot: Snap) => tableMachine.getPersistedSnapshot(snapshot),
} as unknown as ActorLogic<Snap, TableMachineEvent, TableContext>;

/** Every event the seats may send in this snapshot (from their `legal`), plus the host's clock. */
function eventsOf(snapshot: Snap): TableMachineEvent[] {
  const g = snapshot.context.g;
  const { phase, path } = phaseOf(snapshot.value);
  if (phase === 'gameOver') return [];
  if (phase === 'roundOver') return [{ type: 'nextRound' }];
  // the clock: in a race (its way to end); in turn phases the Table's own tests cover the timer
  const out: TableMachineEvent[] = phase === 'race' ? [{ type: 'expire' }] : [];
  for (let seat = 0; seat < g.players; seat++) {
    for (const a of buildView(g, phase, path, seat).legal) {
      // `legal` lists a rule without its text and gesture
      const action: Action = a.type === 'rule' ? { ...a, text: `rule ${a.number}`, gesture: GESTURES[0]! } : a;
      out.push({ type: action.type, seat, action } as TableMachineEvent);
    }
  }
  return out;
}

/**
 * What tells two positions apart for the traversal: the phase and what a player sees of the table
 * (hand sizes, not their order or the pile's; the event log aside), which keeps the graph small.
 */
function positionOf(snapshot: Snap): string {
  const g: GameState = snapshot.context.g;
  return JSON.stringify([
    snapshot.value,
    g.round,
    g.turn,
    g.direction,
    g.hands.map((h) => h.length),
    g.discard.at(-1),
    g.color,
    g.pending,
    g.drawn !== null,
    g.unoWindow,
    g.uno,
    g.race?.done ?? null,
    g.rules.length,
    g.towers,
    g.challenge !== null,
  ]);
}

/** The traversal ends in round 2, where a hand has grown past 6 cards, and where the next draw
 * would reshuffle (the cards would cycle: more of the same positions, never a new phase). */
function stop(s: Snap): boolean {
  const g = s.context.g;
  return g.round >= 2 || g.hands.some((h) => h.length > 6) || (g.pile.length === 0 && g.discard.length > 1);
}

interface Scenario {
  name: string;
  config: TableConfig;
}

/** Small rigged deals that between them reach every phase; the traversal stops in round 2. */
const SCENARIOS: Scenario[] = [
  {
    name: 'classic: wilds, +4 challenge, stacking, draws, UNO, round end',
    config: {
      edition: 'classic',
      players: 2,
      seed: 'model-classic',
      options: { stacking: 'same' },
      deal: {
        hands: [
          ['W+4', 'R+2', 'R1'],
          ['R+2', 'G3'],
        ],
        discard: 'R5',
        pile: ['B7', 'R8', 'B9', 'Y1', 'Y2', 'Y3', 'Y4', 'Y6', 'Y7'],
      },
    },
  },
  {
    name: 'classic: game over at a small target',
    config: {
      edition: 'classic',
      players: 2,
      seed: 'model-target',
      options: { target: 5 },
      deal: {
        hands: [
          ['R1', 'W'],
          ['G9', 'B9'],
        ],
        discard: 'R5',
        pile: ['B7', 'Y8'],
      },
    },
  },
  {
    name: 'classic: blocked round',
    config: {
      edition: 'classic',
      players: 2,
      seed: 'model-blocked',
      deal: {
        hands: [
          ['G1', 'G2'],
          ['B3', 'B4'],
        ],
        discard: 'R5',
        pile: [],
      },
    },
  },
  {
    name: 'house-rules: a rule, then a race',
    config: {
      edition: 'house-rules',
      players: 2,
      seed: 'model-house',
      options: { scoring: 'winner-takes' },
      deal: {
        hands: [
          ['R3*', 'G3', 'B6'],
          ['R7', 'G8'],
        ],
        discard: 'R5',
        pile: ['B9', 'Y9', 'B8', 'Y8'],
      },
    },
  },
  {
    name: 'house-rules: a rule created by the card before last (the UNO window open meanwhile)',
    config: {
      edition: 'house-rules',
      players: 2,
      seed: 'model-house-uno',
      options: { scoring: 'winner-takes' },
      deal: {
        hands: [
          ['R3*', 'G3'],
          ['R7', 'G8'],
        ],
        discard: 'R5',
        pile: ['B9', 'Y9'],
      },
    },
  },
  {
    name: 'sevenZero: a 7 played down to one card, then the swap (the UNO window open meanwhile)',
    config: {
      edition: 'classic',
      players: 3,
      seed: 'model-seven',
      options: { sevenZero: true },
      deal: {
        hands: [['R7', 'G3'], ['B8', 'Y8', 'G9'], ['Y9']],
        discard: 'R5',
        pile: ['B9', 'Y1'],
      },
    },
  },
  {
    name: 'power-grab: towers and the four-tower keep',
    config: {
      edition: 'power-grab',
      players: 2,
      seed: 'model-power',
      deal: {
        hands: [
          ['R1U', 'R2N', 'RT', 'G5'],
          ['B9', 'Y9'],
        ],
        discard: 'R5',
        pile: ['Y8', 'B8', 'Y7'],
      },
    },
  },
];

function replayOnTable(t: Table, event: TableMachineEvent): { ok: boolean; error?: string } {
  if (event.type === 'expire') {
    t.expire();
    return { ok: true };
  }
  if (event.type === 'nextRound') {
    t.nextRound();
    return { ok: true };
  }
  return t.send(event.seat, event.action);
}

/** The ids of the state nodes a snapshot value is in, e.g. table.round.turn.play. */
function nodeIds(value: unknown, prefix = 'table'): string[] {
  if (typeof value === 'string') return [prefix, `${prefix}.${value}`];
  const out = [prefix];
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out.push(...nodeIds(v, `${prefix}.${k}`));
  return out;
}

describe('the table statechart, model-based', () => {
  const reached = new Set<string>();
  let paths = 0;

  for (const scenario of SCENARIOS) {
    it(`${scenario.name}: every shortest path replays on the Table with the predicted phases`, () => {
      const model = new TestModel(branching, {
        events: eventsOf,
        serializeState: positionOf,
        stopWhen: stop,
        input: { g: newGame(scenario.config) },
      });
      const found = model.getShortestPaths();
      expect(found.length).toBeGreaterThan(0);
      for (const path of found) {
        paths++;
        const table = createTable(scenario.config);
        const actor = createActor(tableMachine, {
          input: { g: newGame(scenario.config) },
          inspect: (ev) => {
            if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') {
              const value = (ev as { snapshot: { value?: unknown } }).snapshot.value;
              if (value !== undefined) for (const id of nodeIds(value)) reached.add(id);
            }
          },
        });
        actor.start();
        for (const id of nodeIds(actor.getSnapshot().value)) reached.add(id);
        for (const step of path.steps) {
          if (step.event.type.startsWith('xstate.')) continue;
          const res = replayOnTable(table, step.event);
          expect(res, `${scenario.name}: ${JSON.stringify(step.event)}`).toEqual({ ok: true });
          actor.send(step.event);
          const predicted = phaseOf(step.state.value).phase;
          expect(table.view(0).phase, `${scenario.name}: after ${JSON.stringify(step.event)}`).toBe(predicted);
          expect(phaseOf(actor.getSnapshot().value).phase).toBe(predicted);
        }
        actor.stop();
      }
    });
  }

  it('a simple path: the UNO window opens and closes', () => {
    const config: TableConfig = {
      edition: 'classic',
      players: 2,
      seed: 'model-uno',
      deal: {
        hands: [
          ['R1', 'R2'],
          ['G3', 'G4'],
        ],
        discard: 'R5',
        pile: ['Y9', 'Y8'],
      },
    };
    const simple = getSimplePaths(branching, {
      events: (s: Snap) => eventsOf(s).filter((e) => e.type !== 'expire' && e.type !== 'draw'),
      serializeState: positionOf,
      input: { g: newGame(config) },
      toState: (s: Snap) => phaseOf(s.value).path.endsWith('.unoOpen'),
    });
    expect(simple.length).toBeGreaterThan(0);
    for (const path of simple) {
      const table = createTable(config);
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.')) continue;
        expect(replayOnTable(table, step.event)).toEqual({ ok: true });
      }
      expect(table.view(1).unoWindow).not.toBeNull();
    }
  });

  it('every state node of the machine is entered', () => {
    const all = getStateNodes(tableMachine.root).map((n) => n.id);
    all.push('table');
    const missing = all.filter((id) => !reached.has(id));
    expect(paths).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

describe('the one phase list', () => {
  it('names exactly the states the chart rests in (route and scoring are passed through)', () => {
    const states = Object.keys(tableMachine.root.states).filter((s) => s !== 'route' && s !== 'scoring');
    expect([...states].sort()).toEqual([...PHASES].sort());
    expect([...TURN_PHASES].every((p) => (PHASES as readonly string[]).includes(p))).toBe(true);
  });
});

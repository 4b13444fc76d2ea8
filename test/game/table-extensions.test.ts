/**
 * The Table's extensions that drivers lean on to avoid building views (`turn`, `phase`), the
 * statechart still judging every event it is sent directly, and the parts views share.
 */
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { createRandomBot } from '../../src/bots/random.js';
import { createTable } from '../../src/game/index.js';
import type { EditionId, Table } from '../../src/game/types.js';
import { copies, rig } from './helpers.js';

const EDITION_IDS: EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

/** Play `actions` actions of a greedy game, calling `check` before each. */
function play(table: Table, actions: number, check: () => void): void {
  const bots = Array.from({ length: 3 }, (_, s) => createRandomBot(`ext/${s}`));
  for (let i = 0; i < actions; i++) {
    check();
    const v = table.view(table.turn);
    if (v.phase === 'gameOver') return;
    if (v.phase === 'roundOver') {
      table.nextRound();
      continue;
    }
    let seat = v.turn;
    let decision = null;
    for (let s = 0; s < 3; s++) {
      const d = bots[s]!.decide(table.view(s));
      if (d && (decision === null || d.delayMs < decision.delayMs)) {
        decision = d;
        seat = s;
      }
    }
    if (decision === null) throw new Error('no bot had a move');
    expect(table.send(seat, decision.action)).toEqual({ ok: true });
  }
}

describe('Table.turn and Table.phase', () => {
  for (const edition of EDITION_IDS) {
    it(`say what every view says, after every action (${edition})`, () => {
      const table = createTable({ edition, players: 3, seed: `ext/${edition}` });
      play(table, 1500, () => {
        for (let s = 0; s < 3; s++) {
          const v = table.view(s);
          expect(table.turn).toBe(v.turn);
          expect(table.phase).toBe(v.phase);
        }
      });
    });
  }
});

describe('the statechart judges events sent to it directly', () => {
  it('an out-of-turn play sent straight to the actor changes nothing', () => {
    const game = rig('classic', {
      hands: [
        ['R1', 'G2'],
        ['B5', 'R7'],
        ['Y4', 'Y5'],
      ],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    const before = [0, 1, 2].map((s) => game.v(s));
    const actor = game.t.actor as AnyActorRef;
    actor.send({ type: 'play', seat: 1, action: { type: 'play', card: 'R7' } });
    actor.send({ type: 'play', seat: 0, action: { type: 'play', card: 'G2' } });
    actor.send({ type: 'play', seat: 0, action: { type: 'play', card: 'B5' } });
    expect([0, 1, 2].map((s) => game.v(s))).toEqual(before);
    actor.send({ type: 'play', seat: 0, action: { type: 'play', card: 'R1' } });
    expect(game.v(1).top).toBe('R1');
    expect(game.turn).toBe(1);
  });
});

describe('the events a table keeps', () => {
  it('are the latest ones, in order, at least the 60 the host sends to a seat that joins again', () => {
    const table = createTable({ edition: 'skull', players: 3, seed: 'ext/events' });
    play(table, 600, () => {});
    const events = table.eventsFor(0);
    expect(table.lastSeq).toBeGreaterThan(200);
    expect(events.length).toBeGreaterThanOrEqual(60);
    expect(events.at(-1)!.seq).toBe(table.lastSeq);
    events.forEach((e, i) => expect(e.seq).toBe(events[0]!.seq + i));
    expect(table.eventsFor(1, table.lastSeq - 5).map((e) => e.seq)).toEqual(
      [1, 2, 3, 4, 5].map((k) => table.lastSeq - 5 + k),
    );
  });
});

describe('what views share', () => {
  it('options, score history and listed actions are frozen: one reader cannot change what another sees', () => {
    const table = createTable({ edition: 'classic', players: 3, seed: 'ext/frozen' });
    const a = table.view(0);
    const b = table.view(1);
    expect(Object.isFrozen(a.options)).toBe(true);
    expect(() => {
      (a.options as { stacking: string }).stacking = 'any';
    }).toThrow(TypeError);
    expect(b.options.stacking).toBe('none');
    expect(table.view(2).options.stacking).toBe('none');
    const turn = table.view(table.turn);
    const again = table.view(table.turn);
    expect(() => {
      (turn.legal[0] as { type: string }).type = 'pass';
    }).toThrow(TypeError);
    turn.legal.length = 0;
    expect(again.legal.length).toBeGreaterThan(0);
    expect(table.view(table.turn).legal).toEqual(again.legal);
    // The hand, counts and scores of a view are the reader's own copy.
    a.hand.length = 0;
    a.scores[0] = 999;
    expect(table.view(0).hand.length).toBe(7);
    expect(table.view(0).scores[0]).toBe(0);
  });

  it('the history a view holds stays as it was when a round ends later', () => {
    const table = createTable({ edition: 'classic', players: 3, seed: 'ext/history' });
    let first: number[][] | null = null;
    let rounds = 0;
    play(table, 5000, () => {
      const v = table.view(0);
      if (v.phase !== 'roundOver' || v.round === rounds) return;
      rounds = v.round;
      expect(v.history.length).toBe(v.round);
      expect(v.history[v.round - 1]).toEqual(v.scores);
      expect(Object.isFrozen(v.history)).toBe(true);
      expect(Object.isFrozen(v.history[0])).toBe(true);
      first ??= v.history;
    });
    expect(rounds).toBeGreaterThan(1);
    expect(first!.length).toBe(1);
  });
});

describe('nextRound with a seed', () => {
  /** A two-player classic table (same dealer) played greedily until its first round ends. */
  function afterFirstRound(seed: string): Table {
    const table = createTable({ edition: 'classic', players: 2, seed, dealer: 0, options: { target: 10_000 } });
    const bots = [createRandomBot('a'), createRandomBot('b')];
    for (let i = 0; i < 5000 && table.phase !== 'roundOver'; i++) {
      const seat = [table.turn, 1 - table.turn].find((s) => bots[s]!.decide(table.view(s)) !== null);
      if (seat === undefined) break;
      table.send(seat, bots[seat]!.decide(table.view(seat))!.action);
    }
    expect(table.phase).toBe('roundOver');
    return table;
  }

  it('deals the same hands from the same seed, whatever the rounds before', () => {
    const a = afterFirstRound('first');
    const b = afterFirstRound('other first');
    a.nextRound('agreed');
    b.nextRound('agreed');
    expect(a.view(0).hand).toEqual(b.view(0).hand);
    expect(a.view(1).hand).toEqual(b.view(1).hand);
    expect(a.view(0).top).toEqual(b.view(0).top);
  });

  it('deals differently from another seed, and refuses a seed that is not a string', () => {
    const a = afterFirstRound('first');
    const b = afterFirstRound('first');
    a.nextRound('one');
    b.nextRound('two');
    expect(a.view(0).hand).not.toEqual(b.view(0).hand);
    expect(() => afterFirstRound('first').nextRound(42 as unknown as string)).toThrow(/seed/);
  });
});

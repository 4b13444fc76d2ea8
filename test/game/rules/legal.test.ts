/** engine-api.md: "send never throws for a bad action from a seat ... leaves the state exactly as it was". */
import { describe, expect, it } from 'vitest';
import { restoreTable } from '../../../src/game/index.js';
import type { Action } from '../../../src/game/types.js';
import { EDITIONS, Game, autoplay, copies, rig, table } from '../helpers.js';

function deal() {
  return rig('classic', {
    hands: [
      ['R1', 'G2', 'W', 'W+4'],
      ['B1', 'B2', 'B3'],
      ['Y4', 'Y5', 'Y6'],
    ],
    discard: 'R5',
    pile: copies('Y9', 10),
  });
}

const GARBAGE: unknown[] = [
  null,
  undefined,
  0,
  42,
  'draw',
  '',
  [],
  [{ type: 'draw' }],
  {},
  { type: 'nope' },
  { type: '' },
  { type: 42 },
  { type: null },
  { type: ['draw'] },
  { type: 'play' },
  { type: 'play', card: 5 },
  { type: 'play', card: null },
  { type: 'play', card: {} },
  { type: 'play', card: 'R'.repeat(100_000) },
  { type: 'play', card: 'R1', color: 'X' },
  { type: 'play', card: 'R1', color: 7 },
  { type: 'play', card: 'R1', also: 'G2' },
  { type: 'play', card: 'R1', also: [null] },
  { type: 'play', card: 'R1', also: [{}] },
  { type: 'play', card: 'R1', uno: 'yes' },
  { type: 'play', card: 'W', color: 'toString' },
  { type: 'play', card: 'toString' },
  { type: 'play', card: '__proto__' },
  { type: 'play', card: 'constructor' },
  { type: 'color', color: 'R' },
  { type: 'color' },
  { type: 'catch' },
  { type: 'catch', target: '1' },
  { type: 'catch', target: 1.5 },
  { type: 'catch', target: Number.NaN },
  { type: 'catch', target: 99 },
  { type: 'challenge' },
  { type: 'accept' },
  { type: 'pass' },
  { type: 'uno' },
  { type: 'rule' },
  { type: 'rule', number: 3, text: 'x', gesture: 'clap' },
  { type: 'react', gesture: 'clap' },
  { type: 'react' },
  { type: 'towers', take: 'U' },
  { type: 'towers', take: ['U'] },
  { type: 'keep', card: 'R1' },
  { type: 'keep' },
  { type: 'x'.repeat(1_000_000) },
  JSON.parse('{"__proto__": {"type": "draw"}}'),
  JSON.parse('{"type": "constructor"}'),
  JSON.parse('{"type": "__proto__"}'),
  JSON.parse('{"type": "toString"}'),
  JSON.parse('{"type": "play", "card": "R1", "__proto__": {"color": "G"}, "also": {"length": 3}}'),
];

/** The garbage that is not, by chance, a valid action in the phase at hand. */
function garbageExcept(...valid: object[]): unknown[] {
  const keys = new Set(valid.map((v) => JSON.stringify(v)));
  return GARBAGE.filter((a) => !keys.has(JSON.stringify(a)));
}

const BAD_SEATS: unknown[] = [-1, 3, 99, 1.5, Number.NaN, Infinity, '0', null, undefined, {}, [0], '__proto__'];

describe('Refused actions', () => {
  it('a play out of turn is refused (not-your-turn) and changes no view', () => {
    const g = deal();
    g.refused(1, { type: 'play', card: 'B1' }, 'not-your-turn');
    g.refused(2, { type: 'draw' }, 'not-your-turn');
  });

  it('a card not in the hand is refused (not-in-hand)', () => {
    const g = deal();
    g.refused(0, { type: 'play', card: 'R2' }, 'not-in-hand');
    g.refused(0, { type: 'play', card: 'B1' }, 'not-in-hand');
  });

  it('a code that is no card is refused (unknown-card)', () => {
    const g = deal();
    for (const card of ['X9', 'R10', 'r1', 'W+2', 'P1', 'Y1U', 'RT', 'WK', 'WV', 'WT'])
      g.refused(0, { type: 'play', card });
    g.refused(0, { type: 'play', card: 'X9' }, 'unknown-card');
  });

  it('a card that does not match is refused (illegal-play)', () => {
    const g = deal();
    g.refused(0, { type: 'play', card: 'G2' }, 'illegal-play');
  });

  it('an action of another phase is refused (wrong-phase)', () => {
    const g = deal();
    g.refused(0, { type: 'color', color: 'G' }, 'wrong-phase');
    g.refused(0, { type: 'pass' }, 'wrong-phase');
    g.refused(0, { type: 'react', gesture: 'x' });
    g.refused(0, { type: 'keep', card: 'R1' });
    g.refused(0, { type: 'towers', take: ['U', 'N'] });
    g.refused(0, { type: 'rule', number: 1, text: 'x', gesture: 'x' });
  });

  it('a seat that is not at the table is refused (bad-seat)', () => {
    const g = deal();
    g.refused(3, { type: 'draw' }, 'bad-seat');
    for (const seat of BAD_SEATS) g.refused(seat, { type: 'draw' });
  });

  it('send never throws on garbage and changes no view', () => {
    const g = deal();
    for (const action of GARBAGE) {
      expect(() => g.refused(0, action)).not.toThrow();
      expect(() => g.refused(1, action)).not.toThrow();
    }
    for (const seat of BAD_SEATS) for (const action of GARBAGE.slice(0, 12)) g.refused(seat, action);
    expect(({} as Record<string, unknown>)['type']).toBeUndefined();
    expect(({} as Record<string, unknown>)['color']).toBeUndefined();
    // the table still plays
    g.play(0, 'R1');
    expect(g.turn).toBe(1);
  });

  it('garbage is refused in every phase', () => {
    const g = rig('classic', {
      hands: [
        ['W', 'W+4', 'R1', 'R2'],
        ['B1', 'B2', 'B3'],
        ['Y4', 'Y5', 'Y6'],
      ],
      discard: 'R5',
      pile: ['R7', ...copies('Y9', 10)],
    });
    g.play(0, 'W');
    expect(g.phase).toBe('color');
    for (const action of garbageExcept({ type: 'color', color: 'R' })) g.refused(0, action);
    g.ok(0, { type: 'color', color: 'R' });
    g.draw(1); // R7, playable on red
    expect(g.phase).toBe('drawn');
    for (const action of garbageExcept({ type: 'pass' })) g.refused(1, action);
    g.ok(1, { type: 'pass' });
    g.draw(2);
    g.play(0, 'W+4', { color: 'B' });
    expect(g.phase).toBe('challenge');
    for (const action of garbageExcept({ type: 'challenge' }, { type: 'accept' })) g.refused(1, action);
  });

  it('nothing is accepted once the round is over', () => {
    const g = rig('classic', { hands: [['R1'], ['B1', 'B2'], ['B3']], discard: 'R5', pile: copies('Y9', 5) });
    g.play(0, 'R1');
    expect(g.phase).toBe('roundOver');
    for (const a of [{ type: 'draw' }, { type: 'play', card: 'B1' }, { type: 'pass' }, { type: 'uno' }] as Action[]) {
      for (const seat of [0, 1, 2]) g.refused(seat, a);
    }
  });

  it('nextRound() and expire() once the game is over change nothing', () => {
    const g = rig('classic', {
      hands: [['R1'], ['B1']],
      discard: 'R5',
      pile: copies('Y9', 3),
      options: { scoring: 'none' },
    });
    g.play(0, 'R1');
    expect(g.phase).toBe('gameOver');
    const before = g.snapshotViews();
    g.t.nextRound();
    g.t.expire();
    expect(g.snapshotViews()).toBe(before);
  });

  it('nextRound() in the middle of a round changes nothing', () => {
    const g = deal();
    const before = g.snapshotViews();
    g.t.nextRound();
    expect(g.snapshotViews()).toBe(before);
  });

  it('restoreTable of something that is no snapshot fails at once with an error', () => {
    const good = JSON.parse(JSON.stringify(deal().t.snapshot())) as Record<string, unknown>;
    for (const bad of [null, undefined, 42, 'x', {}, [], { ...good, format: 'other' }, { ...good, machine: null }]) {
      expect(() => restoreTable(bad)).toThrow(Error);
    }
  });

  it('snapshot -> restoreTable gives the same views, and the restored table plays on the same', () => {
    const g = deal();
    g.play(0, 'R1');
    const snap: unknown = JSON.parse(JSON.stringify(g.t.snapshot()));
    const r = new Game(restoreTable(snap));
    expect(r.snapshotViews()).toBe(g.snapshotViews());
    g.draw(1);
    r.draw(1);
    expect(r.snapshotViews()).toBe(g.snapshotViews());
  });

  it('same config, same seed, same sequence of sends: the same views', () => {
    for (const edition of EDITIONS) {
      const config = { edition, players: 4, seed: `det-${edition}`, options: { scoring: 'none' as const } };
      const a = table(config);
      const b = table(config);
      const over = (v: { phase: string }) => v.phase === 'gameOver';
      autoplay(a, over);
      autoplay(b, over);
      expect(b.snapshotViews()).toBe(a.snapshotViews());
      expect(JSON.stringify(b.t.eventsFor(0))).toBe(JSON.stringify(a.t.eventsFor(0)));
      const c = table({ ...config, seed: `other-${edition}` });
      expect(c.snapshotViews()).not.toBe(table(config).snapshotViews());
    }
  });
});

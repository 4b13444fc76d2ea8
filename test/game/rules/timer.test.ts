/**
 * expire() in the turn phases: the turn timer (team decision, see the brief of the engine): play ->
 * draw 1 and the turn ends, drawn -> keep, color -> the color held most (ties R, G, B, Y, P),
 * stack -> draw the penalty, challenge -> accept, rule / towers / keep -> pass.
 */
import { describe, expect, it } from 'vitest';
import { copies, rig, rigThreeTowers } from '../helpers.js';

describe('The turn timer (expire in a turn phase)', () => {
  it('play: the player draws 1 and the turn ends, even when the card drawn is playable', () => {
    const g = rig('classic', {
      hands: [['R1', 'G2'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: ['R7', ...copies('Y9', 5)],
    });
    g.t.expire();
    expect(g.hand(0).sort()).toEqual(['G2', 'R1', 'R7']);
    expect(g.turn).toBe(1);
    expect(g.phase).toBe('play');
  });

  it('drawn: the drawn card is kept', () => {
    const g = rig('classic', {
      hands: [['R1', 'G2'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: ['R7', ...copies('Y9', 5)],
    });
    g.draw(0);
    expect(g.phase).toBe('drawn');
    g.t.expire();
    expect(g.counts).toEqual([3, 3, 3]);
    expect(g.top).toBe('R5');
    expect(g.turn).toBe(1);
  });

  it('color: the color held most is chosen', () => {
    const g = rig('classic', {
      hands: [['W', 'G1', 'B2', 'B3', 'Y4'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 5),
    });
    g.play(0, 'W');
    g.t.expire();
    expect(g.color).toBe('B');
    expect(g.turn).toBe(1);
  });

  it('color: ties go in the order R, G, B, Y, P', () => {
    const g = rig('classic', {
      hands: [['W', 'Y1', 'G2', 'B2', 'Y4', 'G7'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 5),
    });
    g.play(0, 'W');
    g.t.expire();
    expect(g.color).toBe('G');
  });

  it('color: holding no colored card, the color in force stays', () => {
    const g = rig('classic', {
      hands: [['W', 'W+4', 'W'], copies('B1', 3), copies('B2', 3)],
      discard: 'G5',
      pile: copies('Y9', 5),
    });
    g.play(0, 'W');
    g.t.expire();
    expect(g.color).toBe('G');
    expect(g.turn).toBe(1);
  });

  it('play with nothing left to draw: the turn ends', () => {
    const g = rig('classic', {
      hands: [
        ['G1', 'G2'],
        ['R1', 'B2'],
      ],
      discard: 'R5',
      pile: [],
    });
    g.t.expire();
    expect(g.counts).toEqual([2, 2]);
    expect(g.turn).toBe(1);
  });

  it('stack: the penalty is drawn', () => {
    const g = rig('classic', {
      hands: [['R+2', 'G1', 'G2'], ['B+2', 'B1', 'B3'], copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 5),
      options: { stacking: 'same' },
    });
    g.play(0, 'R+2');
    expect(g.phase).toBe('stack');
    g.t.expire();
    expect(g.counts).toEqual([2, 5, 3]);
    expect(g.turn).toBe(2);
  });

  it('challenge: the +4 is accepted', () => {
    const g = rig('classic', {
      hands: [['W+4', 'R1', 'G2'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 5),
    });
    g.play(0, 'W+4', { color: 'G' });
    g.t.expire();
    expect(g.counts).toEqual([2, 7, 3]);
    expect(g.turn).toBe(2);
  });

  it('rule: no rule is created', () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'G1', 'G2'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 5),
    });
    g.play(0, 'R3*');
    g.t.expire();
    expect(g.v(0).rules ?? []).toEqual([]);
    expect(g.turn).toBe(1);
    expect(g.counts).toEqual([2, 3, 3]);
  });

  it('towers: no tower is taken', () => {
    const g = rig('power-grab', {
      hands: [['RT', 'G1', 'G2'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 5),
    });
    g.play(0, 'RT');
    g.t.expire();
    expect(g.v(0).towers).toEqual({ U: null, N: null, O: null, '!': null });
    expect(g.turn).toBe(1);
  });

  it('keep: all cards are kept', () => {
    const g = rigThreeTowers(['R4!', 'G6', 'B7']);
    g.play(0, 'R4!');
    expect(g.phase).toBe('keep');
    g.t.expire();
    expect(g.counts[0]).toBe(2);
    expect(g.turn).toBe(1);
  });

  it('roundOver: the timer changes nothing', () => {
    const g = rig('classic', { hands: [['R1'], ['B1', 'B2'], ['B3']], discard: 'R5', pile: copies('Y9', 5) });
    g.play(0, 'R1');
    const before = g.snapshotViews();
    g.t.expire();
    expect(g.snapshotViews()).toBe(before);
  });
});

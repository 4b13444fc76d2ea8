/** docs/game-rules.md "The order of things after a play". */
import { describe, expect, it } from 'vitest';
import { GESTURES } from '../../../src/game/index.js';
import { copies, rig, rigThreeTowers } from '../helpers.js';

const G0 = GESTURES[0]!;
const G1 = GESTURES[1]!;

describe('The order of things after a play', () => {
  it('the color (Wilds) comes before a rule (house rules): Wild Variante without a color', () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'WV', 'G4'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'R3*');
    g.ok(0, { type: 'rule', number: 3, text: 'first', gesture: G0 });
    g.draw(1);
    g.draw(2);
    g.play(0, 'WV');
    expect(g.phase).toBe('color');
    g.refused(0, { type: 'rule', number: 3, text: 'early', gesture: G1 }, 'wrong-phase');
    g.ok(0, { type: 'color', color: 'B' });
    expect(g.phase).toBe('rule');
    expect(g.turn).toBe(0);
    g.ok(0, { type: 'rule', number: 3, text: 'second', gesture: G1 });
    expect(g.color).toBe('B');
    expect(g.turn).toBe(1);
  });

  it('the color comes before towers taken: Wild Take-1-Tower without a color', () => {
    const g = rig('power-grab', {
      hands: [['WT', 'G9', 'G8'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'WT');
    expect(g.phase).toBe('color');
    g.refused(0, { type: 'towers', take: ['U'] }, 'wrong-phase');
    g.ok(0, { type: 'color', color: 'Y' });
    expect(g.phase).toBe('towers');
    g.ok(0, { type: 'towers', take: ['U'] });
    expect(g.v(1).towers?.U).toBe(0);
    expect(g.color).toBe('Y');
    expect(g.turn).toBe(1);
  });

  it('towers taken come before the four-tower keep: color, towers, keep, then the next player', () => {
    const g = rigThreeTowers(['WT', 'G6', 'B7']);
    g.play(0, 'WT');
    expect(g.phase).toBe('color');
    g.ok(0, { type: 'color', color: 'G' });
    expect(g.phase).toBe('towers');
    g.ok(0, { type: 'towers', take: ['!'] });
    expect(g.phase).toBe('keep');
    g.ok(0, { type: 'keep', card: 'G6' });
    expect(g.hand(0)).toEqual(['G6']);
    expect(g.turn).toBe(1);
    expect(g.color).toBe('G');
  });

  it('a rule comes before a race: the card that creates a rule does not race', () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'G4', 'G5'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'R3*');
    g.ok(0, { type: 'rule', number: 3, text: 'clap', gesture: G0 });
    expect(g.phase).toBe('play');
    expect(g.v(0).race).toBeNull();
  });

  it('a race comes before the turn passes on', () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'G4', 'G5'], ['G3', 'B1', 'B1'], copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'R3*');
    g.ok(0, { type: 'rule', number: 3, text: 'clap', gesture: G0 });
    g.play(1, 'G3');
    expect(g.phase).toBe('race');
    g.refused(2, { type: 'draw' });
    for (const seat of [2, 0]) g.ok(seat, { type: 'react', gesture: G0 });
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(2);
    expect(g.counts).toEqual([2, 3, 3]);
  });

  it('A UNO window opened by the play runs alongside the steps that follow', () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'G4'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'R3*'); // second-to-last card, no UNO
    expect(g.phase).toBe('rule');
    g.ok(2, { type: 'catch', target: 0 });
    expect(g.counts[0]).toBe(3);
    expect(g.phase).toBe('rule');
    g.ok(0, { type: 'rule', number: 3, text: 'clap', gesture: G0 });
    expect(g.turn).toBe(1);
  });

  it('... a catch is taken during a race', () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'G4', 'G5'], ['G3', 'B1'], copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'R3*');
    g.ok(0, { type: 'rule', number: 3, text: 'clap', gesture: G0 });
    g.play(1, 'G3'); // second-to-last card, no UNO, and a race
    expect(g.phase).toBe('race');
    g.ok(2, { type: 'catch', target: 1 });
    expect(g.counts[1]).toBe(3);
    expect(g.phase).toBe('race');
  });

  it('... and UNO may be declared during the color step', () => {
    const g = rig('classic', {
      hands: [['W', 'G4'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'W');
    expect(g.phase).toBe('color');
    g.ok(0, { type: 'uno' });
    g.ok(0, { type: 'color', color: 'G' });
    g.refused(1, { type: 'catch', target: 0 }, 'nothing-to-catch');
  });

  it('the effect on the next player comes after the color: a +4 without a color waits for it', () => {
    const g = rig('classic', {
      hands: [['W+4', 'G4', 'G5'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'W+4');
    expect(g.phase).toBe('color');
    expect(g.counts).toEqual([2, 3, 3]);
    g.refused(1, { type: 'accept' });
    g.ok(0, { type: 'color', color: 'G' });
    expect(g.phase).toBe('challenge');
    expect(g.turn).toBe(1);
  });
});

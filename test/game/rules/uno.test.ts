/** docs/game-rules.md "UNO". */
import { describe, expect, it } from 'vitest';
import { copies, rig } from '../helpers.js';

/** Three players; seat 0 holds two red cards on a red top, seat 1 can play red too. */
function deal() {
  return rig('classic', {
    hands: [
      ['R1', 'R2'],
      ['R3', 'G4', 'G5'],
      ['B6', 'B7', 'B8'],
    ],
    discard: 'R5',
    pile: ['Y1', 'Y2', 'Y3', 'Y4', ...copies('Y9', 6)],
  });
}

describe('UNO', () => {
  it('A player who plays their second-to-last card declares "UNO" with the play itself', () => {
    const g = deal();
    g.play(0, 'R1', { uno: true });
    const v = g.v(1);
    expect(v.uno[0]).toBe(true);
    expect(v.unoWindow).toBeNull();
    g.refused(1, { type: 'catch', target: 0 }, 'nothing-to-catch');
    g.refused(2, { type: 'catch', target: 0 }, 'nothing-to-catch');
  });

  it('... or before the next player acts', () => {
    const g = deal();
    g.play(0, 'R1');
    expect(g.v(2).unoWindow).toBe(0);
    expect(g.v(0).legal).toContainEqual({ type: 'uno' });
    g.ok(0, { type: 'uno' });
    expect(g.v(2).uno[0]).toBe(true);
    expect(g.v(2).unoWindow).toBeNull();
    g.refused(2, { type: 'catch', target: 0 }, 'nothing-to-catch');
    expect(g.counts[0]).toBe(1);
  });

  it('Until then, any other player may catch them ("Contre-UNO"): the caught player draws 2', () => {
    const g = deal();
    g.play(0, 'R1');
    expect(g.v(2).legal).toContainEqual({ type: 'catch', target: 0 });
    g.ok(2, { type: 'catch', target: 0 });
    expect(g.counts).toEqual([3, 3, 3]);
    expect(g.hand(0).sort()).toEqual(['R2', 'Y1', 'Y2']);
    expect(g.turn).toBe(1);
    expect(g.phase).toBe('play');
  });

  it('... the next player may catch too, and still plays their turn', () => {
    const g = deal();
    g.play(0, 'R1');
    g.ok(1, { type: 'catch', target: 0 });
    expect(g.counts[0]).toBe(3);
    expect(g.turn).toBe(1);
    g.play(1, 'R3');
    expect(g.turn).toBe(2);
  });

  it('The window closes when the player declares', () => {
    const g = deal();
    g.play(0, 'R1');
    g.ok(0, { type: 'uno' });
    g.refused(1, { type: 'catch', target: 0 });
  });

  it('The window closes when the player is caught (no second catch)', () => {
    const g = deal();
    g.play(0, 'R1');
    g.ok(2, { type: 'catch', target: 0 });
    g.refused(1, { type: 'catch', target: 0 }, 'nothing-to-catch');
    expect(g.counts[0]).toBe(3);
  });

  it('The window closes when the next player plays', () => {
    const g = deal();
    g.play(0, 'R1');
    g.play(1, 'R3');
    g.refused(2, { type: 'catch', target: 0 }, 'nothing-to-catch');
    g.refused(0, { type: 'uno' });
    expect(g.counts[0]).toBe(1);
    expect(g.v(1).unoWindow).toBeNull();
  });

  it('The window closes when the next player draws', () => {
    const g = deal();
    g.play(0, 'R1');
    g.draw(1);
    g.refused(2, { type: 'catch', target: 0 }, 'nothing-to-catch');
    expect(g.counts[0]).toBe(1);
  });

  it('A catch with no one to catch is refused (no penalty)', () => {
    const g = deal();
    g.refused(1, { type: 'catch', target: 0 }, 'nothing-to-catch');
    g.refused(1, { type: 'catch', target: 2 }, 'nothing-to-catch');
    expect(g.counts).toEqual([2, 3, 3]);
    g.play(0, 'R1', { uno: true });
    g.refused(2, { type: 'catch', target: 0 }, 'nothing-to-catch');
    expect(g.counts).toEqual([1, 3, 3]);
  });

  it('a player cannot catch themselves', () => {
    const g = deal();
    g.play(0, 'R1');
    g.refused(0, { type: 'catch', target: 0 });
    expect(g.counts[0]).toBe(1);
  });

  it('a catch names a seat of the table', () => {
    const g = deal();
    g.play(0, 'R1');
    g.refused(1, { type: 'catch', target: 3 });
    g.refused(1, { type: 'catch', target: -1 });
  });

  it('the UNO declared stays while the player holds one card, and ends when they hold more', () => {
    const g = rig('classic', {
      hands: [
        ['R1', 'R2'],
        ['G4', 'G5'],
        ['B6', 'B7'],
      ],
      discard: 'R5',
      pile: copies('Y9', 6),
    });
    g.play(0, 'R1', { uno: true });
    g.draw(1);
    g.draw(2);
    expect(g.v(1).uno[0]).toBe(true);
    g.draw(0);
    expect(g.counts[0]).toBe(2);
    expect(g.v(1).uno[0]).toBe(false);
  });
});

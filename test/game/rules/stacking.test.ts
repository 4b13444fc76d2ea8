/** docs/game-rules.md "Options every edition offers": src/game/rules/stacking.ts. */
import { describe, expect, it } from 'vitest';
import type { CardCode, EditionId, RuleOptions } from '../../../src/game/types.js';
import { copies, rig } from '../helpers.js';

const PILE = ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7', 'Y8', 'Y9', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'];

function deal(hands: CardCode[][], options: Partial<RuleOptions>, edition: EditionId = 'classic', discard = 'R5') {
  return rig(edition, { hands, discard, pile: PILE, options });
}

describe('Stacking and other variants', () => {
  it('stacking none (default): a +2 hits at once; the next player cannot add a +2', () => {
    const g = deal([['R+2', 'B1', 'B2'], ['G+2', 'B3', 'B4'], copies('B5', 3)], {});
    g.play(0, 'R+2');
    expect(g.counts).toEqual([2, 5, 3]);
    expect(g.turn).toBe(2);
    expect(g.phase).toBe('play');
    expect(g.v(0).pending).toBe(0);
  });

  it('stacking same: +2 on +2, the penalty adds up and passes on', () => {
    const g = deal([['R+2', 'B1', 'B2'], ['G+2', 'B3', 'B4'], copies('B5', 3)], { stacking: 'same' });
    g.play(0, 'R+2');
    expect(g.phase).toBe('stack');
    expect(g.turn).toBe(1);
    expect(g.v(1).pending).toBe(2);
    expect(g.counts).toEqual([2, 3, 3]);
    g.play(1, 'G+2');
    expect(g.phase).toBe('stack');
    expect(g.turn).toBe(2);
    expect(g.v(2).pending).toBe(4);
    expect(g.color).toBe('G');
  });

  it('A player hit by a pending penalty draws the whole penalty and loses the turn', () => {
    const g = deal([['R+2', 'B1', 'B2'], ['G+2', 'B3', 'B4'], copies('B5', 3)], { stacking: 'same' });
    g.play(0, 'R+2');
    g.play(1, 'G+2');
    g.draw(2);
    expect(g.counts).toEqual([2, 2, 7]);
    expect(g.turn).toBe(0);
    expect(g.phase).toBe('play');
    expect(g.v(0).pending).toBe(0);
  });

  it('... and may not answer a pending penalty with a card that does not stack', () => {
    const g = deal([['R+2', 'B1', 'B2'], ['R3', 'W', 'GS'], copies('B5', 3)], { stacking: 'any' });
    g.play(0, 'R+2');
    g.refused(1, { type: 'play', card: 'R3' });
    g.refused(1, { type: 'play', card: 'W', color: 'R' });
    g.refused(1, { type: 'play', card: 'GS' });
    g.draw(1);
    expect(g.counts[1]).toBe(5);
    expect(g.turn).toBe(2);
  });

  it('stacking same: +4 on +4, no challenge on the stacked +4', () => {
    const g = deal([['W+4', 'B1', 'B2'], ['W+4', 'B3', 'B4'], copies('B5', 3)], { stacking: 'same' });
    g.play(0, 'W+4', { color: 'B' });
    expect(g.phase).toBe('challenge');
    g.play(1, 'W+4', { color: 'G' });
    expect(g.phase).toBe('stack');
    expect(g.turn).toBe(2);
    expect(g.v(2).pending).toBe(8);
    expect(g.hasLegal(2, 'challenge')).toBe(false);
    g.refused(2, { type: 'challenge' });
  });

  it('stacking same: accepting the +4 draws it at once (no stacking after the accept)', () => {
    const g = deal([['W+4', 'B1', 'B2'], ['W+4', 'B3', 'B4'], copies('B5', 3)], { stacking: 'same' });
    g.play(0, 'W+4', { color: 'B' });
    g.ok(1, { type: 'accept' });
    expect(g.counts).toEqual([2, 7, 3]);
    expect(g.turn).toBe(2);
    expect(g.phase).toBe('play');
  });

  it('stacking same: +4 on a pending +2 is refused, and +2 on a pending +4', () => {
    const g = deal([['R+2', 'B1', 'B2'], ['W+4', 'B3', 'B4'], copies('B5', 3)], { stacking: 'same' });
    g.play(0, 'R+2');
    g.refused(1, { type: 'play', card: 'W+4', color: 'G' });
    expect(g.hasLegal(1, 'play')).toBe(false);
  });

  it('stacking any: +4 on +2 adds to the penalty with no challenge', () => {
    const g = deal([['R+2', 'B1', 'B2'], ['W+4', 'B3', 'B4'], copies('B5', 3)], { stacking: 'any' });
    g.play(0, 'R+2');
    g.play(1, 'W+4', { color: 'G' });
    expect(g.phase).toBe('stack');
    expect(g.turn).toBe(2);
    expect(g.v(2).pending).toBe(6);
    expect(g.hasLegal(2, 'challenge')).toBe(false);
    g.refused(2, { type: 'challenge' });
    g.draw(2);
    expect(g.counts).toEqual([2, 2, 9]);
    expect(g.turn).toBe(0);
    expect(g.color).toBe('G');
  });

  it('stacking any: +2 on a pending +4', () => {
    const g = deal([['W+4', 'B1', 'B2'], ['G+2', 'B3', 'B4'], copies('B5', 3)], { stacking: 'any' });
    g.play(0, 'W+4', { color: 'G' });
    expect(g.phase).toBe('challenge');
    g.play(1, 'G+2');
    expect(g.phase).toBe('stack');
    expect(g.v(2).pending).toBe(6);
  });

  it('stacking same: +2 on a pending +4 is refused', () => {
    const g = deal([['W+4', 'B1', 'B2'], ['G+2', 'B3', 'B4'], copies('B5', 3)], { stacking: 'same' });
    g.play(0, 'W+4', { color: 'G' });
    g.refused(1, { type: 'play', card: 'G+2' });
  });

  it('A +4 that starts a penalty opens the challenge first', () => {
    for (const stacking of ['same', 'any'] as const) {
      const g = deal([['W+4', 'R1', 'B2'], ['W+4', 'G+2', 'B4'], copies('B5', 3)], { stacking });
      g.play(0, 'W+4', { color: 'G' });
      expect(g.phase).toBe('challenge');
      expect(g.turn).toBe(1);
      g.ok(1, { type: 'challenge' });
      // seat 0 held red: bluff, seat 0 draws 4 and seat 1 plays normally
      expect(g.counts).toEqual([6, 3, 3]);
      expect(g.turn).toBe(1);
      expect(g.phase).toBe('play');
    }
  });

  it('stacking same: +1 on +1 (power-grab) stacks like +2 on +2 (decision in docs/rules.md)', () => {
    const g = deal([['R+1', 'B1', 'B2'], ['G+1', 'B3', 'B4'], copies('B5', 3)], { stacking: 'same' }, 'power-grab');
    g.play(0, 'R+1');
    expect(g.phase).toBe('stack');
    g.play(1, 'G+1');
    expect(g.v(2).pending).toBe(2);
    g.draw(2);
    expect(g.counts).toEqual([2, 2, 5]);
    expect(g.turn).toBe(0);
  });

  it('stacking any: +2 on a pending +1 (power-grab)', () => {
    const g = deal([['R+1', 'B1', 'B2'], ['R+2', 'B3', 'B4'], copies('B5', 3)], { stacking: 'any' }, 'power-grab');
    g.play(0, 'R+1');
    g.play(1, 'R+2');
    expect(g.v(2).pending).toBe(3);
  });

  it('stacking: while the challenge of a starting +4 is open, the hit player may also stack a +4 (decision in docs/rules.md)', () => {
    const g = deal([['W+4', 'B1', 'B2'], ['W+4', 'B3', 'B4'], copies('B5', 3)], { stacking: 'same' });
    g.play(0, 'W+4', { color: 'B' });
    expect(
      g
        .legal(1)
        .map((a) => a.type)
        .sort(),
    ).toEqual(['accept', 'challenge', 'play']);
    g.play(1, 'W+4', { color: 'G' });
    expect(g.phase).toBe('stack');
    expect(g.turn).toBe(2);
    expect(g.v(2).pending).toBe(8);
    g.draw(2);
    expect(g.counts).toEqual([2, 2, 11]);
  });
});

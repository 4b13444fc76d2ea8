/** docs/game-rules.md "Options every edition offers", multiPlay: src/game/rules/multi-play.ts. */
import { describe, expect, it } from 'vitest';
import type { CardCode, EditionId, RuleOptions } from '../../../src/game/types.js';
import { copies, rig } from '../helpers.js';

const PILE = ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7', 'Y8', 'Y9', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'];

function deal(hands: CardCode[][], options: Partial<RuleOptions>, edition: EditionId = 'classic', discard = 'R5') {
  return rig(edition, { hands, discard, pile: PILE, options });
}

describe('Stacking and other variants', () => {
  it('multiPlay: several number cards of the same number at once; the last laid becomes the top card and sets the color', () => {
    const g = deal([['R5', 'G5', 'B5', 'Y9'], copies('B1', 3), copies('B2', 3)], { multiPlay: true }, 'classic', 'R3');
    g.play(0, 'R5', { also: ['G5', 'B5'] });
    expect(g.top).toBe('B5');
    expect(g.color).toBe('B');
    expect(g.hand(0)).toEqual(['Y9']);
    expect(g.counts).toEqual([1, 3, 3]);
    expect(g.v(0).discards).toBe(4);
    expect(g.turn).toBe(1);
  });

  it('multiPlay: the first must be playable', () => {
    const g = deal([['R5', 'G5', 'B5', 'Y9'], copies('B1', 3), copies('B2', 3)], { multiPlay: true }, 'classic', 'R3');
    g.refused(0, { type: 'play', card: 'G5', also: ['R5'] }, 'illegal-play');
  });

  it('multiPlay: only number cards of the same number', () => {
    const g = deal(
      [['R5', 'G6', 'RS', 'GS', 'Y9'], copies('B1', 3), copies('B2', 3)],
      { multiPlay: true },
      'classic',
      'R3',
    );
    g.refused(0, { type: 'play', card: 'R5', also: ['G6'] });
    g.refused(0, { type: 'play', card: 'RS', also: ['GS'] });
    g.refused(0, { type: 'play', card: 'R5', also: ['G5'] }, 'not-in-hand');
  });

  it('multiPlay off (default): one card per play', () => {
    const g = deal([['R5', 'G5', 'B5', 'Y9'], copies('B1', 3), copies('B2', 3)], {}, 'classic', 'R3');
    g.refused(0, { type: 'play', card: 'R5', also: ['G5'] });
  });

  it('multiPlay: laying down to one card still asks for UNO', () => {
    const g = deal([['R5', 'G5', 'Y9'], copies('B1', 3), copies('B2', 3)], { multiPlay: true }, 'classic', 'R3');
    g.play(0, 'R5', { also: ['G5'] });
    expect(g.v(1).unoWindow).toBe(0);
    g.ok(2, { type: 'catch', target: 0 });
    expect(g.counts[0]).toBe(3);
  });
});

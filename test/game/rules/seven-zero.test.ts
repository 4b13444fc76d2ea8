/** docs/rules.md "The app's house rules (options `sevenZero`, `jumpIn`, `drawUntilPlayable`)", sevenZero: src/game/rules/seven-zero.ts. */
import { describe, expect, it } from 'vitest';
import { rig, sorted } from '../helpers.js';

const PILE = ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y8', 'Y9', 'Y1', 'Y2', 'Y3', 'Y4'];

describe('sevenZero', () => {
  const hands = () => [
    ['R7', 'B1', 'B2'],
    ['G2', 'G3'],
    ['R0', 'Y4', 'Y5', 'Y6'],
  ];

  it('a 7 with swapWith swaps hands with that seat at once, and play goes on', () => {
    const g = rig('classic', { hands: hands(), discard: 'R5', pile: PILE, options: { sevenZero: true } });
    g.play(0, 'R7', { swapWith: 2 });
    expect(sorted(g.hand(0))).toEqual(['R0', 'Y4', 'Y5', 'Y6']);
    expect(sorted(g.hand(2))).toEqual(['B1', 'B2']);
    expect(g.turn).toBe(1);
    expect(g.phase).toBe('play');
    expect(g.t.eventsFor(1).some((e) => e.type === 'swap' && e.seat === 0 && e.target === 2)).toBe(true);
  });

  it('a 7 without swapWith asks for the target (phase swap), one swap per other seat', () => {
    const g = rig('classic', { hands: hands(), discard: 'R5', pile: PILE, options: { sevenZero: true } });
    g.play(0, 'R7');
    expect(g.phase).toBe('swap');
    expect(g.turn).toBe(0);
    expect(g.legal(0)).toEqual([
      { type: 'swap', target: 1 },
      { type: 'swap', target: 2 },
    ]);
    g.refused(0, { type: 'swap', target: 0 }, 'bad-swap');
    g.refused(0, { type: 'swap', target: 7 }, 'bad-swap');
    g.refused(1, { type: 'swap', target: 2 }, 'not-your-turn');
    g.refused(0, { type: 'draw' }, 'wrong-phase');
    g.ok(0, { type: 'swap', target: 1 });
    expect(sorted(g.hand(0))).toEqual(['G2', 'G3']);
    expect(sorted(g.hand(1))).toEqual(['B1', 'B2']);
    expect(g.turn).toBe(1);
    expect(g.phase).toBe('play');
  });

  it('swapWith is refused on a card that is not a 7, or with the option off', () => {
    const g = rig('classic', { hands: hands(), discard: 'R5', pile: PILE, options: { sevenZero: true } });
    g.refused(0, { type: 'play', card: 'R7', swapWith: 0 }, 'bad-swap');
    g.refused(0, { type: 'play', card: 'R7', swapWith: 'x' }, 'bad-swap');
    const off = rig('classic', { hands: hands(), discard: 'R5', pile: PILE });
    off.refused(0, { type: 'play', card: 'R7', swapWith: 1 }, 'bad-swap');
  });

  it('a 0 passes every hand to the next player in the direction of play', () => {
    const h = hands();
    const g = rig('classic', { hands: h, discard: 'R5', pile: PILE, options: { sevenZero: true }, dealer: 0 });
    // seat 1 plays first (dealer 0); give seat 1 the 0
    expect(g.turn).toBe(1);
    g.draw(1);
    g.play(2, 'R0');
    expect(sorted(g.hand(0))).toEqual(['Y4', 'Y5', 'Y6']);
    expect(g.hand(1)).toEqual(['R7', 'B1', 'B2']);
    expect(sorted(g.hand(2))).toEqual(sorted(['G2', 'G3', 'Y1']));
    expect(g.turn).toBe(0);
  });

  it('a 0 after a Reverse passes hands the other way', () => {
    const g = rig('classic', {
      hands: [
        ['RR', 'B1'],
        ['G2', 'G3'],
        ['R0', 'Y4', 'Y5'],
      ],
      discard: 'R5',
      pile: PILE,
      options: { sevenZero: true },
    });
    g.play(0, 'RR');
    g.play(2, 'R0');
    expect(g.hand(1)).toEqual(['Y4', 'Y5']);
    expect(g.hand(0)).toEqual(['G2', 'G3']);
    expect(g.hand(2)).toEqual(['B1']);
  });

  it('going out on a 7 ends the round: no swap', () => {
    const g = rig('classic', {
      hands: [['R7'], ['G2', 'G3']],
      discard: 'R5',
      pile: PILE,
      options: { sevenZero: true },
    });
    g.play(0, 'R7', { swapWith: 1 });
    expect(g.phase).toMatch(/^(roundOver|gameOver)$/);
    expect(g.v(0).roundWinner).toBe(0);
    expect(g.t.eventsFor(0).some((e) => e.type === 'swap')).toBe(false);
  });

  it('UNO: the window of a 7 played down to one card stays open in swap, the swap closes it', () => {
    const g = rig('classic', {
      hands: [
        ['R7', 'B1'],
        ['G2', 'G3', 'G4'],
        ['Y4', 'Y5'],
      ],
      discard: 'R5',
      pile: PILE,
      options: { sevenZero: true },
    });
    g.play(0, 'R7');
    expect(g.v(0).phasePath).toBe('swap.unoOpen');
    expect(g.v(2).unoWindow).toBe(0);
    g.ok(0, { type: 'swap', target: 1 });
    expect(g.v(0).unoWindow).toBeNull();
    expect(g.v(0).uno).toEqual([false, false, false]);
    g.refused(2, { type: 'catch', target: 0 }, 'nothing-to-catch');
    expect(g.counts).toEqual([3, 1, 2]);
  });

  it('UNO: a catch during the swap phase still punishes the 7 player before the swap', () => {
    const g = rig('classic', {
      hands: [
        ['R7', 'B1'],
        ['G2', 'G3', 'G4'],
        ['Y4', 'Y5'],
      ],
      discard: 'R5',
      pile: PILE,
      options: { sevenZero: true },
    });
    g.play(0, 'R7');
    g.ok(2, { type: 'catch', target: 0 });
    expect(g.counts[0]).toBe(3);
    g.ok(0, { type: 'swap', target: 1 });
    expect(g.counts).toEqual([3, 3, 2]);
  });

  it('the turn timer swaps with the player holding the fewest cards', () => {
    const g = rig('classic', { hands: hands(), discard: 'R5', pile: PILE, options: { sevenZero: true } });
    g.play(0, 'R7');
    g.t.expire();
    expect(sorted(g.hand(0))).toEqual(['G2', 'G3']);
    expect(g.turn).toBe(1);
  });

  it('a +2 stacked... a 7 is a number card: with stacking a pending penalty cannot be answered by a 7', () => {
    const g = rig('classic', {
      hands: [
        ['R+2', 'B1'],
        ['R7', 'G3'],
        ['Y4', 'Y5'],
      ],
      discard: 'R5',
      pile: PILE,
      options: { sevenZero: true, stacking: 'same' },
    });
    g.play(0, 'R+2');
    expect(g.phase).toBe('stack');
    g.refused(1, { type: 'play', card: 'R7', swapWith: 0 }, 'illegal-play');
  });

  it('house-rules: a 7* first creates its rule, then the swap', () => {
    const g = rig('house-rules', {
      hands: [
        ['R7*', 'B1'],
        ['G2', 'G3'],
      ],
      discard: 'R5',
      pile: PILE,
      options: { sevenZero: true },
    });
    g.play(0, 'R7*', { uno: true });
    expect(g.phase).toBe('rule');
    g.ok(0, { type: 'pass' });
    expect(g.phase).toBe('swap');
    g.ok(0, { type: 'swap', target: 1 });
    expect(sorted(g.hand(0))).toEqual(['G2', 'G3']);
  });

  it('power-grab: a 7 with a tower icon takes its tower, then swaps', () => {
    const g = rig('power-grab', {
      hands: [
        ['R7O', 'B1', 'B2'],
        ['G2', 'G3'],
      ],
      discard: 'R5',
      pile: PILE,
      options: { sevenZero: true },
    });
    g.play(0, 'R7O', { swapWith: 1 });
    expect(g.v(0).towers!.O).toBe(0);
    expect(sorted(g.hand(0))).toEqual(['G2', 'G3']);
  });

  it('challenge: a Wild +4 is judged on the hand its player holds after a swap', () => {
    // seat 0 takes seat 1's hand (a Wild +4 and a red card) by its 7, then plays the +4 on red
    const g = rig('classic', {
      hands: [
        ['R7', 'B1', 'B2'],
        ['W+4', 'R2', 'G3'],
      ],
      discard: 'R5',
      pile: PILE,
      options: { sevenZero: true },
    });
    g.play(0, 'R7', { swapWith: 1 });
    expect(sorted(g.hand(0))).toEqual(['G3', 'R2', 'W+4']);
    g.draw(1); // Y1: nothing to play on the red 7, the turn ends
    g.play(0, 'W+4', { color: 'G' });
    g.ok(1, { type: 'challenge' });
    // R2 came with the swap: a red card in hand on red, a bluff; its player draws the 4
    const outcome = g.t.eventsFor(1).find((e) => e.type === 'challenge');
    expect(outcome).toMatchObject({ by: 1, target: 0, bluff: true });
    expect(g.counts[0]).toBe(6);
  });

  it('skull: a purple 0 passes every hand on, and a Skull swaps nothing', () => {
    const g = rig('skull', {
      hands: [
        ['P0', 'WK', 'B1'],
        ['G2', 'G3'],
        ['R4', 'R5', 'R6'],
      ],
      discard: 'P5',
      pile: ['B7', 'B8', 'B9', 'G7', 'G8', 'G9', 'R7', 'R8'],
      options: { sevenZero: true },
    });
    g.play(0, 'P0');
    expect(sorted(g.hand(1))).toEqual(['B1', 'WK']);
    expect(sorted(g.hand(2))).toEqual(['G2', 'G3']);
    expect(sorted(g.hand(0))).toEqual(['R4', 'R5', 'R6']);
    // seat 1 plays the Skull it now holds: the others draw 3, nobody's hand moves
    g.play(1, 'WK', { color: 'B' });
    expect(g.phase).not.toBe('swap');
    expect(sorted(g.hand(1))).toEqual(['B1']);
    expect(g.counts).toEqual([6, 1, 5]);
  });

  it('a swap shows each seat only its own hand: no card of another hand in any view or event', () => {
    const g = rig('classic', { hands: hands(), discard: 'R5', pile: PILE, options: { sevenZero: true } });
    g.play(0, 'R7', { swapWith: 2 });
    for (let seat = 0; seat < 3; seat++) {
      const mine = new Set(g.hand(seat));
      const text = JSON.stringify([g.v(seat), g.t.eventsFor(seat)]);
      for (let other = 0; other < 3; other++) {
        if (other === seat) continue;
        for (const c of g.hand(other)) if (!mine.has(c) && c !== g.top) expect(text).not.toContain(`"${c}"`);
      }
    }
  });
});

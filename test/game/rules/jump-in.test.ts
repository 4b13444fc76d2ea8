/** docs/rules.md "The app's house rules (options `sevenZero`, `jumpIn`, `drawUntilPlayable`)", jumpIn: src/game/rules/jump-in.ts. */
import { describe, expect, it } from 'vitest';
import { rig, sorted } from '../helpers.js';

const PILE = ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y8', 'Y9', 'Y1', 'Y2', 'Y3', 'Y4'];

describe('jumpIn', () => {
  const opts = { jumpIn: true };

  it('a seat holding a card identical to the top plays it out of turn; play goes on from them', () => {
    const g = rig('classic', {
      hands: [
        ['R5', 'B1'],
        ['G2', 'G3'],
        ['R5', 'Y4', 'Y5'],
        ['G6', 'G7'],
      ],
      discard: 'B5',
      pile: PILE,
      options: opts,
    });
    g.play(0, 'R5');
    expect(g.legal(2).filter((a) => a.type === 'play')).toEqual([{ type: 'play', card: 'R5' }]);
    expect(g.legal(3).filter((a) => a.type === 'play')).toEqual([]);
    g.play(2, 'R5');
    expect(g.turn).toBe(3);
    expect(g.counts).toEqual([1, 2, 2, 2]);
    expect(g.t.eventsFor(0).some((e) => e.type === 'jumpIn' && e.seat === 2 && e.turn === 1)).toBe(true);
  });

  it('only an identical card: same color and same face; an icon does not count', () => {
    const g = rig('house-rules', {
      hands: [
        ['R5*', 'B1'],
        ['G2', 'G3'],
        ['G5', 'R5', 'W'],
      ],
      discard: 'B5',
      pile: PILE,
      options: { ...opts, firstCard: 'apply' },
    });
    g.play(0, 'R5*');
    g.ok(0, { type: 'pass' }); // no rule
    g.refused(2, { type: 'play', card: 'G5' }, 'not-your-turn');
    g.refused(2, { type: 'play', card: 'W', color: 'R' }, 'not-your-turn');
    g.play(2, 'R5');
    expect(g.top).toBe('R5');
  });

  it('never on a Wild, and never with a Wild', () => {
    const g = rig('classic', {
      hands: [
        ['W', 'B1'],
        ['G2', 'G3'],
        ['W', 'Y4'],
      ],
      discard: 'B5',
      pile: PILE,
      options: opts,
    });
    g.play(0, 'W', { color: 'R' });
    g.refused(2, { type: 'play', card: 'W', color: 'B' }, 'not-your-turn');
  });

  it('not while a penalty waits: the hit player answers it (stacking), nobody jumps in', () => {
    const g = rig('classic', {
      hands: [
        ['R+2', 'B1'],
        ['G2', 'G3'],
        ['R+2', 'Y4'],
      ],
      discard: 'R5',
      pile: PILE,
      options: { ...opts, stacking: 'same' },
    });
    g.play(0, 'R+2');
    expect(g.phase).toBe('stack');
    expect(g.legal(2).some((a) => a.type === 'play')).toBe(false);
    g.refused(2, { type: 'play', card: 'R+2' }, 'not-your-turn');
  });

  it('not during a Wild +4 challenge', () => {
    const g = rig('classic', {
      hands: [
        ['W+4', 'B1'],
        ['G2', 'G3'],
        ['W+4', 'Y4'],
      ],
      discard: 'R5',
      pile: PILE,
      options: opts,
    });
    g.play(0, 'W+4', { color: 'G' });
    expect(g.phase).toBe('challenge');
    g.refused(2, { type: 'play', card: 'W+4', color: 'B' }, 'not-your-turn');
  });

  it('a +2 hit without stacking: an identical +2 jumps in and hits the player after the jumper', () => {
    const g = rig('classic', {
      hands: [
        ['R+2', 'B1'],
        ['G2', 'G3'],
        ['B4', 'Y4'],
        ['R+2', 'B6', 'B7'],
      ],
      discard: 'R5',
      pile: PILE,
      options: opts,
    });
    g.play(0, 'R+2');
    expect(g.counts[1]).toBe(4);
    expect(g.turn).toBe(2);
    g.play(3, 'R+2');
    // seat 2 lost its turn; the +2 hits seat 0, the seat after the jumper
    expect(g.counts).toEqual([3, 4, 2, 2]);
    expect(g.turn).toBe(1);
  });

  it('a jump-in closes the UNO window of the player before, who may still be caught until then', () => {
    const g = rig('classic', {
      hands: [
        ['R5', 'B1'],
        ['G2', 'G3'],
        ['R5', 'Y4', 'Y5'],
      ],
      discard: 'B5',
      pile: PILE,
      options: opts,
    });
    g.play(0, 'R5');
    expect(g.v(2).unoWindow).toBe(0);
    g.play(2, 'R5');
    expect(g.v(2).unoWindow).toBeNull();
  });

  it('a jump-in plays one card: no multi-play', () => {
    const g = rig('classic', {
      hands: [
        ['R5', 'B1'],
        ['G2', 'G3'],
        ['R5', 'B5', 'Y5'],
      ],
      discard: 'R4',
      pile: PILE,
      options: { ...opts, multiPlay: true },
    });
    g.play(0, 'R5');
    g.refused(2, { type: 'play', card: 'R5', also: ['B5'] }, 'illegal-play');
  });

  it('jumping in with a 7 (sevenZero) lets the jumper swap', () => {
    const g = rig('classic', {
      hands: [
        ['R7', 'B1', 'B2'],
        ['G2', 'G3'],
        ['R7', 'Y4', 'Y5'],
      ],
      discard: 'R4',
      pile: PILE,
      options: { ...opts, sevenZero: true },
    });
    g.play(0, 'R7', { swapWith: 1 });
    g.play(2, 'R7', { swapWith: 1 });
    expect(sorted(g.hand(2))).toEqual(['B1', 'B2']);
    expect(g.turn).toBe(0);
  });

  it('power-grab: a tower icon is not part of the card: R5N jumps in on R5U and takes its own tower', () => {
    const g = rig('power-grab', {
      hands: [
        ['R5U', 'B1', 'B2'],
        ['G2', 'G3'],
        ['R5N', 'Y4', 'Y5'],
      ],
      discard: 'R4',
      pile: PILE,
      options: opts,
    });
    g.play(0, 'R5U');
    expect(g.v(0).towers!.U).toBe(0);
    g.play(2, 'R5N');
    expect(g.top).toBe('R5N');
    expect(g.v(0).towers!.N).toBe(2);
    expect(g.turn).toBe(0);
  });

  it('skull: a Skull is a Wild, never identical', () => {
    const g = rig('skull', {
      hands: [
        ['WK', 'B1'],
        ['G2', 'G3'],
        ['WK', 'P4'],
      ],
      discard: 'P5',
      pile: PILE.map((c) => c.replace('Y', 'P')),
      options: opts,
    });
    g.play(0, 'WK', { color: 'P' });
    g.refused(2, { type: 'play', card: 'WK', color: 'P' }, 'not-your-turn');
  });
});

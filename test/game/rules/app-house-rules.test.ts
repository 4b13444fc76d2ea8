/** docs/rules.md "The app's house rules": sevenZero, jumpIn, drawUntilPlayable. */
import { describe, expect, it } from 'vitest';
import { createTable } from '../../../src/game/index.js';
import type { EditionId } from '../../../src/game/types.js';
import { CARD_CODE, EDITIONS, rig, sorted } from '../helpers.js';

const PILE = ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y8', 'Y9', 'Y1', 'Y2', 'Y3', 'Y4'];

describe('the app house rules are off by default', () => {
  it('in every edition', () => {
    for (const edition of EDITIONS) {
      const o = createTable({ edition, players: 3, seed: 'd' }).view(0).options;
      expect([o.sevenZero, o.jumpIn, o.drawUntilPlayable]).toEqual([false, false, false]);
    }
  });

  it('a 7 swaps nothing, an identical card cannot jump in, a draw is one card', () => {
    const g = rig('classic', {
      hands: [
        ['R7', 'B1'],
        ['G2', 'G3'],
        ['R7', 'B4'],
      ],
      discard: 'R5',
      pile: PILE,
    });
    g.play(0, 'R7');
    expect(g.hand(0)).toEqual(['B1']);
    expect(g.phase).toBe('play');
    g.refused(2, { type: 'play', card: 'R7' }, 'not-your-turn');
    g.draw(1);
    expect(g.counts[1]).toBe(3);
  });
});

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

describe('drawUntilPlayable', () => {
  it('a draw goes on until a playable card, which may be played', () => {
    const g = rig('classic', {
      hands: [
        ['B1', 'B2'],
        ['G2', 'G3'],
      ],
      discard: 'R5',
      pile: ['G9', 'R3', 'Y1', 'Y2'],
      options: { drawUntilPlayable: true },
    });
    g.draw(0);
    expect(g.phase).toBe('drawn');
    expect(g.v(0).drawn).toBe('R3');
    expect(sorted(g.hand(0))).toEqual(['B1', 'B2', 'G9', 'R3']);
    expect(g.v(1).drawn).toBeNull();
    g.play(0, 'R3');
    expect(g.top).toBe('R3');
    expect(g.turn).toBe(1);
  });

  it('... or kept', () => {
    const g = rig('classic', {
      hands: [
        ['B1', 'B2'],
        ['G2', 'G3'],
      ],
      discard: 'R5',
      pile: ['G9', 'R3', 'Y1'],
      options: { drawUntilPlayable: true },
    });
    g.draw(0);
    g.ok(0, { type: 'pass' });
    expect(g.counts[0]).toBe(4);
    expect(g.turn).toBe(1);
  });

  it('one draw event, whose cards only the drawer sees', () => {
    const g = rig('classic', {
      hands: [
        ['B1', 'B2'],
        ['G2', 'G3'],
      ],
      discard: 'R5',
      pile: ['G9', 'R3', 'Y1', 'Y2'],
      options: { drawUntilPlayable: true },
    });
    g.draw(0);
    const mine = g.t.eventsFor(0).filter((e) => e.type === 'draw');
    const theirs = g.t.eventsFor(1).filter((e) => e.type === 'draw');
    expect(mine.at(-1)).toMatchObject({ count: 2, cards: ['G9', 'R3'] });
    expect(theirs.at(-1)).toMatchObject({ count: 2 });
    expect(JSON.stringify(theirs)).not.toContain('G9');
  });

  it('a penalty draw is not a turn draw: a +2 draws two, not more', () => {
    const g = rig('classic', {
      hands: [
        ['R+2', 'B2'],
        ['G2', 'G3'],
        ['Y1', 'Y2'],
      ],
      discard: 'R5',
      pile: ['G9', 'G8', 'G7', 'R3'],
      options: { drawUntilPlayable: true },
    });
    g.play(0, 'R+2');
    expect(g.counts[1]).toBe(4);
  });

  it('stacking: the draw that takes a pending penalty takes its count, not until playable', () => {
    const g = rig('classic', {
      hands: [
        ['R+2', 'B2'],
        ['G2', 'G3'],
        ['Y1', 'Y2'],
      ],
      discard: 'R5',
      pile: ['G9', 'G8', 'G7', 'R3'],
      options: { drawUntilPlayable: true, stacking: 'same' },
    });
    g.play(0, 'R+2');
    expect(g.phase).toBe('stack');
    g.draw(1);
    expect(g.counts[1]).toBe(4);
    expect(g.turn).toBe(2);
  });

  it('UNO: a player at one card who draws holds several again and owes no UNO', () => {
    const g = rig('classic', {
      hands: [
        ['R1', 'B2'],
        ['R6', 'G3', 'G4'],
      ],
      discard: 'R5',
      pile: ['G9', 'G8', 'R3', 'Y1'],
      options: { drawUntilPlayable: true },
    });
    g.play(0, 'R1', { uno: true });
    expect(g.v(1).uno[0]).toBe(true);
    g.play(1, 'R6');
    g.draw(0);
    expect(sorted(g.hand(0))).toEqual(['B2', 'G8', 'G9', 'R3']);
    expect(g.v(1).uno[0]).toBe(false);
    g.ok(0, { type: 'pass' });
    expect(g.legal(1).some((a) => a.type === 'catch')).toBe(false);
  });

  it('challenge: the draw stops at a Wild +4, which is judged with the cards drawn before it', () => {
    const g = rig('classic', {
      hands: [
        ['B1', 'B2'],
        ['G2', 'G3'],
      ],
      discard: 'R5',
      pile: ['G9', 'W+4', 'R3', 'Y1', 'Y2', 'Y3', 'Y4', 'Y6', 'Y7'],
      options: { drawUntilPlayable: true },
    });
    g.draw(0);
    expect(g.v(0).drawn).toBe('W+4');
    expect(sorted(g.hand(0))).toEqual(['B1', 'B2', 'G9', 'W+4']);
    g.play(0, 'W+4', { color: 'B' });
    g.ok(1, { type: 'challenge' });
    // no red card in B1, B2, G9: no bluff, the challenger draws 6
    expect(g.t.eventsFor(1).find((e) => e.type === 'challenge')).toMatchObject({ bluff: false });
    expect(g.counts[1]).toBe(8);
  });

  it('skull: the draw stops at a Skull, a Wild; played, the others draw 3', () => {
    const g = rig('skull', {
      hands: [
        ['B1', 'B2'],
        ['G2', 'G3'],
        ['B4', 'B6'],
      ],
      discard: 'R5',
      pile: ['G9', 'WK', 'B7', 'B8', 'B9', 'G4', 'G5', 'G6'],
      options: { drawUntilPlayable: true },
    });
    g.draw(0);
    expect(g.v(0).drawn).toBe('WK');
    g.play(0, 'WK', { color: 'B' });
    expect(g.counts).toEqual([3, 5, 5]);
  });

  it('nothing playable left anywhere: the draw takes what there is and the turn ends', () => {
    const g = rig('classic', {
      hands: [
        ['B1', 'B2'],
        ['G2', 'G3'],
      ],
      discard: 'R5',
      pile: ['G9', 'Y1'],
      options: { drawUntilPlayable: true },
    });
    g.draw(0);
    expect(g.counts[0]).toBe(4);
    expect(g.v(0).pile).toBe(0);
  });
});

describe('whole games with the three rules on keep every card and every hand private', () => {
  for (const edition of EDITIONS as EditionId[]) {
    it(`${edition}: 12 games to their end`, () => {
      for (let i = 0; i < 12; i++) {
        const t = createTable({
          edition,
          players: 2 + (i % 4),
          seed: `app-house/${edition}/${i}`,
          options: { sevenZero: true, jumpIn: true, drawUntilPlayable: true, scoring: 'none', stacking: 'any' },
        });
        const deck = t.view(0).counts.reduce((a, b) => a + b, 0) + t.view(0).pile + t.view(0).discards;
        let steps = 0;
        while (t.view(0).phase !== 'gameOver' && steps < 5000) {
          steps++;
          const v0 = t.view(0);
          const total = v0.counts.reduce((a, b) => a + b, 0) + v0.pile + v0.discards;
          expect(total).toBe(deck);
          if (v0.phase === 'roundOver') {
            t.nextRound();
            continue;
          }
          if (v0.phase === 'race') {
            t.expire();
            continue;
          }
          expect(t.spectatorView().hand).toEqual([]);
          // a jump-in first when one is offered, else the turn seat's first choice
          let acted = false;
          for (let s = 0; s < v0.players && !acted; s++) {
            const v = t.view(s);
            for (const c of v.hand) expect(c).toMatch(CARD_CODE);
            // each seat sees its own hand, as many cards as the counts say; a watcher sees none
            expect(v.hand.length).toBe(v0.counts[s]);
            if (s !== v.turn && v.legal.some((a) => a.type === 'play')) {
              const a = v.legal.find((x) => x.type === 'play')!;
              expect(t.send(s, a)).toEqual({ ok: true });
              acted = true;
            }
          }
          if (acted) continue;
          const v = t.view(v0.turn);
          const pick =
            v.legal.find((a) => a.type === 'swap') ??
            v.legal.find((a) => a.type === 'play') ??
            v.legal.find((a) => a.type === 'color') ??
            v.legal.find((a) => a.type === 'accept') ??
            v.legal.find((a) => a.type === 'pass') ??
            v.legal.find((a) => a.type === 'draw') ??
            v.legal.find((a) => a.type === 'towers') ??
            v.legal.find((a) => a.type === 'keep');
          expect(pick, `a move in ${v.phase}`).toBeDefined();
          expect(t.send(v0.turn, pick!)).toEqual({ ok: true });
        }
        expect(t.view(0).phase).toBe('gameOver');
      }
    });
  }
});

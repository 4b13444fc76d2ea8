/** docs/rules.md "The app's house rules (options `sevenZero`, `jumpIn`, `drawUntilPlayable`)", drawUntilPlayable: src/game/rules/draw-until-playable.ts. */
import { describe, expect, it } from 'vitest';
import { rig, sorted } from '../helpers.js';

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

/** docs/game-rules.md "Wild +4 and its challenge". */
import { describe, expect, it } from 'vitest';
import type { CardCode, EditionId, RuleOptions } from '../../../src/game/types.js';
import { copies, rig } from '../helpers.js';

/** Seat 0 holds `hand` (with a W+4) and plays first on `discard`; three players. */
function deal(hand: CardCode[], discard = 'R5', options: Partial<RuleOptions> = {}, edition: EditionId = 'classic') {
  return rig(edition, {
    hands: [hand, copies('B1', 5), copies('B2', 5)],
    discard,
    pile: ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7', 'Y8', ...copies('Y9', 6)],
    options,
  });
}

/** Plays the +4 (color G) and has seat 1 challenge it; answers whether seat 0 was found bluffing. */
function challenge(
  hand: CardCode[],
  discard = 'R5',
  options: Partial<RuleOptions> = {},
  edition: EditionId = 'classic',
) {
  const g = deal(hand, discard, options, edition);
  const before = hand.length;
  g.play(0, 'W+4', { color: 'G' });
  expect(g.phase).toBe('challenge');
  expect(g.turn).toBe(1);
  g.ok(1, { type: 'challenge' });
  const counts = g.counts;
  if (counts[0] === before - 1 + 4) {
    expect(counts[1]).toBe(5);
    return { g, bluff: true };
  }
  expect(counts[0]).toBe(before - 1);
  expect(counts[1]).toBe(5 + 6);
  return { g, bluff: false };
}

describe('Wild +4 and the challenge', () => {
  it('The engine does not refuse an illegal +4: it is a bluff', () => {
    const g = deal(['W+4', 'R1', 'G2']);
    expect(g.legal(0)).toContainEqual({ type: 'play', card: 'W+4' });
    g.play(0, 'W+4', { color: 'G' });
    expect(g.top).toBe('W+4');
  });

  it('no-matching-color: holding a card of the color in force is a bluff', () => {
    expect(challenge(['W+4', 'R1', 'G2']).bluff).toBe(true);
  });

  it('no-matching-color: matching numbers and symbols are allowed', () => {
    expect(challenge(['W+4', 'G5', 'B2']).bluff).toBe(false);
    // seat 0 skips seat 1, seat 2 draws, then seat 0 lays the +4 on its own red Skip holding a green Skip
    const g = rig('classic', {
      hands: [['RS', 'W+4', 'GS', 'B2'], copies('B1', 5), copies('B2', 5)],
      discard: 'R5',
      pile: ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7', 'Y8'],
    });
    g.play(0, 'RS');
    g.draw(2);
    g.play(0, 'W+4', { color: 'G' });
    g.ok(1, { type: 'challenge' });
    expect(g.counts).toEqual([2, 11, 6]);
  });

  it('no-playable-card (book 002): the player holds no other playable card', () => {
    expect(challenge(['W+4', 'G5', 'B2'], 'R5', { wildDrawFour: 'no-playable-card' }).bluff).toBe(true);
    expect(challenge(['W+4', 'R1', 'B2'], 'R5', { wildDrawFour: 'no-playable-card' }).bluff).toBe(true);
    expect(challenge(['W+4', 'W', 'B2'], 'R5', { wildDrawFour: 'no-playable-card' }).bluff).toBe(true);
    expect(challenge(['W+4', 'G2', 'B3'], 'R5', { wildDrawFour: 'no-playable-card' }).bluff).toBe(false);
  });

  it('free: a +4 is never a bluff', () => {
    const g = deal(['W+4', 'R1', 'G2'], 'R5', { wildDrawFour: 'free' });
    g.play(0, 'W+4', { color: 'G' });
    // docs/rules.md: the challenge is still offered, and always fails
    g.ok(1, { type: 'challenge' });
    expect(g.counts).toEqual([2, 11, 5]);
    expect(g.turn).toBe(2);
  });

  it('wildsCountAsMatch: holding a Wild counts as a match (default true only in house-rules)', () => {
    expect(challenge(['W+4', 'W', 'B2'], 'R5', {}, 'house-rules').bluff).toBe(true);
    expect(challenge(['W+4', 'W', 'B2'], 'R5', {}, 'classic').bluff).toBe(false);
    expect(challenge(['W+4', 'W', 'B2'], 'R5', { wildsCountAsMatch: true }, 'classic').bluff).toBe(true);
    expect(challenge(['W+4', 'W', 'B2'], 'R5', { wildsCountAsMatch: false }, 'house-rules').bluff).toBe(false);
  });

  it('The next player either accepts (draws 4, loses the turn) or challenges', () => {
    const g = deal(['W+4', 'G2', 'B2']);
    g.play(0, 'W+4', { color: 'G' });
    const legal = g
      .legal(1)
      .map((a) => a.type)
      .sort();
    expect(legal).toEqual(['accept', 'challenge']);
    g.refused(1, { type: 'draw' });
    g.refused(1, { type: 'play', card: 'B1' });
    g.refused(2, { type: 'accept' }, 'not-your-turn');
    g.refused(0, { type: 'challenge' }, 'not-your-turn');
    g.ok(1, { type: 'accept' });
    expect(g.hand(1)).toEqual(expect.arrayContaining(['Y1', 'Y2', 'Y3', 'Y4']));
    expect(g.turn).toBe(2);
  });

  it('Bluff proven: the player of the +4 draws 4, the challenger draws nothing and plays normally', () => {
    const { g, bluff } = challenge(['W+4', 'R1', 'G2']);
    expect(bluff).toBe(true);
    expect(g.hand(0)).toEqual(expect.arrayContaining(['Y1', 'Y2', 'Y3', 'Y4']));
    expect(g.turn).toBe(1);
    expect(g.phase).toBe('play');
    expect(g.legal(1).some((a) => a.type === 'draw')).toBe(true);
  });

  it('No bluff: the challenger draws 6 and loses the turn', () => {
    const { g, bluff } = challenge(['W+4', 'G2', 'B2']);
    expect(bluff).toBe(false);
    expect(g.hand(1)).toEqual(expect.arrayContaining(['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6']));
    expect(g.turn).toBe(2);
    expect(g.phase).toBe('play');
  });

  it('The color chosen with the +4 stands either way', () => {
    expect(challenge(['W+4', 'R1', 'G2']).g.color).toBe('G');
    expect(challenge(['W+4', 'B1', 'B2']).g.color).toBe('G');
  });

  it('The challenged hand is judged against the color in force when the +4 was played (not the new color)', () => {
    // holds green, the color it names: still no card of red, the color in force before
    expect(challenge(['W+4', 'G2', 'G3']).bluff).toBe(false);
    // holds red and names red again: a bluff
    const g = deal(['W+4', 'R1', 'G3']);
    g.play(0, 'W+4', { color: 'R' });
    g.ok(1, { type: 'challenge' });
    expect(g.counts[0]).toBe(6);
  });

  it('... against the color in force after a Wild, not the Wild card itself', () => {
    const g = rig('classic', {
      hands: [['W', 'G1', 'G2'], ['W+4', 'R1', 'B2'], copies('B3', 4)],
      discard: 'R5',
      pile: ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7', 'Y8'],
    });
    g.play(0, 'W', { color: 'B' });
    g.play(1, 'W+4', { color: 'Y' });
    g.ok(2, { type: 'challenge' });
    // seat 1 held B2 of the color in force (blue): a bluff
    expect(g.counts[1]).toBe(2 + 4);
    expect(g.counts[2]).toBe(4);
  });

  it('The hand judged is the one held when the +4 left it (without that +4)', () => {
    // with wildsCountAsMatch, the +4 itself must not count as a Wild held
    const g = deal(['W+4', 'G2', 'B3'], 'R5', { wildsCountAsMatch: true });
    g.play(0, 'W+4', { color: 'G' });
    g.ok(1, { type: 'challenge' });
    expect(g.counts).toEqual([2, 11, 5]);
  });

  it('... not the hand after a Contre-UNO penalty taken while the challenge is open', () => {
    const g = rig('classic', {
      hands: [['W+4', 'G1'], copies('B1', 5), copies('B2', 5)],
      discard: 'R5',
      pile: ['R7', 'R8', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7', 'Y8'],
    });
    g.play(0, 'W+4', { color: 'G' }); // no UNO declared
    g.ok(2, { type: 'catch', target: 0 });
    expect(g.hand(0).sort()).toEqual(['G1', 'R7', 'R8']);
    expect(g.phase).toBe('challenge');
    g.ok(1, { type: 'challenge' });
    // judged on [G1]: no red card, no bluff
    expect(g.counts[0]).toBe(3);
    expect(g.counts[1]).toBe(11);
  });

  it('the challenged hand reaches the challenger only, in its challenge event; no view holds it', () => {
    const g = deal(['W+4', 'R1', 'G2']);
    g.play(0, 'W+4', { color: 'G' });
    const seq = g.t.lastSeq;
    g.ok(1, { type: 'challenge' });
    const mine = g.t.eventsFor(1, seq).find((e) => e.type === 'challenge');
    expect(mine).toMatchObject({ type: 'challenge', by: 1, target: 0, bluff: true });
    expect(mine && 'hand' in mine ? [...(mine.hand ?? [])].sort() : null).toEqual(['G2', 'R1']);
    const theirs = g.t.eventsFor(2, seq).find((e) => e.type === 'challenge');
    expect(theirs).toMatchObject({ type: 'challenge', by: 1, target: 0, bluff: true });
    expect(theirs && 'hand' in theirs ? theirs.hand : undefined).toBeUndefined();
    for (const seat of [1, 2]) {
      const { hand: _own, legal: _l, ...rest } = g.v(seat);
      expect(JSON.stringify(rest)).not.toContain('"R1"');
    }
  });

  it('a challenge or an accept outside a +4 is refused', () => {
    const g = deal(['W+4', 'G2', 'B2']);
    g.refused(0, { type: 'challenge' }, 'wrong-phase');
    g.refused(0, { type: 'accept' }, 'wrong-phase');
  });

  it('every view names who played the +4 being challenged, and only while it can be', () => {
    const g = deal(['W+4', 'R1', 'G2']);
    expect(g.v(1).wildDrawFourBy).toBeUndefined();
    g.play(0, 'W+4', { color: 'G' });
    for (const seat of [0, 1, 2]) expect(g.v(seat).wildDrawFourBy).toBe(0);
    expect(g.t.spectatorView().wildDrawFourBy).toBe(0);
    g.ok(1, { type: 'accept' });
    for (const seat of [0, 1, 2]) expect(g.v(seat).wildDrawFourBy).toBeUndefined();
  });
});

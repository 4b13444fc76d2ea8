/** rules.md, "A turn". */
import { describe, expect, it } from 'vitest';
import type { CardCode, EditionId } from '../../../src/game/types.js';
import { copies, rig } from '../helpers.js';

/** Seat 0 holds `hand` and plays first on `discard`; the others hold cards that do not matter. */
function deal(
  edition: EditionId,
  hand: CardCode[],
  discard: CardCode,
  opts: { players?: number; pile?: CardCode[]; options?: object } = {},
) {
  const players = opts.players ?? 3;
  const hands = [hand, ...Array.from({ length: players - 1 }, (_, i) => copies(`B${i + 1}`, 5))];
  const fill = edition === 'skull' ? 'P9' : 'Y9';
  return rig(edition, { hands, discard, pile: opts.pile ?? copies(fill, 12), options: opts.options ?? {} });
}

describe('A turn', () => {
  it('The player may play one card that matches the top card by color', () => {
    const g = deal('classic', ['R9', 'G7'], 'R5');
    g.play(0, 'R9', { uno: true });
    expect(g.top).toBe('R9');
    expect(g.color).toBe('R');
    expect(g.counts).toEqual([1, 5, 5]);
    expect(g.hand(0)).toEqual(['G7']);
    expect(g.turn).toBe(1);
  });

  it('... or by number', () => {
    const g = deal('classic', ['G5', 'G7'], 'R5');
    g.play(0, 'G5', { uno: true });
    expect(g.top).toBe('G5');
    expect(g.color).toBe('G');
  });

  it('... or by symbol', () => {
    // two players: Skip, Reverse, +1 and +2 give seat 0 the turn again, so it lays the same symbol
    // in another color on its own card
    for (const [edition, symbol] of [
      ['classic', 'S'],
      ['classic', 'R'],
      ['classic', '+2'],
      ['power-grab', '+1'],
      ['power-grab', 'S'],
    ] as const) {
      const g = rig(edition, {
        hands: [[`R${symbol}`, `G${symbol}`, 'Y1'], copies('B1', 4)],
        discard: 'R6',
        pile: copies('Y9', 12),
      });
      g.play(0, `R${symbol}`);
      expect(g.turn).toBe(0);
      g.play(0, `G${symbol}`);
      expect(g.top).toBe(`G${symbol}`);
      expect(g.color).toBe('G');
    }
    // A played Take-2-Towers (a starting one is a plain card: round.test.ts).
    const t = rig('power-grab', {
      hands: [
        ['RT', 'Y1', 'Y2'],
        ['GT', 'B1', 'B1', 'B1'],
      ],
      discard: 'R5',
      pile: copies('Y9', 5),
    });
    t.play(0, 'RT');
    t.ok(0, { type: 'pass' });
    t.play(1, 'GT');
    expect(t.top).toBe('GT');
    expect(t.color).toBe('G');
  });

  it('a card that matches neither color, number nor symbol is refused', () => {
    const g = deal('classic', ['G7', 'B2'], 'R5');
    g.refused(0, { type: 'play', card: 'G7' }, 'illegal-play');
    g.refused(0, { type: 'play', card: 'B2' }, 'illegal-play');
  });

  it('a Wild of any kind matches anything', () => {
    for (const [edition, wild] of [
      ['classic', 'W'],
      ['classic', 'W+4'],
      ['skull', 'WK'],
      ['house-rules', 'WV'],
      ['power-grab', 'WT'],
      ['power-grab', 'W+4'],
    ] as const) {
      const g = deal(edition, [wild, 'G7', 'G8'], 'B5');
      g.play(0, wild, { color: 'G' });
      expect(g.top).toBe(wild);
      expect(g.color).toBe('G');
      expect(g.counts[0]).toBe(2);
    }
  });

  it('an icon alone does not match: power icons and the add-a-rule icon need a color or number', () => {
    const pg = deal('power-grab', ['B1U', 'G5N'], 'R5U');
    pg.refused(0, { type: 'play', card: 'B1U' }, 'illegal-play');
    pg.play(0, 'G5N', { uno: true });
    const hr = deal('house-rules', ['G4*', 'B3'], 'R3*');
    hr.refused(0, { type: 'play', card: 'G4*' }, 'illegal-play');
    hr.play(0, 'B3', { uno: true });
  });

  it('after a Wild the color in force decides, not the Wild', () => {
    const g = rig('classic', {
      hands: [
        ['W', 'R4', 'R2'],
        ['G1', 'R1', 'B8'],
      ],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'W', { color: 'G' });
    g.refused(1, { type: 'play', card: 'R1' }, 'illegal-play');
    g.play(1, 'G1');
    expect(g.color).toBe('G');
  });

  it('Or the player draws one card - always allowed, even holding a playable card', () => {
    const g = deal('classic', ['R1', 'R2'], 'R5', { pile: ['B7', 'Y9'] });
    expect(g.hasLegal(0, 'draw')).toBe(true);
    g.draw(0);
    expect(g.hand(0)).toEqual(expect.arrayContaining(['R1', 'R2', 'B7']));
    expect(g.counts[0]).toBe(3);
    expect(g.v(0).pile).toBe(1);
    expect(g.turn).toBe(1);
  });

  it('If the drawn card is playable the player may play it at once (that card only)', () => {
    const g = deal('classic', ['R1', 'G2'], 'R5', { pile: ['R7', 'Y9'] });
    g.draw(0);
    const v = g.v(0);
    expect(v.phase).toBe('drawn');
    expect(v.turn).toBe(0);
    expect(v.drawn).toBe('R7');
    expect(v.legal.filter((a) => a.type === 'play')).toEqual([{ type: 'play', card: 'R7' }]);
    expect(g.v(1).drawn).toBeNull();
    g.refused(0, { type: 'play', card: 'R1' });
    g.play(0, 'R7');
    expect(g.top).toBe('R7');
    expect(g.hand(0).sort()).toEqual(['G2', 'R1']);
    expect(g.turn).toBe(1);
  });

  it('... a drawn Wild is played at once with its color', () => {
    const g = deal('classic', ['G1', 'G2'], 'R5', { pile: ['W', 'Y9'] });
    g.draw(0);
    expect(g.phase).toBe('drawn');
    g.play(0, 'W', { color: 'B' });
    expect(g.top).toBe('W');
    expect(g.color).toBe('B');
    expect(g.counts[0]).toBe(2);
    expect(g.turn).toBe(1);
  });

  it('... or keep it', () => {
    const g = deal('classic', ['R1', 'G2'], 'R5', { pile: ['R7', 'Y9'] });
    g.draw(0);
    g.ok(0, { type: 'pass' });
    expect(g.hand(0).sort()).toEqual(['G2', 'R1', 'R7']);
    expect(g.top).toBe('R5');
    expect(g.turn).toBe(1);
    expect(g.phase).toBe('play');
  });

  it('... otherwise the turn ends', () => {
    const g = deal('classic', ['R1', 'G2'], 'R5', { pile: ['B7', 'Y9'] });
    g.draw(0);
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(1);
    expect(g.hand(0)).toContain('B7');
  });

  it('Wild (all kinds): the player chooses the color in force, which may be the current one', () => {
    const g = deal('classic', ['W', 'W', 'G2'], 'R5');
    g.play(0, 'W', { color: 'R' });
    expect(g.color).toBe('R');
    expect(g.top).toBe('W');
  });

  it('a Wild played without a color: the same player chooses it in a separate `color` step', () => {
    const g = deal('skull', ['WK', 'G2', 'G3'], 'R5');
    g.play(0, 'WK');
    expect(g.phase).toBe('color');
    expect(g.turn).toBe(0);
    expect(g.v(0).legal.filter((a) => a.type === 'color')).toHaveLength(4);
    g.refused(1, { type: 'color', color: 'G' }, 'not-your-turn');
    g.refused(0, { type: 'color', color: 'Y' });
    g.ok(0, { type: 'color', color: 'P' });
    expect(g.color).toBe('P');
    expect(g.turn).toBe(1);
  });

  it('a color the edition does not have is refused', () => {
    const g = deal('classic', ['W', 'G2', 'G3'], 'R5');
    g.refused(0, { type: 'play', card: 'W', color: 'P' });
    g.play(0, 'W');
    g.refused(0, { type: 'color', color: 'P' });
  });

  it('Skip: the next player loses their turn', () => {
    const g = deal('classic', ['RS', 'G2', 'G3'], 'R5');
    g.play(0, 'RS');
    expect(g.turn).toBe(2);
    expect(g.counts).toEqual([2, 5, 5]);
  });

  it('Reverse: the direction changes', () => {
    const g = deal('classic', ['RR', 'G2', 'G3'], 'R5', { players: 4 });
    g.play(0, 'RR');
    expect(g.v(0).direction).toBe(-1);
    expect(g.turn).toBe(3);
    g.draw(3);
    expect(g.turn).toBe(2);
  });

  it('Reverse: with two players it acts as a Skip (twoPlayerReverseSkips: true, the default)', () => {
    const g = deal('classic', ['RR', 'G2', 'G3'], 'R5', { players: 2 });
    g.play(0, 'RR');
    expect(g.turn).toBe(0);
    expect(g.phase).toBe('play');
  });

  it('Reverse: with two players and twoPlayerReverseSkips: false, the other player plays next', () => {
    const g = deal('classic', ['RR', 'G2', 'G3'], 'R5', { players: 2, options: { twoPlayerReverseSkips: false } });
    g.play(0, 'RR');
    expect(g.turn).toBe(1);
    expect(g.v(0).direction).toBe(-1);
  });

  it('+2: the next player draws 2 and loses their turn', () => {
    const g = deal('classic', ['R+2', 'G2', 'G3'], 'R5', { pile: ['Y1', 'Y2', 'Y3'] });
    g.play(0, 'R+2');
    expect(g.counts).toEqual([2, 7, 5]);
    expect(g.hand(1)).toEqual(expect.arrayContaining(['Y1', 'Y2']));
    expect(g.turn).toBe(2);
    expect(g.v(0).pile).toBe(1);
  });

  it('+1 (power-grab): the next player draws 1 and loses their turn', () => {
    const g = deal('power-grab', ['R+1', 'G2', 'G3'], 'R5', { pile: ['Y1', 'Y2'] });
    g.play(0, 'R+1');
    expect(g.counts).toEqual([2, 6, 5]);
    expect(g.hand(1)).toContain('Y1');
    expect(g.turn).toBe(2);
  });

  it('Skull: every other player draws 3; play then goes on in the same direction (the next player is not skipped)', () => {
    const g = deal('skull', ['WK', 'G2', 'G3'], 'R5', { players: 4 });
    g.play(0, 'WK', { color: 'G' });
    expect(g.counts).toEqual([2, 8, 8, 8]);
    expect(g.turn).toBe(1);
    expect(g.v(0).direction).toBe(1);
    expect(g.color).toBe('G');
  });

  it('Wild +4: the next player draws 4 and loses their turn (when they accept)', () => {
    const g = deal('classic', ['W+4', 'G2', 'G3'], 'R5');
    g.play(0, 'W+4', { color: 'B' });
    expect(g.phase).toBe('challenge');
    expect(g.turn).toBe(1);
    g.ok(1, { type: 'accept' });
    expect(g.counts).toEqual([2, 9, 5]);
    expect(g.turn).toBe(2);
    expect(g.color).toBe('B');
  });

  it('Draw pile empty: shuffle the discard pile except its top card into a new draw pile', () => {
    const g = rig('classic', {
      hands: [
        ['R6', 'G1', 'G1'],
        ['R7', 'G2', 'G2'],
        ['B3', 'B3', 'B3'],
      ],
      discard: 'R5',
      pile: ['Y9'],
    });
    g.play(0, 'R6');
    g.play(1, 'R7');
    g.draw(2); // takes the last card of the pile
    expect(g.v(0).pile).toBe(0);
    expect(g.v(0).discards).toBe(3);
    g.draw(0); // pile empty: R5 and R6 are shuffled into a new pile, R7 stays on top
    expect(g.top).toBe('R7');
    expect(g.v(0).discards).toBe(1);
    expect(g.v(0).pile).toBe(1);
    const drawn = g.hand(0).filter((c) => c === 'R5' || c === 'R6');
    expect(drawn).toHaveLength(1);
    expect(g.total()).toBe(9 + 1 + 1);
  });

  it('If no card is left anywhere to draw, a player who must draw draws what there is', () => {
    const g = rig('classic', {
      hands: [
        ['R+2', 'G1', 'G1'],
        ['B2', 'B2'],
        ['B3', 'B3'],
      ],
      discard: 'R5',
      pile: [],
    });
    g.play(0, 'R+2');
    expect(g.counts).toEqual([2, 3, 2]);
    expect(g.hand(1)).toContain('R5');
    expect(g.top).toBe('R+2');
    expect(g.turn).toBe(2);
  });
});

/** docs/game-rules.md "A round" and "The starting card". */
import { describe, expect, it } from 'vitest';
import type { CardCode, EditionId, Tower } from '../../../src/game/types.js';
import { EDITIONS, copies, rig, table } from '../helpers.js';

const FILL: Record<EditionId, CardCode> = { classic: 'Y9', skull: 'P9', 'house-rules': 'Y9', 'power-grab': 'Y9' };

/** Three players, dealer seat 2 (the `deal` default), seat 0 first; hands that do not matter. */
function start(edition: EditionId, discard: CardCode, pile: CardCode[] = [], options = {}) {
  const f = FILL[edition];
  return rig(edition, {
    hands: [copies('G1', 7), copies('G2', 7), copies('G3', 7)],
    discard,
    pile: [...pile, ...copies(f, 10)],
    options,
  });
}

const NEUTRAL: Record<Tower, null> = { U: null, N: null, O: null, '!': null };

describe('A round', () => {
  it('1. Dealer: round 1, every player draws a card, highest deals: the dealer depends on the seed only', () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const a = table({ edition: 'classic', players: 4, seed: `dealer-${i}` });
      const b = table({ edition: 'classic', players: 4, seed: `dealer-${i}` });
      expect(a.v(0).dealer).toBe(b.v(0).dealer);
      expect(a.v(0).dealer).toBeGreaterThanOrEqual(0);
      expect(a.v(0).dealer).toBeLessThan(4);
      dealers.add(a.v(0).dealer);
    }
    expect(dealers.size).toBeGreaterThan(1);
  });

  it('1. Dealer: every player draws a card, highest number deals (symbols count as zero, ties draw again among the tied)', () => {
    const number = (c: CardCode | null) => (c !== null && /^[RGBYP]\d/.test(c) ? Number(c.charAt(1)) : 0);
    let ties = 0;
    for (let i = 0; i < 60; i++) {
      const players = 2 + (i % 9);
      const g = table({ edition: EDITIONS[i % 4]!, players, seed: `draw-${i}` });
      const events = g.t.eventsFor(0);
      const draw = events.find((e) => e.type === 'dealerDraw');
      expect(draw, 'a public dealerDraw event').toBeTruthy();
      if (!draw || draw.type !== 'dealerDraw') continue;
      expect(draw.dealer).toBe(g.v(0).dealer);
      expect(events.findIndex((e) => e.type === 'dealerDraw')).toBeLessThan(events.findIndex((e) => e.type === 'deal'));
      let drawing = Array.from({ length: players }, (_, s) => s);
      for (const pass of draw.draws) {
        // only the seats still tied draw in a pass
        expect(pass.map((c, s) => (c === null ? -1 : s)).filter((s) => s >= 0)).toEqual(drawing);
        const best = Math.max(...drawing.map((s) => number(pass[s]!)));
        drawing = drawing.filter((s) => number(pass[s]!) === best);
      }
      if (draw.draws.length > 1) ties++;
      if (drawing.length === 1) expect(draw.dealer).toBe(drawing[0]);
      else expect(drawing).toContain(draw.dealer);
      for (let s = 1; s < players; s++) expect(g.t.eventsFor(s).find((e) => e.type === 'dealerDraw')).toEqual(draw);
    }
    expect(ties).toBeGreaterThan(0);
  });

  it('1. Dealer: a given `dealer` skips the draw; a `deal` without one makes the last seat deal', () => {
    expect(table({ edition: 'classic', players: 4, seed: 'd', dealer: 2 }).v(0).dealer).toBe(2);
    const g = start('classic', 'R5');
    expect(g.v(1).dealer).toBe(2);
    expect(g.turn).toBe(0);
  });

  it('1. Dealer: later rounds, the deal passes one seat to the left', () => {
    const g = rig('classic', {
      hands: [['R1'], copies('G2', 3), copies('G3', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
      dealer: 1,
    });
    expect(g.turn).toBe(2);
    g.draw(2);
    g.play(0, 'R1');
    expect(g.phase).toBe('roundOver');
    g.t.nextRound();
    const v = g.v(0);
    expect(v.round).toBe(2);
    expect(v.dealer).toBe(2);
    expect(g.total()).toBe(108);
  });

  it('2. Deal 7 each; the rest is the draw pile, its top card starts the discard pile', () => {
    for (const edition of EDITIONS) {
      const g = table({ edition, players: 4, seed: 'deal-7', dealer: 0, options: { firstCard: 'redraw' } });
      const v = g.v(0);
      expect(v.counts).toEqual([7, 7, 7, 7]);
      expect(v.pile + v.discards).toBe(g.total() - 28);
      expect(v.top).toMatch(/^[RGBYP]\d/);
    }
  });

  it('3. The player left of the dealer plays first, clockwise', () => {
    for (let dealer = 0; dealer < 4; dealer++) {
      const g = table({
        edition: 'classic',
        players: 4,
        seed: `first-${dealer}`,
        dealer,
        options: { firstCard: 'redraw' },
      });
      expect(g.turn).toBe((dealer + 1) % 4);
      expect(g.v(0).direction).toBe(1);
    }
    const g = start('classic', 'R5');
    g.draw(0);
    expect(g.turn).toBe(1);
    g.draw(1);
    expect(g.turn).toBe(2);
  });
});

describe('The starting card', () => {
  for (const edition of ['classic', 'skull'] as const) {
    it(`${edition}: number: nothing happens, the first player plays`, () => {
      const g = start(edition, 'R5');
      expect(g.turn).toBe(0);
      expect(g.phase).toBe('play');
      expect(g.counts).toEqual([7, 7, 7]);
      expect(g.color).toBe('R');
    });
    it(`${edition}: +2: the first player draws 2 and is skipped`, () => {
      const g = start(edition, 'R+2', ['B7', 'B8']);
      expect(g.counts).toEqual([9, 7, 7]);
      expect(g.hand(0)).toEqual(expect.arrayContaining(['B7', 'B8']));
      expect(g.turn).toBe(1);
      expect(g.phase).toBe('play');
    });
    it(`${edition}: Skip: the first player is skipped`, () => {
      const g = start(edition, 'RS');
      expect(g.turn).toBe(1);
      expect(g.counts).toEqual([7, 7, 7]);
    });
    it(`${edition}: Reverse: the dealer plays first, then counterclockwise`, () => {
      const g = start(edition, 'RR');
      expect(g.turn).toBe(2);
      expect(g.v(0).direction).toBe(-1);
      g.draw(2);
      expect(g.turn).toBe(1);
    });
    it(`${edition}: Wild: the first player chooses the color, then plays`, () => {
      const g = start(edition, 'W');
      expect(g.turn).toBe(0);
      expect(g.phase).toBe('color');
      g.ok(0, { type: 'color', color: 'G' });
      expect(g.color).toBe('G');
      expect(g.turn).toBe(0);
      expect(g.phase).toBe('play');
      g.play(0, 'G1');
      expect(g.turn).toBe(1);
    });
    it(`${edition}: Wild +4: back into the pile, reshuffle, turn another`, () => {
      const g = start(edition, 'W+4');
      expect(g.top).not.toBe('W+4');
      expect(g.counts).toEqual([7, 7, 7]);
      expect(g.v(0).discards).toBe(1);
      expect(g.turn).toBe(0);
      expect(g.phase).toBe('play');
      expect(g.total()).toBe(21 + 1 + 10);
    });
  }

  it('skull: Skull: the first player chooses the color; nobody draws', () => {
    const g = start('skull', 'WK');
    expect(g.phase).toBe('color');
    expect(g.turn).toBe(0);
    expect(g.counts).toEqual([7, 7, 7]);
    g.ok(0, { type: 'color', color: 'P' });
    expect(g.color).toBe('P');
    expect(g.turn).toBe(0);
    expect(g.counts).toEqual([7, 7, 7]);
  });

  it('house-rules: number: nothing (an icon on it does nothing)', () => {
    const g = start('house-rules', 'R3*');
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(0);
    expect(g.v(0).rules ?? []).toEqual([]);
    expect(g.hasLegal(0, 'rule')).toBe(false);
  });

  for (const card of ['R+2', 'RS', 'RR', 'W', 'W+4', 'WV']) {
    it(`house-rules: ${card}: turn the next card over instead (any non-number card)`, () => {
      const g = start('house-rules', card, ['G4']);
      expect(g.top).toBe('G4');
      expect(g.color).toBe('G');
      expect(g.turn).toBe(0);
      expect(g.phase).toBe('play');
      expect(g.v(0).direction).toBe(1);
      expect(g.counts).toEqual([7, 7, 7]);
      expect(g.total()).toBe(21 + 1 + 11);
    });
  }

  it('house-rules: a non-number turned over next is turned over in turn', () => {
    const g = start('house-rules', 'RS', ['B+2', 'W', 'G6']);
    expect(g.top).toBe('G6');
    expect(g.turn).toBe(0);
    expect(g.counts).toEqual([7, 7, 7]);
  });

  it('power-grab: number: nothing (an icon on it grants no tower)', () => {
    const g = start('power-grab', 'R1U');
    expect(g.turn).toBe(0);
    expect(g.phase).toBe('play');
    expect(g.v(0).towers).toEqual(NEUTRAL);
  });

  it('power-grab: +1: the first player draws 1 and is skipped', () => {
    const g = start('power-grab', 'R+1', ['B7']);
    expect(g.counts).toEqual([8, 7, 7]);
    expect(g.hand(0)).toContain('B7');
    expect(g.turn).toBe(1);
  });

  it('power-grab: +2, Skip, Reverse: as classic', () => {
    const plus2 = start('power-grab', 'R+2', ['B7', 'B8']);
    expect(plus2.counts).toEqual([9, 7, 7]);
    expect(plus2.turn).toBe(1);
    const skip = start('power-grab', 'RS');
    expect(skip.turn).toBe(1);
    const reverse = start('power-grab', 'RR');
    expect(reverse.turn).toBe(2);
    expect(reverse.v(0).direction).toBe(-1);
  });

  it('power-grab: Wild Take-1-Tower: the first player chooses the color, takes no tower', () => {
    const g = start('power-grab', 'WT');
    expect(g.phase).toBe('color');
    expect(g.turn).toBe(0);
    g.ok(0, { type: 'color', color: 'B' });
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(0);
    expect(g.color).toBe('B');
    expect(g.v(0).towers).toEqual(NEUTRAL);
    expect(g.hasLegal(0, 'towers')).toBe(false);
  });

  it('power-grab: Wild +4: back into the pile, reshuffle, turn another', () => {
    const g = start('power-grab', 'W+4');
    expect(g.top).not.toBe('W+4');
    expect(g.counts).toEqual([7, 7, 7]);
    expect(g.turn).toBe(0);
  });

  it('power-grab: Take-2-Towers: no towers are taken; the first player plays on it as on a plain card of its color', () => {
    const g = rig('power-grab', {
      hands: [['R7', 'B7', 'G7'], copies('G2', 3), copies('G3', 3)],
      discard: 'RT',
      pile: copies('Y9', 5),
    });
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(0);
    expect(g.hasLegal(0, 'towers')).toBe(false);
    expect(g.v(0).towers).toEqual(NEUTRAL);
    g.refused(0, { type: 'play', card: 'B7' }, 'illegal-play');
    g.play(0, 'R7');
    expect(g.turn).toBe(1);
    expect(g.v(0).towers).toEqual(NEUTRAL);
  });

  it('power-grab: a starting Take-2-Towers is matched by its color only: another Take-2-Towers is refused (book 004)', () => {
    const g = rig('power-grab', {
      hands: [['GT', 'G7', 'R3'], ['BT', 'B2', 'B3'], copies('G3', 3)],
      discard: 'RT',
      pile: copies('Y9', 5),
    });
    expect(g.legal(0).filter((a) => a.type === 'play')).toEqual([{ type: 'play', card: 'R3' }]);
    g.refused(0, { type: 'play', card: 'GT' }, 'illegal-play');
    expect(g.phase).toBe('play');
    // Still a plain card for the next player after a draw: nobody ever takes towers from it.
    g.draw(0);
    expect(g.turn).toBe(1);
    g.refused(1, { type: 'play', card: 'BT' }, 'illegal-play');
    expect(g.v(1).towers).toEqual(NEUTRAL);
  });

  it('power-grab: once a card is played on the starting Take-2-Towers, Take-2-Towers match by symbol again', () => {
    const g = rig('power-grab', {
      hands: [
        ['R3', 'G7', 'R4'],
        ['RT', 'B2', 'B3'],
        ['GT', 'G3', 'G3'],
      ],
      discard: 'RT',
      pile: copies('Y9', 5),
    });
    g.play(0, 'R3');
    g.play(1, 'RT');
    g.ok(1, { type: 'pass' });
    g.play(2, 'GT');
    expect(g.top).toBe('GT');
    expect(g.phase).toBe('towers');
  });

  it('firstCard: `redraw` in classic turns a non-number over instead of applying it', () => {
    const g = start('classic', 'RS', ['G4'], { firstCard: 'redraw' });
    expect(g.top).toBe('G4');
    expect(g.turn).toBe(0);
  });

  it('firstCard: `apply` in house-rules applies the card as classic does', () => {
    const skip = start('house-rules', 'RS', [], { firstCard: 'apply' });
    expect(skip.turn).toBe(1);
    const plus2 = start('house-rules', 'R+2', ['B7', 'B8'], { firstCard: 'apply' });
    expect(plus2.counts).toEqual([9, 7, 7]);
    expect(plus2.turn).toBe(1);
  });

  it('Reverse as starting card with two players: the dealer plays first', () => {
    const g = rig('classic', { hands: [copies('G1', 7), copies('G2', 7)], discard: 'RR', pile: copies('Y9', 5) });
    expect(g.turn).toBe(1);
  });
});

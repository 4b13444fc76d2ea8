/** docs/game-rules.md "The four editions" and "Option defaults": src/game/notation/editions.ts. */
import { describe, expect, it } from 'vitest';
import type { CardCode, EditionId, RuleOptions } from '../../../src/game/types.js';
import { EDITIONS, Game, expectedDeck, sorted, table } from '../helpers.js';

const DECK_SIZE: Record<EditionId, number> = {
  classic: 108,
  skull: 112,
  'house-rules': 112,
  'power-grab': 112,
};

/**
 * Draws until the whole deck is in the players' hands except the top card, so that the deck can be
 * read through the views alone: nobody plays, drawn cards are kept.
 */
function revealDeck(g: Game): CardCode[] {
  for (let i = 0; i < 1000; i++) {
    const v = g.v(g.turn);
    if (v.pile === 0 && v.discards === 1 && v.phase === 'play') break;
    const seat = v.turn;
    if (v.phase === 'color') g.ok(seat, { type: 'color', color: 'R' });
    else if (v.phase === 'drawn') g.ok(seat, { type: 'pass' });
    else if (v.phase === 'play') g.ok(seat, { type: 'draw' });
    else throw new Error(`unexpected phase ${v.phase}`);
  }
  const views = g.views();
  expect(views[0]!.pile).toBe(0);
  expect(views[0]!.discards).toBe(1);
  return [...views.flatMap((v) => v.hand), views[0]!.top];
}

describe('Editions (presets)', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: the deck holds exactly the cards of rules.md's table (${DECK_SIZE[edition]} cards)`, () => {
      expect(expectedDeck(edition)).toHaveLength(DECK_SIZE[edition]);
      for (const seed of ['deck-a', 'deck-b']) {
        const g = table({ edition, players: 2, seed, dealer: 1 });
        expect(g.total()).toBe(DECK_SIZE[edition]);
        expect(sorted(revealDeck(g))).toEqual(sorted(expectedDeck(edition)));
      }
    });
  }

  it('skull: colors are red, green, blue and purple (no yellow)', () => {
    const deck = expectedDeck('skull');
    expect(deck.some((c) => c.startsWith('Y'))).toBe(false);
    const g = table({ edition: 'skull', players: 2, seed: 'skull-colors', dealer: 1 });
    const seen = revealDeck(g);
    expect(seen.filter((c) => c.startsWith('P'))).toHaveLength(25);
    expect(seen.filter((c) => c.startsWith('Y'))).toHaveLength(0);
  });

  it('house-rules: one copy of each number 1-9 in each color carries the "add a rule" icon (36 cards)', () => {
    const g = table({ edition: 'house-rules', players: 3, seed: 'icons', dealer: 2 });
    const seen = revealDeck(g);
    const starred = seen.filter((c) => c.endsWith('*'));
    expect(starred).toHaveLength(36);
    expect(new Set(starred).size).toBe(36);
    expect(seen.filter((c) => /^[RGBY]0\*$/.test(c))).toHaveLength(0);
  });

  it('power-grab: in each color the first copy of 1..8 carries U, N, O, !, U, N, O, ! (each icon twice per color), no 0', () => {
    const g = table({ edition: 'power-grab', players: 4, seed: 'towers', dealer: 3 });
    const seen = revealDeck(g);
    for (const color of ['R', 'G', 'B', 'Y']) {
      const icons = seen.filter((c) => c.startsWith(color) && /^.\d[UNO!]$/.test(c)).sort();
      expect(icons).toEqual(sorted([1, 2, 3, 4, 5, 6, 7, 8].map((d, i) => `${color}${d}${'UNO!'[i % 4]}`)));
      expect(seen.filter((c) => c === `${color}0`)).toHaveLength(0);
      expect(seen.filter((c) => c === `${color}9`)).toHaveLength(2);
    }
  });

  for (const players of [2, 3, 5, 7, 10]) {
    it(`players: ${players} players can sit, each dealt 7 cards`, () => {
      for (const edition of EDITIONS) {
        const g = table({ edition, players, seed: `p${players}`, options: { firstCard: 'redraw' } });
        const counts = g.counts;
        expect(counts).toHaveLength(players);
        expect(counts.every((c) => c === 7)).toBe(true);
        expect(g.total()).toBe(DECK_SIZE[edition]);
      }
    });
  }

  it('players: fewer than 2 or more than 10 players is refused', () => {
    expect(() => table({ edition: 'classic', players: 1, seed: 'x' })).toThrow();
    expect(() => table({ edition: 'classic', players: 11, seed: 'x' })).toThrow();
  });
});

describe('Option defaults', () => {
  const expected: Record<EditionId, Partial<RuleOptions>> = {
    classic: { wildsCountAsMatch: false, firstCard: 'apply', scoring: 'winner-takes' },
    skull: { wildsCountAsMatch: false, firstCard: 'apply', scoring: 'winner-takes' },
    'house-rules': { wildsCountAsMatch: true, firstCard: 'redraw', scoring: 'none' },
    'power-grab': { wildsCountAsMatch: false, firstCard: 'apply', scoring: 'winner-takes' },
  };
  for (const edition of EDITIONS) {
    it(`${edition}: the defaults of rules.md's table`, () => {
      const o = table({ edition, players: 3, seed: 'defaults' }).v(0).options;
      expect(o).toMatchObject({
        wildDrawFour: 'no-matching-color',
        stacking: 'none',
        multiPlay: false,
        twoPlayerReverseSkips: true,
        target: 500,
        blockedRound: 'lowest-hand',
        ...expected[edition],
      });
    });
  }

  it('target: 500, or 50 with placement', () => {
    expect(
      table({ edition: 'classic', players: 3, seed: 't', options: { scoring: 'placement' } }).v(0).options.target,
    ).toBe(50);
    expect(
      table({ edition: 'classic', players: 3, seed: 't', options: { scoring: 'placement', target: 30 } }).v(0).options
        .target,
    ).toBe(30);
    expect(table({ edition: 'classic', players: 3, seed: 't', options: { target: 200 } }).v(0).options.target).toBe(
      200,
    );
  });

  it('options the host sets override the defaults, one by one', () => {
    const options: RuleOptions = {
      wildDrawFour: 'free',
      wildsCountAsMatch: true,
      stacking: 'any',
      multiPlay: true,
      twoPlayerReverseSkips: false,
      firstCard: 'redraw',
      scoring: 'lowest',
      target: 123,
      blockedRound: 'tie',
      sevenZero: true,
      jumpIn: true,
      drawUntilPlayable: true,
      teams: true,
    };
    expect(table({ edition: 'classic', players: 4, seed: 'o', options }).v(0).options).toEqual(options);
  });
});

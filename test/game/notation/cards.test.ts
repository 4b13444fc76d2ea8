/** docs/game-rules.md "Card codes": src/game/notation/cards.ts. */
import { describe, expect, it } from 'vitest';
import { EDITIONS, table } from '../helpers.js';

describe('Card codes', () => {
  it('a hand holds cards as codes: color + digit with an icon suffix, colored actions, wilds', () => {
    const pattern = /^(?:[RGBYP](?:\d[UNO!*]?|S|R|T|\+1|\+2)|W|W\+4|WK|WV|WT)$/;
    for (const edition of EDITIONS) {
      const g = table({ edition, players: 4, seed: 'codes' });
      for (const v of g.views()) for (const c of v.hand) expect(c).toMatch(pattern);
    }
  });

  it('same seed and same actions give the same views', () => {
    for (const edition of EDITIONS) {
      const a = table({ edition, players: 3, seed: 'same' });
      const b = table({ edition, players: 3, seed: 'same' });
      expect(a.snapshotViews()).toEqual(b.snapshotViews());
    }
  });
});

/** docs/rules.md "The app's house rules": sevenZero, jumpIn, drawUntilPlayable. */
import { describe, expect, it } from 'vitest';
import { createTable } from '../../../src/game/index.js';
import type { EditionId } from '../../../src/game/types.js';
import { CARD_CODE, EDITIONS, rig } from '../helpers.js';

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

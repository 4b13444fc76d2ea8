/**
 * The other seats of the expert's playouts beyond two players can play the normal level's habits
 * from their hand of the dealt world (src/bots/expert/habits.ts): the same card the normal level
 * picks from that seat's view, its challenge of a +4 from six cards or more, a legal move in every
 * edition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { habitMove, PLAYOUT_HABITS } from '../../src/bots/expert/habits.js';
import { defaultMove } from '../../src/bots/expert/moves.js';
import { normalPick } from '../../src/bots/normal.js';
import { botRandom } from '../../src/bots/rng.js';
import { legalPlays } from '../../src/bots/tactics.js';
import {
  playoutNextRound,
  playoutSend,
  playoutView,
  startPlayout,
  type CardCode,
  type Color,
  type EditionId,
  type Playout,
} from '../../src/game/index.js';

/** A 4-player classic game at its first turn, the turn seat holding `hand` on `top` in `color`. */
function at(hand: CardCode[], top: CardCode, color: Color, nextHolds = 7): Playout {
  const p = startPlayout({ edition: 'classic', players: 4, seed: 'habits' });
  const g = p.g;
  g.hands[g.turn] = hand;
  const next = (((g.turn + g.direction) % 4) + 4) % 4;
  g.hands[next] = g.hands[next]!.slice(0, nextHolds);
  g.discard.push(top);
  g.color = color;
  return p;
}

const cardOf = (p: Playout): string | null => {
  const a = habitMove(p);
  return a?.type === 'play' ? a.card : (a?.type ?? null);
};

describe("the other seats' habits in the expert's playouts", () => {
  beforeAll(() => Object.assign(PLAYOUT_HABITS, { others: true, challenge: true }));
  afterAll(() => Object.assign(PLAYOUT_HABITS, { others: false, challenge: false }));

  it('stays in the color held most, keeps its Wilds, attacks a player close to going out', () => {
    expect(cardOf(at(['R3', 'B7', 'B2', 'W', 'R+2'], 'B5', 'B'))).toBe('B7');
    expect(cardOf(at(['R5', 'W', 'G3'], 'B5', 'B'))).toBe('R5');
    expect(cardOf(at(['G1', 'W', 'G3'], 'B5', 'B'))).toBe('W');
    expect(cardOf(at(['B5', 'G+2', 'B7'], 'G5', 'G', 2))).toBe('G+2');
    expect(cardOf(at(['B5', 'G+2', 'B7'], 'G5', 'G', 3))).toBe('B5');
  });

  it('lays a Wild +4 only without the color in force, and names the color it holds most', () => {
    expect(cardOf(at(['B1', 'W+4', 'G3'], 'R5', 'R'))).toBe('W+4');
    expect(habitMove(at(['B1', 'W+4', 'G3', 'G8'], 'R5', 'R'))).toMatchObject({ card: 'W+4', color: 'G' });
    expect(cardOf(at(['B1', 'W+4', 'G3'], 'B9', 'B', 2))).toBe('B1');
    expect(cardOf(at(['B1', 'W+4', 'G3'], 'R9', 'R', 2))).toBe('W+4');
    expect(cardOf(at(['G1', 'G3'], 'R9', 'R'))).toBe('draw');
  });

  it('challenges a +4 laid from six cards or more, accepts one from fewer', () => {
    const after = (hand: CardCode[]): Playout => {
      const p = at(hand, 'R5', 'R');
      expect(playoutSend(p, p.g.turn, { type: 'play', card: 'W+4', color: 'B' })).toBeNull();
      expect(p.phase).toBe('challenge');
      return p;
    };
    expect(habitMove(after(['W+4', 'B1', 'B2', 'B3', 'G4', 'G5', 'G6']))?.type).toBe('challenge');
    expect(habitMove(after(['W+4', 'B1', 'B2', 'B3', 'G4', 'G5']))?.type).toBe('accept');
  });

  it("leaves the searching seat's own turns to the playout default", () => {
    const p = at(['R3', 'B7', 'B2', 'W', 'R+2'], 'B5', 'B');
    for (let i = 0; i < 20; i++) {
      const own = defaultMove(p, botRandom(`own/${i}`), p.g.turn)!;
      expect(own.action.type === 'play' && own.action.card).not.toBe('W');
    }
    const plays = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const own = defaultMove(p, botRandom(`own/${i}`), p.g.turn)!;
      if (own.action.type === 'play') plays.add(own.action.card);
    }
    expect(plays.size).toBeGreaterThan(1);
    expect(defaultMove(p, botRandom('other'), -1)!.action).toMatchObject({ card: 'B7' });
  });

  it('picks the card the normal level picks from the same hand', () => {
    let compared = 0;
    for (let gi = 0; gi < 30; gi++) {
      const p = startPlayout({ edition: 'classic', players: 4, seed: `habits/${gi}` });
      const random = botRandom(`habits/${gi}`);
      for (let i = 0; i < 2000 && p.phase !== 'roundOver' && p.phase !== 'gameOver'; i++) {
        if (p.phase === 'play') {
          const view = playoutView(p, p.g.turn);
          const normal = normalPick(view, legalPlays(view));
          const a = habitMove(p)!;
          expect(a.type === 'play' ? a.card : null).toBe(normal);
          compared++;
        }
        const move = defaultMove(p, random, -1)!;
        expect(playoutSend(p, move.seat, move.action)).toBeNull();
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  const cases: [EditionId, number, Record<string, unknown>][] = [
    ['classic', 3, { stacking: 'any' }],
    ['classic', 4, { wildDrawFour: 'no-playable-card', multiPlay: true }],
    ['skull', 4, {}],
    ['house-rules', 4, {}],
    ['power-grab', 6, {}],
  ];
  for (const [edition, players, options] of cases) {
    it(`plays only legal moves: ${edition}, ${players} players ${JSON.stringify(options)}`, () => {
      const random = botRandom(edition);
      for (let gi = 0; gi < 4; gi++) {
        const p = startPlayout({ edition, players, seed: `legal/${edition}/${gi}`, options });
        for (let i = 0, rounds = 0; i < 20000 && p.phase !== 'gameOver' && rounds < 3; i++) {
          if (p.phase === 'roundOver') {
            rounds++;
            playoutNextRound(p);
            continue;
          }
          const move = defaultMove(p, random, -1);
          if (move === null) break;
          expect(playoutSend(p, move.seat, move.action)).toBeNull();
        }
      }
    });
  }
});

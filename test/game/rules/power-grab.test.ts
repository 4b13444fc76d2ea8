/** docs/game-rules.md "Power Grab (edition `power-grab`)". */
import { describe, expect, it } from 'vitest';
import type { CardCode, Tower } from '../../../src/game/types.js';
import { copies, rig } from '../helpers.js';

const NEUTRAL: Record<Tower, number | null> = { U: null, N: null, O: null, '!': null };

function deal(hands: CardCode[][], pile: CardCode[] = copies('Y9', 20)) {
  return rig('power-grab', { hands, discard: 'R5', pile });
}

/** Seat 1 takes `tower` with `icon`, then seat 0 hits seat 1 with `attack` (3 players). */
function protectedBy(icon: CardCode, attack: CardCode) {
  const g = deal([['R2', attack, 'G9', 'G8'], [icon, 'R3', 'R6', 'B9'], copies('B1', 4)], copies('Y9', 14));
  g.play(0, 'R2');
  g.play(1, icon);
  g.draw(2);
  g.play(0, attack, attack.startsWith('W') ? { color: 'R' } : {});
  return g;
}

describe('Power Grab (book 004, edition `power-grab`)', () => {
  it('Four towers, neutral at the start', () => {
    const g = deal([['R1', 'R2'], copies('B1', 3)]);
    expect(g.v(0).towers).toEqual(NEUTRAL);
    expect(g.v(1).towers).toEqual(NEUTRAL);
  });

  it('other editions have no towers', () => {
    const g = rig('classic', { hands: [['R1', 'R2'], copies('B1', 3)], discard: 'R5', pile: copies('Y9', 3) });
    expect(g.v(0).towers ?? null).toBeNull();
  });

  it('Playing a number card with a power icon takes the matching tower, from neutral', () => {
    for (const [card, tower] of [
      ['R1U', 'U'],
      ['R2N', 'N'],
      ['R3O', 'O'],
      ['R4!', '!'],
    ] as const) {
      const g = deal([[card, 'G9', 'G8'], copies('B1', 3), copies('B2', 3)]);
      g.play(0, card);
      expect(g.v(2).towers).toEqual({ ...NEUTRAL, [tower]: 0 });
      expect(g.turn).toBe(1);
      expect(g.phase).toBe('play');
    }
  });

  it('... or from another player', () => {
    const g = deal([['R1U', 'G9', 'G8'], ['G1U', 'B9', 'B8'], copies('B2', 3)]);
    g.play(0, 'R1U');
    g.play(1, 'G1U');
    expect(g.v(0).towers).toEqual({ ...NEUTRAL, U: 1 });
  });

  it('Take-2-Towers: the player takes two towers of their choice (from players, neutral, or one of each)', () => {
    const g = deal([['R2', 'RT', 'G9', 'G8'], ['R1U', 'B9', 'B8'], copies('B2', 3)]);
    g.play(0, 'R2');
    g.play(1, 'R1U');
    g.draw(2);
    g.play(0, 'RT');
    expect(g.phase).toBe('towers');
    expect(g.turn).toBe(0);
    const takes = g.legal(0).filter((a) => a.type === 'towers');
    expect(takes).toContainEqual({ type: 'towers', take: ['U', 'O'] });
    expect(takes.every((a) => a.type === 'towers' && a.take.length === 2)).toBe(true);
    g.refused(0, { type: 'towers', take: ['U', 'N', 'O'] });
    g.refused(0, { type: 'towers', take: ['U', 'U'] });
    g.refused(0, { type: 'towers', take: ['X' as Tower, 'U'] });
    g.refused(1, { type: 'towers', take: ['U', 'O'] }, 'not-your-turn');
    g.ok(0, { type: 'towers', take: ['U', 'O'] });
    expect(g.v(1).towers).toEqual({ ...NEUTRAL, U: 0, O: 0 });
    expect(g.turn).toBe(1);
    expect(g.phase).toBe('play');
  });

  it('Take-2-Towers may be passed (no tower taken)', () => {
    const g = deal([['RT', 'G9', 'G8'], copies('B1', 3), copies('B2', 3)]);
    g.play(0, 'RT');
    g.ok(0, { type: 'pass' });
    expect(g.v(0).towers).toEqual(NEUTRAL);
    expect(g.turn).toBe(1);
  });

  it('Wild Take-1-Tower: one tower, plus the color choice', () => {
    const g = deal([['WT', 'G9', 'G8'], copies('B1', 3), copies('B2', 3)]);
    g.play(0, 'WT', { color: 'G' });
    expect(g.color).toBe('G');
    expect(g.phase).toBe('towers');
    const takes = g.legal(0).filter((a) => a.type === 'towers');
    expect(takes).toHaveLength(4);
    g.refused(0, { type: 'towers', take: ['U', 'N'] });
    g.ok(0, { type: 'towers', take: ['N'] });
    expect(g.v(0).towers).toEqual({ ...NEUTRAL, N: 0 });
    expect(g.turn).toBe(1);
  });

  for (const [tower, icon, attack] of [
    ['U', 'R1U', 'R+1'],
    ['N', 'R2N', 'R+2'],
    ['O', 'R3O', 'W+4'],
    ['!', 'R4!', 'RS'],
  ] as const) {
    it(`${tower} protects its holder from ${attack}: draws nothing, is not skipped, plays as on a plain card`, () => {
      const g = protectedBy(icon, attack);
      expect(g.v(0).towers?.[tower]).toBe(1);
      expect(g.counts).toEqual([2, 3, 5]);
      expect(g.turn).toBe(1);
      expect(g.phase).toBe('play');
      expect(g.hasLegal(1, 'challenge')).toBe(false);
      expect(g.color).toBe('R');
      g.refused(1, { type: 'play', card: 'B9' }, 'illegal-play');
      g.play(1, 'R3');
      expect(g.turn).toBe(2);
    });
  }

  // Book 004: « Après avoir bloqué une carte Action avec sa tour, le joueur continue comme s'il
  // s'agissait d'une carte de couleur ou d'une carte blanche normale. »
  for (const [tower, icon, attack, same] of [
    ['U', 'R1U', 'R+1', 'G+1'],
    ['N', 'R2N', 'R+2', 'G+2'],
    ['!', 'R4!', 'RS', 'GS'],
  ] as const) {
    it(`a ${attack} stopped by ${tower} is a plain red card for its holder: no ${same} on it`, () => {
      const g = deal([['R2', attack, 'G9', 'G8'], [icon, same, 'R6', 'B9'], copies('B1', 4)], copies('Y9', 14));
      g.play(0, 'R2');
      g.play(1, icon);
      g.draw(2);
      g.play(0, attack);
      expect(g.turn).toBe(1);
      expect(g.legal(1).filter((a) => a.type === 'play')).toEqual([{ type: 'play', card: 'R6' }]);
      g.refused(1, { type: 'play', card: same }, 'illegal-play');
      g.play(1, 'R6');
      expect(g.turn).toBe(2);
    });
  }

  it('a stopped card matches by symbol again once its holder has passed', () => {
    // seat 1 stops R+2 with N, draws and keeps; seat 2 may lay its G+2 on the R+2
    const g = deal(
      [
        ['R2', 'R+2', 'G9', 'G8'],
        ['R2N', 'B9', 'B8'],
        ['B1', 'G+2', 'B1'],
      ],
      ['Y9', 'Y9', 'Y9', 'Y9', 'Y9', 'Y9', 'Y9', 'Y9'],
    );
    g.play(0, 'R2');
    g.play(1, 'R2N');
    g.draw(2);
    g.play(0, 'R+2');
    expect(g.turn).toBe(1);
    g.draw(1);
    expect(g.turn).toBe(2);
    expect(g.hasLegal(2, 'play')).toBe(true);
    g.play(2, 'G+2');
    expect(g.top).toBe('G+2');
  });

  it('a tower protects only its holder: the same card hits a player without it', () => {
    const g = deal(
      [
        ['R2', 'R+1', 'G9', 'G8'],
        ['R1U', 'R3', 'B9'],
        ['B1', 'B1', 'B1'],
      ],
      copies('Y9', 10),
    );
    g.play(0, 'R2');
    g.play(1, 'R1U');
    g.draw(2);
    g.play(0, 'R+1');
    expect(g.counts[1]).toBe(2);
    // seat 1 was protected; now seat 1 hits seat 2 with nothing, and seat 2 holds no tower
    const h = deal([['R+1', 'G9', 'G8'], copies('B1', 3), copies('B2', 3)], ['Y1', ...copies('Y9', 10)]);
    h.play(0, 'R+1');
    expect(h.counts[1]).toBe(4);
    expect(h.turn).toBe(2);
  });

  it('Holding all four towers: the player may lay down all their cards but one (they choose), must declare UNO, and the towers go back to neutral', () => {
    const g = deal([
      ['R1U', 'R2N', 'R3O', 'R4!', 'G+2', 'GS', 'B7'],
      ['B9', 'B9', 'B9'],
    ]);
    g.takeThreeTowers();
    g.play(0, 'R4!');
    expect(g.phase).toBe('keep');
    expect(g.turn).toBe(0);
    const keeps = g.legal(0).filter((a) => a.type === 'keep');
    expect(keeps.map((a) => (a.type === 'keep' ? a.card : '')).sort()).toEqual(['B7', 'G+2', 'GS']);
    expect(g.hasLegal(0, 'pass')).toBe(true);
    g.refused(0, { type: 'keep', card: 'R9' }, 'not-in-hand');
    const discards = g.v(0).discards;
    g.ok(0, { type: 'keep', card: 'B7' });
    const v = g.v(1);
    expect(v.towers).toEqual(NEUTRAL);
    expect(g.hand(0)).toEqual(['B7']);
    expect(v.top).toBe('R4!');
    expect(v.discards).toBe(discards + 2);
    // the laid cards have no effect: seat 1 neither draws nor is skipped
    expect(v.counts).toEqual([1, 6]);
    expect(v.turn).toBe(1);
    expect(v.unoWindow).toBe(0);
    g.ok(1, { type: 'catch', target: 0 });
    expect(g.counts[0]).toBe(3);
  });

  it('... declaring UNO protects from the catch', () => {
    const g = deal([
      ['R1U', 'R2N', 'R3O', 'R4!', 'G6', 'B7'],
      ['B9', 'B9', 'B9'],
    ]);
    g.takeThreeTowers();
    g.play(0, 'R4!');
    g.ok(0, { type: 'keep', card: 'G6' });
    g.ok(0, { type: 'uno' });
    g.refused(1, { type: 'catch', target: 0 }, 'nothing-to-catch');
  });

  it('... or keep all their cards (pass)', () => {
    const g = deal([
      ['R1U', 'R2N', 'R3O', 'R4!', 'G6', 'B7'],
      ['B9', 'B9', 'B9'],
    ]);
    g.takeThreeTowers();
    g.play(0, 'R4!');
    g.ok(0, { type: 'pass' });
    expect(g.counts[0]).toBe(2);
    expect(g.turn).toBe(1);
  });

  it('Between rounds of one game, towers go back to neutral', () => {
    const g = deal([
      ['R1U', 'R2'],
      ['B9', 'B9'],
      ['B8', 'B8'],
    ]);
    g.play(0, 'R1U', { uno: true });
    g.draw(1);
    g.draw(2);
    expect(g.v(0).towers).toEqual({ ...NEUTRAL, U: 0 });
    g.play(0, 'R2');
    expect(g.phase).toBe('roundOver');
    g.t.nextRound();
    expect(g.v(0).round).toBe(2);
    expect(g.v(0).towers).toEqual(NEUTRAL);
  });
});

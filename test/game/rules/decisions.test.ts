/**
 * Where rules.md is silent, the engine decided and docs/rules.md records it; these tests hold the
 * engine to those records (the describe blocks follow docs/rules.md's sections).
 */
import { describe, expect, it } from 'vitest';
import { GESTURES } from '../../../src/game/index.js';
import { copies, rig, rigThreeTowers, table } from '../helpers.js';

const NEUTRAL = { U: null, N: null, O: null, '!': null };

describe('docs/rules.md: Setup', () => {
  it('No seed: a table created without a seed is still deterministic', () => {
    const a = table({ edition: 'classic', players: 3 });
    const b = table({ edition: 'classic', players: 3 });
    expect(a.snapshotViews()).toBe(b.snapshotViews());
  });

  it('Starting +2 with stacking on: the first player draws at once and is skipped', () => {
    const g = rig('classic', {
      hands: [['G+2', 'G1'], copies('B1', 2), copies('B2', 2)],
      discard: 'R+2',
      pile: copies('Y9', 6),
      options: { stacking: 'any' },
    });
    expect(g.counts).toEqual([4, 2, 2]);
    expect(g.turn).toBe(1);
    expect(g.phase).toBe('play');
  });
});

describe('docs/rules.md: Wild +4', () => {
  it('wildsCountAsMatch: another Wild +4 held does not make the +4 a bluff', () => {
    const g = rig('classic', {
      hands: [['W+4', 'W+4', 'G2'], copies('B1', 4), copies('B2', 4)],
      discard: 'R5',
      pile: copies('Y9', 12),
      options: { wildsCountAsMatch: true },
    });
    g.play(0, 'W+4', { color: 'G' });
    g.ok(1, { type: 'challenge' });
    expect(g.counts).toEqual([2, 10, 4]);
  });

  it('no-playable-card: another Wild +4 held does not make the +4 a bluff', () => {
    const g = rig('classic', {
      hands: [['W+4', 'W+4', 'G2'], copies('B1', 4), copies('B2', 4)],
      discard: 'R5',
      pile: copies('Y9', 12),
      options: { wildDrawFour: 'no-playable-card' },
    });
    g.play(0, 'W+4', { color: 'G' });
    g.ok(1, { type: 'challenge' });
    expect(g.counts).toEqual([2, 10, 4]);
  });
});

describe('docs/rules.md: Stacking', () => {
  it('With stacking on, a player hit by a +2 passes through the stack phase even without a card to stack', () => {
    const g = rig('classic', {
      hands: [['R+2', 'G1', 'G2'], ['B1', 'B3'], copies('B2', 2)],
      discard: 'R5',
      pile: copies('Y9', 6),
      options: { stacking: 'same' },
    });
    g.play(0, 'R+2');
    expect(g.phase).toBe('stack');
    expect(g.turn).toBe(1);
    expect(g.legal(1)).toEqual([{ type: 'draw' }]);
    g.draw(1);
    expect(g.counts).toEqual([2, 4, 2]);
    expect(g.turn).toBe(2);
  });

  it('The last card of a round on a pending penalty: the next player draws the whole penalty', () => {
    const g = rig('classic', {
      hands: [
        ['R+2', 'G1'],
        ['G+2', 'B3'],
        ['B+2', 'B4'],
      ],
      discard: 'R5',
      pile: copies('Y9', 10),
      options: { stacking: 'same' },
    });
    g.play(0, 'R+2', { uno: true });
    g.play(1, 'G+2', { uno: true });
    g.play(2, 'B+2', { uno: true });
    expect(g.v(0).pending).toBe(6);
    expect(g.turn).toBe(0);
    g.refused(0, { type: 'play', card: 'G1' });
    // seat 0 cannot go out on a pending penalty with G1: it draws, and the round goes on
    g.draw(0);
    expect(g.counts[0]).toBe(7);
  });

  it('... laid as the last card: the next player draws the pending cards and the +2, no stacking after the end', () => {
    const g = rig('classic', {
      hands: [['R+2'], ['G+2', 'B3'], ['Y+2', 'B4']],
      discard: 'G5',
      pile: copies('Y9', 10),
      options: { stacking: 'same' },
      dealer: 0,
    });
    // seat 1 starts: +2, seat 2 stacks, seat 0 stacks its last card
    g.play(1, 'G+2', { uno: true });
    g.play(2, 'Y+2', { uno: true });
    g.play(0, 'R+2');
    expect(g.phase).toBe('roundOver');
    expect(g.counts).toEqual([0, 7, 1]);
  });
});

describe('docs/rules.md: Stacking and towers', () => {
  it('A tower against a stack: the holder of the tower of the top card draws nothing and plays', () => {
    const g = rig('power-grab', {
      hands: [
        ['R2', 'R+2', 'G9'],
        ['R2N', 'R7', 'B9', 'B8'],
        ['R+2', 'B1', 'B1'],
      ],
      discard: 'R5',
      pile: copies('Y9', 10),
      options: { stacking: 'same' },
    });
    g.play(0, 'R2');
    g.play(1, 'R2N');
    g.play(2, 'R+2');
    g.play(0, 'R+2');
    expect(g.counts).toEqual([1, 3, 2]);
    expect(g.turn).toBe(1);
    expect(g.phase).toBe('play');
    g.play(1, 'R7');
  });

  it('... only the tower of the top card: N does not stop a +4 laid on a +2', () => {
    const g = rig('power-grab', {
      hands: [
        ['R2', 'W+4', 'G9'],
        ['R2N', 'R7', 'B9', 'B8'],
        ['R+2', 'B1', 'B1'],
      ],
      discard: 'R5',
      pile: copies('Y9', 10),
      options: { stacking: 'any' },
    });
    g.play(0, 'R2');
    g.play(1, 'R2N');
    g.play(2, 'R+2');
    g.play(0, 'W+4', { color: 'G' });
    expect(g.phase).toBe('stack');
    expect(g.turn).toBe(1);
    expect(g.v(1).pending).toBe(6);
    g.draw(1);
    expect(g.counts[1]).toBe(9);
  });
});

describe('docs/rules.md: Round end and scoring', () => {
  it('A Skull laid last ends the round at once: nobody draws', () => {
    const g = rig('skull', { hands: [['WK'], ['B1', 'B2'], ['B3']], discard: 'R5', pile: copies('P9', 10) });
    g.play(0, 'WK', { color: 'R' });
    expect(g.phase).toBe('roundOver');
    expect(g.counts).toEqual([0, 2, 1]);
  });

  it('A power-grab tower still protects at round end: a +2 laid last against the N holder draws nothing', () => {
    const g = rig('power-grab', {
      hands: [['R3', 'R+2'], ['R2N', 'B9', 'B8'], copies('B1', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'R3', { uno: true });
    g.play(1, 'R2N');
    g.draw(2);
    g.play(0, 'R+2');
    expect(g.phase).toBe('roundOver');
    expect(g.counts).toEqual([0, 2, 4]);
  });

  it('scoring none: a blocked round with no winner is followed by another round', () => {
    const g = rig('classic', {
      hands: [
        ['G1', 'G2'],
        ['B1', 'B2'],
      ],
      discard: 'R5',
      pile: [],
      options: { scoring: 'none', blockedRound: 'tie' },
    });
    for (let i = 0; i < 6 && g.phase === 'play'; i++) g.draw(g.turn);
    expect(g.phase).toBe('roundOver');
    expect(g.v(0).gameWinner).toBeNull();
    g.t.nextRound();
    expect(g.v(0).round).toBe(2);
    expect(g.phase).not.toBe('gameOver');
  });
});

describe('docs/rules.md: House rules', () => {
  const G = GESTURES[2]!;

  it("A rule's text is trimmed and must hold 1 to 80 characters", () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'G1', 'G2'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 6),
    });
    g.play(0, 'R3*');
    g.refused(0, { type: 'rule', number: 3, text: '   ', gesture: G }, 'bad-rule-text');
    g.refused(0, { type: 'rule', number: 3, text: '', gesture: G }, 'bad-rule-text');
    g.refused(0, { type: 'rule', number: 3, text: 'ok', gesture: 'nope' }, 'bad-gesture');
    g.refused(0, { type: 'rule', number: 4, text: 'ok', gesture: G }, 'bad-rule-number');
    g.ok(0, { type: 'rule', number: 3, text: `  ${'x'.repeat(80)}  `, gesture: G });
    expect(g.v(1).rules?.[0]?.text).toBe('x'.repeat(80));
  });

  it('Several `*` cards at once (multiPlay): one rule at most, for their common number', () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'G3*', 'B1'], copies('B1', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 6),
      options: { multiPlay: true },
    });
    g.play(0, 'R3*', { also: ['G3*'] });
    expect(g.phase).toBe('rule');
    g.ok(0, { type: 'rule', number: 3, text: 'one', gesture: G });
    expect(g.v(0).rules).toHaveLength(1);
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(1);
  });

  it('A race shows the gesture among 3 decoys; a wrong gesture is accepted and counts as not done; a second gesture is refused (already-done)', () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'G4', 'G5'], ['G3', 'B1', 'B1'], copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 6),
    });
    g.play(0, 'R3*');
    g.ok(0, { type: 'rule', number: 3, text: 'r', gesture: G });
    g.play(1, 'G3');
    const race = g.v(0).race!;
    expect(race.choices).toHaveLength(4);
    expect(new Set(race.choices).size).toBe(4);
    expect(race.choices).toContain(G);
    const wrong = race.choices.find((c) => c !== G)!;
    g.ok(2, { type: 'react', gesture: wrong });
    expect(g.v(0).race?.done[2]).toBe(false);
    g.ok(2, { type: 'react', gesture: G });
    g.refused(2, { type: 'react', gesture: G }, 'already-done');
  });

  it('Several cards of a ruled number at once (multiPlay): one race, one card drawn by its loser', () => {
    const g = rig('house-rules', {
      hands: [['R3*', 'G4', 'G5'], ['G3', 'B3', 'Y3', 'B1'], copies('B2', 4)],
      discard: 'R5',
      pile: copies('Y9', 8),
      options: { multiPlay: true },
    });
    g.play(0, 'R3*');
    g.ok(0, { type: 'rule', number: 3, text: 'r', gesture: G });
    const seq = g.t.lastSeq;
    g.play(1, 'G3', { also: ['B3', 'Y3'] });
    expect(g.phase).toBe('race');
    g.ok(0, { type: 'react', gesture: G });
    g.ok(1, { type: 'react', gesture: G });
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(2);
    expect(g.counts).toEqual([2, 1, 5]);
    const events = g.t.eventsFor(0, seq);
    expect(events.filter((e) => e.type === 'race')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'raceEnd')).toEqual([expect.objectContaining({ losers: [2] })]);
  });

  it('The race is the same with 2 players: the first to do it makes the other draw', () => {
    const g = rig('house-rules', {
      hands: [
        ['R3*', 'R3', 'G5'],
        ['B1', 'B1'],
      ],
      discard: 'R5',
      pile: copies('Y9', 6),
    });
    g.play(0, 'R3*');
    g.ok(0, { type: 'rule', number: 3, text: 'r', gesture: G });
    g.draw(1);
    g.play(0, 'R3');
    expect(g.phase).toBe('race');
    g.ok(1, { type: 'react', gesture: G });
    expect(g.counts).toEqual([2, 3]);
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(1);
  });

  it('The card that ends a round creates no rule and starts no race', () => {
    const g = rig('house-rules', { hands: [['R3*'], ['B1', 'B2'], ['B3']], discard: 'R5', pile: copies('Y9', 6) });
    g.play(0, 'R3*');
    expect(g.phase).toBe('gameOver');
    expect(g.v(0).rules ?? []).toEqual([]);
  });
});

describe('docs/rules.md: Power Grab', () => {
  it('Take-2-Towers with fewer towers to take: the player takes as many as there are', () => {
    const g = rigThreeTowers(['RT', 'G5', 'B6']);
    g.play(0, 'RT');
    expect(g.phase).toBe('towers');
    const takes = g.legal(0).filter((a) => a.type === 'towers');
    expect(takes).toEqual([{ type: 'towers', take: ['!'] }]);
    g.ok(0, { type: 'towers', take: ['!'] });
    expect(g.phase).toBe('keep');
  });

  it('Four towers: the offer is skipped when the player holds a single card', () => {
    const g = rigThreeTowers(['R4!', 'G6']);
    g.play(0, 'R4!', { uno: true });
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(1);
    expect(g.v(0).towers).toEqual({ U: 0, N: 0, O: 0, '!': 0 });
  });

  it('Keep: the color in force stays', () => {
    const g = rigThreeTowers(['R4!', 'G6', 'B7']);
    g.play(0, 'R4!');
    g.ok(0, { type: 'keep', card: 'B7' });
    expect(g.color).toBe('R');
    expect(g.top).toBe('R4!');
    expect(g.v(0).towers).toEqual(NEUTRAL);
  });

  it('Reverse with two players acts as a Skip but the ! tower does not stop it', () => {
    const g = rig('power-grab', {
      hands: [
        ['R2', 'RR', 'G9'],
        ['R4!', 'B9', 'B8'],
      ],
      discard: 'R5',
      pile: copies('Y9', 10),
    });
    g.play(0, 'R2');
    g.play(1, 'R4!');
    expect(g.v(0).towers?.['!']).toBe(1);
    g.play(0, 'RR');
    expect(g.turn).toBe(0);
  });

  it('Several icon cards at once (multiPlay): each laid card takes its tower, in the order laid', () => {
    const h = rig('power-grab', {
      hands: [['R5U', 'G6N', 'B5N', 'G9'], copies('B3', 3), copies('B2', 3)],
      discard: 'R5',
      pile: copies('Y9', 10),
      options: { multiPlay: true },
    });
    h.play(0, 'R5U', { also: ['B5N'] });
    expect(h.v(0).towers).toEqual({ ...NEUTRAL, U: 0, N: 0 });
  });
});

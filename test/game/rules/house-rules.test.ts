/** docs/game-rules.md "House rules (edition `house-rules`)". */
import { describe, expect, it } from 'vitest';
import { GESTURES } from '../../../src/game/index.js';
import type { CardCode, RuleOptions } from '../../../src/game/types.js';
import { autoplay, copies, rig } from '../helpers.js';

const G0 = GESTURES[0]!;
const G1 = GESTURES[1]!;

/** Three players on a red 5; seat 0 first. */
function deal(hands: CardCode[][], options: Partial<RuleOptions> = {}, pile: CardCode[] = copies('Y9', 20)) {
  return rig('house-rules', { hands, discard: 'R5', pile, options });
}

function rule(number: number, gesture = G0, text = `rule ${number}`) {
  return { type: 'rule' as const, number, text, gesture };
}

describe('House rules (book 001, edition `house-rules`)', () => {
  it('there are at least 8 gestures', () => {
    expect(GESTURES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(GESTURES).size).toBe(GESTURES.length);
  });

  it('Playing a number card with the add-a-rule icon whose number has no rule yet lets that player create a rule for that number', () => {
    const g = deal([['R3*', 'G1', 'G2'], copies('B1', 3), copies('B2', 3)]);
    g.play(0, 'R3*');
    expect(g.phase).toBe('rule');
    expect(g.turn).toBe(0);
    expect(
      g
        .legal(0)
        .map((a) => a.type)
        .sort(),
    ).toEqual(['pass', 'rule']);
    g.refused(1, rule(3), 'not-your-turn');
    g.refused(0, rule(4));
    g.ok(0, rule(3, G0, 'moo like a cow'));
    expect(g.v(2).rules).toEqual([{ number: 3, text: 'moo like a cow', gesture: G0 }]);
    expect(g.turn).toBe(1);
    expect(g.phase).toBe('play');
  });

  it('... or pass and create none', () => {
    const g = deal([['R3*', 'G1', 'G2'], copies('B1', 3), copies('B2', 3)]);
    g.play(0, 'R3*');
    g.ok(0, { type: 'pass' });
    expect(g.v(1).rules ?? []).toEqual([]);
    expect(g.turn).toBe(1);
  });

  it('A rule is: the number, a short text (at most 80 characters) and the gesture, one of a fixed palette', () => {
    const g = deal([['R3*', 'G1', 'G2'], copies('B1', 3), copies('B2', 3)]);
    g.play(0, 'R3*');
    g.refused(0, rule(3, 'not-a-gesture'));
    g.refused(0, rule(3, G0, 'x'.repeat(81)));
    g.ok(0, rule(3, G0, '<b>plain</b> text'));
    expect(g.v(0).rules?.[0]?.text).toBe('<b>plain</b> text');
  });

  it('The icon is ignored when its number has a rule already', () => {
    const g = deal([['R3*', 'G3*', 'G2'], copies('B1', 3), copies('B2', 3)]);
    g.play(0, 'R3*');
    g.ok(0, rule(3));
    g.draw(1);
    g.draw(2);
    g.play(0, 'G3*');
    expect(g.phase).toBe('race');
    expect(g.hasLegal(0, 'rule')).toBe(false);
  });

  it('The icon is ignored once 5 rules exist', () => {
    // seat 0 and seat 1 take turns laying red icon cards 1..5, each creating a rule, then 6
    const g = rig('house-rules', {
      hands: [
        ['R1*', 'R3*', 'R5*', 'G9', 'G9'],
        ['R2*', 'R4*', 'R6*', 'B9', 'B9'],
      ],
      discard: 'R7',
      pile: copies('Y9', 20),
    });
    const order: [number, CardCode, number][] = [
      [0, 'R1*', 1],
      [1, 'R2*', 2],
      [0, 'R3*', 3],
      [1, 'R4*', 4],
      [0, 'R5*', 5],
    ];
    for (const [seat, card, n] of order) {
      g.play(seat, card);
      g.ok(seat, rule(n, GESTURES[n]));
    }
    expect(g.v(0).rules).toHaveLength(5);
    g.play(1, 'R6*');
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(0);
    expect(g.v(0).rules).toHaveLength(5);
  });

  it('Every later card of that number (any color, icon or not) starts a race; the creating card does not', () => {
    const g = deal([['R3*', 'G2', 'G4'], ['G3', 'B1', 'B1'], copies('B2', 3)]);
    g.play(0, 'R3*');
    expect(g.phase).toBe('rule');
    g.ok(0, rule(3, G1));
    expect(g.phase).toBe('play');
    expect(g.v(0).race).toBeNull();
    g.play(1, 'G3');
    const v = g.v(2);
    expect(v.phase).toBe('race');
    expect(v.race?.number).toBe(3);
    expect(v.race?.gesture).toBe(G1);
    expect(v.race?.choices).toContain(G1);
    expect(v.race?.choices.length).toBeGreaterThan(1);
    expect(v.race?.done).toEqual([false, false, false]);
    for (const seat of [0, 1, 2]) expect(g.legal(seat).some((a) => a.type === 'react')).toBe(true);
  });

  it('every player, the one who played included, must perform the gesture; the race ends when all but one have: that last one draws 1', () => {
    const g = deal([['R3*', 'G2', 'G4'], ['G3', 'B1', 'B1'], copies('B2', 3)]);
    g.play(0, 'R3*');
    g.ok(0, rule(3, G1));
    g.play(1, 'G3');
    g.ok(1, { type: 'react', gesture: G1 });
    expect(g.v(0).race?.done).toEqual([false, true, false]);
    g.ok(2, { type: 'react', gesture: G1 });
    expect(g.counts).toEqual([3, 2, 3]);
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(2);
    expect(g.v(0).race).toBeNull();
  });

  it('A wrong gesture does not count as doing it', () => {
    const g = deal([['R3*', 'G2', 'G4'], ['G3', 'B1', 'B1'], copies('B2', 3)]);
    g.play(0, 'R3*');
    g.ok(0, rule(3, G1));
    g.play(1, 'G3');
    const wrong = g.v(0).race!.choices.find((c) => c !== G1)!;
    g.t.send(0, { type: 'react', gesture: wrong });
    expect(g.v(0).race?.done[0]).toBe(false);
    g.ok(1, { type: 'react', gesture: G1 });
    g.ok(2, { type: 'react', gesture: G1 });
    expect(g.counts).toEqual([3, 2, 3]);
  });

  it('a seat that has done the gesture cannot do it twice', () => {
    const g = deal([['R3*', 'G2', 'G4'], ['G3', 'B1', 'B1'], copies('B2', 3)]);
    g.play(0, 'R3*');
    g.ok(0, rule(3, G1));
    g.play(1, 'G3');
    g.ok(1, { type: 'react', gesture: G1 });
    g.refused(1, { type: 'react', gesture: G1 });
  });

  it("At the race's time limit, everyone who has not done it draws 1", () => {
    const g = deal([['R3*', 'G2', 'G4'], ['G3', 'B1', 'B1'], copies('B2', 3)], {}, ['Y6', 'Y7', ...copies('Y9', 10)]);
    g.play(0, 'R3*');
    g.ok(0, rule(3, G1));
    g.play(1, 'G3');
    g.ok(1, { type: 'react', gesture: G1 });
    g.t.expire();
    expect(g.counts).toEqual([3, 2, 4]);
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(2);
  });

  it('The game waits for the race', () => {
    const g = deal([
      ['R3*', 'G2', 'G4'],
      ['G3', 'B1', 'B1'],
      ['B2', 'G5', 'G6'],
    ]);
    g.play(0, 'R3*');
    g.ok(0, rule(3, G1));
    g.play(1, 'G3');
    g.refused(2, { type: 'play', card: 'G5' });
    g.refused(2, { type: 'draw' });
    expect(g.phase).toBe('race');
  });

  it('The penalty of a race is always exactly one card', () => {
    const g = deal([['R3*', 'G2', 'G4'], ['G3', 'B1', 'B1'], copies('B2', 3)]);
    g.play(0, 'R3*');
    g.ok(0, rule(3, G1));
    g.play(1, 'G3');
    g.t.expire();
    expect(g.counts).toEqual([3, 3, 4]);
  });

  it('Wild Variante: the player may replace the rule of any number that has one with a new rule, and chooses the color', () => {
    const g = deal([['R3*', 'WV', 'G4'], ['B1', 'B1', 'B1'], copies('B2', 3)]);
    g.play(0, 'R3*');
    g.ok(0, rule(3, G0, 'old'));
    g.draw(1);
    g.draw(2);
    g.play(0, 'WV', { color: 'G' });
    expect(g.color).toBe('G');
    expect(g.phase).toBe('rule');
    expect(g.turn).toBe(0);
    g.refused(0, rule(4, G1, 'no rule for 4 yet'));
    g.ok(0, rule(3, G1, 'new'));
    expect(g.v(1).rules).toEqual([{ number: 3, text: 'new', gesture: G1 }]);
    expect(g.turn).toBe(1);
  });

  it('Wild Variante: with no rules yet it is a plain Wild', () => {
    const g = deal([['WV', 'G4', 'G5'], copies('B1', 3), copies('B2', 3)]);
    g.play(0, 'WV', { color: 'B' });
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(1);
    expect(g.color).toBe('B');
    expect(g.hasLegal(0, 'rule')).toBe(false);
  });

  it('house rules stay in force between rounds of one game', () => {
    const g = deal([['R3*', 'R4'], copies('B1', 3), copies('B2', 3)], { scoring: 'winner-takes' });
    g.play(0, 'R3*', { uno: true });
    g.ok(0, rule(3, G1));
    g.draw(1);
    g.draw(2);
    g.play(0, 'R4');
    expect(g.phase).toBe('roundOver');
    g.t.nextRound();
    expect(g.v(0).round).toBe(2);
    expect(g.v(0).rules).toEqual([{ number: 3, text: 'rule 3', gesture: G1 }]);
    // and a 3 laid in round 2 races
    let raced = false;
    autoplay(g, (v) => {
      if (v.phase === 'race') raced = true;
      return raced || v.phase === 'roundOver' || v.phase === 'gameOver';
    });
    if (raced) expect(g.v(0).race?.number).toBe(3);
  });
});

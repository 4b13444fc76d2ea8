/** rules.md, "Round end and scoring". */
import { describe, expect, it } from 'vitest';
import type { CardCode, EditionId, PlayerView, RuleOptions } from '../../../src/game/types.js';
import { autoplay, copies, points, rig, sum } from '../helpers.js';

/** Seat 0 holds one card and goes out with it at once; the others hold `rest`. */
function goOut(
  edition: EditionId,
  last: CardCode,
  rest: CardCode[][],
  options: Partial<RuleOptions> = {},
  pile: CardCode[] = [],
) {
  const fill = edition === 'skull' ? 'P9' : 'Y9';
  const g = rig(edition, { hands: [[last], ...rest], discard: 'R5', pile: [...pile, ...copies(fill, 10)], options });
  g.play(0, last, last.startsWith('W') ? { color: 'R' } : {});
  return g;
}

const over = (v: PlayerView) => v.phase === 'roundOver' || v.phase === 'gameOver';

describe('Round end and scoring', () => {
  it("A round ends the moment a player's hand is empty", () => {
    const g = goOut('classic', 'R1', [['G2', 'G3'], ['B4']]);
    const v = g.v(1);
    expect(v.phase).toBe('roundOver');
    expect(v.roundWinner).toBe(0);
    expect(v.roundResult?.winner).toBe(0);
    expect(v.roundResult?.blocked).toBe(false);
    expect(v.roundResult?.hands).toEqual([[], ['G2', 'G3'], ['B4']]);
    expect(v.counts).toEqual([0, 2, 1]);
    g.refused(1, { type: 'draw' });
    g.refused(1, { type: 'play', card: 'G2' });
  });

  it('If their last card was a +2 the next player still draws those cards (they count in the scoring)', () => {
    const g = goOut('classic', 'R+2', [['G2'], ['B4']], {}, ['Y1', 'Y3']);
    const v = g.v(0);
    expect(v.phase).toBe('roundOver');
    expect(v.counts).toEqual([0, 3, 1]);
    expect(v.roundResult?.points).toEqual([0, 2 + 1 + 3, 4]);
    expect(v.scores).toEqual([10, 0, 0]);
  });

  it('... a +1 (power-grab)', () => {
    const g = goOut('power-grab', 'R+1', [['G2'], ['B4']], {}, ['Y1']);
    expect(g.counts).toEqual([0, 2, 1]);
    expect(g.v(0).scores).toEqual([2 + 1 + 4, 0, 0]);
  });

  it('... a +4, with no challenge after the end', () => {
    const g = goOut('classic', 'W+4', [['G2'], ['B4']], {}, ['Y1', 'Y2', 'Y3', 'Y4']);
    const v = g.v(1);
    expect(v.phase).toBe('roundOver');
    expect(v.counts).toEqual([0, 5, 1]);
    expect(v.legal.some((a) => a.type === 'challenge')).toBe(false);
    expect(v.scores[0]).toBe(2 + 1 + 2 + 3 + 4 + 4);
  });

  it('... no stacking after the end', () => {
    const g = goOut('classic', 'R+2', [['G+2', 'B1'], ['B4']], { stacking: 'same' }, ['Y1', 'Y3']);
    expect(g.phase).toBe('roundOver');
    expect(g.counts).toEqual([0, 4, 1]);
  });

  it('Card points: numbers face value; colored symbols 20; every Wild 50', () => {
    const cases: [EditionId, CardCode[]][] = [
      ['classic', ['R7', 'GS', 'BR', 'Y+2', 'W', 'W+4', 'G0']],
      ['skull', ['P7', 'WK', 'PS']],
      ['house-rules', ['R3*', 'WV', 'G9']],
      ['power-grab', ['G+1', 'RT', 'WT', 'R4!', 'B9']],
    ];
    for (const [edition, hand] of cases) {
      const g = goOut(edition, 'R1', [hand, ['G2']], { scoring: 'winner-takes' });
      const expected = sum(hand.map(points));
      expect(g.v(0).roundResult?.points[1]).toBe(expected);
      expect(g.v(0).scores[0]).toBe(expected + 2);
    }
    // written out once, so the helper's table is checked too
    expect(sum(['R7', 'GS', 'BR', 'Y+2', 'W', 'W+4', 'G0'].map(points))).toBe(7 + 20 + 20 + 20 + 50 + 50);
  });

  it("winner-takes: the round's winner scores the points left in all other hands", () => {
    const g = goOut('classic', 'R1', [
      ['G2', 'GS'],
      ['W', 'B4'],
    ]);
    const v = g.v(2);
    expect(v.scores).toEqual([22 + 54, 0, 0]);
    expect(v.roundResult?.gained).toEqual([76, 0, 0]);
    expect(v.gameWinner).toBeNull();
    expect(v.history).toEqual([[76, 0, 0]]);
  });

  it('winner-takes: first to `target` wins the game', () => {
    const g = goOut(
      'classic',
      'R1',
      [
        ['G2', 'GS'],
        ['W', 'B4'],
      ],
      { target: 70 },
    );
    const v = g.v(1);
    expect(v.phase).toBe('gameOver');
    expect(v.gameWinner).toBe(0);
  });

  it('winner-takes: scores add up over rounds until one reaches the target', () => {
    const g = goOut(
      'classic',
      'R1',
      [
        ['G2', 'GS'],
        ['W', 'B4'],
      ],
      { target: 150 },
    );
    let v = g.v(0);
    const first = [...v.scores];
    for (let round = 2; v.phase !== 'gameOver' && round < 40; round++) {
      g.t.nextRound();
      v = autoplay(g, over);
      expect(v.round).toBe(round);
      const result = v.roundResult!;
      expect(result).toBeTruthy();
      if (result.winner !== null)
        expect(result.gained[result.winner]).toBe(sum(result.points) - result.points[result.winner]!);
    }
    expect(v.phase).toBe('gameOver');
    expect(Math.max(...v.scores)).toBeGreaterThanOrEqual(150);
    expect(v.gameWinner).toBe(v.scores.indexOf(Math.max(...v.scores)));
    expect(v.history[0]).toEqual(first);
    expect(v.history.at(-1)).toEqual(v.scores);
  });

  it('lowest: each player adds the points of their own hand', () => {
    const g = goOut(
      'classic',
      'R1',
      [
        ['G2', 'GS'],
        ['W', 'B4'],
      ],
      { scoring: 'lowest' },
    );
    const v = g.v(0);
    expect(v.scores).toEqual([0, 22, 54]);
    expect(v.phase).toBe('roundOver');
  });

  it('lowest: when someone reaches `target`, the lowest total wins', () => {
    const g = goOut(
      'classic',
      'R1',
      [
        ['G2', 'GS'],
        ['W', 'B4'],
      ],
      { scoring: 'lowest', target: 100 },
    );
    let v = g.v(0);
    for (let i = 0; v.phase !== 'gameOver' && i < 40; i++) {
      g.t.nextRound();
      v = autoplay(g, over);
    }
    expect(v.phase).toBe('gameOver');
    expect(Math.max(...v.scores)).toBeGreaterThanOrEqual(100);
    expect(v.scores[v.gameWinner!]).toBe(Math.min(...v.scores));
  });

  it('placement: the one out first ranks first, the others by ascending points, every non-number card counting 10; ranks score 10, 8, 6, 4', () => {
    // seat 2 holds a Wild: 10 in placement (not 50), so it ranks before seat 1's 11
    const g = goOut('classic', 'R1', [['R8', 'R3'], ['W'], ['G1']], { scoring: 'placement' });
    const v = g.v(0);
    expect(v.phase).toBe('roundOver');
    expect(v.scores).toEqual([10, 4, 6, 8]);
  });

  it('placement: equal points take the next ranks in turn order clockwise from the winner (docs/rules.md)', () => {
    // dealer 1: seat 2 plays first and goes out; seats 3 and 0 tie on 2 points, seat 1 holds 10
    const g = rig('classic', {
      hands: [['G2'], ['W'], ['R1'], ['B2']],
      discard: 'R5',
      pile: copies('Y9', 5),
      dealer: 1,
      options: { scoring: 'placement' },
    });
    expect(g.turn).toBe(2);
    g.play(2, 'R1');
    expect(g.v(0).scores).toEqual([6, 4, 10, 8]);
  });

  it('placement: beyond the fifth rank, 0', () => {
    const rest = [['G1'], ['G2'], ['G3'], ['G4'], ['G5'], ['G6']];
    const g = goOut('classic', 'R1', rest, { scoring: 'placement' });
    expect(g.v(0).scores).toEqual([10, 8, 6, 4, 2, 0, 0]);
  });

  it('placement: first to `target` (default 50) wins', () => {
    const g = goOut('classic', 'R1', [['G2'], ['G3']], { scoring: 'placement', target: 10 });
    expect(g.phase).toBe('gameOver');
    expect(g.v(0).gameWinner).toBe(0);
    const h = goOut('classic', 'R1', [['G2'], ['G3']], { scoring: 'placement' });
    expect(h.phase).toBe('roundOver');
  });

  it('none: one round; whoever goes out first wins', () => {
    const g = goOut(
      'classic',
      'R1',
      [
        ['G2', 'GS'],
        ['W', 'B4'],
      ],
      { scoring: 'none' },
    );
    const v = g.v(1);
    expect(v.phase).toBe('gameOver');
    expect(v.gameWinner).toBe(0);
    expect(v.roundWinner).toBe(0);
  });

  it('house-rules defaults to none: the first out wins the game', () => {
    const g = goOut('house-rules', 'R1', [['G2'], ['B4']]);
    expect(g.phase).toBe('gameOver');
    expect(g.v(2).gameWinner).toBe(0);
  });
});

describe('Blocked round', () => {
  /** Two players who cannot play on R5 and nothing left to draw. */
  function blocked(
    options: Partial<RuleOptions>,
    hands: CardCode[][] = [
      ['G1', 'G2'],
      ['B3', 'B9'],
    ],
  ) {
    const g = rig('classic', { hands, discard: 'R5', pile: [], options });
    for (let i = 0; i < 8 && g.phase === 'play'; i++) g.draw(g.turn);
    return g;
  }

  it('If no player can play and nothing can be drawn, the round ends blocked', () => {
    const g = blocked({});
    const v = g.v(0);
    expect(v.phase).toBe('roundOver');
    expect(v.roundResult?.blocked).toBe(true);
    expect(v.counts).toEqual([2, 2]);
  });

  it('blockedRound lowest-hand: the lowest hand value wins the round and scores as usual', () => {
    const g = blocked({ blockedRound: 'lowest-hand' });
    const v = g.v(1);
    expect(v.roundResult?.winner).toBe(0);
    expect(v.roundWinner).toBe(0);
    expect(v.scores).toEqual([12, 0]);
  });

  it('blockedRound lowest-hand: the lowest hand may be any seat', () => {
    const g = blocked({ blockedRound: 'lowest-hand' }, [
      ['G8', 'G9'],
      ['B1', 'B2'],
    ]);
    expect(g.v(0).roundResult?.winner).toBe(1);
    expect(g.v(0).scores).toEqual([0, 17]);
  });

  it('blockedRound lowest-hand: two equal lowest hands make the round a tie (decision in docs/rules.md)', () => {
    const g = blocked({ blockedRound: 'lowest-hand' }, [
      ['G1', 'G2'],
      ['B1', 'B2'],
    ]);
    expect(g.v(0).roundResult?.winner).toBeNull();
    expect(g.v(0).scores).toEqual([0, 0]);
  });

  it('blockedRound tie: no points', () => {
    const g = blocked({ blockedRound: 'tie' });
    const v = g.v(0);
    expect(v.phase).toBe('roundOver');
    expect(v.roundResult?.blocked).toBe(true);
    expect(v.roundResult?.winner).toBeNull();
    expect(v.scores).toEqual([0, 0]);
  });

  it('a round is not blocked while a card can be played', () => {
    const g = rig('classic', {
      hands: [
        ['G1', 'G2'],
        ['B3', 'R9'],
      ],
      discard: 'R5',
      pile: [],
    });
    g.draw(0);
    expect(g.phase).toBe('play');
    expect(g.turn).toBe(1);
    g.play(1, 'R9', { uno: true });
    expect(g.phase).toBe('play');
  });
});

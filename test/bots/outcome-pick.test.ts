/**
 * The hard level's pick at four players of classic, learned from the outcomes of moves (docs/bots-experiments.md
 * "The outcomes of moves, learned (s9-outcome)"): it leaves the hand-tuned pick where its value says
 * so, only at that table (test/bots/no-peek.test.ts plays it at four players of classic with the
 * other hands added to its view).
 */
import { describe, expect, it } from 'vitest';
import { firstTurn } from './first-turn.js';
import { hardPolicy, hardPolicyWith } from '../../src/bots/hard.js';
import { OUTCOME_FEATURES } from '../../src/bots/outcome-features.js';
import { nearMoves, outcomeBest, fittedTable } from '../../src/bots/outcome-pick.js';
import { keyOf, rootMoves } from '../../src/bots/expert/root-moves.js';
import type { EditionId, RuleOptions } from '../../src/game/index.js';

const handTuned = hardPolicyWith();
const only = (name: string, margin = 0): { weights: number[]; margin: number } => ({
  weights: OUTCOME_FEATURES.map((f) => (f === name ? 1 : 0)),
  margin,
});

describe('the pick learned from outcomes', () => {
  it('keeps the hand-tuned pick unless a move is valued above it by more than the margin', () => {
    const at = firstTurn(4, 'outcome/value');
    const ctx = at();
    const hard = keyOf(handTuned.play(at()));
    const moves = nearMoves(rootMoves(at().view), hard, ctx.view.phase);
    expect(moves.length).toBeGreaterThan(1);
    expect(outcomeBest(ctx, moves, hard, only('hard'))).toBe(hard);
    // Valued by its points, the highest card wins; a margin above any card's points keeps hard's.
    const byPoints = outcomeBest(ctx, moves, hard, only('points'));
    const most = Math.max(...moves.map((m) => (m.action.type === 'play' ? points(m.action.card) : 0)));
    expect(points(byPoints)).toBe(most);
    expect(outcomeBest(ctx, moves, hard, only('points', 10))).toBe(hard);
  });

  it('keeps its Skip or +2 for later while every hand holds seven cards', () => {
    // Seat to open holds YS G4 R6 R+2 R1 Y7 G6 on a Y7: the hand-tuned pick lays the Skip, the
    // learned one the other 7 (the Skip is worth more when a hand nears going out).
    const skip = firstTurn(4, 'outcome/table/4/classic/13');
    expect(skip().view.hand).toEqual(['YS', 'G4', 'R6', 'R+2', 'R1', 'Y7', 'G6']);
    expect(keyOf(handTuned.play(skip()))).toBe('YS');
    expect(keyOf(hardPolicy.play(skip()))).toBe('Y7');
    // G+2 R4 G8 G7 Y3 G4 R8 on a G9: the +2 waits, a 4 of green goes.
    const drawTwo = firstTurn(4, 'outcome/table/4/classic/5');
    expect(keyOf(handTuned.play(drawTwo()))).toBe('G+2');
    expect(keyOf(hardPolicy.play(drawTwo()))).toBe('G4');
  });

  it('weighs no draw, Wild or Wild +4 where the hand-tuned pick lays a colored card', () => {
    let colored = 0;
    for (let i = 0; i < 40; i++) {
      const at = firstTurn(4, `outcome/near/${i}`);
      const hard = handTuned.play(at());
      if (hard.type !== 'play' || hard.card.startsWith('W')) continue;
      const moves = nearMoves(rootMoves(at().view), keyOf(hard), 'play');
      colored++;
      for (const m of moves) expect(m.action.type === 'play' && !m.action.card.startsWith('W')).toBe(true);
    }
    expect(colored).toBeGreaterThan(20);
  });

  it('plays another card than the hand-tuned pick at four players of classic, and only there', () => {
    const differs = (players: number, edition: EditionId, options: Partial<RuleOptions> = {}): number => {
      let n = 0;
      for (let i = 0; i < 120; i++) {
        const at = firstTurn(players, `outcome/table/${players}/${edition}/${i}`, edition, options);
        if (keyOf(hardPolicy.play(at())) !== keyOf(handTuned.play(at()))) n++;
      }
      return n;
    };
    expect(differs(4, 'classic')).toBeGreaterThan(0);
    expect(differs(3, 'classic')).toBe(0);
    expect(differs(6, 'classic')).toBe(0);
    expect(differs(4, 'skull')).toBe(0);
    expect(differs(4, 'classic', { teams: true })).toBe(0);
    expect(fittedTable(firstTurn(4, 'outcome/where')().view)).toBe(true);
  });
});

/** The points of a card code, or of a move key (a Wild's color after the slash). */
function points(key: string): number {
  const card = key.split('/')[0]!;
  if (card.startsWith('W')) return 50;
  const face = card.slice(1);
  return /^\d$/.test(face) ? Number(face) : 20;
}

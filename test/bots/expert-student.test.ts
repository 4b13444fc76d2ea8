/**
 * The student at the expert's root (docs/bots-experiments.md "The oracle's choices, learned (s8-distill)"): a
 * measuring switch since the tenth session (docs/bots-experiments.md "Policy iteration and the root's moves
 * (s10-learn)"), which makes the learned student's pick, read from the seat's view and memory, the
 * one the sign test must beat at four players; at other tables, and in the product at every table,
 * the hard level's.
 */
import { describe, expect, it } from 'vitest';
import { firstTurn } from './first-turn.js';
import { expertPolicy, keyOf, rootMoves, ROOT_CHOICE } from '../../src/bots/expert/index.js';
import { FEATURES, studentPick } from '../../src/bots/expert/student.js';
import { STUDENT_WEIGHTS } from '../../src/bots/expert/student-weights.js';
import { studentReference } from '../../src/bots/expert/student-reference.js';
import { hardPolicy } from '../../src/bots/hard.js';

/** The sign test never passes: the expert plays its reference (the student's, switched on). */
const keepReference = { ...ROOT_CHOICE, reference: studentReference, z: 1e9 };
const tiny = { iterations: 8 };

describe('the student at the root', () => {
  it('weighs each move by its features: the hard level alone, or the draw alone', () => {
    const ctx = firstTurn(4, 'student/weights')();
    const moves = rootMoves(ctx.view);
    const hard = keyOf(hardPolicy.play(firstTurn(4, 'student/weights')()));
    expect(moves.length).toBeGreaterThan(1);
    const only = (name: (typeof FEATURES)[number]): number[] => FEATURES.map((f) => (f === name ? 1 : 0));
    expect(studentPick(ctx.view, ctx.memory, moves, hard, only('hard'))).toBe(hard);
    expect(studentPick(ctx.view, ctx.memory, moves, hard, only('noPlay'))).toBe('draw');
  });

  it("is the reference at four players, and the hard level's pick at three and six", () => {
    let differed = 0;
    for (let i = 0; i < 40; i++) {
      for (const players of [3, 4, 6]) {
        const at = firstTurn(players, `student/${players}/${i}`);
        const ctx = at();
        const moves = rootMoves(at().view);
        if (moves.length <= 1 || ctx.view.phase !== 'play') continue;
        const hard = keyOf(hardPolicy.play(at()));
        const student = studentPick(ctx.view, ctx.memory, moves, hard, STUDENT_WEIGHTS);
        const played = keyOf(expertPolicy(tiny, undefined, keepReference).play(at()));
        const before = keyOf(expertPolicy(tiny, undefined, { ...ROOT_CHOICE, z: 1e9 }).play(at()));
        expect(before).toBe(hard);
        expect(played).toBe(players === 4 ? student : hard);
        if (players === 4 && student !== hard) differed++;
      }
    }
    // The student left the hard level's pick somewhere, so the test tells the two apart.
    expect(differed).toBeGreaterThan(0);
  });

  it("plays the hard level's learned pick as the product's reference at four, not the student's", () => {
    let differed = 0;
    for (let i = 0; i < 40; i++) {
      const at = firstTurn(4, `student/4/${i}`);
      const ctx = at();
      const moves = rootMoves(ctx.view);
      if (moves.length <= 1 || ctx.view.phase !== 'play') continue;
      const hard = keyOf(hardPolicy.play(at()));
      if (studentPick(ctx.view, ctx.memory, moves, hard, STUDENT_WEIGHTS) !== hard) differed++;
      expect(keyOf(expertPolicy(tiny, undefined, { ...ROOT_CHOICE, z: 1e9 }).play(at()))).toBe(hard);
    }
    expect(differed).toBeGreaterThan(0);
  });

  it("leaves the hard level's pick the reference at four where it was not fitted: skull, teams", () => {
    let counted = 0;
    for (let i = 0; i < 40; i++) {
      for (const [edition, options] of [
        ['skull', {}],
        ['classic', { teams: true }],
      ] as const) {
        const at = firstTurn(4, `student/${edition}/${i}`, edition, options);
        const ctx = at();
        const moves = rootMoves(at().view);
        if (moves.length <= 1 || ctx.view.phase !== 'play') continue;
        const hard = keyOf(hardPolicy.play(at()));
        if (studentPick(ctx.view, ctx.memory, moves, hard, STUDENT_WEIGHTS) !== hard) counted++;
        expect(keyOf(expertPolicy(tiny, undefined, keepReference).play(at()))).toBe(hard);
      }
    }
    // the student would have left hard's pick in some of these positions
    expect(counted).toBeGreaterThan(0);
  });
});

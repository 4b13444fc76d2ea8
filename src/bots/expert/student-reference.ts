/**
 * The student's pick as the expert's reference (docs/bots-experiments.md "The oracle's choices, learned
 * (s8-distill)"): the pick the sign test had to beat at four players of classic from the eighth
 * session to the tenth, a measuring switch since (docs/bots-experiments.md "Policy iteration and the root's
 * moves (s10-learn)"). Only scripts and tests import it, so the product's worker does not carry the
 * student's weights.
 */
import { fittedTable } from '../outcome-pick.js';
import type { ReferencePick } from './index.js';
import { studentPick } from './student.js';
import { STUDENT_WEIGHTS } from './student-weights.js';

/** At four players of classic without teams (where it was fitted) the student's pick, else none. */
export const studentReference: ReferencePick = (ctx, moves, hardKey) =>
  fittedTable(ctx.view) ? studentPick(ctx.view, ctx.memory, moves, hardKey, STUDENT_WEIGHTS) : null;

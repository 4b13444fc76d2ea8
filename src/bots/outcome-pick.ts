/**
 * A pick at four players learned from the outcomes of moves (docs/bots-experiments.md "The outcomes of moves,
 * learned (s9-outcome)"): a linear value over public features (outcome-features.ts) of each move
 * the expert would weigh at the root, fitted by scripts/outcome-fit.ts to how many rounds each move
 * won when played on from the true position (scripts/outcome-data.ts). It reads this seat's view,
 * its memory and the hard level's own pick only.
 */
import type { Action, PlayerView } from '../game/index.js';
import { keyOf, rootMoves } from './expert/root-moves.js';
import type { Move } from './expert/moves.js';
import { BEFORE_SEATS, outcomeFeatures } from './outcome-features.js';
import type { BotContext, Policy } from './policy.js';
import { isWild } from './cards.js';

/**
 * The value `weights` give each row's first `width` features: one weight a feature, then (when
 * given) one a feature but the first times the first, the hard level's pick (when that pick is
 * worth leaving).
 */
export function rowValue(row: readonly number[], weights: readonly number[], width = row.length): number {
  const n = Math.min(width, row.length);
  let value = 0;
  for (let j = 0; j < n; j++) value += row[j]! * (weights[j] ?? 0);
  if (row[0] !== 0) for (let j = 1; j < n; j++) value += row[0]! * row[j]! * (weights[n + j - 1] ?? 0);
  return value;
}

/**
 * The moves the learned value chooses among: all of them where the hard level lays a Wild, draws or
 * weighs a drawn card; where it lays a colored card, the other colored cards only. Played on from
 * the true position a draw there lost 9.6 points of a round, a Wild 12.7 and a Wild +4 19.0 against
 * its number (docs/bots-experiments.md "The outcomes of moves, learned (s9-outcome)"): no fit need learn it.
 */
export function nearMoves(moves: readonly Move[], hardKey: string, phase: string): Move[] {
  const hard = moves.find((m) => m.key === hardKey);
  if (phase !== 'play' || !hard || hard.action.type !== 'play' || isWild(hard.action.card)) return [...moves];
  return moves.filter((m) => m.action.type === 'play' && !isWild(m.action.card));
}

/** The learned value: its weights (rowValue), how many leading features of a row they read (a
 * value fitted before outcome-features.ts grew reads fewer; all when absent) and how much more than
 * the hard level's pick a move must be valued to be played instead. */
export interface OutcomeValue {
  weights: readonly number[];
  features?: number;
  margin: number;
}

/** The key of the move of `moves` the value rates highest (the first on a tie) when it beats the
 * hard level's by more than the margin, else `hardKey`. */
export function outcomeBest(ctx: BotContext, moves: readonly Move[], hardKey: string, value: OutcomeValue): string {
  const seats = value.features === undefined || value.features > BEFORE_SEATS;
  const rows = outcomeFeatures(ctx.view, ctx.memory, moves, hardKey, seats);
  const values = rows.map((row) => rowValue(row, value.weights, value.features));
  const at = moves.findIndex((m) => m.key === hardKey);
  let best = hardKey;
  let bestValue = at >= 0 ? values[at]! + value.margin : -Infinity;
  values.forEach((v, i) => {
    if (v > bestValue) {
      bestValue = v;
      best = moves[i]!.key;
    }
  });
  return best;
}

/** Where the learned picks were fitted and measured, this value and the expert's student
 * (expert/student.ts): four players of classic without teams. Elsewhere their features miss what
 * the table holds (a partner it must not hit, a Skull, towers, house rules, other seats), and the
 * hand-tuned pick, which knows them, stays. */
export function fittedTable(view: PlayerView): boolean {
  return view.players === 4 && view.edition === 'classic' && !view.options.teams;
}

/** `base`'s pick for the play, the drawn card and a penalty, overruled by the learned value where
 * `applies` holds and the root offers two moves or more. */
export function outcomePolicy(base: Policy, value: OutcomeValue, applies: (ctx: BotContext) => boolean): Policy {
  const learned =
    (phase: 'play' | 'drawn' | 'stack') =>
    (ctx: BotContext): Action => {
      const habit = base[phase](ctx);
      if (!applies(ctx)) return habit;
      const hardKey = keyOf(habit);
      const moves = nearMoves(rootMoves(ctx.view), hardKey, ctx.view.phase);
      if (moves.length <= 1) return habit;
      const best = outcomeBest(ctx, moves, hardKey, value);
      if (best === hardKey) return habit;
      return moves.find((m) => m.key === best)!.action;
    };
  return { ...base, play: learned('play'), drawn: learned('drawn'), stack: learned('stack') };
}

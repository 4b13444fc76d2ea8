/**
 * The order of things after a play (docs/game-rules.md "The order of things after a play"): the
 * color, a rule, towers, the four-tower keep, a race, a 7's swap (or a 0's rotation), then what the
 * card does to the next player. The statechart asks where the flow rests in that order (its route
 * table, `ROUTE` in machines/table.ts, one question of a rules file per line); `settle` plays the
 * card's effect once every step before it is done.
 */
import { nothingQueued, type GameState } from '../state.js';
import { runSevenZero } from './seven-zero.js';
import { applyEffect } from './turn.js';

/**
 * After an action: once no step of the play waits for a seat (`waits`: the chart's questions of
 * the play's steps, the lines of `ROUTE` marked `step`), the steps that need no answer run (a
 * chosen swap, a rotation) and the card acts on the next player. The steps a play queued are in
 * `play.queued`, each declared by its rules file, so this names none of them but the 7-0's. A play
 * waits only for its color or a queued step: with neither, no question is asked (most plays).
 */
export function settle(g: GameState, waits: (g: GameState) => boolean): void {
  const p = g.play;
  if (p === null || g.hands[p.seat]!.length === 0) return;
  if (p.color || (!nothingQueued(p) && waits(g))) return;
  if (!runSevenZero(g)) return;
  applyEffect(g);
}

/**
 * The order of things after a play (docs/game-rules.md "The order of things after a play"): the
 * color, a rule, towers, the four-tower keep, a race, a 7's swap (or a 0's rotation), then what the
 * card does to the next player. The statechart asks where the flow rests in that order (its route
 * table, `ROUTE` in machines/route.ts, one question of a rules file per line); `settle` plays the
 * card's effect once every step before it is done.
 */
import { nothingQueued, type GameState, type PlayRoute } from '../state.js';
import { applyEffect } from './turn.js';

/**
 * After an action: once no step of the play waits for a seat (`route.waits`: the chart's
 * questions of the lines of `ROUTE` marked `step`), the steps that need no answer run (each
 * variant's `beforeEffect`, in the table's order: a chosen swap, a rotation) and the card acts on
 * the next player. The steps a play queued are in `play.queued`, each declared by its rules file,
 * so this names none of them. A play waits only for its color or a queued step: with neither, no
 * question is asked and nothing runs before the card acts (most plays).
 */
export function settle(g: GameState, route: PlayRoute): void {
  const p = g.play;
  if (p === null || g.hands[p.seat]!.length === 0) return;
  if (p.color) return;
  if (!nothingQueued(p)) {
    if (route.waits(g)) return;
    for (let i = 0; i < route.beforeEffect.length; i++) if (!route.beforeEffect[i]!(g)) return;
  }
  applyEffect(g);
}

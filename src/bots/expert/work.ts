/**
 * The search's work, counted (docs/bots-experiments.md "The budget the product plays (s7-expert-a)"): in the
 * browser a search stops at a deadline, so a short position, whose playouts end soon, buys many
 * more worlds than a long one; the simulator and the tests stop it once it has done the work that
 * deadline buys on a phone, so their figures measure the bot the product plays and a seed still
 * plays the same game on any machine at any load.
 */

/** What a playout costs beyond its actions (the world's copy, the root move, its random stream, its
 * share of the world's deal), in actions of the playout default: measured on this machine by
 * scripts/expert-budget.ts. */
export const PLAYOUT_WORK = 3;

/** The work of `playouts` playouts that played `actions` actions between them. */
export function workOf(actions: number, playouts: number): number {
  return actions + PLAYOUT_WORK * playouts;
}

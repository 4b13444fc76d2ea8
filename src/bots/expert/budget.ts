/**
 * What a search over the root's moves may spend and what it answers, for paired worlds (paired.ts,
 * the product's) and the tree (search.ts, kept for measuring) alike.
 */
import type { Action } from '../../game/index.js';
import { workOf } from './work.js';

export interface SearchBudget {
  /** Iterations at most (a world played for k root moves counts k). */
  iterations: number;
  /** Work at most, in the paired search's units (work.ts `workOf`): the simulator's and the tests'
   * bound, what the browser's deadline buys on a phone but counted rather than timed, so the same
   * seed plays the same game on any machine at any load (docs/bots-experiments.md "The budget the product
   * plays (s7-expert-a)"). */
  work?: number;
  /** With a clock, stop once it reads `deadline` ms past `start` (the browser's bound). `start`:
   * when the question was asked (the worker's queue counts), else when the search begins. */
  deadline?: number;
  start?: number;
  clock?: () => number;
}

/** Whether the search must stop now, once `done` (iterations or playouts) is not zero (a search
 * always answers with at least one): its clock read past the deadline, or the work of its playouts
 * (`actions` between them, work.ts) reached the budget's. */
export function budgetSpent(budget: SearchBudget, done: number, actions: number): boolean {
  if (done === 0) return false;
  if (budget.clock && budget.deadline !== undefined && budget.clock() > budget.deadline) return true;
  return budget.work !== undefined && workOf(actions, done) >= budget.work;
}

export interface SearchResult {
  action: Action;
  iterations: number;
  /** The work spent (work.ts `workOf`; the tree counts its playouts' actions, not its walk). */
  work: number;
  /** The playouts' actions (the work's main part). */
  actions: number;
  /** Visits and win rate of each root move, most visited first (for tests and tuning). */
  moves: { key: string; visits: number; rate: number }[];
  /** Nodes of the tree that hold another seat's choice (none heads up). */
  replies: number;
}

/**
 * The table's statechart read from its definition (machines/table.ts) as a plain graph: its state
 * nodes by dot path, nested as in the machine, and every transition with its event and guard. The
 * one source of docs/statechart.* and of the in-app view's layout (scripts/chart.ts).
 */
import { tableMachine } from '../machines/table.js';

export interface ChartState {
  /** Dot path below the machine's root: `route`, `play.unoOpen`. */
  path: string;
  key: string;
  parent: string | null;
  /** The child entered first (compound states). */
  initial: string | null;
  children: string[];
  /** Entry actions, by name. */
  entry: string[];
  /** Transitions that stay in the state (no target): `event [guard]` lines drawn inside it. */
  internal: ChartTransition[];
  /** The flow only passes through it (an eventless transition without a guard). */
  transient: boolean;
}

export interface ChartTransition {
  from: string;
  /** Dot path of the target; the source itself for a transition that stays. */
  to: string;
  /** The event type, '' for an eventless (`always`) transition. */
  event: string;
  /** The guard's name ('allowed', the check every seat event gets, is left out); null: none. */
  guard: string | null;
  /** An eventless transition with no guard after guarded ones: taken when none of them is. */
  otherwise: boolean;
}

export interface ChartGraph {
  id: string;
  initial: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

interface RawNode {
  key: string;
  path: string[];
  states: Record<string, RawNode>;
  initial?: { target: readonly RawNode[] };
  entry: readonly unknown[];
  on: Record<string, readonly RawTransition[]>;
  always?: readonly RawTransition[];
}
interface RawTransition {
  target?: readonly RawNode[];
  guard?: unknown;
  eventType: string;
}

/** Guard names: strings, `{ type, params }` objects, and `and([...])` (a function holding `guards`). */
function guardNames(guard: unknown): string[] {
  if (guard === undefined || guard === null) return [];
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown[] }).guards;
    return parts ? parts.flatMap(guardNames) : [guard.name || 'guard'];
  }
  const type = (guard as { type?: unknown }).type;
  return typeof type === 'string' ? [type] : ['guard'];
}

function guardOf(guard: unknown): string | null {
  const names = guardNames(guard).filter((n) => n !== 'allowed');
  return names.length === 0 ? null : names.join(' and ');
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'action';
}

const pathOf = (node: RawNode) => node.path.join('.');

export function chartGraph(): ChartGraph {
  const root = tableMachine.root as unknown as RawNode;
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];

  const visit = (node: RawNode, parent: string | null) => {
    const path = pathOf(node);
    const own: ChartTransition[] = [];
    const add = (t: RawTransition, event: string, otherwise: boolean) => {
      const target = t.target?.[0];
      own.push({ from: path, to: target ? pathOf(target) : path, event, guard: guardOf(t.guard), otherwise });
    };
    const always = node.always ?? [];
    always.forEach((t, i) => add(t, '', t.guard === undefined && i > 0));
    for (const [event, list] of Object.entries(node.on)) for (const t of list) add(t, event, false);
    const state: ChartState = {
      path,
      key: node.key,
      parent,
      initial: node.initial?.target[0] ? pathOf(node.initial.target[0]) : null,
      children: Object.values(node.states).map(pathOf),
      entry: node.entry.map(actionName),
      internal: own.filter((t) => t.to === path && t.event !== ''),
      transient: always.some((t) => t.guard === undefined),
    };
    states.push(state);
    transitions.push(...own.filter((t) => t.to !== path || t.event === ''));
    for (const child of Object.values(node.states)) visit(child, path);
  };
  for (const child of Object.values(root.states)) visit(child, null);
  return { id: root.key, initial: pathOf(root.initial!.target[0]!), states, transitions };
}

/** How a transition reads on the chart: `draw [drawGivesPlayable]`, `[moved]`, `else`. */
export function transitionLabel(t: ChartTransition): string {
  const guard = t.guard ? `[${t.guard}]` : t.otherwise ? 'else' : '';
  return [t.event, guard].filter(Boolean).join(' ');
}

/**
 * What the rest of the engine reads from the statechart's definition rather than from lists of its
 * own: which events each phase takes, and which state values a table may rest in.
 */
import { tableMachine } from './table.js';

interface ShapeNode {
  key: string;
  states: Record<string, ShapeNode>;
  ownEvents: readonly string[];
  always?: readonly { guard?: unknown }[];
}

const root = tableMachine.root as unknown as ShapeNode;

function eventsUnder(node: ShapeNode, into: Set<string>): Set<string> {
  for (const type of node.ownEvents) into.add(type);
  for (const child of Object.values(node.states)) eventsUnder(child, into);
  return into;
}

/** The event types each top-level state (a phase) takes, its sub-states' included. */
export const PHASE_EVENTS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(root.states).map(([key, node]) => [key, eventsUnder(node, new Set())]),
);

/** The phases whose sub-state says whether the UNO window is open (built by `withUnoWindow`). */
export const UNO_PHASES: ReadonlySet<string> = new Set(
  Object.values(root.states)
    .filter((node) => 'unoOpen' in node.states)
    .map((node) => node.key),
);

/** A state the flow only passes through: one of its eventless transitions has no guard. */
function isTransient(node: ShapeNode): boolean {
  return (node.always ?? []).some((t) => t.guard === undefined);
}

/** The state values a table rests in between actions: `drawn`, or `{ play: 'unoOpen' }`. */
const RESTING: ReadonlySet<string> = new Set(
  Object.values(root.states).flatMap((node) => {
    if (isTransient(node)) return [];
    const children = Object.keys(node.states);
    return children.length === 0 ? [node.key] : children.map((child) => `${node.key}.${child}`);
  }),
);

/** Is `value` (a persisted snapshot's) a state the table can rest in? XState throws asynchronously
 * on an unknown one, so a restored table checks first. */
export function isRestingValue(value: unknown): boolean {
  if (typeof value === 'string') return RESTING.has(value);
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  if (keys.length !== 1) return false;
  const sub = (value as Record<string, unknown>)[keys[0]!];
  return typeof sub === 'string' && RESTING.has(`${keys[0]!}.${sub}`);
}

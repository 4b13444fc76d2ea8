/**
 * How a table's actor runs the statechart of machines/table.ts: `tableLogic` is `tableMachine`
 * with a quicker `transition` for the most frequent kind of event, and XState's own for every other.
 *
 * Most actions (a plain card played, a card drawn and kept) take a transition without a target and
 * leave the flow where it is: no state is left or entered, and none of the eventless transitions of
 * the states in force is enabled afterwards. XState's macrostep still builds its sets of states to
 * exit and to enter, an action list and its inspection records for them: about half of an action's
 * time, and most of its garbage. For such an event `tableLogic` does what that macrostep does, read
 * from the same machine: the transition XState selects (`getTransitionData`, the machine's guards in
 * the machine's order), its actions run in order through the actor's executor, then the eventless
 * transitions of the states in force asked in XState's order (the state first, then its ancestors).
 * None enabled: the snapshot is the same one, as XState's own macrostep would return it. One
 * enabled (the flow moves on: `moved`, the UNO window): XState takes over from there, with an event
 * no state takes (`CONTINUE`), whose macrostep is then the eventless steps alone. Any transition
 * with a target, any built-in action or guard (`assign`, `and`, ...): XState's transition.
 *
 * So the machine still decides everything: which event a state takes, which guarded transition
 * wins, where the flow goes. Guards only read the game (machines/table.ts), so asking the selected
 * transition again after falling back to XState changes nothing. test/machines/table-logic.test.ts
 * plays games through both and compares them step by step.
 */
import { ACTION_TYPES } from '../src/game/rules/index.js';
import { tableMachine } from './table.js';

type Snap = Parameters<typeof tableMachine.transition>[0];
type MachineEvent = Parameters<typeof tableMachine.transition>[1];
type Scope = Parameters<typeof tableMachine.transition>[2];
type Transition = ReturnType<typeof tableMachine.getTransitionData>[number];
type GuardRef = Transition['guard'];

/** The event that continues a macrostep with its eventless steps alone (no state takes it). */
export const CONTINUE = '@table.continue';

/** The events a plain transition may answer: every seat's action but UNO and catch (their
 * transitions have a target and their `moved` check reads the event), and the host's clock. */
const QUICK_EVENTS: ReadonlySet<string> = new Set(
  [...ACTION_TYPES].filter((type) => type !== 'uno' && type !== 'catch').concat('expire'),
);

interface StateNodeLike {
  key: string;
  type: string;
  parent?: StateNodeLike;
  states: Record<string, StateNodeLike>;
  always?: readonly Transition[];
}

/** Per resting value (`drawn`, `play.unoOpen`): the eventless transitions XState asks after an
 * event, in its order: the atomic state's own, then each ancestor's. */
const ALWAYS = new Map<string, readonly Transition[]>();
(function collect(node: StateNodeLike, path: string): void {
  const children = Object.values(node.states);
  if (children.length === 0) {
    const list: Transition[] = [];
    for (let s: StateNodeLike | undefined = node; s !== undefined; s = s.parent) list.push(...(s.always ?? []));
    ALWAYS.set(path, list);
  }
  for (const child of children) collect(child, path === '' ? child.key : `${path}.${child.key}`);
})(tableMachine.root, '');

/** A value's path as ALWAYS keys it; one level of nesting at most (the flat statechart). */
function pathOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  for (const key in value as Record<string, unknown>) {
    const sub = (value as Record<string, unknown>)[key];
    return typeof sub === 'string' ? `${key}.${sub}` : null;
  }
  return null;
}

// The path of the last value seen: XState keeps a snapshot's value object while the states in force
// stay the same, so most events find it here.
let lastValue: unknown = null;
let lastPath: string | null = null;

type Implementation = ((args: unknown, params: unknown) => unknown) & { resolve?: unknown; check?: unknown };
const actionImpls = tableMachine.implementations.actions as unknown as Record<string, Implementation | undefined>;
const guardImpls = tableMachine.implementations.guards as unknown as Record<string, Implementation | undefined>;

function nameOf(ref: unknown): string | null {
  if (typeof ref === 'string') return ref;
  if (typeof ref === 'object' && ref !== null && typeof (ref as { type?: unknown }).type === 'string') {
    return (ref as { type: string }).type;
  }
  return null;
}

function paramsOf(ref: unknown): unknown {
  if (typeof ref !== 'object' || ref === null || !('params' in ref)) return undefined;
  return ref.params;
}

/** Are all of the transition's actions the machine's own plain functions (no built-in action)? */
function plainActions(t: Transition): boolean {
  for (const action of t.actions) {
    const name = nameOf(action);
    if (name === null || typeof paramsOf(action) === 'function') return false;
    const impl = actionImpls[name];
    if (typeof impl !== 'function' || 'resolve' in impl) return false;
  }
  return true;
}

/** A guard's answer, or null when it is not one of the machine's plain guards (XState asks it). */
function guardPasses(guard: GuardRef, context: Snap['context'], event: MachineEvent): boolean | null {
  if (guard === undefined) return true;
  const name = nameOf(guard);
  if (name === null) return null;
  const params = paramsOf(guard);
  const impl = guardImpls[name];
  if (typeof impl !== 'function' || 'check' in impl || typeof params === 'function') return null;
  return impl({ context, event }, params) === true;
}

function quickTransition(snapshot: Snap, event: MachineEvent, actorScope: Scope): Snap {
  if (snapshot.status !== 'active' || !QUICK_EVENTS.has(event.type)) {
    return tableMachine.transition(snapshot, event, actorScope);
  }
  const value: unknown = snapshot.value;
  if (value !== lastValue) {
    lastPath = pathOf(value);
    lastValue = value;
  }
  const always = lastPath === null ? undefined : ALWAYS.get(lastPath);
  if (always === undefined) return tableMachine.transition(snapshot, event, actorScope);
  const selected = tableMachine.getTransitionData(snapshot, event);
  if (selected.length !== 1) return tableMachine.transition(snapshot, event, actorScope);
  const t = selected[0]!;
  if (t.target !== undefined || !plainActions(t)) return tableMachine.transition(snapshot, event, actorScope);
  // XState's microstep for a transition without a target: its actions, in order, nothing else.
  const context = snapshot.context;
  for (const action of t.actions) {
    const type = nameOf(action)!;
    actorScope.actionExecutor({
      type,
      info: { context, event, self: actorScope.self, system: actorScope.system } as never,
      params: paramsOf(action),
      exec: actionImpls[type] as never,
    });
  }
  // Then the eventless transitions of the states in force: the first enabled one moves the flow.
  for (let i = 0; i < always.length; i++) {
    const passes = guardPasses(always[i]!.guard, context, event);
    if (passes !== false) {
      return tableMachine.transition(snapshot, { type: CONTINUE } as never, actorScope);
    }
  }
  return snapshot;
}

/** The statechart, run with `quickTransition` (the actor's logic for every table). */
export const tableLogic: typeof tableMachine = Object.create(tableMachine) as typeof tableMachine;
tableLogic.transition = quickTransition as typeof tableMachine.transition;

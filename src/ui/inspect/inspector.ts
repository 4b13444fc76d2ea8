/**
 * `?inspect`: shows the host's live table actor in the Stately inspector. The inspector package is
 * loaded only when asked for (it is not part of the game's bundle), and everything it is about to
 * send goes through `sanitize`, so no hand and no pile order leaves this page.
 */
import type { AnyActorRef, AnyEventObject, InspectionEvent, Observer } from 'xstate';
import { sanitize } from './sanitize.js';

export function inspectRequested(search = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).has('inspect');
}

function isActor(x: unknown): x is AnyActorRef {
  return !!x && typeof x === 'object' && 'getSnapshot' in x && 'system' in x;
}

/** Plain JSON of anything, cycles and functions dropped (actor refs point back at their system). */
export function plainJson(value: unknown): unknown {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'function') return undefined;
    if (v && typeof v === 'object') {
      if (seen.has(v)) return undefined;
      seen.add(v);
    }
    return v;
  });
  return text === undefined ? null : JSON.parse(text);
}

/** Connect `actor` to a new Stately inspector window; returns a function that disconnects it. */
export async function connectInspector(actor: unknown): Promise<() => void> {
  if (!isActor(actor)) return () => {};
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => sanitize(plainJson(context)) as typeof context,
    sanitizeEvent: (event) => sanitize(plainJson(event)) as AnyEventObject,
    // Last gate before postMessage: the whole inspection event, whatever field carries state.
    serialize: (event) => sanitize(plainJson(event)) as typeof event,
  });
  inspector.actor(actor, plainJson(actor.getSnapshot()) as never);
  const observer: Observer<InspectionEvent> = { next: (e) => inspector.inspect.next?.(e) };
  const sub = actor.system.inspect(observer);
  return () => {
    sub.unsubscribe();
    inspector.stop();
  };
}

/**
 * `?inspect`: shows the host's live table actor in the Stately inspector. The inspector package is
 * loaded only when asked for (it is not part of the game's bundle), and everything it is about to
 * send goes through `sanitize`, so no hand and no pile order leaves this page. The inspector is a
 * page at stately.ai: with no internet (a LAN game), or a blocked popup, `connectInspector` fails
 * with a clear error and the app opens its own phases view instead.
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

export const INSPECTOR_URL = 'https://stately.ai/inspect';

export interface InspectorOptions {
  url?: string;
  /** How long the site may take to answer, then the inspector window to say it is there. */
  probeMs?: number;
  connectMs?: number;
}

/** Can the inspector's site be reached at all? (An opaque answer is enough: no CORS needed.) */
async function reachable(url: string, ms: number): Promise<boolean> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    await fetch(url, { mode: 'no-cors', cache: 'no-store', signal: abort.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves when the inspector window says it is connected, false after `ms`. */
function connected(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(ok);
    };
    const onMessage = (e: MessageEvent) => {
      if ((e.data as { type?: unknown } | null)?.type === '@statelyai.connected') done(true);
    };
    const timer = setTimeout(() => done(false), ms);
    window.addEventListener('message', onMessage);
  });
}

/**
 * Connect `actor` to a new Stately inspector window; resolves with a function that disconnects it,
 * or rejects (`inspector-offline`, `inspector-blocked`) when the inspector cannot show it.
 */
export async function connectInspector(actor: unknown, options: InspectorOptions = {}): Promise<() => void> {
  if (!isActor(actor)) return () => {};
  const url = options.url ?? INSPECTOR_URL;
  if (!(await reachable(url, options.probeMs ?? 5000))) throw new Error('inspector-offline');
  const { createBrowserInspector } = await import('@statelyai/inspect');
  let popup: Window | null = null;
  const isConnected = connected(options.connectMs ?? 20_000);
  const inspector = createBrowserInspector({
    url,
    // The inspector opens its window through this: a blocked popup is known at once.
    // (it calls only these two of the window it is given)
    window: {
      open: (...args: Parameters<Window['open']>) => (popup = window.open(...args)),
      addEventListener: window.addEventListener.bind(window),
    } as unknown as Window,
    sanitizeContext: (context) => sanitize(plainJson(context)) as typeof context,
    sanitizeEvent: (event) => sanitize(plainJson(event)) as AnyEventObject,
    // Last gate before postMessage: the whole inspection event, whatever field carries state.
    serialize: (event) => sanitize(plainJson(event)) as typeof event,
  });
  inspector.actor(actor, plainJson(actor.getSnapshot()) as never);
  const observer: Observer<InspectionEvent> = { next: (e) => inspector.inspect.next?.(e) };
  const sub = actor.system.inspect(observer);
  const stop = () => {
    sub.unsubscribe();
    inspector.stop();
  };
  if (!popup || !(await isConnected)) {
    stop();
    (popup as Window | null)?.close();
    throw new Error(popup ? 'inspector-offline' : 'inspector-blocked');
  }
  return stop;
}

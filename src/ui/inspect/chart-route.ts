/**
 * What the phases view lights on the diagram for one step: the active state nodes, and the way the
 * statechart went from the previous step's state to this one (the arrows, and which of each arrow's
 * label lines was taken), found on the laid-out chart itself.
 */
import type { TableEvent } from '../../game/index.js';
import type { ChartLayout } from './chart-types.js';

/** Every active state node of a full path: `play.unoOpen` → `play`, `play.unoOpen`. */
export function activeStates(path: string): string[] {
  const parts = path.split('.').filter(Boolean);
  return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
}

/** The machine event behind the first of a step's events that a seat's action or the host makes. */
const EVENT_OF: Partial<Record<TableEvent['type'], string>> = {
  play: 'play',
  draw: 'draw',
  pass: 'pass',
  color: 'color',
  uno: 'uno',
  catch: 'catch',
  challenge: 'challenge',
  accept: 'accept',
  rule: 'rule',
  react: 'react',
  towers: 'towers',
  keep: 'keep',
  raceEnd: 'expire',
};

export function machineEventOf(events: readonly TableEvent[]): string | null {
  for (const e of events) {
    if (e.type === 'deal') return e.round > 1 ? 'nextRound' : null;
    const type = EVENT_OF[e.type];
    if (type) return type;
  }
  return null;
}

/** One arrow taken: its index in `layout.edges` and the label line that was followed. */
export interface TakenEdge {
  edge: number;
  line: number;
}

export interface TakenRoute {
  edges: TakenEdge[];
  /** A transition that stayed in the state it left (drawn inside it): that state and the line. */
  inner: { state: string; line: number } | null;
}

interface Hop {
  edge: number;
  line: number;
  to: string;
  event: string;
}

/** Where the statechart enters a state: compound states go on through their initial arrow. */
function hopsFrom(layout: ChartLayout, at: string): Hop[] {
  const hops: Hop[] = [];
  layout.edges.forEach((e, edge) => {
    if (e.from === `${at}#initial`) hops.push({ edge, line: -1, to: e.to, event: '' });
    else if (e.from === at || at.startsWith(`${e.from}.`))
      e.lines.forEach((l, line) => hops.push({ edge, line, to: e.to, event: l.event }));
  });
  return hops;
}

/** The shortest way from `from` to `to` made of eventless arrows, the first one possibly taking
 * `event` (null: any event); the arrows the initial marks draw count as eventless. */
function search(
  layout: ChartLayout,
  from: string,
  to: string,
  event: string | null,
  firstEvented: boolean,
): Hop[] | null {
  const start = { at: from, path: [] as Hop[] };
  const queue = [start];
  const seen = new Set<string>([from]);
  while (queue.length) {
    const { at, path } = queue.shift()!;
    if (at === to && path.length) return path;
    if (path.length >= 8) continue;
    for (const hop of hopsFrom(layout, at)) {
      const evented = hop.event !== '';
      if (evented && !(firstEvented && path.length === 0 && (event === null || hop.event === event))) continue;
      if (firstEvented && path.length === 0 && !evented) continue;
      if (seen.has(hop.to) && hop.to !== to) continue;
      seen.add(hop.to);
      queue.push({ at: hop.to, path: [...path, hop] });
    }
  }
  return null;
}

/**
 * How the chart went from `from` to `to` (both full paths) on `event` (null when unknown): first
 * an arrow carrying the event, else eventless arrows after the event stayed in `from` (a card
 * played in `play`, then `[moved]` to `route`...), else any way with one event.
 */
export function takenRoute(layout: ChartLayout, from: string, to: string, event: string | null): TakenRoute {
  const none: TakenRoute = { edges: [], inner: null };
  if (!from || !to) return none;
  const inner = (): TakenRoute['inner'] => {
    if (!event) return null;
    const state = layout.states.find((s) => s.path === from);
    const line = state ? state.lines.findIndex((l) => l.event === event) : -1;
    return state && line >= 0 ? { state: from, line } : null;
  };
  const asRoute = (hops: Hop[], stayed: boolean): TakenRoute => ({
    edges: hops.map(({ edge, line }) => ({ edge, line })),
    inner: stayed ? inner() : null,
  });
  if (event) {
    const withEvent = search(layout, from, to, event, true);
    if (withEvent) return asRoute(withEvent, false);
  }
  const stayed = inner();
  if (from === to) return { edges: [], inner: stayed };
  const eventless = search(layout, from, to, null, false);
  if (eventless) return asRoute(eventless, true);
  const any = search(layout, from, to, null, true);
  return any ? asRoute(any, false) : { edges: [], inner: stayed };
}

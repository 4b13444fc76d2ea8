/**
 * The statechart's diagram as laid out at build time (scripts/chart.ts, with elkjs): what the
 * in-app view draws, with no layout work in the browser. Coordinates are SVG user units.
 */

export interface LaidState {
  /** Dot path of the state (`play.unoOpen`): the SVG element's `data-state`. */
  path: string;
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  compound: boolean;
  /** The flow only passes through it (drawn dashed). */
  transient: boolean;
  /** Lines drawn inside: entry actions, then the transitions that stay in the state. */
  lines: LaidLine[];
}

/** One transition as text: its event ('' eventless), guard, entry action. */
export interface LaidLine {
  event: string;
  guard: string | null;
  otherwise?: boolean;
  entry?: string;
}

export interface LaidEdge {
  /** Dot paths of source and target, or `<parent>#initial` (the whole chart's: `#initial`). */
  from: string;
  to: string;
  /** The transitions this arrow carries (one line each on its label). */
  lines: LaidLine[];
  /** x0, y0, x1, y1, ...: the arrow's polyline, ending on the target. */
  points: number[];
  /** Where its label goes (its top-left corner); null for an initial arrow. */
  label: { x: number; y: number; w: number; h: number } | null;
}

export interface InitialMark {
  /** `<parent>#initial`, `#initial` for the chart's own. */
  id: string;
  x: number;
  y: number;
  r: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: LaidState[];
  initials: InitialMark[];
  edges: LaidEdge[];
}

/** Sizes the layout measured text with: a monospace font, so a label's width is its length. */
export const CHART_FONT = {
  family: "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace",
  title: 12,
  text: 10.5,
  /** Width of one character, as a share of the font size. */
  advance: 0.62,
  line: 14,
} as const;

/** How a line reads untranslated: `draw [drawGivesPlayable]`, `[moved]`, `else`, `entry / endRound`. */
export function lineText(line: LaidLine, eventName: (event: string) => string = (e) => e): string {
  if (line.entry) return `entry / ${line.entry}`;
  const guard = line.guard ? `[${line.guard}]` : line.otherwise ? 'else' : '';
  return [line.event ? eventName(line.event) : '', guard].filter(Boolean).join(' ');
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The arrowhead's polygon at the end of a polyline (the SVG file and the in-app view draw it alike). */
export function arrowHead(points: readonly number[]): string {
  const n = points.length;
  const [x0, y0, x1, y1] = [points[n - 4]!, points[n - 3]!, points[n - 2]!, points[n - 1]!];
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
  const [bx, by] = [x1 - ux * 7, y1 - uy * 7];
  return [x1, y1, bx - uy * 3.5, by + ux * 3.5, bx + uy * 3.5, by - ux * 3.5].map(round1).join(' ');
}

/**
 * The statechart drawn as SVG from its build-time layout (CHART_LAYOUT): no layout work in the
 * browser. Each state node is a `<g data-state="<dot path>">`, the active ones with `data-active`
 * (docs/statechart-contract.md); the arrows and label lines just taken carry `data-taken`.
 */
import { nothing, svg, type TemplateResult } from 'lit';
import { CHART_FONT, arrowHead, lineText, type ChartLayout } from './chart-types.js';
import type { TakenRoute } from './chart-route.js';

const PAD = 8;
const TITLE_H = 22;

const round = (n: number) => Math.round(n * 10) / 10;

function pathData(points: readonly number[]): string {
  let d = '';
  for (let i = 0; i + 1 < points.length; i += 2) d += `${i === 0 ? 'M' : ' L'}${points[i]} ${points[i + 1]}`;
  return d;
}

export interface ChartMarks {
  active: ReadonlySet<string>;
  taken: TakenRoute;
  /** The taken event in the player's language, drawn beside the first arrow taken (or the state). */
  badge: string;
}

/** Where the badge goes: by the first taken arrow's label, else the state the event stayed in. */
function badgeAt(layout: ChartLayout, marks: ChartMarks): { x: number; y: number } | null {
  const first = marks.taken.edges[0];
  const edge = first ? layout.edges[first.edge] : undefined;
  if (edge?.label) return { x: edge.label.x, y: edge.label.y - 18 };
  if (edge && edge.points.length >= 2) return { x: edge.points[0]! + 6, y: edge.points[1]! - 18 };
  const inner = marks.taken.inner;
  const state = inner ? layout.states.find((s) => s.path === inner.state) : undefined;
  return state ? { x: state.x + state.w + 4, y: state.y } : null;
}

/** The arrows taken last, so that they are drawn over the others. */
function edgeOrder(layout: ChartLayout, taken: ReadonlyMap<number, number>): number[] {
  const all = layout.edges.map((_, i) => i);
  return [...all.filter((i) => !taken.has(i)), ...all.filter((i) => taken.has(i))];
}

/**
 * A box's title: the phase in the player's words when they fit its width (the layout sized the
 * boxes for the chart's own names), else that name; the tooltip has both.
 */
function boxTitle(s: ChartLayout['states'][number], words: (path: string) => string): string {
  if (s.path.includes('.')) return s.label;
  const said = words(s.path);
  return said.length * CHART_FONT.title * CHART_FONT.advance <= s.w - 2 * PAD ? said : s.label;
}

export function chartSvg(
  layout: ChartLayout,
  marks: ChartMarks,
  words: (path: string) => string = (path) => path,
): TemplateResult {
  const f = CHART_FONT;
  const takenLines = new Map<number, number>();
  for (const t of marks.taken.edges) takenLines.set(t.edge, t.line);
  const inner = marks.taken.inner;
  const badge = marks.badge ? badgeAt(layout, marks) : null;
  const badgeW = marks.badge.length * f.text * f.advance + 12;
  return svg`
    ${layout.states.map((s) => {
      const cls = ['state', s.compound ? 'compound' : '', s.transient ? 'transient' : ''].filter(Boolean).join(' ');
      return svg`<g class=${cls} data-state=${s.path} data-active=${marks.active.has(s.path) ? '' : nothing}>
        <title>${words(s.path)} (${s.path})</title>
        <rect x=${s.x} y=${s.y} width=${s.w} height=${s.h} rx="6"></rect>
        <text class="title" x=${round(s.x + PAD)} y=${round(s.y + 15)}>${boxTitle(s, words)}</text>
        ${s.lines.map(
          (l, i) =>
            svg`<text class="line" data-taken=${inner?.state === s.path && inner.line === i ? '' : nothing}
              x=${round(s.x + PAD)} y=${round(s.y + TITLE_H + 10 + i * f.line)}>${lineText(l)}</text>`,
        )}
      </g>`;
    })}
    ${layout.initials.map((m) => svg`<circle class="initial" cx=${m.x} cy=${m.y} r=${m.r}></circle>`)}
    ${edgeOrder(layout, takenLines).map((i) => {
      const e = layout.edges[i]!;
      if (e.points.length < 4) return nothing;
      const taken = takenLines.get(i);
      return svg`<g class="edge" data-from=${e.from} data-to=${e.to} data-taken=${taken !== undefined ? '' : nothing}>
        <path d=${pathData(e.points)}></path>
        <polygon points=${arrowHead(e.points)}></polygon>
        ${
          e.label
            ? e.lines.map(
                (l, j) =>
                  svg`<text class="label" data-taken=${taken === j ? '' : nothing}
                    x=${round(e.label!.x + 2)} y=${round(e.label!.y + 10.5 + j * f.line)}>${lineText(l)}</text>`,
              )
            : nothing
        }
      </g>`;
    })}
    ${
      badge
        ? svg`<g class="badge">
            <rect x=${round(badge.x)} y=${round(badge.y)} width=${round(badgeW)} height="16" rx="8"></rect>
            <text x=${round(badge.x + 6)} y=${round(badge.y + 11.5)}>${marks.badge}</text>
          </g>`
        : nothing
    }`;
}

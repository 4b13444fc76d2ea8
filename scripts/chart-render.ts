/**
 * From the statechart's graph (chart-graph.ts) to its files: the elkjs layout (layered, nested
 * states inside their parents), the SVG, the mermaid `stateDiagram-v2` text and the layout module
 * the in-app view imports. Everything is deterministic: same machine, same bytes.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import {
  CHART_FONT,
  arrowHead,
  lineText,
  type ChartLayout,
  type InitialMark,
  type LaidEdge,
  type LaidLine,
  type LaidState,
} from '../src/ui/inspect/chart-types.js';
import type { ChartGraph, ChartState, ChartTransition } from './chart-graph.js';

const PAD = 8;
const TITLE_H = 22;
const INITIAL_R = 5;

const round = (n: number) => Math.round(n * 10) / 10;
const textWidth = (s: string, size: number) => s.length * size * CHART_FONT.advance;

function toLine(t: ChartTransition): LaidLine {
  const line: LaidLine = { event: t.event, guard: t.guard };
  if (t.otherwise) line.otherwise = true;
  return line;
}

function linesOf(s: ChartState): LaidLine[] {
  return [...s.entry.map((entry) => ({ event: '', guard: null, entry })), ...s.internal.map(toLine)];
}

/** Room along a state's side for each arrow that meets it (a hub like `route` meets many). */
const PER_ARROW = 14;

function leafSize(s: ChartState, arrows: number): { width: number; height: number } {
  const lines = linesOf(s).map((l) => lineText(l));
  const w = Math.max(
    textWidth(s.key, CHART_FONT.title),
    ...lines.map((l) => textWidth(l, CHART_FONT.text)),
    arrows * PER_ARROW,
  );
  return { width: Math.ceil(w + 2 * PAD), height: TITLE_H + lines.length * CHART_FONT.line + (lines.length ? PAD : 0) };
}

const initialId = (parent: string) => `${parent}#initial`;

/** Transitions with the same ends share one arrow, one label line each. */
function bundled(graph: ChartGraph): { from: string; to: string; lines: LaidLine[] }[] {
  const byEnds = new Map<string, { from: string; to: string; lines: LaidLine[] }>();
  for (const t of graph.transitions) {
    const key = `${t.from}->${t.to}`;
    let edge = byEnds.get(key);
    if (!edge) byEnds.set(key, (edge = { from: t.from, to: t.to, lines: [] }));
    edge.lines.push(toLine(t));
  }
  return [...byEnds.values()];
}

export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  const byPath = new Map(graph.states.map((s) => [s.path, s]));
  const initialNode = (parent: string): ElkNode => ({
    id: initialId(parent),
    width: 2 * INITIAL_R,
    height: 2 * INITIAL_R,
  });
  const edges = bundled(graph);
  const arrows = new Map<string, number>();
  for (const e of edges) for (const end of [e.from, e.to]) arrows.set(end, (arrows.get(end) ?? 0) + 1);
  const nodeOf = (s: ChartState): ElkNode => {
    if (s.children.length === 0) return { id: s.path, ...leafSize(s, arrows.get(s.path) ?? 0) };
    const lines = linesOf(s).length;
    return {
      id: s.path,
      layoutOptions: {
        'elk.padding': `[top=${TITLE_H + lines * CHART_FONT.line + PAD},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${Math.ceil(textWidth(s.key, CHART_FONT.title) + 2 * PAD)}, 40)`,
      },
      children: [initialNode(s.path), ...s.children.map((c) => nodeOf(byPath.get(c)!))],
    };
  };
  const initialEdges = [
    { from: initialId(''), to: graph.initial },
    ...graph.states.filter((s) => s.initial).map((s) => ({ from: initialId(s.path), to: s.initial! })),
  ];
  const elkEdges: ElkExtendedEdge[] = [
    ...edges.map((e, i) => {
      const lines = e.lines.map((l) => lineText(l));
      return {
        id: `e${i}`,
        sources: [e.from],
        targets: [e.to],
        labels: [
          {
            text: lines.join('\n'),
            width: Math.ceil(Math.max(...lines.map((l) => textWidth(l, CHART_FONT.text))) + 4),
            height: lines.length * CHART_FONT.line,
          },
        ],
      };
    }),
    ...initialEdges.map((e, i) => ({ id: `i${i}`, sources: [e.from], targets: [e.to] })),
  ];
  const top = graph.states.filter((s) => s.parent === null);
  const elkGraph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
      'elk.layered.crossingMinimization.forceNodeModelOrder': 'false',
      'elk.randomSeed': '1',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [initialNode(''), ...top.map(nodeOf)],
    edges: elkEdges,
  };
  const out = await new ELK().layout(elkGraph);

  const states: LaidState[] = [];
  const initials: InitialMark[] = [];
  const walk = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      if (child.id.endsWith('#initial')) {
        initials.push({
          id: child.id === '#initial' ? '#initial' : child.id,
          x: round(child.x! + INITIAL_R),
          y: round(child.y! + INITIAL_R),
          r: INITIAL_R,
        });
        continue;
      }
      const s = byPath.get(child.id)!;
      states.push({
        path: s.path,
        label: s.key,
        x: round(child.x!),
        y: round(child.y!),
        w: round(child.width!),
        h: round(child.height!),
        compound: s.children.length > 0,
        transient: s.transient,
        lines: linesOf(s),
      });
      walk(child);
    }
  };
  walk(out);

  const laidEdges: LaidEdge[] = [];
  const elkById = new Map((out.edges ?? []).map((e) => [e.id, e]));
  const points = (e: ElkExtendedEdge): number[] => {
    const s = e.sections?.[0];
    if (!s) return [];
    return [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].flatMap((p) => [round(p.x), round(p.y)]);
  };
  edges.forEach((e, i) => {
    const laid = elkById.get(`e${i}`)!;
    const label = laid.labels?.[0];
    laidEdges.push({
      from: e.from,
      to: e.to,
      lines: e.lines,
      points: points(laid),
      label: label ? { x: round(label.x!), y: round(label.y!), w: round(label.width!), h: round(label.height!) } : null,
    });
  });
  initialEdges.forEach((e, i) => {
    const laid = elkById.get(`i${i}`)!;
    laidEdges.push({ from: e.from, to: e.to, lines: [], points: points(laid), label: null });
  });
  return { width: round(out.width!), height: round(out.height!), states, initials, edges: laidEdges };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chart as a standalone SVG file: each state a `<g data-state="...">` (docs/statechart.md). */
export function svgOf(layout: ChartLayout): string {
  const f = CHART_FONT;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" font-family="${esc(f.family)}">`,
    '<title>The UNO table statechart (machines/table.ts)</title>',
    `<style>.state rect{fill:#fff;stroke:#334;stroke-width:1.2}.state.compound>rect{fill:#f4f6fb}.state.transient>rect{stroke-dasharray:4 3}.title{font-size:${f.title}px;font-weight:700;fill:#111}.line{font-size:${f.text}px;fill:#333}.edge path{fill:none;stroke:#667;stroke-width:1.1}.edge polygon,.initial{fill:#334}.label{font-size:${f.text}px;fill:#224}</style>`,
    `<rect width="${layout.width}" height="${layout.height}" fill="#fff"/>`,
  ];
  for (const s of layout.states) {
    const cls = ['state', s.compound ? 'compound' : '', s.transient ? 'transient' : ''].filter(Boolean).join(' ');
    out.push(`<g class="${cls}" data-state="${esc(s.path)}">`);
    out.push(`<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="6"/>`);
    out.push(`<text class="title" x="${round(s.x + PAD)}" y="${round(s.y + 15)}">${esc(s.label)}</text>`);
    s.lines.forEach((l, i) => {
      out.push(
        `<text class="line" x="${round(s.x + PAD)}" y="${round(s.y + TITLE_H + 10 + i * f.line)}">${esc(lineText(l))}</text>`,
      );
    });
    out.push('</g>');
  }
  for (const m of layout.initials)
    out.push(`<circle class="initial" data-initial="${esc(m.id)}" cx="${m.x}" cy="${m.y}" r="${m.r}"/>`);
  for (const e of layout.edges) {
    if (e.points.length < 4) continue;
    const d = e.points.reduce((acc, v, i) => acc + (i % 2 === 0 ? `${i === 0 ? 'M' : ' L'}${v}` : ` ${v}`), '');
    out.push(
      `<g class="edge" data-from="${esc(e.from)}" data-to="${esc(e.to)}"><path d="${d}"/><polygon points="${arrowHead(e.points)}"/>`,
    );
    if (e.label) {
      e.lines.forEach((l, i) => {
        out.push(
          `<text class="label" x="${round(e.label!.x + 2)}" y="${round(e.label!.y + 10.5 + i * f.line)}">${esc(lineText(l))}</text>`,
        );
      });
    }
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}

const mermaidId = (path: string) => path.replace(/\./g, '_');
/** Mermaid's transition text stops at a colon and dislikes semicolons and hashes. */
const mermaidText = (s: string) => s.replace(/[:;#]/g, ' ');

/** The chart as mermaid `stateDiagram-v2` (GitHub renders it); state ids are dot paths with `_`. */
export function mermaidOf(graph: ChartGraph): string {
  const byPath = new Map(graph.states.map((s) => [s.path, s]));
  const out: string[] = ['stateDiagram-v2', `  [*] --> ${mermaidId(graph.initial)}`];
  const declare = (s: ChartState, indent: string) => {
    const id = mermaidId(s.path);
    if (s.children.length === 0) {
      out.push(`${indent}state "${s.key}" as ${id}`);
    } else {
      out.push(`${indent}state "${s.key}" as ${id} {`);
      if (s.initial) out.push(`${indent}  [*] --> ${mermaidId(s.initial)}`);
      for (const c of s.children) declare(byPath.get(c)!, `${indent}  `);
      out.push(`${indent}}`);
    }
    for (const l of linesOf(s)) out.push(`${indent}${id} : ${mermaidText(lineText(l))}`);
  };
  for (const s of graph.states.filter((x) => x.parent === null)) declare(s, '  ');
  for (const t of graph.transitions) {
    const text = mermaidText(lineText(toLine(t)));
    out.push(`  ${mermaidId(t.from)} --> ${mermaidId(t.to)}${text ? ` : ${text}` : ''}`);
  }
  out.push(`  gameOver --> [*]`);
  return out.join('\n');
}

export function markdownOf(graph: ChartGraph): string {
  return `<!-- Written by \`npm run chart\` from machines/table.ts: do not edit (a test fails when it is stale). -->

# The table's statechart

The statechart of \`machines/table.ts\`, drawn from its definition. Every state node appears once,
nested as in the machine (ids are dot paths with \`_\`: \`play_unoOpen\` is \`play.unoOpen\`); every
transition shows its event and its guard in brackets (\`[moved]\`, \`draw [drawGivesPlayable]\`);
\`else\` is an eventless transition taken when no guard before it holds. Lines inside a state are
the transitions that stay in it. Every seat's event is also checked by \`allowed\` (\`refusal\`,
src/game/rules/legal.ts), left out of the labels. The same chart, laid out by elkjs:
[statechart.svg](statechart.svg); how to read it and what tools may rely on:
[statechart-contract.md](statechart-contract.md).

\`\`\`mermaid
${mermaidOf(graph)}
\`\`\`
`;
}

/** The layout as a TypeScript module for the in-app view (src/generated/chart-layout.generated.ts).
 * It imports nothing: its shape, `ChartLayout` (src/ui/inspect/chart-types.ts), is checked where the
 * view reads it, so the generated folder leans on no other. */
export function layoutModuleOf(layout: ChartLayout): string {
  return `// Written by \`npm run chart\` from machines/table.ts (elkjs layout): do not edit.
// Its shape is ChartLayout (src/ui/inspect/chart-types.ts), checked where the view reads it.

export const CHART_LAYOUT = ${JSON.stringify(layout)};
`;
}

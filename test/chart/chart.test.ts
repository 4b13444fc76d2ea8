/**
 * `npm run chart`: the committed chart files are what a fresh run draws (they cannot drift from
 * machines/table.ts), and every state node of the machine is in them exactly once.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tableMachine } from '../../machines/table.js';
import { chartFiles } from '../../scripts/chart.js';
import { chartGraph } from '../../scripts/chart-graph.js';
import { CHART_LAYOUT } from '../../src/generated/index.js';

/** Every state node's dot path, walked from the machine itself (not from the chart's graph). */
function machinePaths(): string[] {
  const out: string[] = [];
  const walk = (node: { states: Record<string, unknown> }, prefix: string) => {
    for (const [key, child] of Object.entries(node.states)) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.push(path);
      walk(child as { states: Record<string, unknown> }, path);
    }
  };
  walk(tableMachine.root, '');
  return out;
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('npm run chart', () => {
  it('the committed files are a fresh drawing of the machine (run npm run chart when this fails)', async () => {
    const files = await chartFiles();
    expect([...files.keys()].sort()).toEqual(
      ['docs/statechart.md', 'docs/statechart.svg', 'src/generated/chart-layout.generated.ts'].sort(),
    );
    for (const [path, text] of files) expect(readFileSync(path, 'utf8'), path).toBe(text);
  }, 60_000);

  it('draws the same bytes twice (no clock, stable order)', async () => {
    const [a, b] = [await chartFiles(), await chartFiles()];
    expect([...a]).toEqual([...b]);
  }, 60_000);

  const paths = machinePaths();
  const svg = readFileSync('docs/statechart.svg', 'utf8');
  const md = readFileSync('docs/statechart.md', 'utf8');

  it('has every state node of the machine exactly once, in the SVG, the mermaid and the layout', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      expect(count(svg, `data-state="${path}"`), path).toBe(1);
      const key = path.split('.').at(-1)!;
      expect(count(md, `state "${key}" as ${path.replace(/\./g, '_')}`), path).toBe(1);
      expect(CHART_LAYOUT.states.filter((s) => s.path === path).length, path).toBe(1);
    }
    expect(count(svg, 'data-state="')).toBe(paths.length);
    expect(CHART_LAYOUT.states.length).toBe(paths.length);
  });

  it('nests each state inside its parent, as in the machine', () => {
    const byPath = new Map(CHART_LAYOUT.states.map((s) => [s.path, s]));
    for (const s of CHART_LAYOUT.states) {
      const parent = byPath.get(s.path.split('.').slice(0, -1).join('.'));
      if (!parent) continue;
      expect(s.x >= parent.x && s.y >= parent.y, s.path).toBe(true);
      expect(s.x + s.w <= parent.x + parent.w && s.y + s.h <= parent.y + parent.h, s.path).toBe(true);
    }
  });

  it('shows every transition with its event and guard (the route in rules.md order)', () => {
    const graph = chartGraph();
    for (const t of graph.transitions) {
      const guard = t.guard ? `[${t.guard}]` : t.otherwise ? 'else' : '';
      const text = [t.event, guard].filter(Boolean).join(' ');
      const line = `${t.from.replace(/\./g, '_')} --> ${t.to.replace(/\./g, '_')}${text ? ` : ${text}` : ''}`;
      expect(md, line).toContain(line);
    }
    const route = graph.transitions.filter((t) => t.from === 'route').map((t) => t.guard ?? 'else');
    expect(route).toEqual([
      'roundWon',
      'colorDue',
      'ruleDue',
      'towersDue',
      'keepDue',
      'raceDue',
      'swapDue',
      'roundBlocked',
      'challengeDue',
      'penaltyDue',
      'cardDrawn',
      'else',
    ]);
    expect(md).toContain('play_unoClosed --> drawn : draw [drawGivesPlayable]');
  });

  it('--help prints the usage, a bad option exits 2 with a clear message, --check passes', () => {
    const run = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'scripts/chart.ts', ...args], { encoding: 'utf8', timeout: 60_000 });
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run chart');
    const bad = run('--colour', 'red');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("Unknown option '--colour'");
    const badLayout = run('--layout', 'chart.json', '--check');
    expect(badLayout.status).toBe(2);
    expect(badLayout.stderr).toContain('--layout a .ts file');
    const check = run('--check');
    expect(check.stdout + check.stderr).toContain('chart: up to date');
    expect(check.status).toBe(0);
  }, 120_000);
});

/**
 * The phases view's reading of a real game: the timeline this seat keeps, the active states it
 * lights and the way it draws between two steps, found on the laid-out chart.
 */
import { describe, expect, it } from 'vitest';
import type { TableEvent } from '../../src/game/types.js';
import { CHART_LAYOUT } from '../../src/generated/index.js';
import { activeStates, machineEventOf, takenRoute } from '../../src/ui/inspect/chart-route.js';
import { MAX_STEPS, PhaseTimeline } from '../../src/ui/inspect/phase-timeline.js';
import { drive } from './drive-table.js';

const statePaths = new Set(CHART_LAYOUT.states.map((s) => s.path));
const parentOf = (path: string) => path.split('.').slice(0, -1).join('.');

describe('the phases view reads a real game', () => {
  for (const edition of ['classic', 'skull', 'house-rules', 'power-grab'] as const) {
    it(`${edition}: every change of state is drawn as a chain of arrows from the old state to the new`, () => {
      const timeline = new PhaseTimeline();
      const seen = new Set<string>();
      let changes = 0;
      drive(edition, `route-${edition}`, 400, ({ view, events }) => {
        const before = timeline.steps.at(-1);
        timeline.record(view, events);
        const step = timeline.steps.at(-1)!;
        for (const s of activeStates(step.path)) expect(statePaths.has(s), s).toBe(true);
        if (!before || timeline.steps.length < 2 || before === step) return;
        const event = machineEventOf(step.events);
        const route = takenRoute(CHART_LAYOUT, before.path, step.path, event);
        if (before.path === step.path) return;
        changes++;
        expect(route.edges.length, `${before.path} -> ${step.path} on ${event}`).toBeGreaterThan(0);
        // the arrows chain: each starts where the last ended (or at its parent, or its initial mark)
        const ends = route.edges.map(({ edge }) => CHART_LAYOUT.edges[edge]!);
        const first = ends[0]!;
        expect([before.path, parentOf(before.path)]).toContain(first.from);
        for (let i = 1; i < ends.length; i++)
          expect([ends[i - 1]!.to, `${ends[i - 1]!.to}#initial`]).toContain(ends[i]!.from);
        expect(ends.at(-1)!.to).toBe(step.path);
        for (const { edge, line } of route.edges) {
          expect(line).toBeLessThan(Math.max(1, CHART_LAYOUT.edges[edge]!.lines.length));
          seen.add(`${CHART_LAYOUT.edges[edge]!.from}->${CHART_LAYOUT.edges[edge]!.to}`);
        }
      });
      expect(changes).toBeGreaterThan(20);
      expect([...seen].some((k) => k.startsWith('route->'))).toBe(true);
    });
  }

  it('a Wild played in `play` goes on by [moved], route and [colorDue] to the color', () => {
    const route = takenRoute(CHART_LAYOUT, 'play.unoClosed', 'color.unoClosed', 'play');
    const arrows = route.edges.map(({ edge, line }) => {
      const e = CHART_LAYOUT.edges[edge]!;
      const l = e.lines[line];
      return `${e.from}->${e.to} ${l ? (l.guard ?? l.event) : ''}`.trim();
    });
    expect(arrows).toEqual(['play.unoClosed->route moved', 'route->color colorDue', 'color#initial->color.unoClosed']);
    // the card itself was played inside `play.unoClosed`: that line is the one lit there
    expect(route.inner).toEqual({ state: 'play.unoClosed', line: 0 });
  });

  it('a color chosen takes the `color` arrow, not [moved]', () => {
    const route = takenRoute(CHART_LAYOUT, 'color.unoClosed', 'play.unoClosed', 'color');
    const first = route.edges[0]!;
    expect(CHART_LAYOUT.edges[first.edge]!.lines[first.line]!.event).toBe('color');
    expect(route.inner).toBe(null);
  });

  it('names the event behind a step from its events', () => {
    const ev = (e: Record<string, unknown>) => e as unknown as TableEvent;
    expect(
      machineEventOf([ev({ seq: 3, type: 'play', seat: 0, cards: ['R1'] }), ev({ seq: 4, type: 'skip', seat: 1 })]),
    ).toBe('play');
    expect(machineEventOf([ev({ seq: 9, type: 'deal', round: 2, dealer: 0, top: 'R1', first: 1 })])).toBe('nextRound');
    expect(machineEventOf([ev({ seq: 9, type: 'raceEnd', losers: [1] })])).toBe('expire');
    expect(machineEventOf([])).toBe(null);
  });

  it('the timeline restarts at each deal, keeps no other hand and has a bound', () => {
    const timeline = new PhaseTimeline();
    let rounds = 0;
    drive('classic', 'timeline-rounds', 2000, ({ view, events }) => {
      timeline.record(view, events);
      const first = timeline.steps[0]!;
      expect(first.events[0]?.type === 'deal' || first.events.length === 0).toBe(true);
      if (timeline.steps.length === 1 && first.events[0]?.type === 'deal') rounds++;
      for (const s of timeline.steps)
        for (const e of s.events) {
          if (e.type === 'challenge') expect(e.hand).toBe(undefined);
          if (e.type === 'roundEnd') expect(e.result.hands).toEqual([]);
        }
    });
    expect(rounds).toBeGreaterThan(1);
    // nothing a stranger sends makes it hold more than MAX_STEPS
    const flood = new PhaseTimeline();
    const view = { phasePath: 'play.unoClosed', round: 1, turn: 0 } as never;
    for (let seq = 1; seq < MAX_STEPS * 2; seq++) flood.record(view, [{ seq, type: 'pass', seat: 0 }]);
    expect(flood.steps.length).toBe(MAX_STEPS);
    expect(flood.record(view, [null, 'x', { seq: 'y' }])).toBe(false);
  });
});

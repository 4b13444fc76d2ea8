/**
 * The chart's states in a player's words: the phases view names a state by what is happening at
 * the table ("Waiting for a +4 challenge"), and keeps the chart's own name (`challenge.unoClosed`)
 * for those who read the diagram or machines/table.ts. The whole chart as a list, for the screens
 * too small to read its drawing ("See it all" on a phone).
 */
import { t } from '../i18n/i18n.js';
import type { ChartLayout } from './chart-types.js';

/** The resting phases first, in a turn's order, then the steps between turns and rounds. */
const ORDER = [
  'play',
  'drawn',
  'color',
  'stack',
  'challenge',
  'swap',
  'rule',
  'race',
  'towers',
  'keep',
  'route',
  'scoring',
  'roundOver',
  'gameOver',
];

const top = (path: string) => path.split('.')[0]!;

/** A state's name in the player's words: its phase, then its UNO window when it has one. */
export function phaseWords(path: string): string {
  const [phase, sub] = path.split('.');
  const name = t(`chart.phase.${phase}`);
  return sub ? t('chart.phase.with', { phase: name, uno: t(`chart.uno.${sub}`) }) : name;
}

export interface PhaseEntry {
  /** The phase's dot path (a top state of the chart). */
  path: string;
  /** Its inner states (`play.unoOpen`), in the layout's order. */
  inner: string[];
  /** The phases it may go to next (its own inner moves left out), in ORDER. */
  next: string[];
}

/** The chart as a list of phases, each with where it leads: what "See it all" shows on a phone. */
export function phaseList(layout: ChartLayout): PhaseEntry[] {
  const tops = new Set(layout.states.map((s) => top(s.path)));
  const ranked = [...tops].sort((a, b) => rank(a) - rank(b));
  return ranked.map((path) => {
    const inner = layout.states.filter((s) => s.path.startsWith(`${path}.`)).map((s) => s.path);
    const next = new Set<string>();
    for (const e of layout.edges) {
      if (e.from.includes('#') || top(e.from) !== path) continue;
      const to = top(e.to);
      if (to !== path) next.add(to);
    }
    return { path, inner, next: [...next].sort((a, b) => rank(a) - rank(b)) };
  });
}

/** A phase the list does not know (a new one added to the chart) goes last, not nowhere. */
function rank(path: string): number {
  const i = ORDER.indexOf(path);
  return i < 0 ? ORDER.length : i;
}

export const REPAINT_CATEGORIES: string[];
export interface Repaints {
  images: number;
  frames: number;
  mostInAFrame: number;
  tableBackgrounds: number;
  byKind: [string, number][];
  byReason: [string, number][];
}
/** The images a trace shows drawn again, by element and by Blink's reason; null without any. */
export function repaintsOf(trace: unknown): Repaints | null;
export function repaintLines(r: Repaints, updates: number): string[];

export function quantile(sorted: number[], q: number): number;
export function slowestOf<T extends { spent: number }>(updates: T[], n: number): T[];
export function meanByElement(updates: { parts: Record<string, number> }[]): Record<string, number>;
export function updateLine(u: {
  spent: number;
  parts: Record<string, number>;
  stages?: Record<string, number>;
  phase?: string;
  tag?: string;
  removed?: string[];
}): string;
export function meanLine(mean: Record<string, number>): string;
export function droppedFrames(
  frames: number[],
  flights: [number, number][],
  busyBench?: [number, number][],
): { shown: number; dropped: number; pct: number; benched: number; period: number };
export function metrics(cdp: { send(method: string): Promise<unknown> }): Promise<Record<string, number>>;
export function busy(
  a: Record<string, number>,
  b: Record<string, number>,
  wallMs: number,
): { task: number; script: number; layout: number; style: number };
/** The main thread's CPU time in each table update of a trace, sorted, in ms. */
export function cpuPerUpdate(trace: unknown): number[];
export const RENDER_STAGES: string[];
/** The beginnings of the table's updates in a trace's events, in order of time. */
export function updateStarts(events: { name?: string; ph?: string; cat?: string; ts: number; pid: number }[]): {
  ts: number;
  pid: number;
}[];
export function mainThread(
  events: { ph?: string; name?: string; pid?: number; tid?: number; args?: { name?: string } }[],
  pid: number,
): number | undefined;
export function forcedFigures(list: number[]): { updates: number; p50: number; p90: number; mean: number };

export interface TraceTask {
  ts: number;
  dur: number;
  tdur: number;
  wall: Record<string, number>;
  cpu: Record<string, number>;
}
export const FRAME_KINDS: string[];
/** The page's main thread's top-level tasks in a trace's events, each with its kinds of work. */
export function tasksOf(events: unknown[], pid: number): TraceTask[];
/** What a task drew: 'frame laid out', 'frame without script or layout', 'other frame', 'no frame'. */
export function frameKind(task: TraceTask): string;
/** The frames from each update (its start's timestamp) to the next, by kind: how many an update and
 * their rendering CPU each, in ms. */
export function framesPerUpdate(
  events: unknown[],
  pid: number,
  starts: number[],
): Record<string, { perUpdate: number; each: number }>;

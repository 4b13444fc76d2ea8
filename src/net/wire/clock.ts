/**
 * The host's and the clients' sense of time, injected so tests run timers on a clock they advance
 * themselves (fast and deterministic) while the app uses the real one.
 */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A clock that moves only when told to: `advance(ms)` runs every timer due on the way, in order. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  pending(): number;
}

export function createManualClock(start = 1_000_000): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void; order: number }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), fn, order: id });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pending: () => timers.size,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let due: [number, { at: number; fn: () => void; order: number }] | null = null;
        for (const entry of timers) {
          if (
            entry[1].at <= end &&
            (!due || entry[1].at < due[1].at || (entry[1].at === due[1].at && entry[1].order < due[1].order))
          )
            due = entry;
        }
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].fn();
      }
      now = end;
    },
  };
}

/**
 * The host as a pipeline (docs/network.md "Inside the host"): a command comes in (a guest's
 * message, a timer, the host's own control), the authority applies it and says what it answers and
 * whether it changed the table; then the fanout (fanout.ts: clocks, deal, views, dealer, save) runs
 * once. A command taken inside another one (a seat given while a request is answered, a room that
 * reports a change) joins the outer command's one run of the fanout.
 */

/** What a command did: its answer, and whether the table changed. */
export interface Applied<R> {
  readonly result: R;
  readonly changed: boolean;
}

export function changes<R>(result: R): Applied<R> {
  return { result, changed: true };
}

export function keeps<R>(result: R): Applied<R> {
  return { result, changed: false };
}

/** A refused command: the answer's error, nothing changed. */
export function refuse(error: string): Applied<{ ok: false; error: string }> {
  return keeps({ ok: false, error });
}

/** Changed, with nothing to answer (a room's report, a command from a timer). */
export const CHANGED: Applied<void> = changes(undefined);
export const KEPT: Applied<void> = keeps(undefined);

export class Pipeline {
  private depth = 0;
  private dirty = false;

  constructor(private readonly fanout: () => void) {}

  /** Runs `command`, then the fanout when it or a command inside it changed the table. */
  run<R>(command: () => Applied<R>): R {
    this.depth++;
    let out: Applied<R> | undefined;
    try {
      out = command();
    } finally {
      this.depth--;
      // what a command inside a failing one changed still goes out
      if (out?.changed) this.dirty = true;
      if (this.depth === 0 && this.dirty) {
        this.dirty = false;
        this.fanout();
      }
    }
    return out.result;
  }

  /** A room's report that the table changed: a command of its own, or part of the one running. */
  changed(): void {
    this.run(() => CHANGED);
  }
}

/**
 * A join that waits for the host to let the player in (a kicked player's name): the player could
 * only wait, with no way back (issue 30 point 7). This holds whether the join waits, and the signal
 * that drops it: Cancel closes the link (src/net/page/joining.ts, `join-cancelled`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class JoinWait implements ReactiveController {
  waiting = false;
  private controller: AbortController | null = null;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** A join begins: what joinTable takes, `onWaiting` calling `say` (the words of the wait). */
  begin(say: () => void): { signal: AbortSignal; onWaiting: () => void } {
    this.controller?.abort();
    this.controller = new AbortController();
    return {
      signal: this.controller.signal,
      onWaiting: () => {
        say();
        this.set(true);
      },
    };
  }

  /** The join ended (in or out). */
  end(): void {
    this.controller = null;
    this.set(false);
  }

  cancel(): void {
    this.controller?.abort();
    this.end();
  }

  private set(waiting: boolean): void {
    if (waiting === this.waiting) return;
    this.waiting = waiting;
    this.host.requestUpdate();
  }
}

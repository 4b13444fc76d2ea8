/**
 * The time now, kept fresh while its host is on the page: what a countdown reads. It ticks four
 * times a second (a seconds display never lags by more than a quarter) and stops when the host
 * leaves the page, so a closed dialog holds no timer.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class NowController implements ReactiveController {
  now = Date.now();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.now = Date.now();
    this.timer = setInterval(() => {
      this.now = Date.now();
      this.host.requestUpdate();
    }, 250);
  }

  hostDisconnected(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** The app's short notices (a refused move, a saved file, a new host): one at a time, for a few
 * seconds, in a `role="alert"` line. */
import type { ReactiveControllerHost } from 'lit';

const TOAST_MS = 4000;

export class AppToast {
  text = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost) {}

  say(text: string): void {
    this.text = text;
    this.host.requestUpdate();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.text = '';
      this.host.requestUpdate();
    }, TOAST_MS);
  }
}

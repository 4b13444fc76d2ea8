/**
 * Whether a media query matches, kept fresh while its host is on the page: the host renders what
 * the screen shows, not what its styles would hide (a panel only wide screens have).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class MediaController implements ReactiveController {
  matches: boolean;
  private readonly list: MediaQueryList | null;
  private readonly onChange = (): void => {
    if (!this.list || this.list.matches === this.matches) return;
    this.matches = this.list.matches;
    this.host.requestUpdate();
  };

  constructor(
    private readonly host: ReactiveControllerHost,
    query: string,
  ) {
    this.list = globalThis.matchMedia?.(query) ?? null;
    this.matches = this.list?.matches ?? false;
    host.addController(this);
  }

  hostConnected(): void {
    this.list?.addEventListener('change', this.onChange);
    // the screen may have turned while the host was away from the page
    this.onChange();
  }

  hostDisconnected(): void {
    this.list?.removeEventListener('change', this.onChange);
  }
}

/**
 * The app's side of the phases view: the round's timeline, recorded from the first view on (its
 * module loads then), the built-in view (`<uno-statechart>`, loaded on demand), and `?inspect`'s
 * Stately inspector for the host's live actor. Guests, or a host whose inspector cannot load (no
 * internet, popup blocked), get the built-in view. It loads with the screens after home
 * (screens.ts): the first page carries none of it.
 */
import type { ClientState, GameClient } from '../../net/index.js';
import { withStrings } from '../i18n/i18n.js';
import { connectInspector, inspectRequested } from '../inspect/inspector.js';
import type { PhaseTimeline } from '../inspect/phase-timeline.js';

export interface PhasesHost {
  requestUpdate(): void;
  /** The view's module is loaded: show it. */
  showPhases(): void;
  /** It could not load. */
  phasesFailed(): void;
}

export class AppPhases {
  /** The Stately inspector could not open: the built-in view says so. */
  inspectorFailed = false;
  private timeline: PhaseTimeline | null = null;
  private backlog: ClientState[] = [];
  private inspected: unknown = null;
  private stopInspector: (() => void) | null = null;

  constructor(private readonly host: PhasesHost) {}

  get steps() {
    return this.timeline?.steps ?? [];
  }

  /** Every update goes into the round's timeline. */
  record(s: ClientState): void {
    if (this.timeline) {
      this.timeline.record(s.view, s.events);
      return;
    }
    this.backlog.push(s);
    if (this.backlog.length > 1) return; // (loading already)
    import('../inspect/phase-timeline.js').then(
      ({ PhaseTimeline }) => {
        const timeline = new PhaseTimeline();
        for (const b of this.backlog) timeline.record(b.view, b.events);
        this.backlog = [];
        this.timeline = timeline;
        this.host.requestUpdate();
      },
      () => (this.backlog = []),
    );
  }

  async open(): Promise<void> {
    try {
      await withStrings(import('../inspect/uno-statechart.js'));
      this.host.showPhases();
    } catch (err) {
      console.warn('phases view:', err);
      this.host.phasesFailed();
    }
  }

  /** `?inspect` in the page's address: the table's actor goes to the inspector. */
  inspectIfAsked(client: GameClient): void {
    if (inspectRequested()) void this.inspect(client);
  }

  async inspect(client: GameClient): Promise<void> {
    const actor = client.host ? client.host.tableActor() : client;
    if (!actor || actor === this.inspected) return;
    this.inspected = actor;
    if (!client.host) return this.open();
    this.stop();
    try {
      this.stopInspector = await connectInspector(actor);
    } catch (err) {
      console.warn('Stately inspector:', err);
      this.inspectorFailed = true;
      await this.open();
    }
  }

  /** The player left the table: the inspector closes and the next table starts a new timeline. */
  reset(): void {
    this.stop();
    this.inspected = null;
    this.timeline = null;
  }

  stop(): void {
    this.stopInspector?.();
    this.stopInspector = null;
  }
}

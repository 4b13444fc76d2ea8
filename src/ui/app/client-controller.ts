/**
 * Holds one GameClient for a Lit host: subscribes to its state and re-renders the host on every
 * change (there is no @xstate/lit; a ReactiveController does the job, field-notes.md).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ClientState, GameClient } from '../../net/index.js';

export class ClientController implements ReactiveController {
  client: GameClient | null = null;
  state: ClientState | null = null;
  private off: (() => void) | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onState: (state: ClientState, client: GameClient) => void = () => {},
  ) {
    host.addController(this);
  }

  attach(client: GameClient): void {
    this.detach();
    this.client = client;
    this.state = client.state;
    this.listen(client);
    this.host.requestUpdate();
    this.onState(client.state, client);
  }

  private listen(client: GameClient): void {
    this.off = client.subscribe((state) => {
      if (this.client !== client) return;
      this.state = state;
      this.host.requestUpdate();
      this.onState(state, client);
    });
  }

  /** Forget the client (without leaving the table: see `leave`). */
  detach(): void {
    this.off?.();
    this.off = null;
    this.client = null;
    this.state = null;
    this.host.requestUpdate();
  }

  leave(): void {
    const client = this.client;
    this.detach();
    client?.leave();
  }

  hostConnected(): void {
    if (this.client && !this.off) {
      this.state = this.client.state;
      this.listen(this.client);
    }
  }

  hostDisconnected(): void {
    this.off?.();
    this.off = null;
  }
}

/**
 * What the player asks of the table through the shell (a move, the host's controls, a new name, the
 * game's record), and how a refusal is told: in the app's short notice (app-toast.ts), in the
 * player's language (errors.ts).
 */
import type { Action, Result } from '../../game/index.js';
import type { GameClient } from '../../net/index.js';
import { saveName } from '../home/name-store.js';
import { saveGameRecord } from './app-records.js';
import type { AppToast } from './app-toast.js';
import type { ClientController } from './client-controller.js';
import { codeOf, errorText } from './errors.js';

export type HostCall = (host: NonNullable<GameClient['host']>) => Result;

export class TableCalls {
  constructor(
    private readonly game: ClientController,
    private readonly toast: AppToast,
  ) {}

  async act(action: Action): Promise<void> {
    const client = this.game.client;
    if (!client) return;
    try {
      this.report(await client.act(action));
    } catch (err) {
      this.report({ ok: false, error: codeOf(err) });
    }
  }

  hostCall(call: HostCall): void {
    const host = this.game.client?.host;
    this.report(host ? call(host) : { ok: false, error: 'not-host' });
  }

  readonly seatWatcher = (e: CustomEvent<{ id: number; seat?: number }>): void =>
    this.hostCall((h) => h.seatWatcher(e.detail.id, e.detail.seat));

  readonly refuseSeatAsk = (e: CustomEvent<{ id: number }>): void => this.hostCall((h) => h.refuseSeatAsk(e.detail.id));

  /** The player's own seat takes a new name (every player sees it through the host's lobby
   * state), and the next visit starts with it. */
  rename(name: string): void {
    const client = this.game.client;
    if (!client) return;
    client.setName(name);
    saveName(name);
  }

  /** "Save the game" (docs/network.md "Saving a game"). */
  async saveRecord(): Promise<void> {
    const client = this.game.client;
    if (!client) return;
    const saved = await saveGameRecord(client);
    if (saved.ok && saved.notice) this.say(saved.notice);
    else this.report(saved);
  }

  report(result: Result): void {
    if (result.ok) return;
    this.say(errorText(result.error));
  }

  say(text: string): void {
    this.toast.say(text);
  }
}

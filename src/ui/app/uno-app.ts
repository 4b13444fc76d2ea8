/**
 * `<uno-app>`: the app shell. It shows home, the lobby or `<uno-table>` from what the client's state
 * says, and the status screens between; it holds no rules. What it shows is one value, its stage
 * (app-stage.ts), which the session behind it sets (app-session.ts: reaching a table, leaving it,
 * taking back a saved one after a reload, the route and the signaling settings).
 *
 * `services` (src/net's exports) must be set before the element is connected.
 *
 * Only home comes with the page: the other screens (screens.ts) load when the player heads for a
 * table, and start loading, with the hosting or joining side of the network, while a name or code
 * is typed.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { BotLevel } from '../../bots/index.js';
import type { Action } from '../../game/index.js';
import type { ClientState, GameClient, HostSettings } from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import '../home/uno-home.js';
import { AppSession, type SoloChoice } from './app-session.js';
import { busyOf, type AppStage } from './app-stage.js';
import { errorText } from './errors.js';
import { hostGoneFor } from './host-gone-view.js';
import type { AppServices, SignalingSettings } from './services.js';
import { appStyles } from './uno-app.styles.js';
import { chatFor } from './table-chat.js';
import { seatAskFor } from './seat-ask-view.js';

/** What the table gets while nothing was revealed: the same empty lists at every render, so the
 * table is not redrawn for a new but equal one. */
const NO_DEALS: NonNullable<ClientState['deals']> = [];
const NO_SEATS: NonNullable<ClientState['lobby']>['seats'] = [];

@customElement('uno-app')
export class UnoApp extends LitElement {
  static override styles = appStyles;

  @property({ attribute: false }) services: AppServices | null = null;

  private readonly session = new AppSession(this, () => this.services);
  private readonly locale = new LocaleController(this);

  /** The client in use (tests and the e2e harness read it). */
  get client(): GameClient | null {
    return this.session.game.client;
  }

  override render() {
    return html`${this.renderStage(this.session.stage)}
      <div class="toast" role="alert">${this.session.toast.text}</div>`;
  }

  private renderStage(stage: AppStage) {
    const s = this.session.game.state;
    switch (stage.name) {
      case 'replay':
        return html`<uno-replay .cursor=${stage.cursor} @uno-leave=${this.session.home}></uno-replay>`;
      case 'seated':
        // (the client's first state comes with it: none is a client just left)
        return s ? this.renderClient(s, stage) : this.renderHome();
      case 'opening':
        return stage.resuming
          ? this.statusScreen(t('app.status.resuming', { code: stage.resuming }), t('app.cancel'), true)
          : this.renderHome();
      case 'home':
        return this.renderHome();
    }
  }

  private renderHome() {
    const session = this.session;
    const route = session.route;
    return html`<uno-home
      .joinCode=${route.name === 'join' ? route.code : ''}
      .busy=${busyOf(session.stage)}
      .awaiting=${session.joinWait.waiting}
      @uno-cancel-join=${session.cancelJoin}
      .message=${session.message}
      .signaling=${session.signaling}
      @input=${session.onHomeActivity}
      @focusin=${session.onHomeActivity}
      @uno-create=${(e: CustomEvent<{ name: string }>) => session.create(e.detail.name)}
      @uno-join=${(e: CustomEvent<{ name: string; code: string }>) => session.join(e.detail.code, e.detail.name)}
      @uno-solo=${(e: CustomEvent<SoloChoice>) => session.playSolo(e.detail)}
      @uno-solo-edition=${(e: CustomEvent<{ edition: string }>) => session.warmFaces(e.detail.edition)}
      @uno-open-record=${(e: CustomEvent<{ file: Blob }>) => void session.openRecord(e.detail.file)}
      @uno-save-settings=${(e: CustomEvent<{ config: Partial<SignalingSettings> | null }>) => session.saveSettings(e.detail.config)}
    ></uno-home>`;
  }

  private renderClient(s: ClientState, stage: Extract<AppStage, { name: 'seated' }>) {
    const session = this.session;
    switch (s.status) {
      case 'connecting':
        return this.statusScreen(
          s.lobby?.code ? t('app.status.connectingTo', { code: s.lobby.code }) : t('app.status.connecting'),
          t('app.cancel'),
          true,
        );
      case 'closed':
        return this.statusScreen(s.error ? errorText(s.error) : t('app.status.closed'), t('app.status.home'));
      case 'error':
        return this.statusScreen(errorText(s.error), t('app.status.home'));
      default: {
        const gone = s.status === 'reconnecting';
        return html`${s.view ? this.renderTable(s, stage.phasesOpen, gone, stage.solo) : this.renderLobby(s, stage.solo, gone)}
        ${hostGoneFor(session.game.client, s, session.hostWatch.lostHost, { leave: session.leave, playOn: session.playOn })}
        ${
          stage.leaving && !gone
            ? html`<uno-leave-confirm
                .kind=${stage.leaving.kind}
                .canHandOver=${stage.leaving.canHandOver}
                @uno-hand-over=${session.handOver}
                @uno-leave-confirmed=${session.leave}
                @uno-leave-cancelled=${session.cancelLeave}
              ></uno-leave-confirm>`
            : nothing
        }`;
      }
    }
  }

  private renderLobby(s: ClientState, solo: boolean, gone: boolean) {
    if (!s.lobby) return this.statusScreen(t('app.status.connecting'), t('app.cancel'), true);
    const calls = this.session.calls;
    return html`<uno-lobby
        ?inert=${gone}
        .lobby=${s.lobby}
        .isHost=${s.isHost}
        .link=${solo || !s.lobby.code || !this.services ? '' : this.services.joinLink(s.lobby.code)}
        @uno-configure=${(e: CustomEvent<Partial<HostSettings>>) => calls.hostCall((h) => h.configure(e.detail))}
        @uno-add-bot=${(e: CustomEvent<{ level: BotLevel }>) => calls.hostCall((h) => h.addBot(e.detail.level))}
        @uno-remove-seat=${(e: CustomEvent<{ seat: number }>) => calls.hostCall((h) => h.removeSeat(e.detail.seat))}
        @uno-seat-watcher=${calls.seatWatcher}
        @uno-refuse-seat-ask=${calls.refuseSeatAsk}
        @uno-lock=${(e: CustomEvent<{ locked: boolean }>) => calls.hostCall((h) => h.lock(e.detail.locked))}
        @uno-answer-join=${(e: CustomEvent<{ id: number; approve: boolean }>) =>
          calls.hostCall((h) => h.answerJoin(e.detail.id, e.detail.approve))}
        @uno-start=${() => calls.hostCall((h) => h.start())}
        @uno-rename=${(e: CustomEvent<{ name: string }>) => calls.rename(e.detail.name)}
        @uno-leave=${this.session.leave}
      ></uno-lobby>
      ${seatAskFor(this.session.game.client, s, 'table-watchers')}`;
  }

  private renderTable(s: ClientState, phasesOpen: boolean, gone: boolean, solo: boolean) {
    const calls = this.session.calls;
    return html`<uno-table
        ?frozen=${gone}
        ?inert=${gone}
        .view=${s.view}
        .events=${s.events}
        .deals=${s.deals ?? NO_DEALS}
        .seats=${s.lobby?.seats ?? NO_SEATS}
        .deadline=${gone ? null : s.deadline}
        .isHost=${s.isHost}
        .watchers=${s.lobby?.watchers ?? 0}
        @uno-action=${(e: CustomEvent<Action>) => calls.act(e.detail)}
        @uno-next-round=${() => calls.hostCall((h) => h.nextRound())}
        @uno-rematch=${() => calls.hostCall((h) => h.rematch())}
        @uno-leave=${this.session.askLeave}
        @uno-open-phases=${() => void this.session.phases?.open()}
        @uno-save-record=${() => void calls.saveRecord()}
        >${this.renderWatchers(s, s.view?.phase === 'roundOver' ? 'between-rounds' : 'seat-ask')}${chatFor(this.session.game.client, s, solo)}</uno-table
      >
      ${
        phasesOpen
          ? html`<uno-statechart
              open
              .steps=${this.session.phases?.steps ?? []}
              .seat=${s.view?.seat ?? -1}
              .seats=${s.lobby?.seats ?? []}
              ?inspector-failed=${this.session.phases?.inspectorFailed ?? false}
              @uno-close=${() => this.session.setPhasesOpen(false)}
            ></uno-statechart>`
          : nothing
      }
      ${s.view?.phase === 'roundOver' ? nothing : this.renderWatchers(s, 'table-watchers')}`;
  }

  /** The host's spectators, to seat one. Between rounds (when a bot's seat may be given) the round's
   * end is a modal dialog that makes the rest of the page inert: the list goes into it then (its
   * `between-rounds` slot). A spectator's request is in its bar at the table (`seat-ask`). */
  private renderWatchers(s: ClientState, where: 'table-watchers' | 'between-rounds' | 'seat-ask') {
    if (s.watching) return where === 'table-watchers' ? nothing : seatAskFor(this.session.game.client, s, where);
    if (!s.isHost || where === 'seat-ask' || !s.lobby?.watching?.length) return nothing;
    const calls = this.session.calls;
    return html`<uno-watchers
      class=${where}
      slot=${ifDefined(where === 'between-rounds' ? where : undefined)}
      .count=${s.lobby.watchers ?? 0}
      .watching=${s.lobby.watching}
      .free=${this.session.loader.screens?.freeSeats(s) ?? []}
      @uno-seat-watcher=${calls.seatWatcher}
      @uno-refuse-seat-ask=${calls.refuseSeatAsk}
    ></uno-watchers>`;
  }

  private statusScreen(text: string, action: string, waiting = false) {
    return html`<div class="status">
      <div class="panel" role=${waiting ? 'status' : 'alert'}>
        ${waiting ? html`<div class="spinner" aria-hidden="true"></div>` : nothing}
        <p>${text}</p>
        <button type="button" class=${waiting ? '' : 'primary'} @click=${this.session.leave}>${action}</button>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-app': UnoApp;
  }
}

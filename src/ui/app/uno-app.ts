/**
 * `<uno-app>`: the app shell. Holds one GameClient, follows the hash route, and shows home, the
 * lobby or `<uno-table>` from what the client's state says; it holds no rules. On load it takes back
 * a saved hosted table or guest seat, so a reload loses nothing. What it shows is one value, its
 * stage (app-stage.ts).
 *
 * `services` (src/net's exports) must be set before the element is connected.
 *
 * Only home comes with the page: the other screens (screens.ts) load when the player heads for a
 * table, and start loading, with the hosting or joining side of the network, while a name or code
 * is typed.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { BotLevel } from '../../bots/index.js';
import type { Action, EditionId, Result, RuleOptions } from '../../game/index.js';
import type { ClientState, GameClient, HostSettings } from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import '../home/uno-home.js';
import { loadName, saveName } from '../home/name-store.js';
import type { AppPhases } from './app-phases.js';
import { openRecordFile, saveGameRecord } from './app-records.js';
import { JoinWait } from './join-wait.js';
import { HOME, atSeat, busyOf, opening, seated, type AppStage, type OpenKind } from './app-stage.js';
import { AppToast } from './app-toast.js';
import { ClientController } from './client-controller.js';
import { codeOf, errorText } from './errors.js';
import { HostWatch } from './host-watch.js';
import { hostGoneFor, loadForHostGone, playOnPlan } from './host-gone-view.js';
import { parseRoute, routeHash, type Route } from './routes.js';
import { ScreenLoader } from './screen-loader.js';
import { LANG_FAILED } from '../shared/lang-buttons.js';
import type { AppServices, SignalingSettings } from './services.js';
import { appStyles } from './uno-app.styles.js';
import { chatFor } from './table-chat.js';
import { seatAskFor } from './seat-ask-view.js';

/** What the table gets while nothing was revealed: the same empty lists at every render, so the
 * table is not redrawn for a new but equal one. */
const NO_DEALS: NonNullable<ClientState['deals']> = [];
const NO_SEATS: NonNullable<ClientState['lobby']>['seats'] = [];

/** What the solo dialog chose (uno-solo-setup.ts), with the player's name. */
type SoloChoice = { name: string; bots: BotLevel[]; edition: EditionId; options?: Partial<RuleOptions> };

@customElement('uno-app')
export class UnoApp extends LitElement {
  static override styles = appStyles;

  @property({ attribute: false }) services: AppServices | null = null;

  /** What the app shows (app-stage.ts). */
  @state() private stage: AppStage = HOME;
  private readonly joinWait = new JoinWait(this);
  @state() private route: Route = parseRoute(globalThis.location?.hash ?? '');
  /** What home says under its buttons (a failed join, a bad record). */
  @state() private message: string | null = null;
  @state() private signaling: SignalingSettings | null = null;

  private readonly locale = new LocaleController(this);
  private readonly game = new ClientController(this, (s, c) => this.onClientState(s, c));
  private readonly toast = new AppToast(this);
  private readonly loader = new ScreenLoader(() => this.services);
  private readonly hostWatch = new HostWatch();
  private phasesView: AppPhases | null = null;
  private resumed = false;

  /** The phases view's side (app-phases.ts): it comes with the screens, which a client waits for. */
  private get phases(): AppPhases | null {
    const screens = this.loader.screens;
    this.phasesView ??= screens
      ? new screens.AppPhases({
          requestUpdate: () => this.requestUpdate(),
          showPhases: () => (this.stage = atSeat(this.stage, { phasesOpen: true })),
          phasesFailed: () => this.report({ ok: false, error: 'inspector-failed' }),
        })
      : null;
    return this.phasesView;
  }

  /** The client in use (tests and the e2e harness read it). */
  get client(): GameClient | null {
    return this.game.client;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHashChange);
    this.addEventListener(LANG_FAILED, this.onLangFailed);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHashChange);
    this.removeEventListener(LANG_FAILED, this.onLangFailed);
    this.phasesView?.stop();
  }

  /** A language button could not fetch the other language's strings: said like any failed load. */
  private onLangFailed = (): void => this.say(errorText('load-failed'));

  override willUpdate(): void {
    if (this.services && !this.resumed) {
      this.resumed = true;
      this.signaling = this.readSignaling();
      this.services.detectSignaling?.().then(
        (c) => (this.signaling = c),
        () => {},
      );
      if (this.route.name === 'join') this.loader.prefetch('join');
      void this.resume();
    }
  }

  private onHomeActivity = (e: Event): void => {
    const target = e.composedPath()[0];
    const typingCode = target instanceof HTMLInputElement && target.id === 'code';
    this.loader.prefetch(typingCode || this.route.name === 'join' ? 'join' : 'host');
  };

  override render() {
    return html`${this.renderStage(this.stage)}
      <div class="toast" role="alert">${this.toast.text}</div>`;
  }

  private renderStage(stage: AppStage) {
    const s = this.game.state;
    switch (stage.name) {
      case 'replay':
        return html`<uno-replay .cursor=${stage.cursor} @uno-leave=${() => (this.stage = HOME)}></uno-replay>`;
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
    return html`<uno-home
      .joinCode=${this.route.name === 'join' ? this.route.code : ''}
      .busy=${busyOf(this.stage)}
      .awaiting=${this.joinWait.waiting}
      @uno-cancel-join=${this.cancelJoin}
      .message=${this.message}
      .signaling=${this.signaling}
      @input=${this.onHomeActivity}
      @focusin=${this.onHomeActivity}
      @uno-create=${(e: CustomEvent<{ name: string }>) => this.create(e.detail.name)}
      @uno-join=${(e: CustomEvent<{ name: string; code: string }>) => this.join(e.detail.code, e.detail.name)}
      @uno-solo=${(e: CustomEvent<SoloChoice>) => this.playSolo(e.detail)}
      @uno-open-record=${(e: CustomEvent<{ file: Blob }>) => void this.openRecord(e.detail.file)}
      @uno-save-settings=${(e: CustomEvent<{ config: Partial<SignalingSettings> | null }>) => this.saveSettings(e.detail.config)}
    ></uno-home>`;
  }

  private async openRecord(file: Blob): Promise<void> {
    this.message = null;
    const opened = await openRecordFile(file);
    if ('cursor' in opened) this.stage = { name: 'replay', cursor: opened.cursor };
    else this.message = opened.message;
  }

  private renderClient(s: ClientState, stage: Extract<AppStage, { name: 'seated' }>) {
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
        ${hostGoneFor(this.game.client, s, this.hostWatch.lostHost, { leave: this.leave, playOn: this.playOn })}
        ${
          stage.leaving && !gone
            ? html`<uno-leave-confirm
                .kind=${stage.leaving.kind}
                .canHandOver=${stage.leaving.canHandOver}
                @uno-hand-over=${this.handOver}
                @uno-leave-confirmed=${this.leave}
                @uno-leave-cancelled=${() => (this.stage = atSeat(this.stage, { leaving: null }))}
              ></uno-leave-confirm>`
            : nothing
        }`;
      }
    }
  }

  private renderLobby(s: ClientState, solo: boolean, gone: boolean) {
    if (!s.lobby) return this.statusScreen(t('app.status.connecting'), t('app.cancel'), true);
    return html`<uno-lobby
        ?inert=${gone}
        .lobby=${s.lobby}
        .isHost=${s.isHost}
        .link=${solo || !s.lobby.code || !this.services ? '' : this.services.joinLink(s.lobby.code)}
        @uno-configure=${(e: CustomEvent<Partial<HostSettings>>) => this.hostCall((h) => h.configure(e.detail))}
        @uno-add-bot=${(e: CustomEvent<{ level: BotLevel }>) => this.hostCall((h) => h.addBot(e.detail.level))}
        @uno-remove-seat=${(e: CustomEvent<{ seat: number }>) => this.hostCall((h) => h.removeSeat(e.detail.seat))}
        @uno-seat-watcher=${this.seatWatcher}
        @uno-refuse-seat-ask=${this.refuseSeatAsk}
        @uno-lock=${(e: CustomEvent<{ locked: boolean }>) => this.hostCall((h) => h.lock(e.detail.locked))}
        @uno-answer-join=${(e: CustomEvent<{ id: number; approve: boolean }>) =>
          this.hostCall((h) => h.answerJoin(e.detail.id, e.detail.approve))}
        @uno-start=${() => this.hostCall((h) => h.start())}
        @uno-rename=${(e: CustomEvent<{ name: string }>) => this.rename(e.detail.name)}
        @uno-leave=${this.leave}
      ></uno-lobby>
      ${seatAskFor(this.game.client, s, 'table-watchers')}`;
  }

  private renderTable(s: ClientState, phasesOpen: boolean, gone: boolean, solo: boolean) {
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
        @uno-action=${(e: CustomEvent<Action>) => this.act(e.detail)}
        @uno-next-round=${() => this.hostCall((h) => h.nextRound())}
        @uno-rematch=${() => this.hostCall((h) => h.rematch())}
        @uno-leave=${this.askLeave}
        @uno-open-phases=${() => void this.phases?.open()}
        @uno-save-record=${() => void this.saveRecord()}
        >${this.renderWatchers(s, s.view?.phase === 'roundOver' ? 'between-rounds' : 'seat-ask')}${chatFor(this.game.client, s, solo)}</uno-table
      >
      ${
        phasesOpen
          ? html`<uno-statechart
              open
              .steps=${this.phases?.steps ?? []}
              .seat=${s.view?.seat ?? -1}
              .seats=${s.lobby?.seats ?? []}
              ?inspector-failed=${this.phases?.inspectorFailed ?? false}
              @uno-close=${() => (this.stage = atSeat(this.stage, { phasesOpen: false }))}
            ></uno-statechart>`
          : nothing
      }
      ${s.view?.phase === 'roundOver' ? nothing : this.renderWatchers(s, 'table-watchers')}`;
  }

  /** The host's spectators, to seat one. Between rounds (when a bot's seat may be given) the round's
   * end is a modal dialog that makes the rest of the page inert: the list goes into it then (its
   * `between-rounds` slot). A spectator's request is in its bar at the table (`seat-ask`). */
  private renderWatchers(s: ClientState, where: 'table-watchers' | 'between-rounds' | 'seat-ask') {
    if (s.watching) return where === 'table-watchers' ? nothing : seatAskFor(this.game.client, s, where);
    if (!s.isHost || where === 'seat-ask' || !s.lobby?.watching?.length) return nothing;
    return html`<uno-watchers
      class=${where}
      slot=${ifDefined(where === 'between-rounds' ? where : undefined)}
      .count=${s.lobby.watchers ?? 0}
      .watching=${s.lobby.watching}
      .free=${this.loader.screens?.freeSeats(s) ?? []}
      @uno-seat-watcher=${this.seatWatcher}
      @uno-refuse-seat-ask=${this.refuseSeatAsk}
    ></uno-watchers>`;
  }

  private seatWatcher = (e: CustomEvent<{ id: number; seat?: number }>) =>
    this.hostCall((h) => h.seatWatcher(e.detail.id, e.detail.seat));

  private refuseSeatAsk = (e: CustomEvent<{ id: number }>) => this.hostCall((h) => h.refuseSeatAsk(e.detail.id));

  private statusScreen(text: string, action: string, waiting = false) {
    return html`<div class="status">
      <div class="panel" role=${waiting ? 'status' : 'alert'}>
        ${waiting ? html`<div class="spinner" aria-hidden="true"></div>` : nothing}
        <p>${text}</p>
        <button type="button" class=${waiting ? '' : 'primary'} @click=${this.leave}>${action}</button>
      </div>
    </div>`;
  }

  // --- the ways in ---

  private async resume(): Promise<void> {
    const net = this.services!;
    const wanted = this.route.name === 'join' ? net.normalizeCode(this.route.code) : null;
    const host = net.savedHostTable();
    const guest = net.savedGuestSeat();
    if (host && (!wanted || wanted === host.code)) {
      const name = loadName() || t('app.defaultName');
      await this.open('create', () => net.createHostClient({ name, resume: true }), host.code);
    } else if (guest && (!wanted || wanted === guest.code)) {
      await this.open('join', () => net.joinTable(guest.code, { name: guest.name }), guest.code);
    }
    if (!this.game.client && this.route.name === 'table') this.navigate({ name: 'home' });
  }

  private create(name: string): Promise<void> {
    return this.open('create', () => this.services!.createHostClient({ name }));
  }

  private join(input: string, name: string): Promise<void> {
    const code = this.services!.normalizeCode(input);
    if (!code) {
      this.message = errorText('bad-code');
      return Promise.resolve();
    }
    // a newcomer under a kicked player's name is told why it waits (the host must let it in), and
    // may give up (join-wait.ts)
    const wait = this.joinWait.begin(() => (this.message = t('app.status.awaitingApproval')));
    return this.open('join', () => this.services!.joinTable(code, { name, ...wait })).finally(() =>
      this.joinWait.end(),
    );
  }

  /** Cancel while waiting to be let in: the attempt is dropped (it finds the stage moved on), the
   * home screen as it was. */
  private cancelJoin = (): void => {
    this.joinWait.cancel();
    this.stage = HOME;
    this.message = null;
  };

  private playSolo(choice: SoloChoice): Promise<void> {
    return this.open('solo', async () =>
      this.services!.createSoloClient({
        name: choice.name,
        bots: choice.bots,
        settings: { edition: choice.edition, options: { ...choice.options } },
      }),
    );
  }

  /** Reaches a table (`resuming`: the code of a saved one, taken back after a reload). */
  private async open(kind: OpenKind, make: () => Promise<GameClient>, resuming: string | null = null): Promise<void> {
    if (this.stage.name === 'opening') return;
    const attempt = opening(kind, resuming);
    this.stage = attempt;
    this.message = null;
    try {
      // the screens load while the table is being reached, and are there when it answers
      const screens = this.loader.load();
      screens.catch(() => undefined); // awaited below, once the table answers
      const client = await make();
      try {
        await screens;
      } catch (err) {
        client.leave();
        throw err;
      }
      // the player gave up on this attempt meanwhile
      if (this.stage !== attempt) return client.leave();
      this.stage = seated(kind);
      this.game.attach(client);
    } catch (err) {
      if (this.stage !== attempt) return;
      this.stage = HOME;
      const code = codeOf(err);
      // A table that cannot be taken back is simply gone: home, no alarm.
      if (code !== 'no-saved-table') this.message = errorText(code);
    }
  }

  /** Leave from the table: during a game, only once the player says so (one stray tap must not
   * give a seat away for good, or end everybody's game). */
  private askLeave = (): void => {
    const s = this.game.state;
    const underWay = !!s?.view && s.view.seat >= 0 && s.view.phase !== 'gameOver';
    if (!s || !underWay) return this.leave();
    void import('./uno-leave-confirm.js');
    const solo = this.stage.name === 'seated' && this.stage.solo;
    const canHandOver = !solo && s.isHost && (this.game.client?.host?.canHandOver() ?? false);
    this.stage = atSeat(this.stage, { leaving: { kind: solo ? 'solo' : s.isHost ? 'host' : 'guest', canHandOver } });
  };

  /** The host leaves and another player hosts the table on (docs/migration.md). */
  private handOver = (): void => {
    const host = this.game.client?.host;
    const r = host ? host.handOver() : { ok: false as const, error: 'not-host' };
    if (!r.ok) {
      this.stage = atSeat(this.stage, { leaving: null });
      return this.report(r);
    }
    this.leave();
  };

  /** Alone with the bots, the host gone: a new game on this page (play-on.ts). */
  private playOn = (): void => {
    const plan = this.game.state && playOnPlan(this.game.state);
    if (!plan) return;
    this.leave();
    void this.open('solo', async () => this.services!.createSoloClient(plan));
  };

  private leave = (): void => {
    this.stage = HOME;
    this.hostWatch.reset();
    this.game.leave();
    this.phasesView?.reset();
    if (this.route.name !== 'home') this.navigate({ name: 'home' });
  };

  /** The player's own seat takes a new name (every player sees it through the host's lobby
   * state), and the next visit starts with it. */
  private rename(name: string): void {
    const client = this.game.client;
    if (!client) return;
    client.setName(name);
    saveName(name);
  }

  // --- at the table ---

  private async act(action: Action): Promise<void> {
    const client = this.game.client;
    if (!client) return;
    try {
      this.report(await client.act(action));
    } catch (err) {
      this.report({ ok: false, error: codeOf(err) });
    }
  }

  private hostCall(call: (host: NonNullable<GameClient['host']>) => Result): void {
    const host = this.game.client?.host;
    this.report(host ? call(host) : { ok: false, error: 'not-host' });
  }

  private report(result: Result): void {
    if (result.ok) return;
    this.say(errorText(result.error));
  }

  private say(text: string): void {
    this.toast.say(text);
  }

  /** "Save the game" (docs/network.md "Saving a game"). */
  private async saveRecord(): Promise<void> {
    const client = this.game.client;
    if (!client) return;
    const saved = await saveGameRecord(client);
    if (saved.ok && saved.notice) this.say(saved.notice);
    else this.report(saved);
  }

  private onClientState(s: ClientState, client: GameClient): void {
    const seated = s.status === 'lobby' || s.status === 'playing' || s.status === 'reconnecting';
    if (seated && this.route.name !== 'table') this.navigate({ name: 'table' });
    // loaded while the network is there: a guest needs them when it is not
    if (seated && !client.host) loadForHostGone(s, this.services);
    const moved = this.hostWatch.follow(s);
    if (moved) this.say(moved);
    if (s.view) this.phases?.record(s);
    if (s.status === 'playing') this.phases?.inspectIfAsked(client);
  }

  // --- routes and settings ---

  private navigate(route: Route): void {
    this.route = route;
    const hash = routeHash(route);
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
  }

  private onHashChange = (): void => {
    const route = parseRoute(location.hash);
    this.route = route;
    // Going back home (or to another table's link) from a table means leaving it.
    if (route.name !== 'table' && this.game.client) this.leave();
    if (route.name === 'join' && !this.game.client) this.message = null;
  };

  private readSignaling(): SignalingSettings | null {
    try {
      return this.services!.signalingConfig();
    } catch {
      return null;
    }
  }

  private saveSettings(config: Partial<SignalingSettings> | null): void {
    this.services!.saveSignalingConfig(config);
    this.signaling = this.readSignaling();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-app': UnoApp;
  }
}

/**
 * `<uno-app>`: the app shell. Holds one GameClient, follows the hash route, and shows home, the
 * lobby or `<uno-table>` from what the client's state says; it holds no rules. On load it takes back
 * a saved hosted table or guest seat, so a reload loses nothing.
 *
 * `services` (src/net's exports) must be set before the element is connected.
 *
 * Only home comes with the page: the other screens (screens.ts) load when the player heads for a
 * table, and start loading, with the hosting or joining side of the network, while a name or code
 * is typed.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { BotLevel } from '../../bots/index.js';
import type { Action, EditionId, Result, RuleOptions } from '../../game/index.js';
import type { RecordCursor } from '../../game/index.js';
import type { ClientState, GameClient, HostSettings } from '../../net/index.js';
import { hostName, hostSeatOf, hostWaitEnds } from '../../net/page/index.js';
import { LocaleController, t, withStrings } from '../i18n/i18n.js';
import '../i18n/app.js';
import '../home/uno-home.js';
import type { HomeBusy } from '../home/uno-home.js';
import { loadName, saveName } from '../home/name-store.js';
import { connectInspector, inspectRequested } from '../inspect/inspector.js';
import type { PhaseTimeline } from '../inspect/phase-timeline.js';
import { ClientController } from './client-controller.js';
import { codeOf, errorText } from './errors.js';
import { parseRoute, routeHash, type Route } from './routes.js';
import { LANG_FAILED } from '../shared/lang-buttons.js';
import { JoinWait } from './join-wait.js';
import type { AppServices, SignalingSettings } from './services.js';
import { theme } from '../theme/index.js';
import type { LeaveKind } from './uno-leave-confirm.js';

/** What the table gets while nothing was revealed: the same empty lists at every render, so the
 * table is not redrawn for a new but equal one. */
const NO_DEALS: NonNullable<ClientState['deals']> = [];
const NO_SEATS: NonNullable<ClientState['lobby']>['seats'] = [];

type Screens = typeof import('./screens.js');
/** What the solo dialog chose (uno-solo-setup.ts), with the player's name. */
type SoloChoice = { name: string; bots: BotLevel[]; edition: EditionId; options?: Partial<RuleOptions> };

const TOAST_MS = 4000;

@customElement('uno-app')
export class UnoApp extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        min-height: 100dvh;
        background: radial-gradient(ellipse at 50% 35%, #17774c 0%, var(--felt) 45%, var(--felt-deep) 100%);
        color: #fff;
      }
      .table-watchers {
        position: fixed;
        left: 0.5rem;
        bottom: 40vh;
        z-index: 5;
      }
      .status {
        min-height: 100dvh;
        display: grid;
        place-items: center;
        padding: 1rem;
      }
      .status .panel {
        max-width: 26rem;
        width: 100%;
        text-align: center;
        display: grid;
        gap: 0.8rem;
        justify-items: center;
      }
      .status p {
        margin: 0;
      }
      .spinner {
        width: 2.6rem;
        height: 2.6rem;
        border-radius: 50%;
        border: 5px solid #e7e1d3;
        border-top-color: var(--red);
        animation: spin 0.9s linear infinite;
      }
      @keyframes spin {
        to {
          transform: rotate(360deg);
        }
      }
      .toast {
        position: fixed;
        bottom: max(0.8rem, env(safe-area-inset-bottom));
        left: 50%;
        transform: translateX(-50%);
        z-index: 40;
        background: var(--ink);
        color: #fff;
        border-radius: 12px;
        padding: 0.6rem 1rem;
        box-shadow: 0 6px 16px rgb(0 0 0 / 0.35);
        max-width: calc(100vw - 1rem);
      }
      .toast:empty {
        display: none;
      }
      uno-table {
        display: block;
        min-height: 100dvh;
      }
      /* the host is gone: what is shown is where the game stopped, not a table in play */
      uno-table[frozen],
      uno-lobby[inert] {
        filter: grayscale(0.7) brightness(0.75);
      }
    `,
  ];

  @property({ attribute: false }) services: AppServices | null = null;

  @state() private route: Route = parseRoute(globalThis.location?.hash ?? '');
  @state() private busy: HomeBusy = null;
  @state() private message: string | null = null;
  private readonly joinWait = new JoinWait(this);
  @state() private toast = '';
  @state() private signaling: SignalingSettings | null = null;
  /** The code of a saved table being taken back after a reload. */
  @state() private resuming: string | null = null;
  /** Leave was pressed during a game: who asks (the question differs), until answered. */
  @state() private confirmLeave: LeaveKind | null = null;
  /** When the host asked to leave: whether another player could host the table on. */
  @state() private canHandOver = false;
  /** The table's host and epoch as last seen, to say so when the table moves to another host. */
  private hostSeen: { epoch: number; seat: number } | null = null;
  /** The name of the host this guest lost (the lobby may name the next one before it is back). */
  private lostHost: string | null = null;
  /** A saved game being watched (the replay screen, loaded on demand). */
  @state() private replay: RecordCursor | null = null;

  private readonly locale = new LocaleController(this);
  private readonly game = new ClientController(this, (s, c) => this.onClientState(s, c));
  private resumed = false;
  /** Bumped when the player gives up on an attempt, so a late client is left at once. */
  private attempt = 0;
  private solo = false;
  private toastTimer: ReturnType<typeof setTimeout> | undefined;
  private inspected: unknown = null;
  private stopInspector: (() => void) | null = null;
  /** The lobby and table screens, once loaded. */
  private screens: Screens | null = null;
  private loadingScreens: Promise<Screens> | null = null;
  private prefetched = new Set<'host' | 'join'>();
  /** The phases view (`<uno-statechart>`, loaded on demand) and the round's timeline it shows. */
  @state() private phasesOpen = false;
  @state() private inspectorFailed = false;
  private phases: PhaseTimeline | null = null;
  private phasesBacklog: ClientState[] = [];

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
    this.stopInspector?.();
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
      if (this.route.name === 'join') this.prefetch('join');
      void this.resume();
    }
  }

  /** The lobby and table screens; a failed load is tried again by the next call. */
  private loadScreens(): Promise<Screens> {
    this.loadingScreens ??= withStrings(import('./screens.js')).then(
      (m) => (this.screens = m),
      (err: unknown) => {
        this.loadingScreens = null;
        console.warn('Loading the table screens failed:', err);
        throw new Error('load-failed');
      },
    );
    return this.loadingScreens;
  }

  /** Loads ahead what the player is about to need: the screens, and hosting's or joining's side. */
  private prefetch(side: 'host' | 'join'): void {
    if (this.prefetched.has(side)) return;
    this.prefetched.add(side);
    this.loadScreens().catch(() => undefined);
    this.services?.prefetch?.(side);
  }

  private onHomeActivity = (e: Event): void => {
    const target = e.composedPath()[0];
    const typingCode = target instanceof HTMLInputElement && target.id === 'code';
    this.prefetch(typingCode || this.route.name === 'join' ? 'join' : 'host');
  };

  override render() {
    const s = this.game.state;
    const screen = this.replay
      ? html`<uno-replay .cursor=${this.replay} @uno-leave=${() => (this.replay = null)}></uno-replay>`
      : s
        ? this.renderClient(s)
        : this.resuming
          ? this.statusScreen(t('app.status.resuming', { code: this.resuming }), t('app.cancel'), true)
          : this.renderHome();
    return html`${screen}
      <div class="toast" role="alert">${this.toast}</div>`;
  }

  private renderHome() {
    return html`<uno-home
      .joinCode=${this.route.name === 'join' ? this.route.code : ''}
      .busy=${this.busy}
      .message=${this.message}
      .awaiting=${this.joinWait.waiting}
      @uno-cancel-join=${this.cancelJoin}
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
    let modules;
    try {
      modules = await withStrings(
        Promise.all([
          import('../replay/open-record.js'),
          import('../replay/record-fault.js'),
          import('../replay/uno-replay.js'),
        ]),
      );
    } catch (err) {
      console.warn('Loading the replay screen failed:', err);
      this.message = errorText('load-failed');
      return;
    }
    const [{ openRecord, readRecordFile }, { recordFaultText }] = modules;
    try {
      this.replay = openRecord(await readRecordFile(file));
    } catch (e) {
      this.message = t('replay.bad', { why: recordFaultText(e) });
    }
  }

  private renderClient(s: ClientState) {
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
        return html`${s.view ? this.renderTable(s, gone) : this.renderLobby(s, gone)}
        ${
          gone
            ? html`<uno-host-gone
                .name=${this.lostHost ?? hostName(s) ?? ''}
                .until=${hostWaitEnds(s)}
                .succession=${s.succession ?? null}
                @uno-leave=${this.leave}
              ></uno-host-gone>`
            : nothing
        }
        ${
          this.confirmLeave && !gone
            ? html`<uno-leave-confirm
                .kind=${this.confirmLeave}
                .canHandOver=${this.canHandOver}
                @uno-hand-over=${this.handOver}
                @uno-leave-confirmed=${this.leave}
                @uno-leave-cancelled=${() => (this.confirmLeave = null)}
              ></uno-leave-confirm>`
            : nothing
        }`;
      }
    }
  }

  private renderLobby(s: ClientState, gone: boolean) {
    if (!s.lobby) return this.statusScreen(t('app.status.connecting'), t('app.cancel'), true);
    return html`<uno-lobby
      ?inert=${gone}
      .lobby=${s.lobby}
      .isHost=${s.isHost}
      .link=${this.solo || !s.lobby.code || !this.services ? '' : this.services.joinLink(s.lobby.code)}
      @uno-configure=${(e: CustomEvent<Partial<HostSettings>>) => this.hostCall((h) => h.configure(e.detail))}
      @uno-add-bot=${(e: CustomEvent<{ level: BotLevel }>) => this.hostCall((h) => h.addBot(e.detail.level))}
      @uno-remove-seat=${(e: CustomEvent<{ seat: number }>) => this.hostCall((h) => h.removeSeat(e.detail.seat))}
      @uno-seat-watcher=${this.seatWatcher}
      @uno-lock=${(e: CustomEvent<{ locked: boolean }>) => this.hostCall((h) => h.lock(e.detail.locked))}
      @uno-answer-join=${(e: CustomEvent<{ id: number; approve: boolean }>) =>
        this.hostCall((h) => h.answerJoin(e.detail.id, e.detail.approve))}
      @uno-start=${() => this.hostCall((h) => h.start())}
      @uno-rename=${(e: CustomEvent<{ name: string }>) => this.rename(e.detail.name)}
      @uno-leave=${this.leave}
    ></uno-lobby>`;
  }

  private renderTable(s: ClientState, gone: boolean) {
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
        @uno-open-phases=${() => void this.openPhases()}
        @uno-save-record=${() => void this.saveRecord()}
        >${s.view?.phase === 'roundOver' ? this.renderWatchers(s, 'between-rounds') : nothing}</uno-table
      >
      ${
        this.phasesOpen
          ? html`<uno-statechart
              open
              .steps=${this.phases?.steps ?? []}
              .seat=${s.view?.seat ?? -1}
              .seats=${s.lobby?.seats ?? []}
              ?inspector-failed=${this.inspectorFailed}
              @uno-close=${() => (this.phasesOpen = false)}
            ></uno-statechart>`
          : nothing
      }
      ${s.view?.phase === 'roundOver' ? nothing : this.renderWatchers(s, 'table-watchers')}`;
  }

  /** The host's spectators, to seat one. Between rounds (when a bot's seat may be given) the round's
   * end is a modal dialog that makes the rest of the page inert: the list goes into it then
   * (its `between-rounds` slot). */
  private renderWatchers(s: ClientState, where: 'table-watchers' | 'between-rounds') {
    if (!s.isHost || !s.lobby?.watching?.length) return nothing;
    return html`<uno-watchers
      class=${where}
      slot=${ifDefined(where === 'between-rounds' ? where : undefined)}
      .count=${s.lobby.watchers ?? 0}
      .watching=${s.lobby.watching}
      .free=${this.screens?.freeSeats(s) ?? []}
      @uno-seat-watcher=${this.seatWatcher}
    ></uno-watchers>`;
  }

  private seatWatcher = (e: CustomEvent<{ id: number; seat?: number }>) =>
    this.hostCall((h) => h.seatWatcher(e.detail.id, e.detail.seat));

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
      this.resuming = host.code;
      await this.open('create', () => net.createHostClient({ name: loadName() || t('app.defaultName'), resume: true }));
    } else if (guest && (!wanted || wanted === guest.code)) {
      this.resuming = guest.code;
      await this.open('join', () => net.joinTable(guest.code, { name: guest.name }));
    }
    this.resuming = null;
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

  /** Cancel while waiting to be let in: the attempt is dropped, the home screen as it was. */
  private cancelJoin = (): void => {
    this.joinWait.cancel();
    this.attempt++;
    this.busy = null;
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

  private async open(kind: Exclude<HomeBusy, null>, make: () => Promise<GameClient>): Promise<void> {
    if (this.busy) return;
    this.busy = kind;
    this.message = null;
    const attempt = ++this.attempt;
    try {
      // the screens load while the table is being reached, and are there when it answers
      const screens = this.loadScreens();
      screens.catch(() => undefined); // awaited below, once the table answers
      const client = await make();
      try {
        await screens;
      } catch (err) {
        client.leave();
        throw err;
      }
      if (attempt !== this.attempt) {
        client.leave();
        return;
      }
      this.solo = kind === 'solo';
      this.game.attach(client);
    } catch (err) {
      const code = codeOf(err);
      // A table that cannot be taken back is simply gone: home, no alarm.
      if (attempt === this.attempt && code !== 'no-saved-table') this.message = errorText(code);
    } finally {
      if (attempt === this.attempt) this.busy = null;
    }
  }

  /** Leave from the table: during a game, only once the player says so (one stray tap must not
   * give a seat away for good, or end everybody's game). */
  private askLeave = (): void => {
    const s = this.game.state;
    const underWay = !!s?.view && s.view.seat >= 0 && s.view.phase !== 'gameOver';
    if (!s || !underWay) return this.leave();
    void import('./uno-leave-confirm.js');
    this.canHandOver = !this.solo && s.isHost && (this.game.client?.host?.canHandOver() ?? false);
    this.confirmLeave = this.solo ? 'solo' : s.isHost ? 'host' : 'guest';
  };

  /** The host leaves and another player hosts the table on (docs/migration.md). */
  private handOver = (): void => {
    const host = this.game.client?.host;
    const r = host ? host.handOver() : { ok: false as const, error: 'not-host' };
    if (!r.ok) {
      this.confirmLeave = null;
      return this.report(r);
    }
    this.leave();
  };

  private leave = (): void => {
    this.confirmLeave = null;
    this.hostSeen = null;
    this.lostHost = null;
    this.attempt++;
    this.busy = null;
    this.resuming = null;
    this.game.leave();
    this.solo = false;
    this.stopInspector?.();
    this.stopInspector = null;
    this.inspected = null;
    this.phases = null;
    this.phasesOpen = false;
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
    this.toast = text;
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => (this.toast = ''), TOAST_MS);
  }

  /** "Save the game": the record (the host's own, or the host's answer once the game is over:
   * docs/network.md "Saving a game") downloaded as a file. */
  private async saveRecord(): Promise<void> {
    const client = this.game.client;
    if (!client) return;
    try {
      const [answer, saving] = await Promise.all([
        client.gameRecord(),
        withStrings(import('../replay/save-record.js')),
      ]);
      if (!answer.ok) return this.report(answer);
      this.say(t('replay.saved', { file: saving.downloadRecord(answer.record) }));
    } catch (err) {
      console.warn('Saving the game failed:', err);
      this.report({ ok: false, error: 'load-failed' });
    }
  }

  private onClientState(s: ClientState, client: GameClient): void {
    const seated = s.status === 'lobby' || s.status === 'playing' || s.status === 'reconnecting';
    if (seated && this.route.name !== 'table') this.navigate({ name: 'table' });
    // loaded while the network is there: a guest needs them when it is not
    if (seated && !client.host) void import('./uno-host-gone.js');
    this.followHost(s);
    if (s.view) this.recordPhases(s);
    if (s.status === 'playing' && inspectRequested()) void this.inspect(client);
  }

  /** Keeps the lost host's name while the table moves, and says who hosts once it moved. */
  private followHost(s: ClientState): void {
    if (s.status === 'reconnecting') this.lostHost ??= hostName(s);
    else if (s.status === 'lobby' || s.status === 'playing') this.lostHost = null;
    if (!s.lobby) return;
    const now = { epoch: s.lobby.epoch ?? 0, seat: hostSeatOf(s) };
    const before = this.hostSeen;
    this.hostSeen = now;
    if (!before || now.epoch <= before.epoch || (s.status !== 'lobby' && s.status !== 'playing')) return;
    this.say(s.isHost ? t('hostGone.nowYou') : t('hostGone.nowHost', { name: hostName(s) ?? '' }));
  }

  /** `?inspect`: the host's live actor in the Stately inspector; guests, or a host whose inspector
   * cannot load (no internet, popup blocked), get the built-in phases view. */
  private async inspect(client: GameClient): Promise<void> {
    const actor = client.host ? client.host.tableActor() : client;
    if (!actor || actor === this.inspected) return;
    this.inspected = actor;
    if (!client.host) return this.openPhases();
    this.stopInspector?.();
    this.stopInspector = null;
    try {
      this.stopInspector = await connectInspector(actor);
    } catch (err) {
      console.warn('Stately inspector:', err);
      this.inspectorFailed = true;
      await this.openPhases();
    }
  }

  /** Every update goes into the round's timeline, from the first view on (its module loads then). */
  private recordPhases(s: ClientState): void {
    if (this.phases) {
      this.phases.record(s.view, s.events);
      return;
    }
    this.phasesBacklog.push(s);
    if (this.phasesBacklog.length > 1) return; // (loading already)
    import('../inspect/phase-timeline.js').then(
      ({ PhaseTimeline }) => {
        const timeline = new PhaseTimeline();
        for (const b of this.phasesBacklog) timeline.record(b.view, b.events);
        this.phasesBacklog = [];
        this.phases = timeline;
        this.requestUpdate();
      },
      () => (this.phasesBacklog = []),
    );
  }

  private async openPhases(): Promise<void> {
    try {
      await withStrings(import('../inspect/uno-statechart.js'));
      this.phasesOpen = true;
    } catch (err) {
      console.warn('phases view:', err);
      this.report({ ok: false, error: 'inspector-failed' });
    }
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

/**
 * The session's life behind `<uno-app>` (uno-app.ts draws it): the ways to a table (create, join,
 * solo, a saved table or seat taken back after a reload, a saved game opened), the ways out (leave,
 * hand over, play on against the bots), the client's states followed, the hash route and the
 * signaling settings. What the shell shows is its stage (app-stage.ts); each change to what it
 * holds updates the shell.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BotLevel } from '../../bots/index.js';
import type { EditionId, RuleOptions } from '../../game/index.js';
import type { ClientState, GameClient } from '../../net/index.js';
import { t } from '../i18n/i18n.js';
import { loadName } from '../home/name-store.js';
import { afterPaint } from '../shared/after-paint.js';
import { LANG_FAILED } from '../shared/lang-buttons.js';
import type { AppPhases } from './app-phases.js';
import { openRecordFile } from './app-records.js';
import { HOME, atSeat, opening, seated, type AppStage, type OpenKind } from './app-stage.js';
import { AppToast } from './app-toast.js';
import { ClientController } from './client-controller.js';
import { codeOf, errorText } from './errors.js';
import { HostWatch } from './host-watch.js';
import { loadForHostGone, playOnPlan } from './host-gone-view.js';
import { JoinWait } from './join-wait.js';
import { parseRoute, routeHash, type Route } from './routes.js';
import { ScreenLoader } from './screen-loader.js';
import type { AppServices, SignalingSettings } from './services.js';
import { TableCalls } from './table-calls.js';

/** What the solo dialog chose (uno-solo-setup.ts), with the player's name. */
export type SoloChoice = { name: string; bots: BotLevel[]; edition: EditionId; options?: Partial<RuleOptions> };

/** What the shell draws from the session, each written through `set`, which updates the shell. */
type Shown = Pick<AppSession, 'stage' | 'route' | 'message' | 'signaling'>;

export class AppSession implements ReactiveController {
  readonly joinWait: JoinWait;
  readonly game: ClientController;
  readonly toast: AppToast;
  readonly calls: TableCalls;
  readonly loader: ScreenLoader;
  readonly hostWatch = new HostWatch();
  /** What the app shows (app-stage.ts). */
  stage: AppStage = HOME;
  route: Route = parseRoute(globalThis.location?.hash ?? '');
  /** What home says under its buttons (a failed join, a bad record). */
  message: string | null = null;
  signaling: SignalingSettings | null = null;
  private phasesView: AppPhases | null = null;
  private resumed = false;

  /** `services` (src/net's exports) are there once the shell first updates. */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly services: () => AppServices | null,
  ) {
    this.joinWait = new JoinWait(host);
    this.game = new ClientController(host, (s, c) => this.onClientState(s, c));
    this.toast = new AppToast(host);
    this.calls = new TableCalls(this.game, this.toast);
    this.loader = new ScreenLoader(services);
    host.addController(this);
  }

  /** The phases view's side (app-phases.ts): it comes with the screens, which a client waits for. */
  get phases(): AppPhases | null {
    const screens = this.loader.screens;
    this.phasesView ??= screens
      ? new screens.AppPhases({
          requestUpdate: () => this.host.requestUpdate(),
          showPhases: () => this.setPhasesOpen(true),
          phasesFailed: () => this.calls.report({ ok: false, error: 'inspector-failed' }),
        })
      : null;
    return this.phasesView;
  }

  hostConnected(): void {
    window.addEventListener('hashchange', this.onHashChange);
    this.host.addEventListener(LANG_FAILED, this.onLangFailed);
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.onHashChange);
    this.host.removeEventListener(LANG_FAILED, this.onLangFailed);
    this.phasesView?.stop();
  }

  /** At the shell's first update with its services: the signaling settings, and a saved table or
   * seat taken back. */
  hostUpdate(): void {
    const services = this.services();
    if (!services || this.resumed) return;
    this.resumed = true;
    this.set('signaling', this.readSignaling());
    services.detectSignaling?.().then(
      (c) => this.set('signaling', c),
      () => {},
    );
    if (this.route.name === 'join') this.loader.prefetch('join');
    void this.resume();
  }

  /** A language button could not fetch the other language's strings: said like any failed load. */
  private onLangFailed = (): void => this.calls.say(errorText('load-failed'));

  /** The player types a name or a code: what the next screen needs starts loading. */
  readonly onHomeActivity = (e: Event): void => {
    const target = e.composedPath()[0];
    const typingCode = target instanceof HTMLInputElement && target.id === 'code';
    this.loader.prefetch(typingCode || this.route.name === 'join' ? 'join' : 'host');
  };

  /** The solo dialog shows an edition: its faces are drawn while the player chooses, with the
   * screens that will show them (src/ui/cards/warm-faces.ts). */
  warmFaces(edition: string): void {
    this.loader.load().then(
      (screens) => screens.warmFaces(edition),
      () => {},
    );
  }

  /** Back home from a saved game's replay. */
  readonly home = (): void => {
    this.set('stage', HOME);
  };

  setPhasesOpen(phasesOpen: boolean): void {
    this.set('stage', atSeat(this.stage, { phasesOpen }));
  }

  readonly cancelLeave = (): void => {
    this.set('stage', atSeat(this.stage, { leaving: null }));
  };

  // --- the ways in ---

  private async resume(): Promise<void> {
    const net = this.services()!;
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

  create(name: string): Promise<void> {
    return this.open('create', () => this.services()!.createHostClient({ name }));
  }

  join(input: string, name: string): Promise<void> {
    const code = this.services()!.normalizeCode(input);
    if (!code) {
      this.set('message', errorText('bad-code'));
      return Promise.resolve();
    }
    // a newcomer under a kicked player's name is told why it waits (the host must let it in), and
    // may give up (join-wait.ts)
    const wait = this.joinWait.begin(() => this.set('message', t('app.status.awaitingApproval')));
    return this.open('join', () => this.services()!.joinTable(code, { name, ...wait })).finally(() =>
      this.joinWait.end(),
    );
  }

  /** Cancel while waiting to be let in: the attempt is dropped (it finds the stage moved on), the
   * home screen as it was. */
  readonly cancelJoin = (): void => {
    this.joinWait.cancel();
    this.set('stage', HOME);
    this.set('message', null);
  };

  playSolo(choice: SoloChoice): Promise<void> {
    return this.open('solo', async () =>
      this.services()!.createSoloClient({
        name: choice.name,
        bots: choice.bots,
        settings: { edition: choice.edition, options: { ...choice.options } },
      }),
    );
  }

  async openRecord(file: Blob): Promise<void> {
    this.set('message', null);
    const opened = await openRecordFile(file);
    if ('cursor' in opened) this.set('stage', { name: 'replay', cursor: opened.cursor });
    else this.set('message', opened.message);
  }

  /** Reaches a table (`resuming`: the code of a saved one, taken back after a reload). */
  private async open(kind: OpenKind, make: () => Promise<GameClient>, resuming: string | null = null): Promise<void> {
    if (this.stage.name === 'opening') return;
    const attempt = opening(kind, resuming);
    this.set('stage', attempt);
    this.set('message', null);
    try {
      // the screens load while the table is being reached, and are there when it answers
      const screens = this.loader.load();
      screens.catch(() => undefined); // awaited below, once the table answers
      // the attempt shows (the home's buttons busy) before a table made in this page takes the thread
      await afterPaint();
      if (this.stage !== attempt) return;
      const client = await make();
      // a turn of the thread before the table's first render, for the workers of the new table's
      // expert bots to start on while it is drawn
      await afterPaint();
      try {
        await screens;
      } catch (err) {
        client.leave();
        throw err;
      }
      // the player gave up on this attempt meanwhile
      if (this.stage !== attempt) return client.leave();
      this.set('stage', seated(kind));
      this.game.attach(client);
    } catch (err) {
      if (this.stage !== attempt) return;
      this.set('stage', HOME);
      const code = codeOf(err);
      // A table that cannot be taken back is simply gone: home, no alarm.
      if (code !== 'no-saved-table') this.set('message', errorText(code));
    }
  }

  // --- the ways out ---

  /** Leave from the table: during a game, only once the player says so (one stray tap must not
   * give a seat away for good, or end everybody's game). */
  readonly askLeave = (): void => {
    const s = this.game.state;
    const underWay = !!s?.view && s.view.seat >= 0 && s.view.phase !== 'gameOver';
    if (!s || !underWay) return this.leave();
    void import('./uno-leave-confirm.js');
    const solo = this.stage.name === 'seated' && this.stage.solo;
    const canHandOver = !solo && s.isHost && (this.game.client?.host?.canHandOver() ?? false);
    this.set(
      'stage',
      atSeat(this.stage, { leaving: { kind: solo ? 'solo' : s.isHost ? 'host' : 'guest', canHandOver } }),
    );
  };

  /** The host leaves and another player hosts the table on (docs/migration.md). */
  readonly handOver = (): void => {
    const host = this.game.client?.host;
    const r = host ? host.handOver() : { ok: false as const, error: 'not-host' };
    if (!r.ok) {
      this.set('stage', atSeat(this.stage, { leaving: null }));
      return this.calls.report(r);
    }
    this.leave();
  };

  /** Alone with the bots, the host gone: a new game on this page (play-on.ts). */
  readonly playOn = (): void => {
    const plan = this.game.state && playOnPlan(this.game.state);
    if (!plan) return;
    this.leave();
    void this.open('solo', async () => this.services()!.createSoloClient(plan));
  };

  readonly leave = (): void => {
    this.set('stage', HOME);
    this.hostWatch.reset();
    this.game.leave();
    this.phasesView?.reset();
    if (this.route.name !== 'home') this.navigate({ name: 'home' });
  };

  private onClientState(s: ClientState, client: GameClient): void {
    const seated = s.status === 'lobby' || s.status === 'playing' || s.status === 'reconnecting';
    if (seated && this.route.name !== 'table') this.navigate({ name: 'table' });
    // loaded while the network is there: a guest needs them when it is not
    if (seated && !client.host) loadForHostGone(s, this.services());
    const moved = this.hostWatch.follow(s);
    if (moved) this.calls.say(moved);
    if (s.view) this.phases?.record(s);
    if (s.status === 'playing') this.phases?.inspectIfAsked(client);
  }

  // --- routes and settings ---

  private navigate(route: Route): void {
    this.set('route', route);
    const hash = routeHash(route);
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
  }

  private onHashChange = (): void => {
    const route = parseRoute(location.hash);
    this.set('route', route);
    // Going back home (or to another table's link) from a table means leaving it.
    if (route.name !== 'table' && this.game.client) this.leave();
    if (route.name === 'join' && !this.game.client) this.set('message', null);
  };

  private readSignaling(): SignalingSettings | null {
    try {
      return this.services()!.signalingConfig();
    } catch {
      return null;
    }
  }

  saveSettings(config: Partial<SignalingSettings> | null): void {
    this.services()!.saveSignalingConfig(config);
    this.set('signaling', this.readSignaling());
  }

  private set<K extends keyof Shown>(key: K, value: Shown[K]): void {
    if (this[key] === value) return;
    (this as Shown)[key] = value;
    this.host.requestUpdate();
  }
}

/**
 * `<uno-table>`: the game table for one seat. It draws what the PlayerView, the events and the seats
 * say, and turns the player's gestures into complete engine Actions; it decides no rule (what may be
 * played comes from `view.legal`).
 *
 * @event uno-action - detail: an engine `Action` to send for this seat.
 * @event uno-next-round - the host asks for the next round.
 * @event uno-rematch - the host asks for a new game.
 * @event uno-leave - the player leaves the table.
 * @event uno-open-phases - the player asks for the phases view (the statechart), from the menu
 *   (`<uno-table-menu>` sends it: the only way in at the table, never a button over it).
 * @event uno-save-record - the player saves the game (the game-end dialog; the host's menu).
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Action, CardCode, Color, PlayerView, TableEvent } from '../../game/index.js';
import type { SeatInfo } from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/table.js';
import { sortHand } from '../cards/card-face.js';
import '../cards/uno-card.js';
import './uno-hand.js';
import './uno-seat-chip.js';
import './uno-countdown.js';
import type { UnoHand } from './uno-hand.js';
import { EventLines } from './event-lines.js';
import { MediaController } from '../shared/media-controller.js';
import { QuestionHost } from './questions/question-host.js';
import { questionAsked } from './questions/asked.js';
import { prewarm, samples } from './questions/prewarm.js';
import { SheetState, sheetTemplate } from './table-sheets.js';
import { sheetFailedStyles, sheetFailedTemplate } from './sheet-failed.js';
import type { DealCheck } from '../../net/index.js';
import { dealShown } from './deal-shown.js';
import { normalizeView } from './table-model.js';
import { SeatNames } from './seat-names.js';
import { tableStyles } from './table-styles.js';
import { adoptCardArt, cardArtStyles } from '../cards/card-span.js';
import { isolate } from '../bidi.js';
import { tokens } from '../theme/index.js';
import { tableTokens } from '../theme/table-tokens.js';
import { Flights } from './flights.js';
import { topTemplate, type TopContext } from './table-top.js';
import { LogSheet, logSheetTemplate, logTemplate, rulesTemplate, stripTemplate } from './table-log.js';
import { centerTemplate, statusText, type CenterContext } from './table-center.js';
import { meTemplate, watchingTemplate, type MeContext } from './table-me.js';
import { playableFlags, unoLit } from './hand-choice.js';
import { StableArrays, sameItems } from './stable.js';
import '../i18n/table-menu.js';
import { TurnAlert, askedNow } from './turn-alert.js';
import './chat/uno-table-chat.js';
import { TableMoments } from './moments/table-moments.js';
import { pileUnder } from './moments/pile-under.js';
import { TableIntents } from './table-intents.js';
import { cleanEvents, revealAfter, TableNews } from './table-news.js';
import { KeyboardFocus } from './keyboard-focus.js';
import { NARROW_UPRIGHT, WIDE_SCREEN } from '../theme/screens.js';

/** Views already passed through normalizeView (it is applied once, as the view is set). */
const normalized = new WeakSet<PlayerView>();

@customElement('uno-table')
export class UnoTable extends LitElement {
  @property({ attribute: false }) view: PlayerView | null = null;
  @property({ attribute: false }) events: TableEvent[] = [];
  @property({ attribute: false }) seats: SeatInfo[] = [];
  /** Each revealed round's deal check, newest last (ClientState.deals). */
  @property({ attribute: false }) deals: DealCheck[] = [];
  @property({ type: Number }) deadline: number | null = null;
  @property({ type: Boolean, attribute: 'is-host' }) isHost = false;
  /** How many watch the table (spectators with a live connection). */
  @property({ type: Number }) watchers = 0;
  /** The table shows a game it does not play (the host is gone, a replay): it asks nothing (no
   * dialog). */
  @property({ type: Boolean, reflect: true }) frozen = false;
  /** A replay of a saved game (ui/replay): seats are named, never "you", and no turn is the viewer's. */
  @property({ type: Boolean }) replay = false;
  /** The last challenge's outcome, until dismissed. */
  @state() reveal: Extract<TableEvent, { type: 'challenge' }> | null = null;
  @state() announcement = '';
  /** The table's menu or its rules help, once loaded and open; or that its chunk did not load. */
  private readonly sheets = new SheetState(this);
  /** The log's sheet, on a phone (table-log.ts). */
  private readonly logSheet = new LogSheet(this);
  /** A Wild waiting for its color, a multi-play's cards, UNO pressed ahead (table-intents.ts). */
  private readonly intents = new TableIntents(this);
  /** Tells the player their turn has come while they look elsewhere (tests give it their own page). */
  turnAlert = new TurnAlert();

  private readonly locale = new LocaleController(this);
  private readonly flights = new Flights(this);
  private readonly moments = new TableMoments(this);
  /** The side panel (the log beside the piles) shows on wide screens only (table-styles.ts): on a
   * phone its sixty lines would be rebuilt at every move for nobody. */
  private readonly wide = new MediaController(this, WIDE_SCREEN);
  private readonly narrow = new MediaController(this, NARROW_UPRIGHT);
  private readonly lines = new EventLines();
  /** The arrays handed to the seat chips and the hand, the same while their items are. */
  private readonly stable = new StableArrays();
  private readonly names = new SeatNames();
  /** Which events are new, and what the live region says of them (table-news.ts). */
  private readonly news = new TableNews();
  private toAnimate: TableEvent[] = [];
  private playedFrom = new Map<number, DOMRect>();
  /** The events that look like events (whatever arrives, the table reads only these). */
  private cleanEvents: TableEvent[] = [];

  static override styles = [tokens, tableTokens, cardArtStyles, tableStyles, sheetFailedStyles];

  /** The questions' elements, kept in the shadow root ahead of what the template draws. */
  private readonly questions = new QuestionHost();
  /** A keyboard player's focus, kept through the table's updates (keyboard-focus.ts). */
  private readonly keyboard = new KeyboardFocus(this, this.questions);

  constructor() {
    super();
    const on = <T>(name: string, act: (detail: T) => void) =>
      this.questions.container.addEventListener(name, (e) => act((e as CustomEvent<T>).detail));
    on<Action>('question-answer', (a) => this.intents.send(a));
    on<CardCode>('question-play', (c) => this.intents.play(c));
    on<Color>('question-color', (c) => this.intents.colorChosen(c));
    on<void>('question-cancel', () => this.intents.dropColor());
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    // the cards of a revealed hand (card-span.ts)
    const root = adoptCardArt(super.createRenderRoot());
    root.prepend(this.questions.container);
    return root;
  }

  /** Done once the question asked in this update has drawn its content too. */
  override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await this.questions.updateComplete();
    return done;
  }

  // ---- names and derived data

  /** An event's sentence for this player (written once, EventLines). */
  private line(e: TableEvent): string {
    return this.lines.text(e, this.me, Array.isArray(this.seats) ? this.seats : [], this.nameIn);
  }

  private readonly lineOf = (e: TableEvent): string => this.line(e);
  private readonly dealOfRound = (round: number): DealCheck | null => this.dealOf(round);
  /** Which of a round's deal checks this table shows (for the results drawn ahead, prewarm.ts). */
  private readonly dealShownHere = (check: DealCheck): DealCheck | null =>
    dealShown(check, Array.isArray(this.seats) ? this.seats : [], this.me);

  /** A seat's name inside a sentence: "You" for the player's own, another's isolated (bidi.ts). */
  private nameOf = (seat: number): string => this.nameIn(this.seats ?? [], seat);
  private nameIn = (seats: readonly SeatInfo[], seat: number): string =>
    seat === this.me ? t('table.you') : isolate(this.names.of(seats, seat));

  /** The seat the table speaks to as "you": the view's, except in a replay, where the viewer is
   * not that player and every seat is named (-1: nobody). */
  private get me(): number {
    return this.replay || !this.view ? -1 : this.view.seat;
  }

  /** The hand as the view gave it and as sorted: most updates leave it as it was, and sorting it
   * again at each (a few arrays and an object per card) was garbage for the next collection. */
  private sorted: { from: readonly CardCode[]; to: CardCode[] } = { from: [], to: [] };

  private get hand(): CardCode[] {
    const from = Array.isArray(this.view?.hand) ? this.view.hand : [];
    if (!sameItems(from, this.sorted.from)) this.sorted = { from, to: this.stable.keep('hand', sortHand(from)) };
    return this.sorted.to;
  }

  /** Who played the Wild +4 being challenged: the view says so (docs/engine-api.md "Tables"). */
  private get wildDraw4By(): number | null {
    return this.view?.wildDrawFourBy ?? null;
  }

  // ---- what the player does

  private fire(name: 'uno-next-round' | 'uno-rematch' | 'uno-leave' | 'uno-save-record'): void {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true }));
  }

  private playableFlags(hand: CardCode[]): boolean[] {
    return this.stable.keep('playable', playableFlags(this.view!, hand, this.intents.selection));
  }

  // ---- events: log, live region, animations

  override willUpdate(changed: Map<string, unknown>): void {
    this.keyboard.note();
    if (changed.has('view') && this.view && !normalized.has(this.view)) {
      const v = normalizeView(this.view);
      normalized.add(v);
      this.view = v;
    }
    if (changed.has('view')) {
      const prev = changed.get('view') as PlayerView | null | undefined;
      const v = this.view;
      this.intents.viewChanged(prev, v);
      if (v && prev && prev.round !== v.round) this.reveal = null;
      if (v) {
        const myTurn = !this.replay && v.turn === v.seat && v.phase !== 'roundOver' && v.phase !== 'gameOver';
        // a replay asks nothing of its viewer: no title, sound or notification
        this.turnAlert.update(!this.replay && askedNow(v), () => ({
          title: t(v.phase === 'race' ? 'alert.race' : 'alert.title'),
          body: statusText(v, myTurn, this.nameOf),
        }));
      }
    }
    // a Wild waiting for its color when the host went was never sent: it goes back to the hand
    if (changed.has('frozen') && this.frozen) this.intents.dropColor();
    if (changed.has('events')) this.cleanEvents = cleanEvents(this.events);
    if (changed.has('events') || changed.has('view')) this.takeNewEvents();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.turnAlert.clear();
  }

  override updated(): void {
    const view = this.view;
    this.keyboard.settle(view, this.replay);
    if (view)
      prewarm(
        this.questions,
        () => samples(view, this.nameOf, { isHost: this.isHost, deal: this.dealShownHere }),
        view.edition,
      );
    // The flights need the new layout: they start at the next frame, once the events' effects are
    // drawn by the table and its children (which update after it), and read the layout the frame
    // needs anyway rather than forcing one in the middle of the update.
    const events = this.toAnimate;
    const from = this.playedFrom;
    this.toAnimate = [];
    if (view) this.moments.take(events, view, this.me, this.nameOf, this.frozen);
    if (!events.length || !view) return;
    requestAnimationFrame(() => {
      try {
        if (this.isConnected) this.flights.animate(events, view, from);
      } catch {
        /* an event too odd to animate is still in the log; the table stays as drawn */
      }
    });
  }

  private takeNewEvents(): void {
    const view = this.view;
    const news = this.news.take(this.cleanEvents, view, { me: this.me, line: this.lineOf, nameOf: this.nameOf });
    if (!view || !news) return;
    this.reveal = revealAfter(this.reveal, news.fresh);
    this.toAnimate = news.fresh;
    // The hand is still drawn as it was: note where the player's own played cards start from.
    this.playedFrom = new Map();
    for (const e of news.fresh) {
      if (e.type !== 'play' || e.seat !== view.seat) continue;
      const rect = this.handElement?.rectOf(e.cards[e.cards.length - 1] ?? '');
      if (rect) this.playedFrom.set(e.seq, rect);
    }
    if (news.said) this.announcement = news.said;
  }

  /** The element a seat's cards fly from or to (the flights use it). */
  seatAnchor(seat: number): Element | null {
    if (this.view && seat === this.view.seat) return this.renderRoot.querySelector('uno-hand');
    return this.renderRoot.querySelector(`uno-seat-chip[data-seat="${seat}"]`);
  }

  // ---- rendering

  private readonly topContext: TopContext = {
    stable: this.stable,
    names: this.names,
    tools: {
      menu: () => this.sheets.open('menu'),
      log: () => this.logSheet.open(),
      leave: () => this.fire('uno-leave'),
    },
    narrow: () => this.narrow.matches,
  };

  /** The question the view asks now, with what it is shown with (nothing while frozen). */
  private question(view: PlayerView | null) {
    if (this.frozen || !view) return null;
    return questionAsked(view, {
      deadline: this.deadline,
      isHost: this.isHost,
      nameOf: this.nameOf,
      colorFor: this.intents.colorFor?.card ?? null,
      wildDraw4By: this.wildDraw4By,
      deal: this.dealOf(view.round),
    });
  }

  /** The question goes first: an answered one closes before the rest changes, and stays in the
   * page, closed, for the next time (question-host.ts). */
  protected override update(changed: Map<string, unknown>): void {
    this.questions.show(this.question(this.view));
    super.update(changed);
  }

  override render() {
    const view = this.view;
    if (!view) return html`<div class="empty" role="status">${t('table.waitingHost')}</div>`;
    const hand = this.hand;
    const myTurn = !this.replay && view.turn === view.seat && view.phase !== 'roundOver' && view.phase !== 'gameOver';
    return html`
      <section class="table" aria-label=${t('table.label')}>
        ${topTemplate(view, this.seats, this.topContext)} ${centerTemplate(view, myTurn, this.centerContext())}
        ${this.wide.matches ? this.renderSide(view) : nothing}
        ${view.seat < 0 ? watchingTemplate(this.watchers) : meTemplate(view, hand, myTurn, this.meContext(hand))}
      </section>
      ${this.logSheet.isOpen ? logSheetTemplate(this.cleanEvents, view, this.lineOf, this.dealOfRound, this.logSheet.close) : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
      <div class="flights" aria-hidden="true"></div>
      ${sheetTemplate(this.sheets.current, view, this.isHost, this.sheets)}
      ${this.sheets.failed ? sheetFailedTemplate(this.sheets.dismiss) : nothing}
    `;
  }

  private centerContext(): CenterContext {
    return {
      deadline: this.deadline,
      me: this.me,
      nameOf: this.nameOf,
      line: this.lineOf,
      send: (a) => this.intents.send(a),
      strip: stripTemplate(this.cleanEvents, this.lineOf, this.logSheet.open),
      reveal: this.reveal,
      dismissReveal: () => (this.reveal = null),
      under: this.stable.keep('under', pileUnder(this.view!)),
    };
  }

  private meContext(hand: CardCode[]): MeContext {
    return {
      nameOf: this.nameOf,
      send: (a) => this.intents.send(a),
      play: (c) => this.intents.play(c),
      unoLit: unoLit(this.view, this.intents.selection),
      unoArmed: this.intents.unoArmed,
      onUno: () => this.intents.uno(this.view),
      selection: this.intents.selection,
      playSelection: () => this.intents.playSelection(this.hand),
      cancelSelection: () => this.intents.cancelSelection(),
      playable: this.playableFlags(hand),
      onPick: (e) => {
        if (this.view) this.intents.pick(this.view, this.hand, e.detail);
      },
    };
  }

  private renderSide(view: PlayerView) {
    return html`<aside class="side">
      ${rulesTemplate(view)}${logTemplate(this.cleanEvents, view, this.lineOf, this.dealOfRound)}
    </aside>`;
  }

  /** The deal check of round `round` of this game, if the host revealed it. */
  private dealOf(round: number): DealCheck | null {
    const deals = Array.isArray(this.deals) ? this.deals : [];
    const seats = Array.isArray(this.seats) ? this.seats : [];
    return dealShown(deals.filter((d) => d.round === round).pop() ?? null, seats, this.me);
  }

  /** The hand element (tests and the flights use it). */
  get handElement(): UnoHand | null {
    return this.renderRoot.querySelector('uno-hand');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-table': UnoTable;
  }
}

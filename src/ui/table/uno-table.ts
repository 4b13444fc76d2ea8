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
import { LitElement, html, nothing, svg } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import type { Action, CardCode, Color, PlayerView, TableEvent } from '../../engine/types.js';
import type { SeatInfo } from '../../net/types.js';
import { LocaleController, stringsVersion, t } from '../i18n/i18n.js';
import '../i18n/table.js';
import { cardName, colorLetter, colorName, isWildCode, parseCard, sortHand } from '../cards/card-face.js';
import '../cards/uno-card.js';
import './uno-hand.js';
import './uno-seat-chip.js';
import './uno-countdown.js';
import type { HandPick, UnoHand } from './uno-hand.js';
import { personal } from './event-text.js';
import { EventLines } from './event-lines.js';
import { MediaController } from '../shared/media-controller.js';
import { QuestionHost } from './questions/question-host.js';
import { questionAsked } from './questions/asked.js';
import { prewarm, samples } from './questions/prewarm.js';
import { dealLogLine } from './deal-check-text.js';
import type { DealCheck } from '../../net/deal/witness.js';
import {
  ANSWER_PHASES,
  canDo,
  legalOf,
  normalizeView,
  opponentsInOrder,
  playableCodes,
  seatName,
  towersBySeat,
} from './table-model.js';
import { tableStyles } from './table-styles.js';
import { adoptCardArt, cardArtStyles, miniHand } from '../cards/card-span.js';
import { isolate } from '../bidi.js';
import { COLOR_TOKEN, inkOn, tokens } from '../theme/index.js';
import { Flights } from './flights.js';
import { focusOut, stayUnfocused } from './focus-out.js';
import { StableArrays } from './stable.js';
import '../i18n/table-menu.js';
import { TurnAlert, askedNow } from './turn-alert.js';
import type { UnoTableMenu } from './uno-table-menu.js';
import type { UnoRulesHelp } from './uno-rules-help.js';

const LOG_SIZE = 60;
/** Events in the strip under the piles (phones). */
const STRIP_SIZE = 3;
/** Views already passed through normalizeView (it is applied once, as the view is set). */
const normalized = new WeakSet<PlayerView>();

/** Where the table's questions live: no box of its own, ahead of what the template draws. */
function questionsContainer(): HTMLElement {
  const el = document.createElement('div');
  el.className = 'questions';
  return el;
}

/** The element that has the focus inside `root`, through the shadow roots under it. */
function deepActive(root: ShadowRoot | null): Element | null {
  let el = root?.activeElement ?? null;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

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
  /** A Wild (and the cards laid with it) waiting for the color picker. */
  @state() colorFor: { card: CardCode; also: CardCode[] } | null = null;
  /** Hand indices (display order) chosen for a multi-play, in the order chosen. */
  @state() selection: number[] = [];
  /** UNO pressed before the play: the next play carries `uno: true`. */
  @state() unoArmed = false;
  /** The last challenge's outcome, until dismissed. */
  @state() reveal: Extract<TableEvent, { type: 'challenge' }> | null = null;
  @state() logOpen = false;
  @state() announcement = '';
  /** The table's menu or its rules help, once loaded and open. */
  @state() sheet: 'menu' | 'rules' | null = null;
  /** Tells the player their turn has come while they look elsewhere (tests give it their own page). */
  turnAlert = new TurnAlert();

  private readonly locale = new LocaleController(this);
  private readonly flights = new Flights(this);
  /** The side panel (the log beside the piles) shows on wide screens only (table-styles.ts): on a
   * phone its sixty lines would be rebuilt at every move for nobody. */
  private readonly wide = new MediaController(this, '(min-width: 900px)');
  private readonly lines = new EventLines();
  /** The seats' names as the sentences use them: a rename writes the sentences again. */
  private names = '';
  /** The arrays handed to the seat chips and the hand, the same while their items are. */
  private readonly stable = new StableArrays();
  private seenSeq = -1;
  private lastTurnKey = '';
  private toAnimate: TableEvent[] = [];
  private playedFrom = new Map<number, DOMRect>();
  /** The events that look like events (whatever arrives, the table reads only these). */
  private cleanEvents: TableEvent[] = [];
  /** A keyboard's focus (shown) was in the table before this update: if what held it goes (an
   * answered dialog, the drawn card's buttons), that focus comes back to the hand. */
  private keyboardFocused = false;

  static override styles = [tokens, cardArtStyles, tableStyles];

  /** The questions' elements, kept in the shadow root ahead of what the template draws. */
  private readonly questions = new QuestionHost(questionsContainer());

  constructor() {
    super();
    const on = <T>(name: string, act: (detail: T) => void) =>
      this.questions.container.addEventListener(name, (e) => act((e as CustomEvent<T>).detail));
    on<Action>('question-answer', (a) => this.send(a));
    on<CardCode>('question-play', (c) => this.play(c));
    on<Color>('question-color', (c) => this.colorFor && this.sendPlay(this.colorFor.card, this.colorFor.also, c));
    on<void>('question-cancel', () => (this.colorFor = null));
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
    return this.lines.text(e, this.me, this.nameOf, this.names);
  }

  /** A seat's name inside a sentence: "You" for the player's own, another's isolated (bidi.ts). */
  private nameOf = (seat: number): string =>
    seat === this.me ? t('table.you') : isolate(seatName(this.seats ?? [], seat));

  /** The seat the table speaks to as "you": the view's, except in a replay, where the viewer is
   * not that player and every seat is named (-1: nobody). */
  private get me(): number {
    return this.replay || !this.view ? -1 : this.view.seat;
  }

  private get hand(): CardCode[] {
    return this.stable.keep('hand', sortHand(Array.isArray(this.view?.hand) ? this.view.hand : []));
  }

  private get wildDraw4By(): number | null {
    const evs = this.cleanEvents;
    for (let i = evs.length - 1; i >= 0; i--) {
      const e = evs[i]!;
      if (e.type === 'play' && e.cards.includes('W+4')) return e.seat;
    }
    return null;
  }

  // ---- sending intents

  private send(action: Action): void {
    if (action.type === 'play') {
      this.unoArmed = false;
      this.selection = [];
    }
    this.dispatchEvent(new CustomEvent<Action>('uno-action', { detail: action, bubbles: true, composed: true }));
  }

  private fire(name: 'uno-next-round' | 'uno-rematch' | 'uno-leave' | 'uno-save-record'): void {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true }));
  }

  /** Play a card (with the cards laid along with it): a Wild asks for its color first. */
  private play(card: CardCode, also: CardCode[] = []): void {
    if (isWildCode(card)) {
      this.colorFor = { card, also };
      return;
    }
    this.sendPlay(card, also);
  }

  private sendPlay(card: CardCode, also: CardCode[], color?: Color): void {
    const action: Action = { type: 'play', card };
    if (color) action.color = color;
    if (also.length) action.also = also;
    if (this.unoArmed) action.uno = true;
    this.colorFor = null;
    this.send(action);
  }

  private onPick(e: CustomEvent<HandPick>): void {
    const view = this.view;
    if (!view) return;
    const { code, index } = e.detail;
    const hand = this.hand;
    if (this.selection.length) {
      if (this.selection.includes(index)) this.selection = this.selection.filter((i) => i !== index);
      else if (this.sameNumber(hand[this.selection[0]!]!, code)) this.selection = [...this.selection, index];
      return;
    }
    const face = parseCard(code);
    const siblings =
      view.options?.multiPlay && face?.kind === 'number'
        ? hand.filter((c, i) => i !== index && this.sameNumber(c, code)).length
        : 0;
    if (siblings > 0 && playableCodes(view).has(code) && view.phase === 'play') {
      this.selection = [index];
      return;
    }
    this.play(code);
  }

  private sameNumber(a: CardCode, b: CardCode): boolean {
    const fa = parseCard(a);
    const fb = parseCard(b);
    return fa?.kind === 'number' && fb?.kind === 'number' && fa.value === fb.value;
  }

  private playSelection(): void {
    const hand = this.hand;
    const [first, ...rest] = this.selection.map((i) => hand[i]!);
    if (first) this.play(first, rest);
  }

  private onUno(): void {
    if (canDo(this.view, 'uno')) this.send({ type: 'uno' });
    else this.unoArmed = !this.unoArmed;
  }

  // ---- what is lit and what is playable

  /** The UNO button is lit when a play can leave one card in hand, or when declaring is legal. */
  private unoLit(): boolean {
    const view = this.view;
    if (!view) return false;
    if (canDo(view, 'uno')) return true;
    if (!canDo(view, 'play')) return false;
    const left = view.hand.length - Math.max(1, this.selection.length);
    return left === 1;
  }

  private playableFlags(hand: CardCode[]): boolean[] {
    return this.stable.keep('playable', this.newPlayableFlags(hand));
  }

  private newPlayableFlags(hand: CardCode[]): boolean[] {
    const view = this.view!;
    if (this.selection.length) {
      const first = hand[this.selection[0]!]!;
      return hand.map((c, i) => this.selection.includes(i) || this.sameNumber(first, c));
    }
    // Answers in a dialog (stack, keep…) are chosen there; the hand is for plays in the turn flow.
    if (view.phase !== 'play' && view.phase !== 'drawn') return hand.map(() => false);
    const codes = playableCodes(view);
    return hand.map((c) => codes.has(c));
  }

  // ---- events: log, live region, animations

  override willUpdate(changed: Map<string, unknown>): void {
    this.keyboardFocused = !!deepActive(this.shadowRoot)?.matches(':focus-visible');
    if (changed.has('view') && this.view && !normalized.has(this.view)) {
      const v = normalizeView(this.view);
      normalized.add(v);
      this.view = v;
    }
    if (changed.has('view')) {
      const prev = changed.get('view') as PlayerView | null | undefined;
      const v = this.view;
      // A new round or a new hand clears what was chosen for the old one.
      if (!v || !prev || prev.round !== v.round || prev.phase !== v.phase || prev.hand?.length !== v.hand?.length) {
        this.selection = [];
      }
      if (v && this.colorFor && !playableCodes(v).has(this.colorFor.card)) this.colorFor = null;
      if (v && v.phase !== 'play' && v.phase !== 'drawn' && v.phase !== 'stack') this.unoArmed = false;
      if (v && prev && prev.round !== v.round) this.reveal = null;
      if (v) {
        const myTurn = !this.replay && v.turn === v.seat && v.phase !== 'roundOver' && v.phase !== 'gameOver';
        // a replay asks nothing of its viewer: no title, sound or notification
        this.turnAlert.update(!this.replay && askedNow(v), () => ({
          title: t(v.phase === 'race' ? 'alert.race' : 'alert.title'),
          body: this.statusText(v, myTurn),
        }));
      }
    }
    // a Wild waiting for its color when the host went was never sent: it goes back to the hand
    if (changed.has('frozen') && this.frozen) this.colorFor = null;
    if (changed.has('seats'))
      this.names = (Array.isArray(this.seats) ? this.seats : []).map((s) => `${s?.seat}:${s?.name}`).join('\n');
    if (changed.has('events')) {
      this.cleanEvents = (Array.isArray(this.events) ? this.events : []).filter(
        (e) => !!e && typeof e === 'object' && typeof e.seq === 'number' && typeof e.type === 'string',
      );
    }
    if (changed.has('events') || changed.has('view')) this.takeNewEvents();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.turnAlert.clear();
  }

  /** A question answered (a color, a +4 accepted, a drawn card kept...) takes its dialog or its
   * buttons away, and the focus with them: the keyboard player goes on from the hand, not from the
   * top of the page. A player who answered with a tap or a click is left where they are: moving
   * the focus (and scrolling the hand to it) would only cost their phone a restyle and a layout. */
  private refocusAfterAnswer(): void {
    if (!this.keyboardFocused || this.questions.current || this.renderRoot.querySelector('dialog[open]')) return;
    const active = this.shadowRoot?.activeElement;
    // an answered question closes with the focus still inside (uno-dialog.ts, `dismiss`)
    const inClosed = this.questions.holds(active) && !active.open;
    const lost = inClosed || (!active && (!document.activeElement || document.activeElement === document.body));
    const within = document.activeElement === this && !this.shadowRoot?.activeElement;
    if (lost || within) this.handElement?.focusTabStop();
  }

  /** Loads the menu or the rules help the first time, then opens it. */
  private async openSheet(which: 'menu' | 'rules'): Promise<void> {
    if (which === 'menu') await import('./uno-table-menu.js');
    else await import('./uno-rules-help.js');
    this.sheet = which;
    await this.updateComplete;
    const el = this.renderRoot.querySelector<UnoTableMenu | UnoRulesHelp>(
      which === 'menu' ? 'uno-table-menu' : 'uno-rules-help',
    );
    await el?.show();
  }

  private closeSheet(which: 'menu' | 'rules'): void {
    if (this.sheet !== which) return;
    this.sheet = null;
    this.renderRoot.querySelector<HTMLElement>('.menu-toggle')?.focus();
  }

  private renderSheet(view: PlayerView) {
    if (this.sheet === 'menu')
      return html`<uno-table-menu
        ?can-save=${this.isHost}
        @close=${() => this.closeSheet('menu')}
        @uno-rules-help=${() => void this.openSheet('rules')}
      ></uno-table-menu>`;
    if (this.sheet === 'rules')
      return html`<uno-rules-help
        .edition=${view.edition}
        .options=${view.options ?? null}
        @close=${() => this.closeSheet('rules')}
      ></uno-rules-help>`;
    return nothing;
  }

  override updated(): void {
    this.refocusAfterAnswer();
    const view = this.view;
    if (view) prewarm(this.questions, () => samples(view, this.nameOf), view.edition);
    // The flights need the new layout: they start at the next frame, once the events' effects are
    // drawn by the table and its children (which update after it), and read the layout the frame
    // needs anyway rather than forcing one in the middle of the update.
    const events = this.toAnimate;
    const from = this.playedFrom;
    this.toAnimate = [];
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
    const evs = this.cleanEvents;
    const maxSeq = evs.reduce((m, e) => Math.max(m, typeof e?.seq === 'number' ? e.seq : -1), -1);
    // A new table (a rematch) numbers its events from the start again: read it afresh.
    if (maxSeq >= 0 && maxSeq < this.seenSeq) this.seenSeq = -1;
    const fresh = this.seenSeq < 0 ? [] : evs.filter((e) => typeof e?.seq === 'number' && e.seq > this.seenSeq);
    const firstLook = this.seenSeq < 0 && !!view;
    if (view) this.seenSeq = Math.max(this.seenSeq, maxSeq, 0);
    if (!view) return;
    const said: string[] = [];
    for (const e of fresh) {
      if (e.type === 'challenge') this.reveal = e;
      // The outcome (and a revealed hand) is old news once play moves on or the round ends.
      else if (this.reveal && (e.type === 'play' || e.type === 'roundEnd') && e.seq > this.reveal.seq)
        this.reveal = null;
      const mine =
        'seat' in e &&
        e.seat === view.seat &&
        (e.type === 'play' || e.type === 'pass' || e.type === 'color' || e.type === 'uno');
      if (!mine) said.push(this.line(e));
    }
    this.toAnimate = fresh;
    // The hand is still drawn as it was: note where the player's own played cards start from.
    this.playedFrom = new Map();
    for (const e of fresh) {
      if (e.type !== 'play' || e.seat !== view.seat) continue;
      const rect = this.handElement?.rectOf(e.cards[e.cards.length - 1] ?? '');
      if (rect) this.playedFrom.set(e.seq, rect);
    }
    const turnKey = `${view.round}:${view.turn}:${view.phase}`;
    if (!firstLook && turnKey !== this.lastTurnKey && this.lastTurnKey) {
      const inTurnFlow = view.phase !== 'roundOver' && view.phase !== 'gameOver' && view.phase !== 'race';
      if (inTurnFlow && !this.lastTurnKey.startsWith(`${view.round}:${view.turn}:`)) {
        said.push(personal('log.turn', this.me, { you: view.turn }, { name: this.nameOf(view.turn) }));
      }
    }
    this.lastTurnKey = turnKey;
    const text = said.filter(Boolean).join(' ');
    if (text) this.announcement = text;
  }

  /** The element a seat's cards fly from or to (the flights use it). */
  seatAnchor(seat: number): Element | null {
    if (this.view && seat === this.view.seat) return this.renderRoot.querySelector('uno-hand');
    return this.renderRoot.querySelector(`uno-seat-chip[data-seat="${seat}"]`);
  }

  // ---- rendering

  /** The question the view asks now, with what it is shown with (nothing while frozen). */
  private question(view: PlayerView | null) {
    if (this.frozen || !view) return null;
    return questionAsked(view, {
      deadline: this.deadline,
      isHost: this.isHost,
      nameOf: this.nameOf,
      colorFor: this.colorFor?.card ?? null,
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
        ${this.renderTop(view)} ${this.renderCenter(view, myTurn)}
        ${this.wide.matches ? this.renderSide(view) : nothing}
        ${view.seat < 0 ? this.renderWatching() : this.renderMe(view, hand, myTurn)}
      </section>
      ${this.logOpen ? this.renderOverlay(view) : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
      <div class="flights" aria-hidden="true"></div>
      ${this.renderSheet(view)}
    `;
  }

  private renderTop(view: PlayerView) {
    const others = opponentsInOrder(view);
    const towers = towersBySeat(view);
    const catchable = new Set(legalOf(view, 'catch').map((a) => a.target));
    const compact = others.length > 3;
    const scoring = view.options?.scoring !== 'none';
    const active = (s: number) =>
      view.phase === 'race'
        ? !view.race?.done?.[s]
        : view.turn === s && view.phase !== 'roundOver' && view.phase !== 'gameOver';
    return html`<div class="top">
      <ul class="opponents ${others.length > 6 ? 'many' : ''}" aria-label=${t('table.opponents')}>
        ${repeat(
          others,
          (s) => s,
          (s, i) => {
            const info = this.seats?.find((x) => x.seat === s);
            // On wide screens the chips sit on an arc: the first and last down the table's sides.
            const drop =
              others.length >= 3 && others.length <= 6 ? (1 - Math.sin((Math.PI * (i + 0.5)) / others.length)) * 64 : 0;
            return html`<li style="--drop:${drop.toFixed(1)}px">
              <uno-seat-chip
                data-seat=${s}
                .seat=${s}
                .name=${seatName(this.seats ?? [], s)}
                .count=${view.counts?.[s] ?? 0}
                ?active=${active(s)}
                .uno=${!!view.uno?.[s]}
                .catchable=${catchable.has(s)}
                .towers=${this.stable.keep(`towers:${s}`, towers.get(s) ?? [])}
                .connected=${info ? info.connected : true}
                .standIn=${!!info?.standIn}
                .bot=${info?.kind === 'bot'}
                .dealer=${view.dealer === s}
                .score=${scoring ? (view.scores?.[s] ?? 0) : null}
                ?compact=${compact}
              ></uno-seat-chip>
            </li>`;
          },
        )}
      </ul>
      ${guard([stringsVersion()], () => this.renderTools())}
    </div>`;
  }

  /** The menu, log and leave buttons: only their words change, with the language. */
  private renderTools() {
    return html`<div class="tools">
      <button
        type="button"
        class="tool menu-toggle"
        aria-label=${t('menu.open')}
        title=${t('menu.open')}
        aria-haspopup="dialog"
        @click=${() => void this.openSheet('menu')}
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
          stroke-linecap="round"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
          <circle cx="9" cy="6" r="2" fill="currentColor" />
          <circle cx="15" cy="12" r="2" fill="currentColor" />
          <circle cx="7" cy="18" r="2" fill="currentColor" />
        </svg>
      </button>
      <button
        type="button"
        class="tool log-toggle"
        aria-haspopup="dialog"
        aria-label=${t('table.log')}
        title=${t('table.log')}
        @click=${() => this.openLog()}
      >
        ☰
      </button>
      <button
        type="button"
        class="tool leave"
        aria-label=${t('table.leave')}
        title=${t('table.leave')}
        @click=${() => this.fire('uno-leave')}
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
          stroke-linecap="round"
          stroke-linejoin="round"
        >
          <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
          <path d="M10 16l-4-4 4-4" />
          <path d="M6 12h10" />
        </svg>
      </button>
    </div>`;
  }

  private statusText(view: PlayerView, myTurn: boolean): string {
    if (view.phase === 'race') return t('table.turn.race');
    if (view.phase === 'roundOver') return t('dialog.round.title', { n: view.round });
    if (view.phase === 'gameOver') return t('dialog.game.title');
    if (myTurn && view.phase === 'play' && !canDo(view, 'play') && canDo(view, 'draw')) return t('table.turn.youDraw');
    if (myTurn) return t('table.turn.you');
    if (view.options?.jumpIn && view.phase === 'play' && canDo(view, 'play')) return t('table.turn.jumpIn');
    if (ANSWER_PHASES.has(String(view.phase))) return t('table.waiting', { name: this.nameOf(view.turn) });
    return t('table.turn.other', { name: this.nameOf(view.turn) });
  }

  private renderCenter(view: PlayerView, myTurn: boolean) {
    const canDraw = canDo(view, 'draw') && view.phase !== 'stack';
    const force = COLOR_TOKEN[view.color] ?? 'var(--no-color)';
    const forceName = view.color in COLOR_TOKEN ? colorName(view.color) : '';
    const neutral = towersBySeat(view).get(null) ?? [];
    const showClock =
      !!this.deadline && view.phase !== 'race' && view.phase !== 'roundOver' && view.phase !== 'gameOver';
    return html`<div class="center">
      <div class="status ${myTurn ? 'mine' : ''}">
        <span>${this.statusText(view, myTurn)}</span>
        ${showClock ? html`<uno-countdown .deadline=${this.deadline}></uno-countdown>` : nothing}
      </div>
      <div class="piles">
        <div class="ring ${view.direction === -1 ? 'ccw' : 'cw'}" aria-hidden="true">${this.ringArt()}</div>
        <button
          type="button"
          class="draw"
          data-can=${canDraw}
          aria-disabled=${canDraw ? 'false' : 'true'}
          @mousedown=${stayUnfocused}
          @click=${() => canDraw && this.send({ type: 'draw' })}
        >
          ${view.pile > 2 ? html`<uno-card class="under2" face-down decorative></uno-card>` : nothing}
          ${view.pile > 1 ? html`<uno-card class="under" face-down decorative></uno-card>` : nothing}
          <uno-card face-down decorative style=${view.pile > 0 ? '' : 'opacity:.3'}></uno-card>
          <span class="count" aria-hidden="true">${view.pile}</span>
          <span class="sr-only"
            >${canDraw ? t('table.draw', { n: view.pile }) : t('table.drawDisabled', { n: view.pile })}</span
          >
        </button>
        <div
          class="discard"
          style="--force:${force}"
          role="img"
          aria-label=${t('table.discard', { card: cardName(view.top) })}
        >
          <uno-card decorative .code=${view.top} .edition=${view.edition}></uno-card>
          <span class="count" aria-hidden="true">${view.discards}</span>
        </div>
      </div>
      <div class="force" style="--force:${force};--force-ink:${inkOn(view.color)}">
        <span class="swatch" aria-hidden="true">${view.color in COLOR_TOKEN ? colorLetter(view.color) : ''}</span>
        <span>${t('table.colorInForce', { color: forceName })}</span>
        <span class="sr-only">${t(view.direction === -1 ? 'table.direction.ccw' : 'table.direction.cw')}</span>
        <span aria-hidden="true" title=${t(view.direction === -1 ? 'table.direction.ccw' : 'table.direction.cw')}
          >${view.direction === -1 ? '↺' : '↻'}</span
        >
      </div>
      ${
        neutral.length && view.towers
          ? html`<div class="neutral-towers">
              <span class="sr-only">${t('table.towersNeutral', { towers: neutral.join(' ') })}</span>
              <span aria-hidden="true">${t('table.neutral')}</span>
              ${neutral.map((tw) => html`<span class="tower-mark" aria-hidden="true">${tw}</span>`)}
            </div>`
          : nothing
      }
      ${this.renderStrip()} ${this.reveal ? this.renderReveal(view, this.reveal) : nothing}
    </div>`;
  }

  private ringArt() {
    // An ellipse of arrows around the piles; mirrored when play goes counterclockwise.
    return html`<svg viewBox="0 0 200 100" preserveAspectRatio="none">
      ${svg`<g fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" vector-effect="non-scaling-stroke">
        <path d="M30 12 A92 42 0 0 1 170 12" vector-effect="non-scaling-stroke"/>
        <path d="M170 88 A92 42 0 0 1 30 88" vector-effect="non-scaling-stroke"/>
      </g>
      <path d="M170 12 l-9 -6 l1 11 z" fill="currentColor"/>
      <path d="M30 88 l9 6 l-1 -11 z" fill="currentColor"/>`}
    </svg>`;
  }

  private renderReveal(view: PlayerView, e: Extract<TableEvent, { type: 'challenge' }>) {
    // Who draws: the bluffer (the +4's player), or the challenger of an honest +4.
    const text = e.bluff
      ? personal('dialog.challenge.result.bluff', this.me, { you: e.target }, { target: this.nameOf(e.target) })
      : personal('dialog.challenge.result.honest', this.me, { you: e.by }, { by: this.nameOf(e.by) });
    return html`<div class="banner" role="status">
      <strong>${this.line(e)}</strong>
      <span>${text}</span>
      ${
        e.hand && e.by === view.seat
          ? html`<span>${t('dialog.challenge.hand', { name: this.nameOf(e.target) })}</span>
              ${miniHand(e.hand, view.edition)}`
          : nothing
      }
      <button type="button" class="secondary" @click=${() => (this.reveal = null)}>${t('table.dismiss')}</button>
    </div>`;
  }

  private renderSide(view: PlayerView) {
    return html`<aside class="side">${this.renderRules(view)}${this.renderLog(view)}</aside>`;
  }

  /** The log and house rules over the table (phones): a modal sheet, so nothing shows through it
   * and nothing under it takes a tap; its close button sits at its top, away from the hand. */
  private renderOverlay(view: PlayerView) {
    return html`<dialog class="overlay" aria-labelledby="log-sheet-title" @close=${() => this.closeLog()}>
      <div class="sheet-head">
        <h2 id="log-sheet-title">${t('table.log')}</h2>
        <button type="button" class="secondary close-log" @click=${() => this.closeLog()}>${t('table.dismiss')}</button>
      </div>
      ${this.renderRules(view)}${this.renderLog(view, false)}
    </dialog>`;
  }

  private openLog(): void {
    this.logOpen = true;
    void this.updateComplete.then(() => {
      const d = this.renderRoot.querySelector<HTMLDialogElement>('dialog.overlay');
      if (d && !d.open) d.showModal();
      d?.querySelector<HTMLElement>('.close-log')?.focus();
    });
  }

  private closeLog(): void {
    if (!this.logOpen) return;
    this.renderRoot.querySelector<HTMLDialogElement>('dialog.overlay')?.close();
    this.logOpen = false;
    this.renderRoot.querySelector<HTMLElement>('.log-toggle')?.focus();
  }

  /** The last few things that happened (the player's own draws too), the full log one tap away:
   * on a phone there is no room for the log beside the piles. */
  private renderStrip() {
    const lines = this.cleanEvents
      .slice(-12)
      .map((e) => this.line(e))
      .filter(Boolean)
      .slice(-STRIP_SIZE);
    // A tap anywhere on it opens the log (the keyboard has the log button); screen readers hear
    // each event as it comes from the live region, so the strip does not repeat them.
    return html`<div class="strip" aria-hidden="true" title=${t('strip.more')} @click=${() => this.openLog()}>
      ${lines.map((l) => html`<span class="line">${l}</span>`)}
    </div>`;
  }

  private renderRules(view: PlayerView) {
    if (view.edition !== 'house-rules') return nothing;
    const rules = view.rules ?? [];
    return html`<h2>${t('table.rules')}</h2>
      ${
        rules.length
          ? html`<ul class="rules">
              ${rules.map((r) => html`<li><span class="num">${r.number}</span><bdi>${r.text}</bdi></li>`)}
            </ul>`
          : html`<p style="margin:0 0 10px;font-size:.85rem">${t('table.noRules')}</p>`
      }`;
  }

  /** The deal check of round `round` of this game, if the host revealed it. */
  private dealOf(round: number): DealCheck | null {
    const deals = Array.isArray(this.deals) ? this.deals : [];
    return deals.filter((d) => d.round === round).pop() ?? null;
  }

  private renderLog(view: PlayerView, heading = true) {
    const events = this.cleanEvents.slice(-LOG_SIZE);
    // each round's deal check follows its end (a round is known by the deal before or after it)
    const roundOf = (i: number): number => {
      for (let j = i; j >= 0; j--) {
        const e = events[j]!;
        if (e.type === 'deal') return e.round;
      }
      for (let j = i; j < events.length; j++) {
        const e = events[j]!;
        if (e.type === 'deal') return e.round - 1;
      }
      return view.round;
    };
    const lines = events
      .flatMap((e, i) => {
        const line = { key: `${e.seq}`, text: this.line(e) };
        const check = e.type === 'roundEnd' ? this.dealOf(roundOf(i)) : null;
        return check ? [line, { key: `${e.seq}:deal`, text: dealLogLine(check) }] : [line];
      })
      .filter((l) => l.text);
    // a malformed list may repeat a seq: each line keeps a key of its own all the same
    const seen = new Map<string, number>();
    for (const l of lines) {
      const n = seen.get(l.key) ?? 0;
      seen.set(l.key, n + 1);
      if (n) l.key = `${l.key}#${n}`;
    }
    return html`<div class="side-log">
      ${heading ? html`<h2>${t('table.log')}</h2>` : nothing}
      <ol class="log" aria-label=${t('table.log')} reversed>
        ${repeat(
          lines.reverse(),
          (l) => l.key,
          (l) => html`<li>${l.text}</li>`,
        )}
      </ol>
    </div>`;
  }

  /** A spectator's bottom bar: no hand, nothing to do, only what they are and who else watches. */
  private renderWatching() {
    return html`<div class="me watching">
      <div class="bar">
        <div class="who" role="status">
          <span class="watch-mark">${t('table.watching')}</span>
          <span class="watch-count">${t('table.watchers', { n: this.watchers })}</span>
        </div>
      </div>
    </div>`;
  }

  private renderMe(view: PlayerView, hand: CardCode[], myTurn: boolean) {
    const lit = this.unoLit();
    const myTowers = towersBySeat(view).get(view.seat) ?? [];
    const drawn = view.phase === 'drawn' && myTurn && view.drawn ? view.drawn : null;
    const sel = this.selection.length;
    const scoring = view.options?.scoring !== 'none';
    return html`<div class="me ${myTurn ? 'mine' : ''}">
      <div class="bar">
        <div class="who">
          <span>${this.nameOf(view.seat)}</span>
          ${view.uno?.[view.seat] ? html`<span class="uno-flag">UNO</span>` : nothing}
          ${
            myTowers.length
              ? html`<span class="sr-only">${t('table.towersHeld', { towers: myTowers.join(' ') })}</span>
                  ${myTowers.map((tw) => html`<span class="tower-mark" aria-hidden="true">${tw}</span>`)}`
              : nothing
          }
          ${scoring ? html`<span style="font-weight:400;font-size:.85rem">${t('table.score', { n: view.scores?.[view.seat] ?? 0 })}</span>` : nothing}
        </div>
        <div class="actions" @mousedown=${stayUnfocused}>
          ${focusOut(
            drawn
              ? html`<div class="drawn">
                  <uno-card .code=${drawn} .edition=${view.edition}></uno-card>
                  <span class="sr-only">${t('table.drawn.label', { card: cardName(drawn) })}</span>
                  ${
                    playableCodes(view).has(drawn)
                      ? html`<button type="button" class="primary" @click=${() => this.play(drawn)}>
                          ${t('table.drawn.play')}
                        </button>`
                      : nothing
                  }
                  ${
                    canDo(view, 'pass')
                      ? html`<button type="button" class="secondary" @click=${() => this.send({ type: 'pass' })}>
                          ${t('table.drawn.keep')}
                        </button>`
                      : nothing
                  }
                </div>`
              : nothing,
          )}
          ${focusOut(
            sel
              ? html`<span class="sr-only">${t('table.selectHint')}</span>
                  <button type="button" class="primary" @click=${() => this.playSelection()}>
                    ${t('table.playSelected', { n: sel })}
                  </button>
                  <button type="button" class="secondary" @click=${() => (this.selection = [])}>
                    ${t('table.cancelSelection')}
                  </button>`
              : nothing,
          )}
          ${focusOut(
            !drawn && view.phase === 'play' && myTurn && canDo(view, 'pass')
              ? html`<button type="button" class="secondary" @click=${() => this.send({ type: 'pass' })}>
                  ${t('table.pass')}
                </button>`
              : nothing,
          )}
        </div>
        <button
          type="button"
          class="uno-btn"
          data-lit=${lit}
          aria-pressed=${this.unoArmed ? 'true' : 'false'}
          aria-label=${this.unoArmed ? t('table.unoArmed') : t('table.unoHint')}
          ?disabled=${!lit}
          @mousedown=${stayUnfocused}
          @click=${() => this.onUno()}
        >
          ${t('table.unoButton')}
        </button>
      </div>
      <uno-hand
        .cards=${hand}
        .playable=${this.playableFlags(hand)}
        .selected=${this.selection}
        .selecting=${this.selection.length > 0}
        .dimOthers=${myTurn && (view.phase === 'play' || view.phase === 'drawn')}
        .edition=${view.edition}
        @hand-pick=${(e: CustomEvent<HandPick>) => this.onPick(e)}
      ></uno-hand>
    </div>`;
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

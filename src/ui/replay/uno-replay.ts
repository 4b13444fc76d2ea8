/**
 * The replay screen: a game record (`.uno.json`) played back with the table UI, step by step or
 * playing, seen from any seat or with every hand shown (a replay is not a live game). Lazy-loaded.
 * The engine's RecordCursor moves about the game: on by one step from the table in hand, back (or
 * far ahead) from its nearest checkpoint, each the game alone at one step and at most 201 of them,
 * so going back costs about the same at the end of a long game as at its start, and a 5 MB record
 * fits in a tab (docs/security.md, "Long records on the replay screen").
 *
 * @event uno-leave - the viewer closes the replay
 */
import { LitElement, css, html, nothing, svg, type SVGTemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { RecordCursor, type GameRecord, type PlayerView, type Table } from '../../game/index.js';
import type { SeatInfo } from '../../net/index.js';
import '../cards/uno-card.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/replay.js';
import '../table/uno-table.js';
import { replayResult } from './replay-result.js';
import { srOnly, tokens } from '../theme/index.js';
import { tableTokens } from '../theme/table-tokens.js';

const PLAY_EVERY_MS = 900;
const EVENTS_SHOWN = 60;

/** The controls' pictures, drawn here: the media glyphs (⏮ ⏭) are missing from many fonts. */
const icon = (d: string) => svg`<svg viewBox="0 0 24 24" aria-hidden="true"><path d=${d} /></svg>`;
const ICONS = {
  first: icon('M4 5h2v14H4zM13 5v14l-7-7zM21 5v14l-7-7z'),
  back: icon('M6 5h2v14H6zM19 5v14L9 12z'),
  play: icon('M8 5v14l11-7z'),
  pause: icon('M6 5h4v14H6zM14 5h4v14h-4z'),
  next: icon('M5 5v14l10-7zM16 5h2v14h-2z'),
  last: icon('M3 5v14l7-7zM11 5v14l7-7zM18 5h2v14h-2z'),
};

@customElement('uno-replay')
export class UnoReplay extends LitElement {
  // its own palette (it is drawn alone in tests), the table's part too: the bar and the sheet are
  // the table's felt and lines
  static override styles = [
    tokens,
    tableTokens,
    srOnly,
    css`
      :host {
        display: flex;
        flex-direction: column;
        height: 100dvh;
        overflow: hidden;
      }
      nav {
        flex: none;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.5rem;
        padding: 0.4rem 0.6rem;
        background: var(--ink);
        color: var(--white);
      }
      .steps {
        display: flex;
        align-items: center;
        gap: 0.3rem;
      }
      nav button,
      nav select {
        min-width: 2.75rem;
        min-height: 2.75rem;
        font: inherit;
        border: none;
        border-radius: 8px;
        background: var(--paper);
        color: var(--ink);
      }
      nav button {
        display: inline-grid;
        place-items: center;
        padding: 0 0.5rem;
        cursor: pointer;
      }
      nav button[aria-pressed='true'] {
        background: var(--gold);
        box-shadow: inset 0 0 0 2px var(--ink);
      }
      nav select {
        padding: 0 0.4rem;
        max-width: 7rem;
      }
      @media (min-width: 900px) {
        nav select {
          max-width: 12rem;
        }
      }
      nav svg {
        width: 22px;
        height: 22px;
        fill: currentColor;
      }
      :focus-visible {
        outline: 3px solid var(--gold);
        outline-offset: 2px;
      }
      nav input[type='range'] {
        flex: 1 1 4rem;
        min-width: 4rem;
        min-height: 2.75rem;
        margin: 0;
      }
      h1 {
        font-size: 1rem;
        margin: 0 0.4rem 0 0;
      }
      .step {
        white-space: nowrap;
        font-variant-numeric: tabular-nums;
      }
      label {
        display: flex;
        align-items: center;
        gap: 0.4rem;
      }
      /* a wide screen has room for the title and the words before the seat list, which a narrow
       one leaves to screen readers (class="sr-only narrow-hidden") */
      @media (min-width: 900px) {
        .narrow-hidden {
          position: static;
          width: auto;
          height: auto;
          margin: 0;
          overflow: visible;
          clip: auto;
        }
      }
      /* over the opponents' row, which it says more than (their cards, not just how many), leaving
       the table's own buttons on the right free; one line per hand, a long hand scrolls sideways:
       the table keeps all its room, even on a phone on its side */
      .hands {
        position: absolute;
        z-index: 4;
        top: 0;
        left: 0;
        right: 3.6rem;
        max-height: 45%;
        overflow-y: auto;
        box-sizing: border-box;
        padding: 0.3rem 0.6rem;
        border-radius: 0 0 12px 0;
        background: rgb(from var(--felt-sheet) r g b / 0.96);
        color: var(--white);
        box-shadow: 0 6px 18px rgb(from var(--shade) r g b / 0.4);
      }
      .hand {
        display: grid;
        grid-template-columns: 5.5rem minmax(0, 1fr);
        align-items: center;
        gap: 0.5rem;
        margin: 0.15rem 0;
      }
      .cards {
        display: flex;
        gap: 0.15rem;
        overflow-x: auto;
        padding-bottom: 2px;
      }
      .cards uno-card {
        flex: none;
        width: 1.8rem;
      }
      .name {
        font-weight: 600;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .stage {
        position: relative;
        flex: 1 1 auto;
        min-height: 0;
      }
      /* the table's flights and callouts (z-index 20 and more inside it) stay in the table: the
         results over it are never covered, as the live table's round-end dialog is not */
      .stage uno-table {
        height: 100%;
        isolation: isolate;
      }
      .result {
        position: absolute;
        z-index: 5;
        top: 0.5rem;
        left: 50%;
        transform: translateX(-50%);
        width: min(26rem, calc(100% - 1rem));
        max-height: calc(100% - 1rem);
        overflow: auto;
        box-sizing: border-box;
        padding: 0.6rem 1rem;
        border-radius: 14px;
        background: var(--paper);
        color: var(--ink);
        box-shadow: 0 12px 40px rgb(from var(--shade) r g b / 0.5);
      }
      .result h2 {
        font-size: 1.15rem;
        margin: 0 0 0.2rem;
      }
      .result .lead {
        margin: 0 0 0.4rem;
        font-weight: 600;
      }
      .result table {
        width: 100%;
        border-collapse: collapse;
      }
      .result th,
      .result td {
        text-align: start;
        padding: 0.25rem 0.4rem;
        border-top: 1px solid var(--line-soft);
      }
      .result tr.winner th {
        color: var(--action);
      }
    `,
  ];

  /** The game to watch: a record, or a cursor over one that openRecord already walked (open-record.ts). */
  @property({ attribute: false }) record: GameRecord | null = null;
  @property({ attribute: false }) cursor: RecordCursor | null = null;
  @state() private step = 0;
  /** The seat the table is seen from. */
  @state() private seat = 0;
  /** The other seats' hands shown too (a replay is not a live game: nothing is hidden). */
  @state() private everyHand = false;
  @state() private playing = false;

  private readonly locale = new LocaleController(this);
  /** The cursor over `record` when none was given. */
  private own: RecordCursor | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('record') || changed.has('cursor')) {
      this.own = null;
      this.step = 0;
      this.stop();
    }
  }

  private get walker(): RecordCursor | null {
    if (this.cursor) return this.cursor;
    if (this.record && this.own?.record !== this.record) this.own = new RecordCursor(this.record);
    return this.own;
  }

  private get total(): number {
    return this.walker?.length ?? 0;
  }

  private seats(shown: number): SeatInfo[] {
    const names = this.walker?.record.names ?? [];
    return names.map((name, seat) => ({
      seat,
      name,
      kind: 'human',
      connected: true,
      standIn: false,
      you: seat === shown,
    }));
  }

  private go(step: number): void {
    this.step = Math.max(0, Math.min(this.total, step));
    if (this.step >= this.total) this.stop();
  }

  private toggle(): void {
    if (this.playing) return this.stop();
    if (this.step >= this.total) this.step = 0;
    this.playing = true;
    this.timer = setInterval(() => this.go(this.step + 1), PLAY_EVERY_MS);
  }

  private stop(): void {
    this.playing = false;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private onKey(e: KeyboardEvent): void {
    if (e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => this.go(this.step - 1),
      ArrowRight: () => this.go(this.step + 1),
      Home: () => this.go(0),
      End: () => this.go(this.total),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      this.stop();
      move();
    }
  }

  override render() {
    const walker = this.walker;
    if (!walker) return nothing;
    const table = walker.tableAt(this.step);
    const players = walker.record.config.players;
    const shown = Math.min(this.seat, players - 1);
    const view: PlayerView = { ...table.view(shown), legal: [] };
    const events = table.eventsFor(shown).slice(-EVENTS_SHOWN);
    const seats = this.seats(shown);
    const nameOf = (s: number) => seats[s]?.name || t('table.seat', { n: s + 1 });
    const button = (id: string, label: string, icon: SVGTemplateResult, move: () => void) =>
      html`<button type="button" id=${id} aria-label=${label} title=${label} @click=${() => (this.stop(), move())}>
        ${icon}
      </button>`;
    return html`<nav aria-label=${t('replay.controls')} @keydown=${this.onKey}>
        <h1 class="sr-only narrow-hidden">${t('replay.title')}</h1>
        <div class="steps">
          ${button('first', t('replay.first'), ICONS.first, () => this.go(0))}
          ${button('back', t('replay.back'), ICONS.back, () => this.go(this.step - 1))}
          <button
            type="button"
            id="play"
            aria-label=${this.playing ? t('replay.pause') : t('replay.play')}
            title=${this.playing ? t('replay.pause') : t('replay.play')}
            aria-pressed=${this.playing ? 'true' : 'false'}
            @click=${this.toggle}
          >
            ${this.playing ? ICONS.pause : ICONS.play}
          </button>
          ${button('next', t('replay.next'), ICONS.next, () => this.go(this.step + 1))}
          ${button('last', t('replay.last'), ICONS.last, () => this.go(this.total))}
        </div>
        <span class="step" role="status">${t('replay.step', { n: this.step, total: this.total })}</span>
        <input
          type="range"
          id="slider"
          min="0"
          max=${this.total}
          .value=${String(this.step)}
          aria-label=${t('replay.slider')}
          @input=${(e: Event) => (this.stop(), this.go(Number((e.target as HTMLInputElement).value)))}
        />
        <label
          ><span class="sr-only narrow-hidden">${t('replay.seat')}</span>
          <select
            id="seat"
            aria-label=${t('replay.seat')}
            @change=${(e: Event) => (this.seat = Number((e.target as HTMLSelectElement).value))}
          >
            ${seats.map((s) => html`<option value=${s.seat} ?selected=${shown === s.seat}>${nameOf(s.seat)}</option>`)}
          </select></label
        >
        <button
          type="button"
          id="every-hand"
          aria-pressed=${this.everyHand ? 'true' : 'false'}
          @click=${() => (this.everyHand = !this.everyHand)}
        >
          ${t('replay.everyHand')}
        </button>
        <button type="button" id="close" @click=${this.close}>${t('replay.close')}</button>
      </nav>
      <div class="stage">
        <uno-table frozen replay .view=${view} .events=${events} .seats=${seats}></uno-table>
        ${this.everyHand ? this.renderHands(table, players, shown, nameOf) : nothing} ${replayResult(view, nameOf)}
      </div>`;
  }

  /** The hands of every seat but the one the table is seen from (its own is at the table). */
  private renderHands(table: Table, players: number, shown: number, nameOf: (seat: number) => string) {
    const others = Array.from({ length: players - 1 }, (_, i) => (shown + 1 + i) % players);
    return html`<section class="hands" aria-label=${t('replay.hands')}>
      ${others.map((s) => {
        const seatView = table.view(s);
        return html`<div class="hand" role="group" aria-label=${nameOf(s)}>
          <span class="name" aria-hidden="true">${nameOf(s)}</span>
          <span class="cards" tabindex="0">
            ${seatView.hand.map((code) => html`<uno-card code=${code} .edition=${seatView.edition}></uno-card>`)}
          </span>
        </div>`;
      })}
    </section>`;
  }

  private close(): void {
    this.stop();
    this.dispatchEvent(new CustomEvent('uno-leave', { bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-replay': UnoReplay;
  }
}

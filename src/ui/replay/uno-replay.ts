/**
 * The replay screen: a game record (`.uno.json`) played back with the table UI, step by step or
 * playing, seen from any seat or with every hand shown (a replay is not a live game). Lazy-loaded.
 * Moving on plays one step on the table in hand; moving back replays from the start (a game is a
 * few hundred steps, replayed in milliseconds).
 *
 * @event uno-leave - the viewer closes the replay
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { SPECTATOR, applyStep, startOf, type GameRecord, type PlayerView, type Table } from '../../engine/index.js';
import type { SeatInfo } from '../../net/types.js';
import '../cards/uno-card.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/replay.js';
import '../table/uno-table.js';

/** Every hand shown: the seat list's value for it. */
const EVERY = 'all';
const PLAY_EVERY_MS = 900;
const EVENTS_SHOWN = 60;

@customElement('uno-replay')
export class UnoReplay extends LitElement {
  static override styles = css`
    :host {
      display: block;
      min-height: 100dvh;
    }
    nav {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem;
      padding: 0.4rem 0.6rem;
      background: var(--ink, #1d1d2b);
      color: #fff;
    }
    nav button,
    nav select {
      min-width: 2.75rem;
      min-height: 2.75rem;
      font: inherit;
    }
    nav input[type='range'] {
      flex: 1 1 8rem;
      min-width: 6rem;
    }
    h1 {
      font-size: 1rem;
      margin: 0 0.4rem 0 0;
    }
    .step {
      white-space: nowrap;
    }
    .hands {
      padding: 0.4rem 0.6rem;
    }
    .hands h2 {
      font-size: 1rem;
      margin: 0.2rem 0;
    }
    .hand {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.2rem;
      margin: 0.2rem 0;
    }
    .hand uno-card {
      width: 2.2rem;
    }
    .name {
      min-width: 6rem;
      font-weight: 600;
    }
  `;

  @property({ attribute: false }) record: GameRecord | null = null;
  @state() private step = 0;
  @state() private seat: number | typeof EVERY = 0;
  @state() private playing = false;

  private readonly locale = new LocaleController(this);
  private table: Table | null = null;
  private at = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('record')) {
      this.table = null;
      this.step = 0;
      this.stop();
    }
  }

  private get total(): number {
    return this.record?.steps.length ?? 0;
  }

  /** The table after `step` steps: played on from where it is, or from the start when going back. */
  private tableAt(step: number): Table | null {
    const record = this.record;
    if (!record) return null;
    if (!this.table || step < this.at) {
      this.table = startOf(record);
      this.at = 0;
    }
    while (this.at < step) {
      applyStep(this.table, record.steps[this.at]!, this.at);
      this.at++;
    }
    return this.table;
  }

  private seats(shown: number): SeatInfo[] {
    const names = this.record?.names ?? [];
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
    const table = this.tableAt(this.step);
    if (!this.record || !table) return nothing;
    const players = this.record.config.players;
    const shown = this.seat === EVERY ? SPECTATOR : this.seat;
    const view: PlayerView = { ...(shown === SPECTATOR ? table.spectatorView() : table.view(shown)), legal: [] };
    const events = table.eventsFor(shown).slice(-EVENTS_SHOWN);
    const seats = this.seats(shown);
    return html`<nav aria-label=${t('replay.controls')} @keydown=${this.onKey}>
        <h1>${t('replay.title')}</h1>
        <button type="button" id="first" aria-label=${t('replay.first')} @click=${() => (this.stop(), this.go(0))}>
          ⏮
        </button>
        <button
          type="button"
          id="back"
          aria-label=${t('replay.back')}
          @click=${() => (this.stop(), this.go(this.step - 1))}
        >
          ◀
        </button>
        <button
          type="button"
          id="play"
          aria-label=${this.playing ? t('replay.pause') : t('replay.play')}
          aria-pressed=${this.playing ? 'true' : 'false'}
          @click=${this.toggle}
        >
          ${this.playing ? '⏸' : '▶'}
        </button>
        <button
          type="button"
          id="next"
          aria-label=${t('replay.next')}
          @click=${() => (this.stop(), this.go(this.step + 1))}
        >
          ⏭
        </button>
        <button
          type="button"
          id="last"
          aria-label=${t('replay.last')}
          @click=${() => (this.stop(), this.go(this.total))}
        >
          ⏩
        </button>
        <input
          type="range"
          id="slider"
          min="0"
          max=${this.total}
          .value=${String(this.step)}
          aria-label=${t('replay.slider')}
          @input=${(e: Event) => (this.stop(), this.go(Number((e.target as HTMLInputElement).value)))}
        />
        <span class="step" role="status">${t('replay.step', { n: this.step, total: this.total })}</span>
        <label
          >${t('replay.seat')}
          <select
            id="seat"
            @change=${(e: Event) => {
              const value = (e.target as HTMLSelectElement).value;
              this.seat = value === EVERY ? EVERY : Number(value);
            }}
          >
            ${seats.map(
              (s) =>
                html`<option value=${s.seat} ?selected=${this.seat === s.seat}>
                  ${s.name || t('table.seat', { n: s.seat + 1 })}
                </option>`,
            )}
            <option value=${EVERY} ?selected=${this.seat === EVERY}>${t('replay.everyHand')}</option>
          </select></label
        >
        <button type="button" id="close" @click=${this.close}>${t('replay.close')}</button>
      </nav>
      ${this.seat === EVERY ? this.renderHands(table, players, seats) : nothing}
      <uno-table .view=${view} .events=${events} .seats=${seats}></uno-table>`;
  }

  private renderHands(table: Table, players: number, seats: SeatInfo[]) {
    return html`<section class="hands" aria-label=${t('replay.hands')}>
      ${Array.from({ length: players }, (_, s) => {
        const name = seats[s]?.name || t('table.seat', { n: s + 1 });
        return html`<div class="hand" role="group" aria-label=${name}>
          <span class="name">${name}</span>
          ${table.view(s).hand.map((code) => html`<uno-card code=${code} .edition=${table.view(s).edition}></uno-card>`)}
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

/**
 * `<uno-watchers>`: who watches the table. Everyone sees how many; the host also sees their names,
 * each with a way to give them a seat: before the game a new seat, during it one of the seats
 * `free` lists (a stand-in's seat at once, a bot's or an absent player's between rounds). A
 * spectator who asked to play shows its place in line, and the host may refuse it.
 *
 * @event uno-seat-watcher - `{ id, seat? }`: the host gives spectator `id` a seat.
 * @event uno-refuse-seat-ask - `{ id }`: the host refuses spectator `id`'s request to play.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import '../i18n/seat-ask.js';
import { disclosure } from '../shared/disclosure.js';
import { tokens } from '../theme/index.js';
import { tableTokens } from '../theme/table-tokens.js';
import type { ClientState } from '../../net/index.js';

export interface FreeSeat {
  seat: number;
  name: string;
}

@customElement('uno-watchers')
export class UnoWatchers extends LitElement {
  /** Spectators with a live connection. */
  @property({ type: Number }) count = 0;
  /** The host's list (empty for everyone else). */
  @property({ attribute: false }) watching: readonly { id: number; name: string; asks?: number }[] = [];
  /** During a game, the seats a spectator may take now; null before the game (a new seat). */
  @property({ attribute: false }) free: readonly FreeSeat[] | null = null;
  @state() private picks = new Map<number, number>();

  private readonly locale = new LocaleController(this);

  // shown beside the table too, outside its tree, and in the lobby: it declares its palette itself
  static override styles = [
    tokens,
    tableTokens,
    disclosure,
    css`
      :host {
        display: block;
      }
      details {
        background: var(--paper);
        color: var(--ink);
        border-radius: 12px;
        padding: 0.35rem 0.7rem;
        max-width: min(92vw, 360px);
      }
      summary {
        cursor: pointer;
        font-weight: 700;
        min-height: 32px;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
      }
      .asking {
        font-weight: 400;
      }
      p.count {
        margin: 0;
        font-weight: 700;
      }
      ul {
        list-style: none;
        margin: 0.4rem 0 0;
        padding: 0;
        display: grid;
        gap: 0.4rem;
      }
      li {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      li bdi {
        flex: 1 1 6rem;
        overflow-wrap: anywhere;
      }
      button,
      select {
        font: inherit;
        min-height: 36px;
        border-radius: 8px;
      }
      button {
        border: none;
        background: var(--felt-button);
        color: var(--white);
        padding: 0 0.8rem;
        font-weight: 700;
      }
      button:disabled {
        background: var(--muted);
      }
      .none {
        margin: 0.3rem 0 0;
        font-size: 0.9rem;
      }
      .asks {
        flex-basis: 100%;
        font-size: 0.9rem;
        font-weight: 700;
      }
      button.refuse {
        background: var(--danger-ink);
        color: var(--white);
      }
    `,
  ];

  override render() {
    if (this.count <= 0 && this.watching.length === 0) return nothing;
    const label = t('app.watchers.count', { n: this.count });
    if (this.watching.length === 0) return html`<p class="count" role="status">${label}</p>`;
    // the folded list says who asks to play: "Spectators: 1" alone hides a request (the list
    // does not open by itself: on a phone it would cover the piles)
    const first = this.watching.find((w) => w.asks === 1) ?? this.watching.find((w) => w.asks !== undefined);
    return html`<details>
      <summary>
        ${label}${
          first
            ? html`<span class="asking"
                >&nbsp;· <bdi>${first.name}</bdi> ${t('seatAsk.asks', { n: first.asks! })}</span
              >`
            : nothing
        }
      </summary>
      <ul aria-label=${t('app.watchers.list')}>
        ${this.watching.map((w) => this.row(w))}
      </ul>
      ${this.free !== null && this.free.length === 0 ? html`<p class="none">${t('app.watchers.noSeat')}</p>` : nothing}
    </details>`;
  }

  private row(w: { id: number; name: string; asks?: number }) {
    const free = this.free;
    if (free === null)
      return html`<li>
        <bdi>${w.name}</bdi>
        <button type="button" @click=${() => this.seat(w.id)}>${t('app.watchers.seat')}</button>
        ${this.asks(w)}
      </li>`;
    const pick = this.picks.get(w.id) ?? free[0]?.seat;
    return html`<li>
      <bdi>${w.name}</bdi>
      <select
        aria-label=${t('app.watchers.which', { name: w.name })}
        ?disabled=${free.length === 0}
        @change=${(e: Event) => {
          this.picks = new Map(this.picks).set(w.id, Number((e.target as HTMLSelectElement).value));
        }}
      >
        ${free.map((f) => html`<option value=${f.seat} ?selected=${f.seat === pick}>${f.name}</option>`)}
      </select>
      <button type="button" ?disabled=${pick === undefined} @click=${() => this.seat(w.id, pick)}>
        ${t('app.watchers.seat')}
      </button>
      ${this.asks(w)}
    </li>`;
  }

  /** A request to play: its place in line, and the host's way to refuse it. */
  private asks(w: { id: number; name: string; asks?: number }) {
    if (w.asks === undefined) return nothing;
    return html`<span class="asks">${t('seatAsk.asks', { n: w.asks })}</span>
      <button
        type="button"
        class="refuse"
        aria-label=${t('seatAsk.refuseWho', { name: w.name })}
        @click=${() =>
          this.dispatchEvent(
            new CustomEvent('uno-refuse-seat-ask', { detail: { id: w.id }, bubbles: true, composed: true }),
          )}
      >
        ${t('seatAsk.refuse')}
      </button>`;
  }

  private seat(id: number, seat?: number): void {
    this.dispatchEvent(
      new CustomEvent('uno-seat-watcher', {
        detail: seat === undefined ? { id } : { id, seat },
        bubbles: true,
        composed: true,
      }),
    );
  }
}

/** The seats a spectator may take now (host.ts seatWatcher): a stand-in's at once, and between
 * rounds a bot's or an absent player's; never the host's. */
export function freeSeats(s: ClientState): FreeSeat[] {
  const betweenRounds = s.view?.phase === 'roundOver';
  const host = s.lobby?.hostSeat ?? 0;
  return (s.lobby?.seats ?? [])
    .filter((x) => x.seat !== host && (x.standIn || (betweenRounds && (x.kind === 'bot' || !x.connected))))
    .map((x) => ({ seat: x.seat, name: x.name }));
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-watchers': UnoWatchers;
  }
}

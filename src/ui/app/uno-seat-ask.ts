/**
 * `<uno-seat-ask>`: a spectator's way to ask for a seat (docs/network.md "Spectators who take a
 * seat"): a button that asks, then its place in line and a button that takes the request back; a
 * refusal is said, and the button goes.
 *
 * @event uno-seat-ask - `{ on }`: the spectator asks to play (`on`), or takes its request back.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/seat-ask.js';
import { theme } from '../theme/index.js';
import type { LobbyState } from '../../net/index.js';

@customElement('uno-seat-ask')
export class UnoSeatAsk extends LitElement {
  /** What the spectator's lobby says of its request (none: it has not asked). */
  @property({ attribute: false }) ask: LobbyState['seatAsk'] | null = null;

  private readonly locale = new LocaleController(this);

  static override styles = [
    theme,
    css`
      :host {
        display: block;
        max-width: min(92vw, 360px);
      }
      .panel {
        display: grid;
        gap: 0.5rem;
        padding: 0.6rem 0.8rem;
      }
      p {
        margin: 0;
      }
      /* in the spectator's bar at the table: one row where there is room, under the bar's words */
      :host(.seat-ask) {
        max-width: 40rem;
      }
      :host(.seat-ask) .panel {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.8rem;
        padding: 0.4rem 0.7rem;
      }
      :host(.seat-ask) p {
        flex: 1 1 16rem;
        font-size: 0.9rem;
      }
    `,
  ];

  override render() {
    const ask = this.ask;
    if (ask && 'refused' in ask) return html`<p class="panel" role="status">${t('seatAsk.refused')}</p>`;
    if (!ask)
      return html`<button type="button" class="primary" @click=${() => this.send(true)}>${t('seatAsk.ask')}</button>`;
    return html`<div class="panel">
      <p role="status">${t('seatAsk.waiting', { n: ask.place })}</p>
      <button type="button" @click=${() => this.send(false)}>${t('seatAsk.cancel')}</button>
    </div>`;
  }

  private send(on: boolean): void {
    this.dispatchEvent(new CustomEvent('uno-seat-ask', { detail: { on }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-seat-ask': UnoSeatAsk;
  }
}

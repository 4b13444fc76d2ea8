/**
 * The host's door in the lobby: lock the table (no one new may join), and answer newcomers who
 * asked for a kicked player's name. Emits `uno-lock` { locked } and `uno-answer-join` { id, approve }.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import { theme } from '../theme/index.js';

@customElement('uno-table-door')
export class UnoTableDoor extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        margin-top: 0.75rem;
      }
      label.lock {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        min-height: 44px;
        cursor: pointer;
      }
      input[type='checkbox'] {
        width: 22px;
        height: 22px;
      }
      .hint {
        margin: 0;
        font-size: 0.9rem;
        color: var(--ink-soft);
      }
      ul {
        list-style: none;
        margin: 0.5rem 0 0;
        padding: 0;
      }
      li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
        min-height: 44px;
      }
      li .who {
        flex: 1 1 10rem;
      }
      button {
        min-height: 44px;
      }
    `,
  ];

  @property({ type: Boolean }) locked = false;
  @property({ attribute: false }) requests: readonly { id: number; name: string }[] = [];

  private readonly locale = new LocaleController(this);

  override render() {
    return html`
      <label class="lock">
        <input id="lock" type="checkbox" .checked=${this.locked} @change=${this.toggle} aria-describedby="lock-hint" />
        ${t('app.door.lock')}
      </label>
      <p class="hint" id="lock-hint">${this.locked ? t('app.door.lockedHint') : t('app.door.openHint')}</p>
      ${
        this.requests.length
          ? html`<ul aria-label=${t('app.door.requests')}>
              ${this.requests.map(
                (r) =>
                  html`<li>
                    <span class="who"><bdi>${r.name}</bdi> ${t('app.door.asks')}</span>
                    <button type="button" class="primary" @click=${() => this.answer(r.id, true)}>
                      ${t('app.door.approve')}<span class="visually-hidden"> ${r.name}</span>
                    </button>
                    <button type="button" @click=${() => this.answer(r.id, false)}>
                      ${t('app.door.deny')}<span class="visually-hidden"> ${r.name}</span>
                    </button>
                  </li>`,
              )}
            </ul>`
          : nothing
      }
    `;
  }

  private toggle = (e: Event): void => {
    const locked = (e.target as HTMLInputElement).checked;
    this.dispatchEvent(new CustomEvent('uno-lock', { detail: { locked }, bubbles: true, composed: true }));
  };

  private answer(id: number, approve: boolean): void {
    this.dispatchEvent(new CustomEvent('uno-answer-join', { detail: { id, approve }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-table-door': UnoTableDoor;
  }
}

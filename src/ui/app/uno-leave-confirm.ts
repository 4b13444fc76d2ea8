/**
 * `<uno-leave-confirm kind="guest|host|solo">`: asks before a player leaves a game under way, since
 * one stray tap on Leave would otherwise give a seat to a bot for good or, for the host, end the
 * game for everyone. Staying is the default answer (Enter, Escape).
 *
 * @event uno-leave-confirmed - the player does leave.
 * @event uno-leave-cancelled - the player stays.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/host-gone.js';
import '../table/uno-dialog.js';
import { theme } from './theme.js';

export type LeaveKind = 'guest' | 'host' | 'solo';

const GO: Record<LeaveKind, string> = { guest: 'leave.go', host: 'leave.end', solo: 'leave.endSolo' };

@customElement('uno-leave-confirm')
export class UnoLeaveConfirm extends LitElement {
  static override styles = [
    theme,
    css`
      p {
        margin: 0 0 1rem;
        max-width: 30rem;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        justify-content: flex-end;
        gap: 0.6rem;
      }
    `,
  ];

  @property() kind: LeaveKind = 'guest';

  private readonly locale = new LocaleController(this);

  private fire(name: 'uno-leave-confirmed' | 'uno-leave-cancelled'): void {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    this.fire('uno-leave-cancelled');
  }

  override render() {
    return html`<uno-dialog open class="leave-confirm" .heading=${t('leave.heading')} @keydown=${this.onKey}>
      <p>${t(`leave.${this.kind}`)}</p>
      <div class="row">
        <button type="button" class="stay" data-default @click=${() => this.fire('uno-leave-cancelled')}>
          ${t('leave.stay')}
        </button>
        <button type="button" class="primary go" @click=${() => this.fire('uno-leave-confirmed')}>
          ${t(GO[this.kind])}
        </button>
      </div>
    </uno-dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-leave-confirm': UnoLeaveConfirm;
  }
}

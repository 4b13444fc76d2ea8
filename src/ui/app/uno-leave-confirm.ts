/**
 * `<uno-leave-confirm kind="guest|host|solo" can-hand-over>`: asks before a player leaves a game
 * under way, since one stray tap on Leave would otherwise give a seat to a bot for good or, for the
 * host, end the game for everyone. The host may instead hand the table to another player, who hosts
 * it on (docs/migration.md), when one can; when nobody can, it says why. Staying is the default
 * answer (Enter, Escape).
 *
 * @event uno-hand-over - the host leaves and hands the table over.
 * @event uno-leave-confirmed - the player does leave.
 * @event uno-leave-cancelled - the player stays.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/host-gone.js';
import '../table/uno-dialog.js';
import { theme } from '../theme/index.js';
import { tableTokens } from '../theme/table-tokens.js';

export type LeaveKind = 'guest' | 'host' | 'solo';

const GO: Record<LeaveKind, string> = { guest: 'leave.go', host: 'leave.end', solo: 'leave.endSolo' };

@customElement('uno-leave-confirm')
export class UnoLeaveConfirm extends LitElement {
  // its <uno-dialog> is drawn beside the table, not in it: the dialogs' paper and clock come here
  static override styles = [
    theme,
    tableTokens,
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
  /** The host only: another player could host the table on. */
  @property({ type: Boolean, attribute: 'can-hand-over' }) canHandOver = false;

  private readonly locale = new LocaleController(this);

  private fire(name: 'uno-leave-confirmed' | 'uno-leave-cancelled' | 'uno-hand-over'): void {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    this.fire('uno-leave-cancelled');
  }

  override render() {
    const handOver = this.kind === 'host' && this.canHandOver;
    const text = this.kind !== 'host' ? `leave.${this.kind}` : handOver ? 'leave.hostHandOver' : 'leave.hostAlone';
    return html`<uno-dialog open class="leave-confirm" .heading=${t('leave.heading')} @keydown=${this.onKey}>
      <p>${t(text)}</p>
      <div class="row">
        <button type="button" class="stay" data-default @click=${() => this.fire('uno-leave-cancelled')}>
          ${t('leave.stay')}
        </button>
        ${
          handOver
            ? html`<button type="button" class="hand-over" @click=${() => this.fire('uno-hand-over')}>
                ${t('leave.handOver')}
              </button>`
            : nothing
        }
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

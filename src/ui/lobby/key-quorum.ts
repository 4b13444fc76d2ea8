/**
 * `<uno-key-quorum>`: how many guests it takes to move the table to one of them, and so to read
 * the hands of the round under way (docs/migration.md "Keys that open one round"), said plainly
 * with this lobby's numbers. The host picks it; guests see it read-only.
 *
 * @event uno-configure - detail `{ shareQuorum }`
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import {
  DEFAULT_SHARE_QUORUM,
  isShareQuorum,
  type LobbyState,
  quorumThreshold,
  SHARE_QUORUMS,
  type ShareQuorum,
} from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/keys.js';
import { theme } from '../theme/index.js';

/** The human guests of `lobby`: its human seats but the host's. */
export function guestsOf(lobby: Pick<LobbyState, 'seats' | 'hostSeat'>): number {
  return lobby.seats.filter((s) => s.kind === 'human' && s.seat !== (lobby.hostSeat ?? 0)).length;
}

/** What a group of colluding guests can read, in words, for `guests` guests and `quorum`. */
export function quorumSentence(guests: number, quorum: ShareQuorum): string {
  if (guests < 2) return t('app.keys.few');
  const n = quorumThreshold(guests, quorum);
  return n === guests ? t('app.keys.all', { m: guests }) : t('app.keys.some', { n, m: guests });
}

@customElement('uno-key-quorum')
export class UnoKeyQuorum extends LitElement {
  static override styles = [
    theme,
    css`
      .row {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 0.1rem 0.8rem;
        align-items: center;
        padding: 0.55rem 0;
        border-bottom: 1px solid var(--line-faint);
      }
      label {
        font-weight: 600;
      }
      select {
        min-height: 40px;
        font-size: 0.95rem;
        max-width: min(14rem, 52vw);
      }
      .hint {
        grid-column: 1 / -1;
        margin: 0;
      }
    `,
  ];

  @property() quorum: ShareQuorum = DEFAULT_SHARE_QUORUM;
  @property({ type: Number }) guests = 0;
  @property({ type: Boolean }) disabled = false;

  private readonly locale = new LocaleController(this);

  override render() {
    return html`<div class="row">
      <label for="shareQuorum">${t('app.rule.shareQuorum')}</label>
      <select id="shareQuorum" aria-describedby="shareQuorum-hint" ?disabled=${this.disabled} @change=${this.pick}>
        ${SHARE_QUORUMS.map(
          (q) => html`<option value=${q} ?selected=${q === this.quorum}>${t(`app.rule.shareQuorum.${q}`)}</option>`,
        )}
      </select>
      <p class="hint" id="shareQuorum-hint">${quorumSentence(this.guests, this.quorum)}</p>
    </div>`;
  }

  private pick = (e: Event): void => {
    const value = (e.target as HTMLSelectElement).value;
    if (!isShareQuorum(value)) return;
    this.dispatchEvent(
      new CustomEvent('uno-configure', { detail: { shareQuorum: value }, bubbles: true, composed: true }),
    );
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-key-quorum': UnoKeyQuorum;
  }
}

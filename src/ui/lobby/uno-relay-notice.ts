/**
 * `<uno-relay-notice>`: the host's word, in its lobby, when the table has no relay (no TURN server
 * in the signaling settings, and no relay whose credentials it asks): a friend whose network cannot reach the host's directly (about one
 * connection in five on the internet, more on mobile data) will not be able to join.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { detectSignaling, offersRelay } from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/connection.js';
import { theme } from '../theme/index.js';

@customElement('uno-relay-notice')
export class UnoRelayNotice extends LitElement {
  static override styles = [
    theme,
    css`
      p {
        margin: 0.4rem 0;
        font-size: 0.9rem;
        color: var(--ink-muted);
      }
    `,
  ];

  @state() private noRelay = false;
  private readonly locale = new LocaleController(this);

  override connectedCallback(): void {
    super.connectedCallback();
    // the settings the table was created with: the same answer hosting had (detectSignaling caches it)
    // a relay is a TURN server among the ICE servers, or one whose credentials the page asks for
    void detectSignaling().then(
      (cfg) => (this.noRelay = !offersRelay(cfg.iceServers) && (cfg.relays?.length ?? 0) === 0),
    );
  }

  override render() {
    return this.noRelay ? html`<p role="note">${t('connection.noRelay')}</p>` : nothing;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-relay-notice': UnoRelayNotice;
  }
}

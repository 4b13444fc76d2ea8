/**
 * `<uno-connection-test>`: the settings' "Test my connection" (connection-test.ts): a button, then
 * which servers answered over which protocols, the NAT it suggests and whether a relay answered.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/connection.js';
import { theme } from '../theme/index.js';
import { testConnection, type ConnectionReport } from './connection-test.js';
import { relayIce, type RelaySource } from '../../net/index.js';

@customElement('uno-connection-test')
export class UnoConnectionTest extends LitElement {
  static override styles = [
    theme,
    css`
      ul {
        margin: 0.4rem 0;
        padding-inline-start: 1.2rem;
      }
      .silent {
        color: var(--ink-muted);
      }
    `,
  ];

  /** The ICE servers to test: the settings' field as it stands when the button is pressed. */
  @property({ attribute: false }) servers: () => RTCIceServer[] = () => [];
  /** The deployment's relays (settings file `relays`, docs/deploy.md "The relay"): their
   * credentials are asked as a table asks them, so their TURN servers are tested too. */
  @property({ attribute: false }) relays: readonly RelaySource[] = [];
  @state() private report: ConnectionReport | null = null;
  @state() private running = false;

  private readonly locale = new LocaleController(this);

  override render() {
    const r = this.report;
    return html`<button type="button" ?disabled=${this.running} @click=${this.run}>
        ${t(this.running ? 'connection.testing' : 'connection.test')}
      </button>
      <div role="status" aria-live="polite">
        ${
          r
            ? html`${
                r.servers.length === 0
                  ? html`<p>${t('connection.none')}</p>`
                  : html`<ul>
                      ${r.servers.map(
                        (s) =>
                          html`<li class=${s.answered ? '' : 'silent'}>
                            ${
                              s.answered
                                ? t('connection.answered', { server: s.url, protocols: s.protocol.toUpperCase() })
                                : t('connection.silent', { server: s.url })
                            }
                          </li>`,
                      )}
                    </ul>`
              }
              ${r.nat === 'none' ? nothing : html`<p>${t(`connection.nat.${r.nat}`)}</p>`}
              ${r.servers.length ? html`<p>${t(r.relay ? 'connection.relay.yes' : 'connection.relay.no')}</p>` : nothing}`
            : nothing
        }
      </div>`;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      const granted = this.relays.length ? (await relayIce(this.relays)).iceServers : [];
      this.report = await testConnection([...this.servers(), ...granted]);
    } finally {
      this.running = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-connection-test': UnoConnectionTest;
  }
}

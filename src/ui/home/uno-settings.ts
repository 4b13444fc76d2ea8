/**
 * `<uno-settings>`: the connection settings dialog: which PeerJS server signals, and which ICE/TURN
 * servers relay (a LAN without internet may need its own TURN server for phones, field-notes.md).
 *
 * @event uno-save-settings - detail `{ config: Partial<SignalingSettings> | null }`; null resets.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import { theme } from '../theme/index.js';
import type { SignalingSettings } from '../app/services.js';
import { formatIceServers, parseIceServers } from './ice-servers.js';

@customElement('uno-settings')
export class UnoSettings extends LitElement {
  static override styles = [
    theme,
    css`
      .grid {
        display: grid;
        grid-template-columns: minmax(0, 1fr) 6.5rem;
        gap: 0.6rem;
      }
      .field input:not([type='checkbox']),
      .field textarea {
        width: 100%;
      }
      .check label {
        flex: 1;
      }
      .field {
        display: grid;
        gap: 0.2rem;
      }
      .field.wide {
        grid-column: 1 / -1;
      }
      label {
        font-weight: 600;
      }
      .check.field {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        min-height: 44px;
      }
      textarea {
        min-height: 6rem;
        font-family: ui-monospace, monospace;
        font-size: 0.85rem;
        resize: vertical;
      }
      .dialog-actions .spacer {
        flex: 1;
      }
    `,
  ];

  @property({ attribute: false }) config: SignalingSettings | null = null;
  @state() private iceError: number | null = null;
  @query('dialog') private dialog!: HTMLDialogElement;

  private readonly locale = new LocaleController(this);

  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  async show(): Promise<void> {
    this.iceError = null;
    // "Test my connection" loads with the dialog, not with the home screen
    void import('./uno-connection-test.js');
    await this.updateComplete;
    this.dialog.showModal();
  }

  close(): void {
    this.dialog?.close();
  }

  override render() {
    const c = this.config;
    return html`<dialog aria-labelledby="settings-title" @close=${() => this.dispatchEvent(new Event('close'))}>
      <form method="dialog" @submit=${this.save} novalidate>
        <h2 id="settings-title">${t('app.settings.title')}</h2>
        <p class="hint">${t('app.settings.intro')}</p>
        <div class="grid">
          <div class="field">
            <label for="host">${t('app.settings.host')}</label>
            <input id="host" name="host" autocomplete="off" spellcheck="false" .value=${c?.host ?? ''} />
          </div>
          <div class="field">
            <label for="port">${t('app.settings.port')}</label>
            <input
              id="port"
              name="port"
              type="number"
              min="1"
              max="65535"
              inputmode="numeric"
              .value=${String(c?.port ?? 443)}
            />
          </div>
          <div class="field">
            <label for="path">${t('app.settings.path')}</label>
            <input id="path" name="path" autocomplete="off" spellcheck="false" .value=${c?.path ?? '/'} />
          </div>
          <div class="field">
            <label for="key">${t('app.settings.key')}</label>
            <input id="key" name="key" autocomplete="off" spellcheck="false" .value=${c?.key ?? 'peerjs'} />
          </div>
          <div class="check field wide">
            <input id="secure" name="secure" type="checkbox" .checked=${c?.secure ?? true} />
            <label for="secure">${t('app.settings.secure')}</label>
          </div>
          <div class="field wide">
            <label for="ice">${t('app.settings.ice')}</label>
            <textarea
              id="ice"
              name="ice"
              spellcheck="false"
              aria-describedby="ice-hint ice-error"
              aria-invalid=${this.iceError === null ? 'false' : 'true'}
              .value=${formatIceServers(c?.iceServers ?? [])}
            ></textarea>
            <p class="hint" id="ice-hint">${t('app.settings.iceHint')}</p>
            <p class="error" id="ice-error" role="alert">
              ${this.iceError === null ? '' : t('app.settings.iceError', { line: this.iceError })}
            </p>
            <uno-connection-test .servers=${this.typedIce} .relays=${this.config?.relays ?? []}></uno-connection-test>
          </div>
        </div>
        <div class="dialog-actions">
          <button type="button" class="quiet" @click=${this.reset}>${t('app.settings.reset')}</button>
          <span class="spacer"></span>
          <button type="button" @click=${() => this.close()}>${t('app.cancel')}</button>
          <button type="submit" class="primary">${t('app.settings.save')}</button>
        </div>
      </form>
    </dialog>`;
  }

  /** The ICE servers as typed in the field (the saved ones while what is typed does not parse). */
  private typedIce = (): RTCIceServer[] => {
    const field = this.renderRoot.querySelector<HTMLTextAreaElement>('#ice');
    const typed = field ? parseIceServers(field.value) : null;
    return typed?.ok ? typed.servers : (this.config?.iceServers ?? []);
  };

  private save(e: SubmitEvent): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
    const ice = parseIceServers(value('ice'));
    if (!ice.ok) {
      this.iceError = ice.line;
      return;
    }
    const port = Math.round(Number(value('port')));
    const config: Partial<SignalingSettings> = {
      host: value('host'),
      path: value('path') || '/',
      key: value('key') || 'peerjs',
      secure: (form.elements.namedItem('secure') as HTMLInputElement).checked,
      iceServers: ice.servers,
    };
    if (Number.isInteger(port) && port > 0 && port < 65536) config.port = port;
    if (!config.host) delete config.host;
    this.dispatchEvent(new CustomEvent('uno-save-settings', { detail: { config }, bubbles: true, composed: true }));
    this.close();
  }

  private reset(): void {
    this.dispatchEvent(
      new CustomEvent('uno-save-settings', { detail: { config: null }, bubbles: true, composed: true }),
    );
    this.close();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-settings': UnoSettings;
  }
}

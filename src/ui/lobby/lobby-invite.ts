/**
 * `<uno-lobby-invite>`: the lobby's invite panel: the table's code in large type, its join link
 * (copy, QR), and for the host a word when the table has no relay (uno-relay-notice.ts) or its
 * link would point to localhost (invite-note.ts: the host alone can open another address). Drawn in the lobby's own tree (no shadow root), which styles it (uno-lobby.styles.ts).
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import { qrSvg } from './qr.js';
import { inviteNote } from './invite-note.js';
import './uno-relay-notice.js';

const COPIED_MS = 2500;

@customElement('uno-lobby-invite')
export class UnoLobbyInvite extends LitElement {
  @property() code = '';
  @property() link = '';
  @property({ type: Boolean }) host = false;

  @state() private copied = false;

  private readonly locale = new LocaleController(this);

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    return html`<section class="panel invite" aria-labelledby="code-label">
      <p class="code-label" id="code-label">${t('app.lobby.code')}</p>
      <p class="code">${this.code}</p>
      ${this.link ? qrSvg(this.link, t('app.lobby.qr', { code: this.code })) : nothing}
      <p class="hint">${t('app.lobby.share')}</p>
      ${this.host && this.link ? html`<uno-relay-notice></uno-relay-notice>` : nothing}
      ${
        this.link
          ? html`<div class="link">
              <input
                type="text"
                readonly
                .value=${this.link}
                aria-label=${t('app.lobby.linkField')}
                @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
              />
              <button type="button" class="primary" @click=${this.copyLink}>${t('app.lobby.copy')}</button>
            </div>`
          : nothing
      }
      ${this.host ? inviteNote(this.link, location.hostname) : nothing}
      <p class="copied" role="status">${this.copied ? t('app.lobby.copied') : ''}</p>
    </section>`;
  }

  private async copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.link);
    } catch {
      // No clipboard on a plain-http LAN origin: select the link so the player can copy it.
      this.querySelector<HTMLInputElement>('.link input')?.select();
      return;
    }
    this.copied = true;
    setTimeout(() => (this.copied = false), COPIED_MS);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-lobby-invite': UnoLobbyInvite;
  }
}

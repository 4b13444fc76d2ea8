/**
 * `<uno-update-banner>`: "A new version is ready — reload", shown when the service worker has a new
 * version waiting. Loaded after the first page (main.ts imports it lazily), so it costs the first
 * load nothing. Decision: it is shown only away from a table (the route `#/table` is a running
 * game, a lobby included): reloading there would drop every player's connection, so the new version
 * waits until the player is back home, and applies only when the player presses Reload.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/update.js';
import { tokens } from '../theme/index.js';

/** True while the page shows a table (a running game or its lobby). */
export function atTable(hash: string): boolean {
  return /^#\/table\b/.test(hash);
}

/**
 * Reloads the page onto the version another tab applied, now if it is away from a table, else as
 * soon as it leaves the table: the new service worker takes every tab of the app at once, and a
 * reload at a table would drop every player's connection.
 */
export function reloadAwayFromTable(win: {
  location: Pick<Location, 'hash' | 'reload'>;
  addEventListener(type: 'hashchange', listener: () => void): void;
  removeEventListener(type: 'hashchange', listener: () => void): void;
}): void {
  if (!atTable(win.location.hash)) return win.location.reload();
  const onHash = () => {
    if (atTable(win.location.hash)) return;
    win.removeEventListener('hashchange', onHash);
    win.location.reload();
  };
  win.addEventListener('hashchange', onHash);
}

@customElement('uno-update-banner')
export class UnoUpdateBanner extends LitElement {
  /** Applies the waiting version and reloads; set by whoever registered the service worker. */
  @property({ attribute: false }) apply: () => void = () => location.reload();
  @state() private ready = false;
  @state() private dismissed = false;
  @state() private hash = globalThis.location?.hash ?? '';

  private readonly locale = new LocaleController(this);
  private readonly onHash = () => (this.hash = location.hash);

  // (drawn outside the app, over any screen: it declares the palette itself)
  static override styles = [
    tokens,
    css`
      :host {
        position: fixed;
        inset: auto 0 0 0;
        z-index: 50;
        display: flex;
        justify-content: center;
        padding: 0.5rem;
        pointer-events: none;
      }
      div {
        pointer-events: auto;
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        max-width: min(100%, 30rem);
        padding: 0.6rem 0.8rem;
        border-radius: 12px;
        background: var(--panel);
        color: var(--ink);
        box-shadow: 0 2px 10px rgb(from var(--shade) r g b / 0.35);
        font: inherit;
      }
      button {
        font: inherit;
        min-height: 2.5rem;
        padding: 0 0.9rem;
        border-radius: 8px;
        border: 1px solid var(--felt);
        background: var(--white);
        color: var(--felt);
        cursor: pointer;
      }
      button.primary {
        background: var(--felt);
        color: var(--white);
      }
    `,
  ];

  /** The service worker has a new version waiting. */
  show(): void {
    this.ready = true;
    this.dismissed = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.onHash);
  }

  override disconnectedCallback(): void {
    removeEventListener('hashchange', this.onHash);
    super.disconnectedCallback();
  }

  override render() {
    if (!this.ready || this.dismissed || atTable(this.hash)) return nothing;
    return html`<div role="status">
      <span>${t('update.ready')} —</span>
      <button class="primary" @click=${() => this.apply()}>${t('update.reload')}</button>
      <button @click=${() => (this.dismissed = true)}>${t('update.later')}</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-update-banner': UnoUpdateBanner;
  }
}

/**
 * `<uno-phase-panel>`: the statechart's current path (PlayerView.phasePath), live, in a small panel
 * any player can open. It needs no network, unlike the Stately inspector (`?inspect`).
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';

const STORAGE_KEY = 'uno.phasePanel';

/** Three states and their transitions: small enough to sit beside the piles on a phone. */
const statesIcon = html`<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
  <rect x="1.5" y="2" width="7" height="5" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.6" />
  <rect x="11.5" y="2" width="7" height="5" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.6" />
  <rect x="6.5" y="13" width="7" height="5" rx="1.5" fill="currentColor" />
  <path d="M8.5 4.5h3M5 7v3.5h5V13M15 7v3.5h-5" fill="none" stroke="currentColor" stroke-width="1.4" />
</svg>`;

function savedOpen(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'open';
  } catch {
    return false;
  }
}

@customElement('uno-phase-panel')
export class UnoPhasePanel extends LitElement {
  static override styles = css`
    /* Left edge, mid-height: the one spot the table leaves free on phones and laptops alike
       (opponents on top, the hand at the bottom). */
    :host {
      position: fixed;
      left: max(0.4rem, env(safe-area-inset-left));
      top: 46dvh;
      z-index: 20;
      font:
        0.8rem/1.3 ui-monospace,
        'SFMono-Regular',
        Menlo,
        monospace;
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: 0.3rem;
      pointer-events: none;
    }
    button,
    .panel {
      pointer-events: auto;
    }
    button {
      font: inherit;
      font-weight: 700;
      min-height: 36px;
      min-width: 36px;
      display: grid;
      place-items: center;
      border-radius: 999px;
      border: 1px solid rgb(255 255 255 / 0.6);
      background: rgb(0 0 0 / 0.45);
      color: #fff;
      padding: 0.2rem;
      cursor: pointer;
    }
    button:focus-visible {
      outline: none;
      box-shadow:
        0 0 0 2px #fff,
        0 0 0 5px #0956bf;
    }
    .panel {
      background: rgb(0 0 0 / 0.78);
      color: #fff;
      border-radius: 10px;
      padding: 0.45rem 0.6rem;
      max-width: min(90vw, 28rem);
    }
    ol {
      list-style: none;
      display: flex;
      flex-wrap: wrap;
      gap: 0.15rem;
      margin: 0;
      padding: 0;
    }
    li + li::before {
      content: '›';
      margin-right: 0.15rem;
      opacity: 0.6;
    }
    li:last-child {
      color: #ffe14d;
      font-weight: 700;
    }
  `;

  /** The statechart's full active path, e.g. `play.unoOpen`, `challenge.unoClosed`, `drawn`, `roundOver`:
   * one item per state, the innermost (the active leaf) last and highlighted. */
  @property() path = '';
  @property({ type: Boolean, reflect: true }) open = savedOpen();

  private readonly locale = new LocaleController(this);

  override render() {
    const parts = this.path.split('.').filter(Boolean);
    return html`<button
        type="button"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="phase"
        aria-label=${t('app.phases.toggle')}
        title=${t('app.phases.toggle')}
        @click=${this.toggle}
      >
        ${statesIcon}
      </button>
      ${
        this.open
          ? html`<div class="panel" id="phase" role="group" aria-label=${t('app.phases.title')}>
              ${
                parts.length
                  ? html`<ol>
                      ${parts.map((p) => html`<li>${p}</li>`)}
                    </ol>`
                  : t('app.phases.none')
              }
            </div>`
          : nothing
      }`;
  }

  private toggle(): void {
    this.open = !this.open;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, this.open ? 'open' : 'closed');
    } catch {
      /* the choice holds for this page */
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-phase-panel': UnoPhasePanel;
  }
}

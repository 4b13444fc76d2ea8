/**
 * `<uno-countdown deadline="…">`: the seconds left until a deadline (ms since epoch), with a shrinking
 * bar. The host's clock enforces the deadline; this only shows it.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/table.js';
import { NowController } from '../shared/now-controller.js';

@customElement('uno-countdown')
export class UnoCountdown extends LitElement {
  @property({ type: Number }) deadline: number | null = null;
  /** The window's whole length in ms, for the bar (defaults to the first remaining time seen). */
  @property({ type: Number }) total: number | null = null;
  private readonly clock = new NowController(this);
  private seenTotal = 0;
  private readonly locale = new LocaleController(this);

  static override styles = css`
    :host {
      display: inline-flex;
      align-items: center;
      gap: 0.4em;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
      font-weight: 700;
    }
    .bar {
      width: 4em;
      height: 0.4em;
      border-radius: 1em;
      background: rgb(from var(--white) r g b / 0.25);
      overflow: hidden;
    }
    /* The bar shrinks by its transform, which the compositor animates: a width would lay the
       page out at every frame of the countdown. */
    .fill {
      display: block;
      width: 100%;
      height: 100%;
      background: var(--countdown-color, var(--gold-deep));
      transform-origin: left center;
      transition: transform 0.25s linear;
    }
    :host(:dir(rtl)) .fill {
      transform-origin: right center;
    }
    :host([urgent]) .fill {
      background: var(--offline);
    }
  `;

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('deadline')) this.seenTotal = this.deadline ? Math.max(0, this.deadline - Date.now()) : 0;
  }

  override render() {
    if (!this.deadline) return html``;
    // The tick's "now" may be a quarter second old when a fresh deadline comes: a 60 s window
    // would read "61s". Never earlier than the clock itself.
    const left = Math.max(0, this.deadline - Math.max(this.clock.now, Date.now()));
    const secs = Math.ceil(left / 1000);
    const total = this.total ?? this.seenTotal;
    const ratio = total > 0 ? Math.min(1, left / total) : 0;
    this.toggleAttribute('urgent', secs <= 3);
    return html`<span role="timer" aria-label=${t('countdown.label', { n: secs })}
        >${t('countdown.short', { n: secs })}</span
      >
      <span class="bar" aria-hidden="true"
        ><span class="fill" style="transform:scaleX(${ratio.toFixed(4)})"></span
      ></span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-countdown': UnoCountdown;
  }
}

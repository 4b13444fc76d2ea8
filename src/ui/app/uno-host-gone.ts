/**
 * `<uno-host-gone name="Alice" .until=${ms}>`: what a guest sees while its host is gone. A modal
 * over the table (so the table behind is dimmed and takes no input) saying who is awaited and for
 * how long, and a way to leave. Past the wait it says so plainly: the client keeps trying.
 *
 * @event uno-leave - the player gives up and goes home.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/host-gone.js';
import { NowController } from '../shared/now-controller.js';
import '../table/uno-dialog.js';
import { theme } from './theme.js';

@customElement('uno-host-gone')
export class UnoHostGone extends LitElement {
  static override styles = [
    theme,
    css`
      p {
        margin: 0 0 0.8rem;
        max-width: 30rem;
      }
      .wait {
        font-size: 1.15rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      .wait:focus {
        outline: none;
      }
      .row {
        display: flex;
        justify-content: flex-end;
      }
    `,
  ];

  /** The host's name as the lobby last showed it. */
  @property() name = '';
  /** When the wait ends (ms since epoch, this device's clock). */
  @property({ type: Number }) until: number | null = null;

  private readonly locale = new LocaleController(this);
  private readonly clock = new NowController(this);

  private home(): void {
    this.dispatchEvent(new CustomEvent('uno-leave', { bubbles: true, composed: true }));
  }

  override render() {
    const name = this.name || t('hostGone.someone');
    const secs = this.until === null ? 0 : Math.ceil(Math.max(0, this.until - this.clock.now) / 1000);
    // the focus rests on the sentence, not on the button: a stray Enter must not leave the table
    return html`<uno-dialog open class="host-gone" .heading=${t('hostGone.heading')}>
      ${
        secs > 0
          ? html`<p class="wait" role="timer" tabindex="-1" autofocus>${t('hostGone.waiting', { name, n: secs })}</p>
              <p>${t('hostGone.why', { name })}</p>`
          : html`<p class="wait" role="status" tabindex="-1" autofocus>${t('hostGone.late', { name })}</p>
              <p>${t('hostGone.lateWhy')}</p>`
      }
      <div class="row">
        <button type="button" class="home" @click=${this.home}>${t('hostGone.home')}</button>
      </div>
    </uno-dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-host-gone': UnoHostGone;
  }
}

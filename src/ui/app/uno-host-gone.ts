/**
 * `<uno-host-gone name="Alice" .until=${ms} .succession=${s}>`: what a guest sees while its host is
 * gone. A modal over the table (so the table behind is dimmed and takes no input) saying who is
 * awaited and for how long, and a way to leave. Past the wait, the table moves to another player
 * (docs/migration.md): who takes it over, or, when nobody can, why it keeps waiting for its host.
 * When nobody can (`offer`), the player may play on against the bots in a new game, or wait for
 * its host with that way out still at hand (docs/migration.md "Two humans and bots").
 *
 * @event uno-leave - the player gives up and goes home.
 * @event uno-play-on - the player plays on against the bots, in a new game on its page.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/host-gone.js';
import '../i18n/play-on.js';
import { NowController } from '../shared/now-controller.js';
import '../table/uno-dialog.js';
import { theme } from '../theme/index.js';
import { tableTokens } from '../theme/table-tokens.js';
import type { Succession } from '../../net/index.js';

/** Codes of a page refused as the table's new host (net/migration/claims.ts). */
const REFUSED = new Set(['not-successor', 'forged-claim', 'bad-claim', 'wrong-epoch', 'no-migration']);

@customElement('uno-host-gone')
export class UnoHostGone extends LitElement {
  // its <uno-dialog> is drawn beside the table, not in it: the dialogs' paper and clock come here
  static override styles = [
    theme,
    tableTokens,
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
      .wait:focus,
      .offer:focus {
        outline: none;
      }
      /* on a phone on its side the offer and its buttons must fit: the line that says the table
         waits for its host gives way (the offer says it too), and so does why nobody else can host */
      @media (max-height: 480px) {
        .spare {
          display: none;
        }
        p {
          margin-bottom: 0.5rem;
        }
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        justify-content: flex-end;
        gap: 0.6rem;
      }
    `,
  ];

  /** The host's name as the lobby last showed it. */
  @property() name = '';
  /** When the wait ends (ms since epoch, this device's clock). */
  @property({ type: Number }) until: number | null = null;
  /** Where the table goes once the wait is over (null: nowhere yet). */
  @property({ attribute: false }) succession: Succession | null = null;
  /** Nobody can take the table over: the player may play on against the bots. */
  @property({ type: Boolean }) offer = false;

  /** The player chose to wait for its host: the offer shrinks to one button, still there. */
  @state() private waiting = false;

  private readonly locale = new LocaleController(this);
  private readonly clock = new NowController(this);

  private fire(type: 'uno-leave' | 'uno-play-on'): void {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
  }

  override render() {
    const name = this.name || t('hostGone.someone');
    const moving = this.succession?.stage === 'moving' ? this.succession : null;
    // the focus rests on the sentence, not on the button: a stray Enter must not leave the table
    return html`<uno-dialog
      open
      class="host-gone"
      .heading=${moving ? t('hostGone.movingHeading') : t('hostGone.heading')}
    >
      ${moving ? this.renderMoving(moving, name) : this.renderWaiting(name)}
      <div class="row">
        ${this.renderChoice(name)}
        <button type="button" class="home" @click=${() => this.fire('uno-leave')}>${t('hostGone.home')}</button>
      </div>
    </uno-dialog>`;
  }

  private renderWaiting(name: string) {
    const secs = this.until === null ? 0 : Math.ceil(Math.max(0, this.until - this.clock.now) / 1000);
    const offer = this.offer ? this.renderOffer(name) : null;
    if (secs > 0)
      return html`<p class="wait" role="timer" tabindex="-1" autofocus>${t('hostGone.waiting', { name, n: secs })}</p>
        <p class=${offer ? 'spare' : ''}>${t('hostGone.why', { name })}</p>
        ${offer ?? nothing}`;
    const none = this.succession?.stage === 'none' ? this.succession.why : null;
    return html`<p class="wait" role="status" tabindex="-1" autofocus>${t('hostGone.late', { name })}</p>
      ${none ? html`<p class="none">${t(none === 'no-deal' ? 'hostGone.noDeal' : 'hostGone.tooFew', { name })}</p>` : nothing}
      ${offer ?? html`<p>${t('hostGone.lateWhy')}</p>`}`;
  }

  /** The wait chosen: the focus goes to the line that says so, not to a button a stray Enter would
   * press. */
  private wait = async (): Promise<void> => {
    this.waiting = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('p.offer')?.focus();
  };

  /** Play on against the bots, or wait: asked once; once the player waits, one line. */
  private renderOffer(name: string) {
    if (this.waiting) return html`<p class="offer" tabindex="-1">${t('playOn.waiting', { name })}</p>`;
    return html`<p class="offer">
      <span class="spare">${t('playOn.why', { name })} </span>${t('playOn.what', { name })}
    </p>`;
  }

  /** The offer's buttons, beside Leave; once the player waits, Play on only. */
  private renderChoice(name: string) {
    if (!this.offer) return nothing;
    const go = html`<button
      type="button"
      class="play-on ${this.waiting ? '' : 'primary'}"
      @click=${() => this.fire('uno-play-on')}
    >
      ${t('playOn.go')}
    </button>`;
    if (this.waiting) return go;
    return html`<button type="button" class="wait-on" @click=${this.wait}>${t('playOn.wait', { name })}</button>${go}`;
  }

  private renderMoving(moving: Extract<Succession, { stage: 'moving' }>, name: string) {
    const successor = moving.name || t('hostGone.someone');
    return html`<p class="wait moving" role="status" tabindex="-1" autofocus>
        ${moving.you ? t('hostGone.movingYou') : t('hostGone.moving', { successor })}
      </p>
      <p>${moving.you ? t('hostGone.movingYouWhy', { name }) : t('hostGone.movingWhy', { name, successor })}</p>
      ${moving.you && moving.shares ? html`<p class="shares">${t('hostGone.gathering', moving.shares)}</p>` : nothing}
      ${this.renderRefused(moving)}`;
  }

  /** A page caught at the table's address out of turn: named when its own key signed. */
  private renderRefused(moving: Extract<Succession, { stage: 'moving' }>) {
    const { squatter } = moving;
    if (squatter !== undefined)
      return html`<p class="refused" role="alert">
        ${squatter ? t('hostGone.squatter', { squatter }) : t('hostGone.squatterSomeone')}
      </p>`;
    return moving.error && REFUSED.has(moving.error) ? html`<p class="refused">${t('hostGone.refused')}</p>` : nothing;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-host-gone': UnoHostGone;
  }
}

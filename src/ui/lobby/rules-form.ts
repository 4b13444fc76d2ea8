/**
 * `<uno-rules-form>`: every rule option of rules.md and the host's clocks, folded under "Rules",
 * each with a one-line explanation. The host edits; guests see the same values read-only.
 *
 * @event uno-configure - detail `Partial<HostSettings>`: the whole options object after one change,
 *   or one of the clocks (ms).
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { EditionId, RuleOptions } from '../../game/index.js';
import { DEFAULT_HOST_WAIT_MS, DEFAULT_SHARE_QUORUM, type HostSettings, type LobbyState } from '../../net/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import '../i18n/host-gone.js';
import { disclosure } from '../shared/disclosure.js';
import { theme } from '../theme/index.js';
import { effectiveOptions } from './option-defaults.js';
import { guestsOf } from './key-quorum.js';

type EnumOption = 'wildDrawFour' | 'stacking' | 'firstCard' | 'scoring' | 'blockedRound';
type BoolOption =
  'wildsCountAsMatch' | 'multiPlay' | 'twoPlayerReverseSkips' | 'sevenZero' | 'jumpIn' | 'drawUntilPlayable';
type Clock = 'raceMs' | 'turnMs' | 'standInMs' | 'hostWaitMs';

const CHOICES: Record<EnumOption, readonly string[]> = {
  wildDrawFour: ['no-matching-color', 'no-playable-card', 'free'],
  stacking: ['none', 'same', 'any'],
  firstCard: ['apply', 'redraw'],
  scoring: ['winner-takes', 'lowest', 'placement', 'none'],
  blockedRound: ['lowest-hand', 'tie'],
};

/** Seconds a host may pick; 0 means off for the turn timer and the stand-in. */
const CLOCK_RANGE: Record<Clock, [number, number]> = {
  raceMs: [3, 60],
  turnMs: [0, 600],
  standInMs: [0, 600],
  // the guests' wait for a host that left, before another player takes the table over
  hostWaitMs: [5, 600],
};

@customElement('uno-rules-form')
export class UnoRulesForm extends LitElement {
  static override styles = [
    theme,
    disclosure,
    css`
      select,
      input[type='number'] {
        min-height: 40px;
        font-size: 0.95rem;
      }
      summary {
        cursor: pointer;
        font-weight: 700;
        font-size: 1.15rem;
        min-height: 44px;
        display: flex;
        align-items: center;
        gap: 0.5rem;
        border-radius: 8px;
      }
      summary .count {
        font-weight: 500;
        font-size: 0.9rem;
        color: var(--ink-soft);
      }
      .row {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 0.1rem 0.8rem;
        align-items: center;
        padding: 0.55rem 0;
        border-bottom: 1px solid var(--line-faint);
      }
      .row label {
        font-weight: 600;
      }
      .row .hint {
        grid-column: 1 / -1;
        margin: 0;
      }
      select {
        max-width: min(14rem, 52vw);
      }
      input[type='number'] {
        width: 6.5rem;
      }
      .actions {
        margin-top: 0.6rem;
      }
    `,
  ];

  @property() edition: EditionId = 'classic';
  @property({ attribute: false }) options: Partial<RuleOptions> = {};
  @property({ type: Number }) raceMs = 8000;
  @property({ type: Number }) turnMs = 0;
  @property({ type: Number }) standInMs = 0;
  @property({ type: Number }) hostWaitMs = DEFAULT_HOST_WAIT_MS;
  /** The lobby, for the host's wait and who can read the hands (key-quorum.ts); absent in a form
   * shown alone. */
  @property({ attribute: false }) lobby: LobbyState | null = null;
  @property({ type: Boolean }) disabled = false;
  @property({ type: Boolean }) open = false;

  private readonly locale = new LocaleController(this);

  override render() {
    const o = effectiveOptions(this.edition, this.options);
    // teams have their own switch (teams-option.ts): neither counted nor reset here
    const changed = Object.keys(this.options).filter((k) => k !== 'teams').length;
    return html`<details
      ?open=${this.open}
      @toggle=${(e: Event) => (this.open = (e.target as HTMLDetailsElement).open)}
    >
      <summary>
        ${t('app.rules.title')}
        <span class="count">${changed ? t('app.rules.changed', { n: changed }) : t('app.rules.defaults')}</span>
      </summary>
      ${this.enumRow('wildDrawFour', o.wildDrawFour)} ${this.boolRow('wildsCountAsMatch', o.wildsCountAsMatch)}
      ${this.enumRow('stacking', o.stacking)} ${this.boolRow('multiPlay', o.multiPlay)}
      ${this.boolRow('twoPlayerReverseSkips', o.twoPlayerReverseSkips)} ${this.enumRow('firstCard', o.firstCard)}
      ${this.enumRow('scoring', o.scoring)} ${this.targetRow(o)} ${this.enumRow('blockedRound', o.blockedRound)}
      ${this.boolRow('sevenZero', o.sevenZero)} ${this.boolRow('jumpIn', o.jumpIn)}
      ${this.boolRow('drawUntilPlayable', o.drawUntilPlayable)}
      ${this.edition === 'house-rules' ? this.clockRow('raceMs', this.raceMs) : nothing}
      ${this.clockRow('turnMs', this.turnMs)} ${this.clockRow('standInMs', this.standInMs)}
      ${this.clockRow('hostWaitMs', this.lobby?.hostWaitMs ?? this.hostWaitMs)}
      ${
        this.lobby
          ? html`<uno-key-quorum
              .quorum=${this.lobby.shareQuorum ?? DEFAULT_SHARE_QUORUM}
              .guests=${guestsOf(this.lobby)}
              ?disabled=${this.disabled}
            ></uno-key-quorum>`
          : null
      }
      ${
        this.disabled
          ? null
          : html`<div class="actions">
              <button
                type="button"
                ?disabled=${changed === 0}
                @click=${() => this.emit({ options: this.options.teams ? { teams: true } : {} })}
              >
                ${t('app.rules.reset')}
              </button>
            </div>`
      }
    </details>`;
  }

  private row(id: string, control: TemplateResult): TemplateResult {
    return html`<div class="row">
      <label for=${id}>${t(`app.rule.${id}`)}</label>
      ${control}
      <p class="hint" id="${id}-hint">${t(`app.rule.${id}.hint`)}</p>
    </div>`;
  }

  private enumRow(key: EnumOption, value: string) {
    return this.row(
      key,
      html`<select
        id=${key}
        aria-describedby="${key}-hint"
        ?disabled=${this.disabled}
        @change=${(e: Event) => this.setOption(key, (e.target as HTMLSelectElement).value as RuleOptions[EnumOption])}
      >
        ${CHOICES[key].map((c) => html`<option value=${c} ?selected=${c === value}>${t(`app.rule.${key}.${c}`)}</option>`)}
      </select>`,
    );
  }

  private boolRow(key: BoolOption, value: boolean) {
    return this.row(
      key,
      html`<input
        type="checkbox"
        id=${key}
        aria-describedby="${key}-hint"
        .checked=${value}
        ?disabled=${this.disabled}
        @change=${(e: Event) => this.setOption(key, (e.target as HTMLInputElement).checked)}
      />`,
    );
  }

  private targetRow(o: RuleOptions) {
    return this.row(
      'target',
      html`<input
        type="number"
        id="target"
        inputmode="numeric"
        min="10"
        max="5000"
        step="10"
        aria-describedby="target-hint"
        .value=${String(o.target)}
        ?disabled=${this.disabled || o.scoring === 'none'}
        @change=${(e: Event) => {
          const input = e.target as HTMLInputElement;
          const n = Math.round(Number(input.value));
          if (!Number.isFinite(n) || n < 10 || n > 5000) {
            input.value = String(o.target);
            return;
          }
          this.setOption('target', n);
        }}
      />`,
    );
  }

  private clockRow(key: Clock, ms: number) {
    const [min, max] = CLOCK_RANGE[key];
    return this.row(
      key,
      html`<input
        type="number"
        id=${key}
        inputmode="numeric"
        min=${min}
        max=${max}
        step="1"
        aria-describedby="${key}-hint"
        .value=${String(Math.round(ms / 1000))}
        ?disabled=${this.disabled}
        @change=${(e: Event) => {
          const input = e.target as HTMLInputElement;
          const s = Math.round(Number(input.value));
          if (input.value === '' || !Number.isFinite(s) || s < min || s > max) {
            input.value = String(Math.round(ms / 1000));
            return;
          }
          this.emit({ [key]: s * 1000 });
        }}
      />`,
    );
  }

  private setOption<K extends keyof RuleOptions>(key: K, value: RuleOptions[K]): void {
    this.emit({ options: { ...this.options, [key]: value } });
  }

  private emit(detail: Partial<HostSettings>): void {
    this.dispatchEvent(new CustomEvent('uno-configure', { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-rules-form': UnoRulesForm;
  }
}

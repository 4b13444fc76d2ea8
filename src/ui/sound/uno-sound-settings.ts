/**
 * `<uno-sound-settings>`: the game's sounds in the table's menu (docs/table-ui.md "Sounds"): a
 * switch and a volume slider, kept in this browser, and a button to hear the level chosen.
 */
import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/sound.js';
import { checkRow } from '../theme/index.js';
import { loadSoundPrefs, onSoundPrefs, saveSoundPrefs, type SoundPrefs } from './sound-prefs.js';
import { synth } from './synth.js';

@customElement('uno-sound-settings')
export class UnoSoundSettings extends LitElement {
  static override styles = [
    checkRow,
    css`
      /* clear of the menu's section above (its last button) */
      :host {
        display: block;
        margin-top: 12px;
      }
      h3 {
        margin: 0 0 4px;
        font-size: 1rem;
      }
      .check input {
        accent-color: var(--action);
      }
      /* on a narrow column (an upright phone) "Try" goes under the slider rather than squeeze it */
      .volume {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 4px 10px;
        min-height: 44px;
      }
      .volume input {
        flex: 1 1 8rem;
        min-width: 8rem;
        accent-color: var(--action);
      }
      .volume output {
        min-width: 3.5em;
        text-align: end;
        font-variant-numeric: tabular-nums;
      }
      button {
        font: inherit;
        min-height: 40px;
        padding: 4px 14px;
        border-radius: 10px;
        border: 1px solid var(--line-field);
        background: var(--paper);
        color: var(--ink-strong);
      }
      button:focus-visible,
      input:focus-visible {
        outline: none;
        box-shadow: var(--focus);
      }
      .hint {
        margin: 2px 0 0;
        color: var(--ink-muted);
        font-size: 0.9rem;
      }
    `,
  ];

  @state() private prefs: SoundPrefs = loadSoundPrefs();
  private readonly locale = new LocaleController(this);
  private off: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.prefs = loadSoundPrefs();
    this.off = onSoundPrefs((p) => (this.prefs = p));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.off?.();
  }

  private set(patch: Partial<SoundPrefs>): void {
    saveSoundPrefs({ ...this.prefs, ...patch });
  }

  override render() {
    const p = this.prefs;
    const percent = Math.round(p.volume * 100);
    return html`<section aria-labelledby="sound-title">
      <h3 id="sound-title">${t('sound.title')}</h3>
      <label class="check">
        <input
          id="sound-on"
          type="checkbox"
          aria-describedby="sound-hint"
          .checked=${!p.muted}
          @change=${(e: Event) => this.set({ muted: !(e.target as HTMLInputElement).checked })}
        />
        ${t('sound.on')}
      </label>
      <div class="volume">
        <label for="sound-volume">${t('sound.volume')}</label>
        <input
          id="sound-volume"
          type="range"
          min="0"
          max="100"
          step="5"
          .value=${String(percent)}
          ?disabled=${p.muted}
          aria-valuetext=${`${percent} %`}
          @input=${(e: Event) => this.set({ volume: Number((e.target as HTMLInputElement).value) / 100 })}
        />
        <output for="sound-volume">${percent} %</output>
        <button type="button" id="sound-try" ?disabled=${p.muted} @click=${() => synth().play('uno')}>
          ${t('sound.try')}
        </button>
      </div>
      <p class="hint" id="sound-hint">${t('sound.hint')}</p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-sound-settings': UnoSoundSettings;
  }
}

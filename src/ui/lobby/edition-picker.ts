/**
 * `<uno-edition-picker>`: the four editions as cards, each with its picture and one sentence; a
 * native radio group, so arrows move the choice and screen readers name it.
 *
 * @event uno-edition - detail `{ edition }`, when the player picks another edition.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { EditionId } from '../../game/index.js';
import { LocaleController, t } from '../i18n/i18n.js';
import '../i18n/app.js';
import { theme } from '../theme/index.js';
import { editionArt } from './edition-art.js';

export const EDITIONS: readonly EditionId[] = ['classic', 'skull', 'house-rules', 'power-grab'];

@customElement('uno-edition-picker')
export class UnoEditionPicker extends LitElement {
  static override styles = [
    theme,
    css`
      fieldset {
        border: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
        gap: 0.6rem;
      }
      legend {
        font-weight: 700;
        font-size: 1.15rem;
        margin-bottom: 0.5rem;
        padding: 0;
      }
      label {
        position: relative;
        display: grid;
        grid-template-columns: 96px 1fr;
        gap: 0.6rem;
        align-items: center;
        padding: 0.5rem 0.7rem 0.5rem 0.5rem;
        border: 2px solid var(--line);
        border-radius: 12px;
        background: var(--white);
        cursor: pointer;
      }
      label:has(input:checked) {
        border-color: var(--red);
        box-shadow: inset 0 0 0 1px var(--red);
        background: var(--red-wash);
      }
      label:has(input:disabled) {
        cursor: default;
      }
      label:has(input:focus-visible) {
        box-shadow: var(--focus);
      }
      input {
        position: absolute;
        top: 0.5rem;
        right: 0.5rem;
      }
      .art {
        background: var(--felt);
        border-radius: 8px;
        display: grid;
        place-items: center;
        height: 64px;
      }
      .art svg {
        width: 96px;
        height: 64px;
      }
      @media (max-width: 480px) {
        label {
          grid-template-columns: 72px 1fr;
        }
        .art {
          height: 52px;
        }
        .art svg {
          width: 72px;
          height: 48px;
        }
      }
      .name {
        font-weight: 700;
        padding-right: 1.6rem;
      }
      .blurb {
        font-size: 0.88rem;
        color: var(--ink-soft);
      }
    `,
  ];

  @property() value: EditionId = 'classic';
  @property({ type: Boolean }) disabled = false;

  private readonly locale = new LocaleController(this);

  override render() {
    return html`<fieldset ?disabled=${this.disabled}>
      <legend>${t('app.edition.legend')}</legend>
      ${EDITIONS.map(
        (id) =>
          html`<label>
            <input
              type="radio"
              name="edition"
              .value=${id}
              .checked=${this.value === id}
              ?disabled=${this.disabled}
              aria-describedby="blurb-${id}"
              @change=${() => this.pick(id)}
            />
            <span class="art">${editionArt(id)}</span>
            <span>
              <span class="name">${t(`app.edition.${id}`)}</span><br />
              <span class="blurb" id="blurb-${id}">${t(`app.edition.${id}.blurb`)}</span>
            </span>
          </label>`,
      )}
    </fieldset>`;
  }

  private pick(edition: EditionId): void {
    this.value = edition;
    this.dispatchEvent(new CustomEvent('uno-edition', { detail: { edition }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-edition-picker': UnoEditionPicker;
  }
}

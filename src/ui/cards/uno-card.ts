/**
 * `<uno-card code="B4!">`: one card, drawn in SVG, with its accessible name in the current language.
 *
 * @summary A card face (or its back with `face-down`).
 * @csspart svg - the drawing.
 * @cssprop --card-w - the card's width (its height is 1.5 times it).
 */
import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { EditionId } from '../../engine/types.js';
import { LocaleController, t } from '../i18n/i18n.js';
import { cardBackArt, cardFaceArt } from './card-art.js';
import { cardName, colorLetter, editionColors, parseCard } from './card-face.js';

@customElement('uno-card')
export class UnoCard extends LitElement {
  @property() code = '';
  @property({ type: Boolean, reflect: true, attribute: 'face-down' }) faceDown = false;
  // Raised, dimmed, selected: attributes the styles read and nothing else, so a hand whose
  // playable cards change restyles its cards without drawing them again.
  get playable(): boolean {
    return this.hasAttribute('playable');
  }
  set playable(on: boolean) {
    this.toggleAttribute('playable', !!on);
  }
  get dimmed(): boolean {
    return this.hasAttribute('dimmed');
  }
  set dimmed(on: boolean) {
    this.toggleAttribute('dimmed', !!on);
  }
  get selected(): boolean {
    return this.hasAttribute('selected');
  }
  set selected(on: boolean) {
    this.toggleAttribute('selected', !!on);
  }
  /** Which edition's palette the Wilds' oval uses (purple instead of yellow in `skull`). */
  @property() edition: EditionId | '' = '';
  /** Hidden from assistive technology, for a card inside a control that already names it. */
  @property({ type: Boolean }) decorative = false;

  private readonly locale = new LocaleController(this);

  static override styles = css`
    :host {
      display: inline-block;
      width: var(--card-w, 64px);
      aspect-ratio: 2 / 3;
      vertical-align: middle;
      border-radius: calc(var(--card-w, 64px) * 0.11);
      transition: filter 0.15s ease;
    }
    svg {
      display: block;
      width: 100%;
      height: 100%;
      overflow: visible;
      filter: drop-shadow(0 1px 2px rgba(0, 0, 0, 0.45));
    }
    :host([playable]) svg {
      filter: drop-shadow(0 0 5px rgba(255, 236, 140, 0.95)) drop-shadow(0 2px 3px rgba(0, 0, 0, 0.5));
    }
    :host([dimmed]) svg {
      filter: brightness(0.62) saturate(0.75) drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4));
    }
    :host([selected]) svg {
      filter: drop-shadow(0 0 0 #fff) drop-shadow(0 0 4px #fff) drop-shadow(0 0 8px #4fc3ff);
    }
  `;

  override render() {
    const face = this.faceDown ? null : parseCard(this.code);
    const name = this.faceDown ? t('card.back') : cardName(this.code);
    const art = face
      ? cardFaceArt(face, {
          letter: face.color ? colorLetter(face.color) : '',
          wildColors: editionColors(this.edition),
        })
      : cardBackArt();
    return html`<svg
      part="svg"
      viewBox="0 0 100 150"
      role=${this.decorative ? 'presentation' : 'img'}
      aria-hidden=${this.decorative ? 'true' : 'false'}
      aria-label=${this.decorative ? '' : name}
      focusable="false"
    >
      ${svg`${art}`}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-card': UnoCard;
  }
}

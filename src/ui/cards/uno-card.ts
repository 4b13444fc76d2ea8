/**
 * `<uno-card code="B4!">`: one card, its drawing an image made once per face and shared by every
 * card of that face (card-image.ts), with its accessible name in the current language.
 *
 * Not a LitElement: a table deals, draws and shows hundreds of these, and a Lit element with its
 * own template per card cost a slow phone a few milliseconds per card dealt (docs/smoothness.md,
 * eighth pass). It draws itself as it joins the page and whenever what it shows changes, at once:
 * the work stays inside the update of whoever changed it.
 *
 * @summary A card face (or its back with `face-down`).
 * @csspart image - the drawing.
 * @cssprop --card-w - the card's width (its height is 1.5 times it).
 */
import { adoptStyles, css } from 'lit';
import type { EditionId } from '../../game/index.js';
import { onLangChange, t } from '../i18n/i18n.js';
import { artRule, faceSheet } from './card-image.js';
import { artClass } from './card-span.js';
import { cardName } from './card-face.js';
import { CARD_LOOK, CARD_SHADOW } from '../theme/card-looks.js';

/** How a card looks raised (playable), dimmed and selected: its image's filter. The hand gives its
 * cards (spans, card-span.ts) the same (uno-hand.ts). */
export { CARD_LOOK };

const styles = css`
  :host {
    display: inline-block;
    width: var(--card-w, 64px);
    aspect-ratio: 2 / 3;
    vertical-align: middle;
    border-radius: calc(var(--card-w, 64px) * 0.11);
  }
  [part='image'] {
    display: block;
    width: 100%;
    height: 100%;
    background-repeat: no-repeat;
    background-size: 100% 100%;
    filter: ${CARD_SHADOW};
  }
  :host([playable]) [part='image'] {
    filter: ${CARD_LOOK.playable};
  }
  :host([dimmed]) [part='image'] {
    filter: ${CARD_LOOK.dimmed};
  }
  :host([selected]) [part='image'] {
    filter: ${CARD_LOOK.selected};
  }
`;

/** The cards on the page: a change of language (or strings arriving) renames them all. Listening
 * after card-face.ts (imported above), whose names are forgotten first. */
const shown = new Set<UnoCard>();
onLangChange(() => {
  for (const card of shown) card.redraw();
});

export class UnoCard extends HTMLElement {
  static readonly observedAttributes = ['code', 'face-down', 'edition', 'decorative'];

  private image: HTMLElement | null = null;
  /** The drawing's rule, where the shadow root cannot adopt the shared sheet (card-image.ts). */
  private artStyle: HTMLStyleElement | null = null;
  /** The name the image has now, null when decorative (undefined: not named yet). */
  private named: string | null | undefined = undefined;
  private codeValue = '';
  private editionValue: EditionId | '' = '';
  private decorativeValue = false;

  get code(): string {
    return this.codeValue;
  }
  set code(code: string) {
    this.codeValue = typeof code === 'string' ? code : '';
    this.redraw();
  }

  get faceDown(): boolean {
    return this.hasAttribute('face-down');
  }
  set faceDown(on: boolean) {
    this.toggleAttribute('face-down', !!on);
  }

  /** Which edition's palette the Wilds' oval uses (purple instead of yellow in `skull`). */
  get edition(): EditionId | '' {
    return this.editionValue;
  }
  set edition(edition: EditionId | '') {
    this.editionValue = typeof edition === 'string' ? edition : '';
    this.redraw();
  }

  /** Hidden from assistive technology, for a card inside a control that already names it. */
  get decorative(): boolean {
    return this.decorativeValue;
  }
  set decorative(on: boolean) {
    this.decorativeValue = !!on;
    this.redraw();
  }

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

  /** Drawn already: kept for callers that wait for a Lit element's update. */
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name === 'code') this.code = value ?? '';
    else if (name === 'edition') this.edition = (value ?? '') as EditionId | '';
    else if (name === 'decorative') this.decorative = value !== null;
    else this.redraw();
  }

  connectedCallback(): void {
    shown.add(this);
    this.redraw();
  }

  disconnectedCallback(): void {
    shown.delete(this);
  }

  /** Shows what the card's code, side, edition and the language say, if that changed. */
  redraw(): void {
    if (!this.isConnected) return;
    const art = artClass(this.codeValue, this.editionValue, this.faceDown);
    const name = this.decorativeValue ? null : this.faceDown ? t('card.back') : cardName(this.codeValue);
    const image = this.image ?? this.makeImage();
    // only what changed is written: a hand's cards are handed new codes at most updates
    if (image.className !== art) {
      image.className = art;
      if (this.artStyle) this.artStyle.textContent = artRule(art);
    }
    if (name === this.named) return;
    this.named = name;
    // a decorative card is not there for assistive technology; another is an image with its name
    if (name === null) {
      image.removeAttribute('role');
      image.removeAttribute('aria-label');
      image.setAttribute('aria-hidden', 'true');
    } else {
      image.setAttribute('role', 'img');
      image.setAttribute('aria-label', name);
      image.removeAttribute('aria-hidden');
    }
  }

  private makeImage(): HTMLElement {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptStyles(root, faceSheet ? [styles, faceSheet] : [styles]);
    if (!faceSheet) root.append((this.artStyle = document.createElement('style')));
    const image = document.createElement('span');
    image.setAttribute('part', 'image');
    root.append(image);
    return (this.image = image);
  }
}

customElements.define('uno-card', UnoCard);

declare global {
  interface HTMLElementTagNameMap {
    'uno-card': UnoCard;
  }
}

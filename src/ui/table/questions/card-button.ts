/** A card to pick in a question (a stack's card to add, a card to keep): the card, named for
 * screen readers. */
import { html, type TemplateResult } from 'lit';
import type { CardCode } from '../../../game/index.js';
import '../../cards/uno-card.js';

export function cardButton(code: CardCode, label: string, onClick: () => void, isDefault = false): TemplateResult {
  return html`<button type="button" class="card-btn" ?data-default=${isDefault} @click=${onClick}>
    <uno-card decorative .code=${code}></uno-card><span class="sr-only">${label}</span>
  </button>`;
}

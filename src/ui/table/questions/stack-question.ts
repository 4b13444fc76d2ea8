/** `<uno-stack-question>`: +2s (or +4s) stacked on the player: add one of the hand's, or draw them all. */
import { html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { t } from '../../i18n/i18n.js';
import { cardName } from '../../cards/card-face.js';
import { canDo, legalOf } from '../table-model.js';
import { QuestionElement, type QuestionParams } from './question.js';
import { cardButton } from './card-button.js';

@customElement('uno-stack-question')
export class UnoStackQuestion extends QuestionElement {
  protected readonly kind = 'stack';

  protected heading(p: QuestionParams): string {
    return t('dialog.stack.title', { n: p.view.pending });
  }

  protected body({ view }: QuestionParams): TemplateResult {
    const n = view.pending;
    const plays = [...new Set(legalOf(view, 'play').map((a) => a.card))];
    return html`<p>${t('dialog.stack.text', { n })}</p>
      <div class="cards">
        ${plays.map((code) => cardButton(code, t('dialog.stack.play', { card: cardName(code) }), () => this.play(code)))}
      </div>
      <div class="row">
        ${
          canDo(view, 'draw')
            ? html`<button type="button" class="primary" data-default @click=${() => this.answer({ type: 'draw' })}>
                ${t('dialog.stack.draw', { n })}
              </button>`
            : nothing
        }
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-stack-question': UnoStackQuestion;
  }
}

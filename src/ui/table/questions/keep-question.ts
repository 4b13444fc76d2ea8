/** `<uno-keep-question>`: a card to keep out of those drawn (or pass, where the rules allow). */
import { html, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { t } from '../../i18n/i18n.js';
import { cardName } from '../../cards/card-face.js';
import { legalOf } from '../table-model.js';
import { QuestionElement, type QuestionParams } from './question.js';
import { cardButton } from './card-button.js';
import { passRow } from './pass-row.js';

@customElement('uno-keep-question')
export class UnoKeepQuestion extends QuestionElement {
  protected readonly kind = 'keep';

  protected heading(): string {
    return t('dialog.keep.title');
  }

  protected body({ view }: QuestionParams): TemplateResult {
    const keeps = [...new Set(legalOf(view, 'keep').map((a) => a.card))];
    return html`<p>${t('dialog.keep.text')}</p>
      <div class="cards">
        ${keeps.map((code, i) =>
          cardButton(
            code,
            t('dialog.keep.keep', { card: cardName(code) }),
            () => this.answer({ type: 'keep', card: code }),
            i === 0,
          ),
        )}
      </div>
      ${passRow(view, t('dialog.keep.pass'), () => this.answer({ type: 'pass' }))}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-keep-question': UnoKeepQuestion;
  }
}

/** `<uno-towers-question>`: the towers edition's choice of towers to take, from a seat or the middle. */
import { html, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { t } from '../../i18n/i18n.js';
import { personal } from '../event-text.js';
import { legalOf } from '../table-model.js';
import { passRow } from './pass-row.js';
import { QuestionElement, type QuestionParams } from './question.js';
import { questionStyles } from './question.styles.js';
import { towersQuestionStyles } from './towers-question.styles.js';

@customElement('uno-towers-question')
export class UnoTowersQuestion extends QuestionElement {
  static override styles = [questionStyles, towersQuestionStyles];
  protected readonly kind = 'towers';

  protected heading(): string {
    return t('dialog.towers.title');
  }

  protected body({ view, nameOf }: QuestionParams): TemplateResult {
    const describe = (tw: 'U' | 'N' | 'O' | '!') => {
      const owner = view.towers?.[tw] ?? null;
      if (owner === null) return t('dialog.towers.fromNeutral', { tower: tw });
      return personal('dialog.towers.fromSeat', view.seat, { you: owner }, { tower: tw, name: nameOf(owner) });
    };
    return html`<p>${t('dialog.towers.text')}</p>
      <div class="options">
        ${legalOf(view, 'towers').map((a, i) => {
          const parts = a.take.map(describe);
          const what = parts.length === 2 ? t('dialog.towers.and', { a: parts[0]!, b: parts[1]! }) : parts.join(', ');
          return html`<button
            type="button"
            class="option"
            ?data-default=${i === 0}
            @click=${() => this.answer({ type: 'towers', take: a.take })}
          >
            <span class="tower-marks" aria-hidden="true"
              >${a.take.map((tw) => html`<span class="tower-mark">${tw}</span>`)}</span
            >
            ${t('dialog.towers.take', { what })}
          </button>`;
        })}
      </div>
      ${passRow(view, t('table.pass'), () => this.answer({ type: 'pass' }))}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-towers-question': UnoTowersQuestion;
  }
}

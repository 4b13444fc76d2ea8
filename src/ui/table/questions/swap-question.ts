/** `<uno-swap-question>`: sevenZero: the 7's player takes another seat's hand (rules.md "The app's
 * house rules"); the default, as the turn timer's, is the fewest cards. */
import { html, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { t } from '../../i18n/i18n.js';
import { legalOf } from '../table-model.js';
import { QuestionElement, type QuestionParams } from './question.js';

@customElement('uno-swap-question')
export class UnoSwapQuestion extends QuestionElement {
  protected readonly kind = 'swap';

  protected heading(): string {
    return t('dialog.swap.title');
  }

  protected body({ view, nameOf }: QuestionParams): TemplateResult {
    const targets = legalOf(view, 'swap').map((a) => a.target);
    const count = (s: number) => view.counts[s] ?? 0;
    const fewest = targets.reduce((best, s) => (count(s) < count(best) ? s : best), targets[0] ?? -1);
    return html`<p>${t('dialog.swap.text')}</p>
      <div class="options">
        ${targets.map(
          (s) =>
            html`<button
              type="button"
              class="option"
              ?data-default=${s === fewest}
              @click=${() => this.answer({ type: 'swap', target: s })}
            >
              ${t(count(s) === 1 ? 'dialog.swap.with1' : 'dialog.swap.with', { name: nameOf(s), n: count(s) })}
            </button>`,
        )}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-swap-question': UnoSwapQuestion;
  }
}

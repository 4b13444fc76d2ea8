/**
 * `<uno-color-question>`: the color a Wild sets, asked either before the Wild is sent (the hand's
 * Wild, with Cancel) or by the table after it (phase `color`).
 *
 * @event question-color - detail: the `Color` chosen for the Wild waiting in `card`.
 * @event question-cancel - the Wild waiting in `card` goes back to the hand.
 */
import { html, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { CardCode, Color } from '../../../game/index.js';
import { countByColor } from '../../../game/notation/index.js';
import { t } from '../../i18n/i18n.js';
import { cardName, colorLetter, colorName, editionColors } from '../../cards/card-face.js';
import { COLOR_TOKEN, inkOn } from '../../theme/table-tokens.js';
import { legalOf } from '../table-model.js';
import { QuestionElement, type QuestionParams } from './question.js';
import { questionStyles } from './question.styles.js';
import { colorQuestionStyles } from './color-question.styles.js';

export interface ColorParams extends QuestionParams {
  /** A Wild waiting for its color before it is sent; null: the table asks (phase `color`). */
  card: CardCode | null;
}

/** The color `hand` holds most among `colors`, the first of them on a tie: what a player picks
 * without thinking, hence the answer Enter gives and where the focus lands. A Wild has no color:
 * the one being played counts for none. */
function colorHeldMost(hand: readonly CardCode[], colors: readonly Color[]): Color | undefined {
  const counts = countByColor(hand, colors);
  let best: Color | undefined;
  for (const c of colors) if (best === undefined || (counts.get(c) ?? 0) > (counts.get(best) ?? 0)) best = c;
  return best;
}

@customElement('uno-color-question')
export class UnoColorQuestion extends QuestionElement<ColorParams> {
  static override styles = [questionStyles, colorQuestionStyles];
  protected readonly kind = 'color';

  protected heading(): string {
    return t('dialog.color.title');
  }

  private pick(p: ColorParams, c: Color): void {
    if (p.card) this.dispatchEvent(new CustomEvent<Color>('question-color', { detail: c, bubbles: true }));
    else this.answer({ type: 'color', color: c });
  }

  private buttons(p: ColorParams, colors: Color[]): TemplateResult {
    const preferred = colorHeldMost(p.view.hand, colors);
    return html`<div class="colors" role="group" aria-label=${t('dialog.color.title')}>
      ${colors.map(
        (c) =>
          html`<button
            type="button"
            class="color-btn"
            style="--c:${COLOR_TOKEN[c]};--c-ink:${inkOn(c)}"
            ?data-default=${c === preferred}
            @click=${() => this.pick(p, c)}
          >
            <span class="letter" aria-hidden="true">${colorLetter(c)}</span>${colorName(c)}
          </button>`,
      )}
    </div>`;
  }

  protected body(p: ColorParams): TemplateResult {
    if (!p.card)
      return this.buttons(
        p,
        legalOf(p.view, 'color').map((a) => a.color),
      );
    return html`<p class="lead">${cardName(p.card)}</p>
      ${this.buttons(p, editionColors(p.view.edition))}
      <div class="row end">
        <button
          type="button"
          class="secondary"
          @click=${() => this.dispatchEvent(new CustomEvent('question-cancel', { bubbles: true }))}
        >
          ${t('dialog.color.cancel')}
        </button>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-color-question': UnoColorQuestion;
  }
}

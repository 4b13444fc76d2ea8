/** `<uno-race-question>`: a house rule's race: everyone makes its gesture, the last one draws. */
import { html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { t } from '../../i18n/i18n.js';
import { isolate } from '../../bidi.js';
import { gestureGlyph, gestureName } from '../gestures.js';
import { QuestionElement, type QuestionParams } from './question.js';
import { questionStyles } from './question.styles.js';
import { raceQuestionStyles } from './race-question.styles.js';

@customElement('uno-race-question')
export class UnoRaceQuestion extends QuestionElement {
  static override styles = [questionStyles, raceQuestionStyles];
  protected readonly kind = 'race';

  protected heading(p: QuestionParams): string {
    return t('dialog.race.title', { n: p.view.race?.number ?? '' });
  }

  protected body({ view }: QuestionParams): TemplateResult {
    const race = view.race;
    if (!race) return html``;
    const done = !!race.done?.[view.seat];
    const rule = view.rules?.find((r) => r.number === race.number);
    // the gesture is public (the rules list and the log say it): a new player should not pick blind
    return html`${rule ? html`<p class="current">${t('dialog.race.rule', { text: isolate(rule.text) })}</p>` : nothing}
      <p class="current gesture">
        ${t('dialog.race.gesture', { gesture: `${gestureGlyph(race.gesture)} ${gestureName(race.gesture)}`.trim() })}
      </p>
      ${
        done
          ? html`<p class="lead" role="status">${t('dialog.race.done')}</p>
              <div class="row"><button type="button" class="secondary" disabled>${t('dialog.race.done')}</button></div>`
          : html`<p>${t('dialog.race.text')}</p>
              <div class="gesture-grid">
                ${race.choices.map(
                  (g) =>
                    html`<button
                      type="button"
                      class="gesture-btn"
                      @click=${() => this.answer({ type: 'react', gesture: g })}
                    >
                      <span class="glyph" aria-hidden="true">${gestureGlyph(g)}</span>${gestureName(g)}
                    </button>`,
                )}
              </div>`
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-race-question': UnoRaceQuestion;
  }
}

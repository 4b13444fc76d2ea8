/** `<uno-challenge-question>`: a Wild +4 played on the player: challenge it or accept the draw. */
import { html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import { t } from '../../i18n/i18n.js';
import { canDo } from '../table-model.js';
import { QuestionElement, type QuestionParams } from './question.js';

export interface ChallengeParams extends QuestionParams {
  /** Who played the Wild +4 being answered, if known. */
  by: number | null;
}

@customElement('uno-challenge-question')
export class UnoChallengeQuestion extends QuestionElement<ChallengeParams> {
  protected readonly kind = 'challenge';

  protected heading(): string {
    return t('dialog.challenge.title');
  }

  protected body(p: ChallengeParams): TemplateResult {
    // The question goes to the +4's target: a Wild +4 credited to the player itself (one read from
    // an older play) is left unnamed rather than "You played a Wild +4".
    const by = p.by === p.view.seat ? null : p.by;
    return html`<p>
        ${by === null ? t('dialog.challenge.textAnon') : t('dialog.challenge.text', { name: p.nameOf(by) })}
      </p>
      <div class="row">
        ${
          canDo(p.view, 'challenge')
            ? html`<button type="button" class="primary warn" @click=${() => this.answer({ type: 'challenge' })}>
                ${t('dialog.challenge.challenge')}
              </button>`
            : nothing
        }
        ${
          canDo(p.view, 'accept')
            ? html`<button type="button" class="primary" data-default @click=${() => this.answer({ type: 'accept' })}>
                ${t('dialog.challenge.accept')}
              </button>`
            : nothing
        }
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-challenge-question': UnoChallengeQuestion;
  }
}

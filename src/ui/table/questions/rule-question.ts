/**
 * `<uno-rule-question>`: the house-rules edition's new rule: its number (or the one it replaces),
 * its text (80 characters at most) and the gesture the race will ask. The draft is the question's
 * own: it starts afresh each time the question opens.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { GESTURES } from '../../../game/index.js';
import { t } from '../../i18n/i18n.js';
import { gestureGlyph, gestureName } from '../gestures.js';
import { canDo, legalOf } from '../table-model.js';
import { QuestionElement, type QuestionParams } from './question.js';
import { questionStyles } from './question.styles.js';
import { ruleQuestionStyles } from './rule-question.styles.js';

export interface RuleDraft {
  number: number | null;
  text: string;
  gesture: string;
}

const freshDraft = (): RuleDraft => ({ number: null, text: '', gesture: GESTURES[0] ?? '' });

@customElement('uno-rule-question')
export class UnoRuleQuestion extends QuestionElement {
  static override styles = [questionStyles, ruleQuestionStyles];
  protected readonly kind = 'rule';
  @state() draft: RuleDraft = freshDraft();

  protected override opening(): void {
    this.draft = freshDraft();
  }

  private numbers(p: QuestionParams): number[] {
    return [...new Set(legalOf(p.view, 'rule').map((a) => a.number))];
  }

  protected heading(p: QuestionParams): string {
    const numbers = this.numbers(p);
    const replacing = numbers.length > 0 && numbers.every((n) => p.view.rules?.some((r) => r.number === n));
    return t(replacing ? 'dialog.rule.replaceTitle' : 'dialog.rule.title');
  }

  private edit(patch: Partial<RuleDraft>): void {
    this.draft = { ...this.draft, ...patch };
  }

  /** One choice of a radio group (the rule's number, its gesture): picking it edits the draft. */
  private option(
    cls: string,
    name: string,
    checked: boolean,
    patch: Partial<RuleDraft>,
    label: TemplateResult,
  ): TemplateResult {
    return html`<label class=${cls}
      ><input type="radio" name=${name} .checked=${checked} @change=${() => this.edit(patch)} /><span
        >${label}</span
      ></label
    >`;
  }

  protected body(p: QuestionParams): TemplateResult {
    const { view } = p;
    const rule = this.draft;
    const numbers = this.numbers(p);
    const number = rule.number !== null && numbers.includes(rule.number) ? rule.number : (numbers[0] ?? null);
    const current = view.rules?.find((r) => r.number === number);
    const ready = number !== null && rule.text.trim().length > 0 && rule.text.length <= 80 && !!rule.gesture;
    const submit = () => {
      if (ready && number !== null)
        this.answer({ type: 'rule', number, text: rule.text.trim(), gesture: rule.gesture });
    };
    return html`<div class="form">
      ${
        numbers.length > 1
          ? html`<fieldset class="numbers">
              <legend>${t('dialog.rule.number')}</legend>
              ${numbers.map((n) => this.option('num-opt', 'rule-number', n === number, { number: n }, html`${n}`))}
            </fieldset>`
          : html`<p class="lead">${t('dialog.rule.number')} <strong class="big-num">${number}</strong></p>`
      }
      ${current ? html`<p class="current">${t('dialog.rule.current', { text: current.text })}</p>` : nothing}
      <label class="text-field">
        <span>${t('dialog.rule.text')}</span>
        <input
          type="text"
          maxlength="80"
          autocomplete="off"
          autofocus
          .value=${rule.text}
          @input=${(e: Event) => this.edit({ text: (e.target as HTMLInputElement).value.slice(0, 80) })}
        />
        <small aria-hidden="true">${rule.text.length}/80</small>
      </label>
      <fieldset class="gestures">
        <legend>${t('dialog.rule.gesture')}</legend>
        ${GESTURES.map((g) =>
          this.option(
            'gesture-opt',
            'rule-gesture',
            g === rule.gesture,
            { gesture: g },
            html`<span class="glyph" aria-hidden="true">${gestureGlyph(g)}</span>${gestureName(g)}`,
          ),
        )}
      </fieldset>
      <div class="row">
        ${
          canDo(view, 'pass')
            ? html`<button type="button" class="secondary" @click=${() => this.answer({ type: 'pass' })}>
                ${t('dialog.rule.pass')}
              </button>`
            : nothing
        }
        <button type="button" class="primary" data-default ?disabled=${!ready} @click=${submit}>
          ${t('dialog.rule.create')}
        </button>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'uno-rule-question': UnoRuleQuestion;
  }
}

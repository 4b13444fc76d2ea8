/**
 * `QuestionElement`: what every question of the table shares. A question is an element that the
 * question host (question-host.ts) makes once, keeps in the page and shows with new params; it draws
 * its content in a `<uno-dialog>` and answers through events, never by calling into the table.
 *
 * Each offers exactly the choices `view.legal` lists and marks its default answer for Enter with
 * `data-default` (docs/table-ui.md "Keyboard"). While a catch is legal, Contre-UNO buttons show
 * under the question: the modal makes the opponents' chips inert, and the UNO window may run
 * alongside any question.
 *
 * @event question-answer - detail: the engine `Action` the player chose.
 * @event question-play - detail: a `CardCode` to play (the table asks a Wild's color first).
 */
import { LitElement, html, noChange, nothing, type CSSResultGroup, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { Action, CardCode, PlayerView } from '../../../game/index.js';
import { t } from '../../i18n/i18n.js';
import { legalOf } from '../table-model.js';
import type { UnoDialog } from '../uno-dialog.js';
import { questionStyles } from './question.styles.js';
import '../uno-dialog.js';

/** What every question is shown with. */
export interface QuestionParams {
  view: PlayerView;
  /** The running clock's end (ms since epoch), if the question has one. */
  deadline: number | null;
  /** A seat's name inside a sentence ("You" for the player's own). */
  nameOf(seat: number): string;
}

export abstract class QuestionElement<P extends QuestionParams = QuestionParams> extends LitElement {
  static override styles: CSSResultGroup = questionStyles;

  @property({ attribute: false }) params: P | null = null;
  /** Shown to the player; a closed question stays in the page for its next showing. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The name of the question, its dialog's class (`phase-dialog <kind>`). */
  protected abstract readonly kind: string;
  protected abstract heading(p: P): string;
  protected abstract body(p: P): TemplateResult;
  /** Whether the question shows its clock (the results wait for the host, not a clock). */
  protected timed = true;
  /** The params the content was last drawn with. */
  private drawnFor: P | null = null;

  /** Shows the question with `params`, opening it if it was closed. */
  show(params: P): void {
    if (!this.open) this.opening(params);
    this.params = params;
    this.open = true;
  }

  /** A question that opens afresh (not one shown again with new params) starts from here. */
  protected opening(_params: P): void {}

  /** The question is answered or gone: its dialog closes now, without a blur (uno-dialog.ts,
   * `dismiss`), and the element stays for the next time. */
  close(): void {
    if (!this.open) return;
    this.open = false;
    this.dialog?.dismiss();
  }

  get dialog(): UnoDialog | null {
    return this.renderRoot.querySelector('uno-dialog');
  }

  override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await this.dialog?.updateComplete;
    return done;
  }

  protected answer(action: Action): void {
    this.dispatchEvent(new CustomEvent<Action>('question-answer', { detail: action, bubbles: true }));
  }

  protected play(code: CardCode): void {
    this.dispatchEvent(new CustomEvent<CardCode>('question-play', { detail: code, bubbles: true }));
  }

  /** An event for the app (next round, rematch, leave, save), out of the table as its own were. */
  protected fire(name: 'uno-next-round' | 'uno-rematch' | 'uno-leave' | 'uno-save-record'): void {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true }));
  }

  /** The question's content; a question closed with the params it showed keeps it as drawn (the
   * round's results closing at the next deal drew them all again for nobody). */
  protected content(p: P): unknown {
    if (!this.open && p === this.drawnFor) return noChange;
    this.drawnFor = p;
    return this.body(p);
  }

  override render() {
    const p = this.params;
    if (!p) {
      // the dialog goes with it: params given again draw their content afresh
      this.drawnFor = null;
      return nothing;
    }
    const catches = legalOf(p.view, 'catch');
    return html`<uno-dialog
      class="phase-dialog ${this.kind}"
      .open=${this.open}
      .heading=${this.heading(p)}
      .deadline=${this.timed ? p.deadline : null}
    >
      ${this.content(p)}
      ${
        catches.length
          ? html`<div class="row catches">
              ${catches.map(
                (a) =>
                  html`<button
                    type="button"
                    class="primary warn"
                    @click=${() => this.answer({ type: 'catch', target: a.target })}
                  >
                    ${t('table.catchLabel', { name: p.nameOf(a.target) })}
                  </button>`,
              )}
            </div>`
          : nothing
      }
    </uno-dialog>`;
  }
}

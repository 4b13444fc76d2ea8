/**
 * `QuestionHost`: the table's one place for its questions, after Home Assistant's dialog manager
 * (`make-dialog-manager.ts`): a question's element is made the first time it is asked (or warmed,
 * prewarm.ts), kept in the page, and shown again with new params; the one answered closes and stays.
 *
 * Made once and kept, a question costs its next showing only the update of its content: an
 * element made anew (its shadow root, styles and first update) is what the round's results paid in
 * the replayed round ends of `bench:ui` (docs/smoothness-passes.md "Redesign"). Closed rather than taken
 * out, an open modal leaves the page's style to the next frame instead of working it out in the
 * middle of the table's update.
 */
import type { QuestionElement, QuestionParams } from './question.js';
import type { ColorParams } from './color-question.js';
import type { ChallengeParams } from './challenge-question.js';
import type { ResultsParams } from './results-question.js';
import './color-question.js';
import './challenge-question.js';
import './stack-question.js';
import './rule-question.js';
import './race-question.js';
import './towers-question.js';
import './keep-question.js';
import './swap-question.js';
import './round-question.js';
import './game-question.js';

/** Each question, its element and what it is shown with. */
export interface Questions {
  color: ColorParams;
  challenge: ChallengeParams;
  stack: QuestionParams;
  rule: QuestionParams;
  race: QuestionParams;
  towers: QuestionParams;
  keep: QuestionParams;
  swap: QuestionParams;
  round: ResultsParams;
  game: ResultsParams;
}
export type QuestionName = keyof Questions;

const TAGS: Record<QuestionName, keyof HTMLElementTagNameMap> = {
  color: 'uno-color-question',
  challenge: 'uno-challenge-question',
  stack: 'uno-stack-question',
  rule: 'uno-rule-question',
  race: 'uno-race-question',
  towers: 'uno-towers-question',
  keep: 'uno-keep-question',
  swap: 'uno-swap-question',
  round: 'uno-round-question',
  game: 'uno-game-question',
};

/** A question to show, with its params. */
export type Ask = { [N in QuestionName]: { name: N; params: Questions[N] } }[QuestionName];

function questionsContainer(): HTMLElement {
  const el = document.createElement('div');
  el.className = 'questions';
  return el;
}

export class QuestionHost {
  private readonly made = new Map<QuestionName, QuestionElement>();
  private shown: QuestionElement | null = null;

  /** `container`: where the questions' elements live; the table puts it in its shadow root, ahead
   * of what its template draws (a `.questions` box of `display: contents`). */
  constructor(readonly container: HTMLElement = questionsContainer()) {}

  /** The question's element, made (closed) the first time. */
  element<N extends QuestionName>(name: N): QuestionElement<Questions[N]> {
    let el = this.made.get(name);
    if (!el) {
      el = document.createElement(TAGS[name]) as unknown as QuestionElement;
      this.made.set(name, el);
      this.container.append(el);
    }
    return el as unknown as QuestionElement<Questions[N]>;
  }

  /** Shows `ask` (closing the question shown before, if another), or closes the one shown. */
  show(ask: Ask | null): void {
    const next = ask ? this.element(ask.name) : null;
    if (this.shown && this.shown !== next) this.shown.close();
    this.shown = next;
    if (ask && next) (next as QuestionElement<QuestionParams>).show(ask.params);
  }

  /** The question shown now, if any. */
  get current(): QuestionElement | null {
    return this.shown?.open ? this.shown : null;
  }

  /** Whether `el` is one of the questions, open or closed. */
  holds(el: Element | null | undefined): el is QuestionElement {
    return !!el && [...this.made.values()].includes(el as QuestionElement);
  }

  /** Done when the question shown has drawn its content. */
  async updateComplete(): Promise<void> {
    await this.shown?.updateComplete;
  }
}

/** The question host (questions/question-host.ts): a question closes at once when it goes and stays
 * in the page, closed, for the next time (a question made anew each time cost the update that
 * asked it, and an open modal taken out of the page made the browser work out the page's style
 * there and then). */
import { expect } from '@open-wc/testing';
import { setLang, t } from '../../../../src/ui/i18n/i18n.js';
import { QuestionHost, type Ask } from '../../../../src/ui/table/questions/question-host.js';
import type { UnoDialog } from '../../../../src/ui/table/uno-dialog.js';
import { makeView, nextFrame } from './fixtures.js';

/** A stack of `n` to answer: "Draw n?" with its one button. */
const question = (n: number, deadline: number | null = null): Ask => ({
  name: 'stack',
  params: {
    view: makeView({ phase: 'stack', pending: n, legal: [{ type: 'draw' }] }),
    deadline,
    nameOf: (s) => `Player ${s}`,
  },
});

let host: QuestionHost;
const show = async (q: Ask | null): Promise<void> => {
  host.show(q);
  await host.updateComplete();
};
const questionEl = () => host.container.querySelector('uno-stack-question');
const dialogEl = () => questionEl()?.shadowRoot!.querySelector<UnoDialog>('uno-dialog') ?? null;
const native = () => dialogEl()?.shadowRoot!.querySelector('dialog') ?? null;
const button = () => questionEl()!.shadowRoot!.querySelector('button')!;
/** Past the next frame, in a task of its own. */
const afterFrame = async () => {
  await nextFrame();
  await new Promise((r) => setTimeout(r, 20));
};

beforeEach(async () => {
  await setLang('en');
  const container = document.createElement('div');
  document.body.append(container);
  host = new QuestionHost(container);
});
afterEach(() => {
  host.show(null);
  host.container.remove();
});

describe('the question host', () => {
  it('renders nothing until a question comes', async () => {
    await show(null);
    expect(dialogEl() === null).to.equal(true);
  });

  it('closes in the update that took the question away, and stays in the page, closed', async () => {
    await show(question(2));
    await nextFrame();
    expect(native()!.open, 'the question shows').to.equal(true);
    await show(null);
    const left = dialogEl();
    expect(left !== null, 'still in the page').to.equal(true);
    expect(left!.hasAttribute('open'), 'no longer open').to.equal(false);
    expect(native()!.open, 'closed at once').to.equal(false);
    expect(native()!.matches(':modal'), 'the page behind is no longer inert').to.equal(false);
    await afterFrame();
    expect(dialogEl() === left, 'kept after the frame').to.equal(true);
    expect(native()!.open, 'and closed').to.equal(false);
    expect(button().getClientRects().length, 'its answer is not drawn').to.equal(0);
  });

  it('lets go of the focus at the frame, not in the update (a blur there forces a restyle)', async () => {
    await show(question(2));
    await nextFrame();
    const yes = button();
    yes.focus();
    let blurred = false;
    yes.addEventListener('blur', () => (blurred = true));
    await show(null);
    expect(blurred, 'no blur in the update').to.equal(false);
    await afterFrame();
    expect(questionEl()!.shadowRoot!.activeElement === yes, 'the answered button keeps no focus').to.equal(false);
  });

  it('opens the same element for the next question, with its content', async () => {
    await show(question(2));
    await nextFrame();
    await show(null);
    const same = dialogEl();
    await afterFrame();
    await show(question(4));
    expect(dialogEl() === same, 'the same element shows the new question').to.equal(true);
    expect(dialogEl()!.open).to.equal(true);
    await nextFrame();
    expect(native()!.open, 'shown again').to.equal(true);
    expect(dialogEl()!.shadowRoot!.querySelector('h2')!.textContent).to.equal(t('dialog.stack.title', { n: 4 }));
    expect(button().textContent.trim()).to.equal(t('dialog.stack.draw', { n: 4 }));
    expect(host.container.querySelectorAll('uno-stack-question').length).to.equal(1);
  });

  it('stops its countdown while closed, and shows it again with the next question', async () => {
    const deadline = Date.now() + 30_000;
    await show(question(2, deadline));
    const clock = () => !!dialogEl()!.shadowRoot!.querySelector('uno-countdown');
    expect(clock(), 'a running clock shows').to.equal(true);
    await show(null);
    await dialogEl()!.updateComplete;
    expect(clock(), 'no clock in the closed dialog').to.equal(false);
    await show(question(2, deadline));
    await dialogEl()!.updateComplete;
    expect(clock(), 'the same deadline shows again').to.equal(true);
  });
});

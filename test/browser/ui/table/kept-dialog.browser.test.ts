/** `keptDialog()`: the table's question, closed at once when it goes and kept in the page, closed,
 * for the next question (kept-dialog.ts: a dialog made anew for each question cost the update
 * that asked it, and an open modal taken out of the page made the browser work out the page's
 * style there and then). */
import { expect } from '@open-wc/testing';
import { html, nothing, render, type TemplateResult } from 'lit';
import { keptDialog } from '../../../../src/ui/table/kept-dialog.js';
import '../../../../src/ui/table/uno-dialog.js';
import type { UnoDialog } from '../../../../src/ui/table/uno-dialog.js';
import { nextFrame } from './fixtures.js';

const question = (heading: string, deadline: number | null = null): TemplateResult =>
  html`<uno-dialog open class="phase-dialog" .heading=${heading} .deadline=${deadline}
    ><button data-default>${heading}</button></uno-dialog
  >`;

let container: HTMLElement;
const show = async (q: TemplateResult | typeof nothing): Promise<void> => {
  render(html`<div>${keptDialog(q)}</div>`, container);
  await container.querySelector<UnoDialog>('uno-dialog')?.updateComplete;
};
const dialogEl = () => container.querySelector<UnoDialog>('uno-dialog');
const native = () => dialogEl()?.shadowRoot!.querySelector('dialog') ?? null;
/** Past the next frame, in a task of its own. */
const afterFrame = async () => {
  await nextFrame();
  await new Promise((r) => setTimeout(r, 20));
};

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  render(nothing, container);
  container.remove();
});

describe('keptDialog(): the table question', () => {
  it('renders nothing until a question comes', async () => {
    await show(nothing);
    expect(dialogEl() === null).to.equal(true);
  });

  it('closes in the update that took the question away, and stays in the page, closed', async () => {
    await show(question('Which color?'));
    await nextFrame();
    expect(native()!.open, 'the question shows').to.equal(true);
    await show(nothing);
    const left = dialogEl();
    expect(left !== null, 'still in the page').to.equal(true);
    expect(left!.hasAttribute('open'), 'no longer open').to.equal(false);
    expect(native()!.open, 'closed at once').to.equal(false);
    expect(native()!.matches(':modal'), 'the page behind is no longer inert').to.equal(false);
    await afterFrame();
    expect(dialogEl() === left, 'kept after the frame').to.equal(true);
    expect(native()!.open, 'and closed').to.equal(false);
    expect(container.querySelector('button')!.getClientRects().length, 'its answer is not drawn').to.equal(0);
  });

  it('lets go of the focus at the frame, not in the update (a blur there forces a restyle)', async () => {
    await show(question('Which color?'));
    await nextFrame();
    const yes = container.querySelector('button')!;
    yes.focus();
    let blurred = false;
    yes.addEventListener('blur', () => (blurred = true));
    await show(nothing);
    expect(blurred, 'no blur in the update').to.equal(false);
    await afterFrame();
    expect(document.activeElement === yes, 'the answered button keeps no focus').to.equal(false);
  });

  it('opens the same element for the next question, with its content', async () => {
    await show(question('Which color?'));
    await nextFrame();
    await show(nothing);
    const same = dialogEl();
    await afterFrame();
    await show(question('Accept the +4?'));
    expect(dialogEl() === same, 'the same element shows the new question').to.equal(true);
    expect(dialogEl()!.open).to.equal(true);
    await nextFrame();
    expect(native()!.open, 'shown again').to.equal(true);
    expect(dialogEl()!.shadowRoot!.querySelector('h2')!.textContent).to.equal('Accept the +4?');
    expect(container.querySelector('button')!.textContent).to.equal('Accept the +4?');
    expect(container.querySelectorAll('uno-dialog').length).to.equal(1);
  });

  it('stops its countdown while closed, and shows it again with the next question', async () => {
    const deadline = Date.now() + 30_000;
    await show(question('Challenge?', deadline));
    const clock = () => !!dialogEl()!.shadowRoot!.querySelector('uno-countdown');
    expect(clock(), 'a running clock shows').to.equal(true);
    await show(nothing);
    await dialogEl()!.updateComplete;
    expect(clock(), 'no clock in the closed dialog').to.equal(false);
    await show(question('Challenge?', deadline));
    await dialogEl()!.updateComplete;
    expect(clock(), 'the same deadline shows again').to.equal(true);
  });
});

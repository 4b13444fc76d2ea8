/** `dialogOut()`: the table's question, closed at once when it goes and taken out of the page only
 * after the next frame (dialog-out.ts: an open modal dialog, or one just closed, taken out of the
 * page made the browser work out the page's style there and then). */
import { expect } from '@open-wc/testing';
import { html, nothing, render, type RootPart, type TemplateResult } from 'lit';
import { dialogOut } from '../../../../src/ui/table/dialog-out.js';
import '../../../../src/ui/table/uno-dialog.js';
import type { UnoDialog } from '../../../../src/ui/table/uno-dialog.js';
import { nextFrame } from './fixtures.js';

const question = (heading: string): TemplateResult =>
  html`<uno-dialog open class="phase-dialog" .heading=${heading}><button data-default>Yes</button></uno-dialog>`;

let container: HTMLElement;
let part: RootPart;
const show = async (q: TemplateResult | typeof nothing): Promise<void> => {
  part = render(html`<div>${dialogOut(q)}</div>`, container);
  await container.querySelector<UnoDialog>('uno-dialog')?.updateComplete;
};
const dialogEl = () => container.querySelector<UnoDialog>('uno-dialog');
const native = () => dialogEl()?.shadowRoot!.querySelector('dialog') ?? null;
/** Past the next frame, in a task of its own: where the closed dialog leaves. */
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

describe('dialogOut(): a question that goes', () => {
  it('closes in the update that took it away, and leaves the page after the next frame', async () => {
    await show(question('Which color?'));
    await nextFrame();
    expect(native()!.open, 'the question shows').to.equal(true);
    await show(nothing);
    const left = dialogEl();
    expect(left, 'still in the page during the update').to.not.equal(null);
    expect(left!.hasAttribute('open'), 'no longer open').to.equal(false);
    expect(native()!.open, 'closed at once').to.equal(false);
    expect(native()!.matches(':modal'), 'the page behind is no longer inert').to.equal(false);
    await afterFrame();
    expect(dialogEl(), 'gone after the frame').to.equal(null);
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
    expect(yes.isConnected, 'and it left the page').to.equal(false);
  });

  it('opens again when another question comes before it left, and stays', async () => {
    await show(question('Which color?'));
    await nextFrame();
    await show(nothing);
    const same = dialogEl();
    await show(question('Accept the +4?'));
    expect(dialogEl(), 'the same element shows the new question').to.equal(same);
    expect(dialogEl()!.open).to.equal(true);
    await afterFrame();
    expect(dialogEl(), 'not taken out by the earlier answer').to.equal(same);
    expect(native()!.open, 'shown again').to.equal(true);
    expect(dialogEl()!.shadowRoot!.querySelector('h2')!.textContent).to.equal('Accept the +4?');
  });

  it('leaves at once when nothing was shown, and after its frame when taken out of the page meanwhile', async () => {
    await show(nothing);
    expect(dialogEl()).to.equal(null);
    await show(question('Which color?'));
    await nextFrame();
    await show(nothing);
    // as the table's template does when the table leaves the page and comes back
    part.setConnected(false);
    await afterFrame();
    part.setConnected(true);
    expect(dialogEl(), 'kept while out of the page').to.not.equal(null);
    await afterFrame();
    expect(dialogEl(), 'gone a frame after it came back').to.equal(null);
  });
});

/** `<uno-dialog>` answered (dismissed, then taken out of the page by the table) or taken out of the
 * page while open: the focus goes back to what had it before the dialog opened, at the next frame,
 * unless it went somewhere else by then. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/table/uno-dialog.js';
import type { UnoDialog } from '../../../../src/ui/table/uno-dialog.js';
import { nextFrame } from './fixtures.js';

async function openDialog(): Promise<{ page: HTMLElement; invoker: HTMLButtonElement; dialog: UnoDialog }> {
  const page = await fixture<HTMLElement>(
    html`<div>
      <button class="invoker">Leave</button>
      <button class="other">Other</button>
      <uno-dialog heading="Sure?"><button data-default>Stay</button></uno-dialog>
    </div>`,
  );
  const invoker = page.querySelector<HTMLButtonElement>('.invoker')!;
  const dialog = page.querySelector<UnoDialog>('uno-dialog')!;
  invoker.focus();
  dialog.open = true;
  await dialog.updateComplete;
  await nextFrame();
  await nextFrame();
  expect(document.activeElement?.textContent, 'the default answer has the focus').to.equal('Stay');
  return { page, invoker, dialog };
}

describe('<uno-dialog>: the focus once it is taken out', () => {
  it('goes back to what had it before, at the next frame', async () => {
    const { invoker, dialog } = await openDialog();
    dialog.remove();
    await Promise.resolve();
    expect(document.activeElement, 'not in the update that took the dialog out').to.not.equal(invoker);
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).to.equal(invoker);
  });

  it('stays where it went meanwhile', async () => {
    const { page, invoker, dialog } = await openDialog();
    dialog.remove();
    const other = page.querySelector<HTMLButtonElement>('.other')!;
    other.focus();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).to.equal(other);
    expect(document.activeElement).to.not.equal(invoker);
  });

  it('dismissed: closes at once, and the focus goes back at the next frame', async () => {
    const { invoker, dialog } = await openDialog();
    dialog.dismiss();
    const box = dialog.shadowRoot!.querySelector('dialog')!;
    expect(box.open, 'closed now').to.equal(false);
    expect(dialog.open).to.equal(false);
    expect(dialog.hasAttribute('open'), 'no longer open for a selector').to.equal(false);
    await Promise.resolve();
    expect(document.activeElement, 'not in the update that dismissed it').to.not.equal(invoker);
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).to.equal(invoker);
    await dialog.updateComplete;
    expect(box.open, 'does not open again by itself').to.equal(false);
  });
});

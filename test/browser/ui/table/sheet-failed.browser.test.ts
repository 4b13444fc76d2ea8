/** A table menu whose chunk cannot load (offline, not held by the service worker) says so instead
 * of doing nothing (issue 30 point 7), and opens once the chunk loads. */
import { expect, fixture, html } from '@open-wc/testing';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { sheetChunks } from '../../../../src/ui/table/table-sheets.js';
import { makeSeats, makeView, lookIn } from './fixtures.js';

async function until<T>(fn: () => T | null | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the table menu that cannot load', () => {
  const menu = sheetChunks.menu;
  beforeEach(() => setLang('en'));
  afterEach(() => (sheetChunks.menu = menu));

  it('says that part of the game could not load, then opens when it can', async () => {
    sheetChunks.menu = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const t = await fixture<UnoTable>(
      html`<uno-table style="width:1000px;height:760px" .view=${makeView()} .seats=${makeSeats(4)}></uno-table>`,
    );
    lookIn(t).querySelector<HTMLButtonElement>('.menu-toggle')!.click();
    const alert = await until(() => lookIn(t).querySelector('.sheet-failed[role=alert]'));
    expect(alert.textContent).to.contain('could not be loaded');
    expect(lookIn(t).querySelector('uno-table-menu')).to.equal(null);
    await expect(t).to.be.accessible();
    sheetChunks.menu = menu;
    lookIn(t).querySelector<HTMLButtonElement>('.menu-toggle')!.click();
    const m = await until(() => lookIn(t).querySelector('uno-table-menu'));
    await until(() => m.shadowRoot?.querySelector('dialog[open]'));
    expect(lookIn(t).querySelector('.sheet-failed')).to.equal(null);
  });
});

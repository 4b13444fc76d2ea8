/** `<uno-phase-panel>`: the statechart's active path, as the engine names it today. */
import { expect, fixture, html } from '@open-wc/testing';
import { createTable } from '../../../../src/engine/index.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/inspect/uno-phase-panel.js';
import type { UnoPhasePanel } from '../../../../src/ui/inspect/uno-phase-panel.js';

async function panel(path: string): Promise<UnoPhasePanel> {
  const el = await fixture<UnoPhasePanel>(html`<uno-phase-panel .path=${path} .open=${true}></uno-phase-panel>`);
  await el.updateComplete;
  return el;
}

const items = (el: UnoPhasePanel): string[] =>
  [...el.shadowRoot!.querySelectorAll('li')].map((li) => li.textContent.trim());

describe('<uno-phase-panel>', () => {
  before(() => setLang('en'));
  after(() => localStorage.removeItem('uno.phasePanel'));

  it('lists each state of the path, the active one last', async () => {
    expect(items(await panel('play.unoOpen'))).to.deep.equal(['play', 'unoOpen']);
    expect(items(await panel('challenge.unoClosed'))).to.deep.equal(['challenge', 'unoClosed']);
    expect(items(await panel('drawn'))).to.deep.equal(['drawn']);
    expect(items(await panel('roundOver'))).to.deep.equal(['roundOver']);
  });

  it("shows the path of a real table's view", async () => {
    const table = createTable({ edition: 'classic', players: 3, seed: 'panel', dealer: 2 });
    const view = table.view(0);
    const el = await panel(view.phasePath);
    expect(items(el).join('.')).to.equal(view.phasePath);
    expect(items(el)[0]).to.equal(view.phase);
  });

  it('says no game runs when there is no path', async () => {
    const el = await panel('');
    expect(items(el).length).to.equal(0);
    expect(el.shadowRoot!.querySelector('.panel')!.textContent).to.contain('No game');
  });

  it('opens and closes from its button, saying so to assistive technology', async () => {
    const el = await fixture<UnoPhasePanel>(html`<uno-phase-panel path="play.unoClosed"></uno-phase-panel>`);
    const button = el.shadowRoot!.querySelector('button')!;
    const wasOpen = el.open;
    button.click();
    await el.updateComplete;
    expect(el.open).to.equal(!wasOpen);
    expect(button.getAttribute('aria-expanded')).to.equal(String(!wasOpen));
    expect(el.shadowRoot!.querySelector('.panel') !== null, 'the panel shows when open').to.equal(el.open);
  });

  it('passes the accessibility check, open', async () => {
    const el = await panel('play.unoOpen');
    await expect(el).to.be.accessible();
  });
});

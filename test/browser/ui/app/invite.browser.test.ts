/** An invitation link lands on "You're invited to table …" with Join first; a join's message shows
 * by the code field. */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../../src/ui/home/uno-home.js';
import type { UnoHome } from '../../../../src/ui/home/uno-home.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';

const $ = <T extends HTMLElement = HTMLElement>(el: UnoHome, sel: string) => el.shadowRoot!.querySelector<T>(sel)!;
/** The ways in, in the order the page shows them. */
const order = (el: UnoHome) =>
  [...el.shadowRoot!.querySelectorAll('#create-btn, #join-btn, #solo-btn')].map((b) => b.id);

describe('uno-home: an invitation', () => {
  beforeEach(() => setLang('en'));

  it('says which table invites the player, and Join comes first, as the main button', async () => {
    const el = await fixture<UnoHome>(html`<uno-home joinCode="ffx6vn"></uno-home>`);
    expect($(el, '.invited h2').textContent).to.equal('You’re invited to table FFX6VN');
    expect(order(el)).to.deep.equal(['join-btn', 'create-btn', 'solo-btn']);
    expect($(el, '#join-btn').textContent.trim()).to.equal('Join the table');
    expect($(el, '#join-btn').classList.contains('primary')).to.equal(true);
    expect($(el, '#create-btn').classList.contains('primary'), 'one main button').to.equal(false);
    expect($<HTMLInputElement>(el, '#code').value).to.equal('ffx6vn');
    await expect(el).to.be.accessible();
    await setLang('fr');
    await el.updateComplete;
    expect($(el, '.invited h2').textContent).to.equal('Vous êtes invité à la table FFX6VN');
  });

  it('on a phone either way, the invitation and Join the table show without scrolling', async () => {
    for (const size of [
      { width: 360, height: 740 },
      { width: 740, height: 360 },
    ]) {
      fixtureCleanup();
      window.scrollTo(0, 0);
      await setViewport(size);
      const el = await fixture<UnoHome>(html`<uno-home joinCode="FFX6VN"></uno-home>`);
      const join = $(el, '#join-btn').getBoundingClientRect();
      expect(join.bottom, `${size.width}×${size.height}`).to.be.at.most(innerHeight);
      expect($(el, '.invited').getBoundingClientRect().top).to.be.at.least(0);
    }
    await setViewport({ width: 800, height: 600 });
  });

  it('the plain home page keeps Create first and no invitation', async () => {
    const el = await fixture<UnoHome>(html`<uno-home></uno-home>`);
    expect(el.shadowRoot!.querySelector('.invited')).to.equal(null);
    expect(order(el)).to.deep.equal(['create-btn', 'join-btn', 'solo-btn']);
  });

  it('a failed join says why right under the code field, which it describes', async () => {
    const el = await fixture<UnoHome>(html`<uno-home></uno-home>`);
    $<HTMLInputElement>(el, '#name').value = 'Max';
    $(el, '#name').dispatchEvent(new Event('input'));
    $<HTMLInputElement>(el, '#code').value = 'ZZZZ';
    $(el, '#code').dispatchEvent(new Event('input'));
    $(el, '#join-btn').click();
    el.message = 'No table has this code.';
    await el.updateComplete;
    const msg = $(el, '#join-message');
    expect(msg.textContent).to.equal('No table has this code.');
    expect($(el, '#code').getAttribute('aria-describedby')).to.equal('join-message');
    const field = $(el, '#code').getBoundingClientRect();
    const box = msg.getBoundingClientRect();
    expect(box.top - field.bottom, 'just under the field').to.be.within(0, 40);
    expect(box.top, 'above the solo button').to.be.below($(el, '#solo-btn').getBoundingClientRect().top);
    await expect(el).to.be.accessible();
  });
});

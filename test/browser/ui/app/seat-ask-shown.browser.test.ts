/**
 * A spectator's request to play, as the host sees it (docs/network.md "Spectators who take a
 * seat"): the folded list says who asks, so the host does not have to guess that "Spectators: 1"
 * hides a request. Seen folded away in issue 30's screenshots pass, both beside the table and in
 * the round's end. It does not open by itself: on a phone it would cover the piles.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/app/uno-watchers.js';
import type { UnoWatchers } from '../../../../src/ui/app/uno-watchers.js';

describe('the host sees a request to play', () => {
  beforeEach(() => setLang('en'));

  it('says who asks on the folded list, and nothing more when nobody asks', async () => {
    const el = await fixture<UnoWatchers>(
      html`<uno-watchers
        .count=${2}
        .watching=${[
          { id: 4, name: 'Dan' },
          { id: 5, name: 'Eva' },
        ]}
        .free=${[]}
      ></uno-watchers>`,
    );
    const summary = () => el.shadowRoot!.querySelector('summary')!.textContent.replace(/\s+/g, ' ').trim();
    expect(summary()).to.equal('Spectators: 2');
    el.watching = [
      { id: 4, name: 'Dan', asks: 2 },
      { id: 5, name: 'Eva', asks: 1 },
    ];
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('details')!.open).to.equal(false);
    expect(summary()).to.equal('Spectators: 2 · Eva asks to play (number 1)');
    await setLang('fr');
    await el.updateComplete;
    expect(summary()).to.match(/Eva demande à jouer \(numéro 1\)/);
  });
});

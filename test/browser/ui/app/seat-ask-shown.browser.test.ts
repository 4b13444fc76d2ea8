/**
 * A spectator's request to play, as the host sees it (docs/network.md "Spectators who take a
 * seat"): the list opens by itself when someone asks, so the host sees who and can refuse without
 * first guessing that "Spectators: 1" hides a request. Seen folded away in issue 30's screenshots
 * pass, both beside the table and in the round's end.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/app/uno-watchers.js';
import type { UnoWatchers } from '../../../../src/ui/app/uno-watchers.js';

describe('the host sees a request to play', () => {
  beforeEach(() => setLang('en'));

  it('opens the list when a spectator asks, and leaves it folded otherwise', async () => {
    const el = await fixture<UnoWatchers>(
      html`<uno-watchers .count=${1} .watching=${[{ id: 4, name: 'Dan' }]} .free=${[]}></uno-watchers>`,
    );
    const details = () => el.shadowRoot!.querySelector('details')!;
    expect(details().open, 'nobody asks').to.equal(false);
    el.watching = [{ id: 4, name: 'Dan', asks: 1 }];
    await el.updateComplete;
    expect(details().open, 'Dan asks').to.equal(true);
    const refuse = el.shadowRoot!.querySelector<HTMLButtonElement>('button.refuse')!;
    expect(refuse.checkVisibility()).to.equal(true);
    expect(el.shadowRoot!.textContent).to.include('asks to play');
  });

  it('stays folded once the host folds it', async () => {
    const el = await fixture<UnoWatchers>(
      html`<uno-watchers .count=${1} .watching=${[{ id: 4, name: 'Dan', asks: 1 }]} .free=${[]}></uno-watchers>`,
    );
    const details = el.shadowRoot!.querySelector('details')!;
    expect(details.open).to.equal(true);
    details.open = false;
    el.count = 2;
    await el.updateComplete;
    expect(details.open).to.equal(false);
  });
});

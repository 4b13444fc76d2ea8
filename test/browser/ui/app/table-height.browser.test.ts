/// <reference types="mocha" />
/**
 * The app gives its table a height, not only a least one: the table's grid then sizes its rows
 * once per layout. With a least height only, every layout of the page measured the middle at its
 * content's size first, and the piles (a size container on a phone upright) restyled and laid out
 * their cards twice each time: 2-4 ms a layout unthrottled on the tenth session's machine
 * (docs/smoothness-passes.md "Eighteenth pass: what the table paints at 4x (tenth session)").
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import type { PlayerView } from '../../../../src/game/types.js';
import '../../../../src/ui/i18n/app.js';
import { FakeClient, clientState, fakeServices } from './fakes.js';
import { SCREENS_LOAD, $, freshPage, playSolo } from './helpers.js';

const view = { seat: 0, phase: 'play', phasePath: 'play.unoClosed', hand: ['R1'], legal: [] } as unknown as PlayerView;

describe('the app’s table', () => {
  beforeEach(freshPage);

  it('has a definite height, the screen’s', async () => {
    const el = await fixture<UnoApp>(
      html`<uno-app .services=${fakeServices(new FakeClient(clientState({ status: 'playing', view })))}></uno-app>`,
    );
    await playSolo(el);
    await waitUntil(() => el.shadowRoot!.querySelector('uno-table')?.shadowRoot, undefined, SCREENS_LOAD);
    const table = $(el, 'uno-table');
    // A percentage height resolves only against a definite one: against a least height alone it
    // is `auto`, and an empty box is 0 high.
    const probe = document.createElement('div');
    probe.style.cssText = 'height: 50%';
    table.shadowRoot!.prepend(probe);
    try {
      expect(table.getBoundingClientRect().height).to.be.closeTo(window.innerHeight, 1);
      expect(probe.getBoundingClientRect().height).to.be.closeTo(window.innerHeight / 2, 1);
    } finally {
      probe.remove();
    }
  });
});

/// <reference types="mocha" />
/**
 * A spectator who asked to play, at the table on a phone (docs/network.md "Spectators who take a
 * seat"): its request and the button that takes it back sit in the spectator's bar, where a hand
 * would be, not over the piles. Seen covering the draw pile at 360×740 and the status and draw
 * pile at 740×360 in issue 30's screenshots pass.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { makeView } from '../table/fixtures.js';
import { FakeClient, clientState, fakeServices, lobby, seat } from './fakes.js';
import { until } from './helpers.js';

const spectator = () =>
  new FakeClient(
    clientState({
      status: 'playing',
      watching: true,
      view: makeView({ seat: -1, hand: [], legal: [], turn: 1, counts: [7, 5, 6, 3] }),
      lobby: lobby({
        started: true,
        watchers: 1,
        seatAsk: { place: 1 },
        seats: [
          seat(0, 'Alice'),
          seat(1, 'Bruno', { standIn: true, connected: false }),
          seat(2, 'Chloé'),
          seat(3, 'Bot 1', { kind: 'bot', bot: 'normal' }),
        ],
      }),
    }),
  );

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('a spectator’s request at the table', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const [lang, size] of [
    ['fr', { width: 360, height: 740 }],
    ['en', { width: 740, height: 360 }],
    ['fr', { width: 740, height: 360 }],
  ] as const) {
    it(`sits in the spectator's bar, clear of the piles and the status, at ${size.width}×${size.height} in ${lang}`, async () => {
      await setLang(lang);
      await setViewport(size);
      const services = fakeServices(spectator());
      services.guestSaved = { code: 'KQ7M', name: 'Zoé' };
      const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
      const table = await until(() => el.shadowRoot!.querySelector('uno-table'), 'the table');
      const ask = await until(() => el.shadowRoot!.querySelector('uno-seat-ask'), 'the request');
      await until(() => ask.shadowRoot?.querySelector('button'), 'its button');
      await until(() => table.shadowRoot?.querySelector('.draw'), 'the piles');
      await new Promise((r) => setTimeout(r, 300));
      const box = ask.getBoundingClientRect();
      const button = ask.shadowRoot!.querySelector('button')!.getBoundingClientRect();
      expect(box.height, 'shown').to.be.above(0);
      expect(button.bottom, 'its button on screen').to.be.at.most(size.height);
      expect(box.right, 'inside the width').to.be.at.most(size.width);
      for (const sel of ['.draw', '.discard', '.status']) {
        const part = table.shadowRoot!.querySelector(sel);
        if (part) expect(overlap(box, part.getBoundingClientRect()), `over ${sel}`).to.equal(false);
      }
    });
  }
});

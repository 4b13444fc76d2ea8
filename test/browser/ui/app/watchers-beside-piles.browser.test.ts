/// <reference types="mocha" />
/**
 * The host's list of spectators beside the table at 1280×800 (issue 30, seen in
 * scripts/look-together.mjs): it overlapped the draw pile's left edge by about 15 px, folded and
 * open. It stays left of the piles.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { lookIn, makeView } from '../table/fixtures.js';
import { FakeClient, clientState, fakeServices, lobby, seat } from './fakes.js';
import { until } from './helpers.js';

const host = () =>
  new FakeClient(
    clientState({
      status: 'playing',
      view: makeView({ players: 4, phase: 'play', legal: [] }),
      lobby: lobby({
        started: true,
        watchers: 1,
        watching: [{ id: 7, name: 'Dan', asks: 1 }],
        seats: [
          seat(0, 'Alice', { you: true }),
          seat(1, 'Bob'),
          seat(2, 'Chloé', { standIn: true, connected: false }),
          seat(3, 'Bot 1', { kind: 'bot', bot: 'normal' }),
        ],
      }),
    }),
  );

describe('the host’s spectators beside the piles', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const lang of ['en', 'fr'] as const)
    it(`1280×800 ${lang}: folded and open, the list keeps off the draw pile`, async () => {
      await setLang(lang);
      await setViewport({ width: 1280, height: 800 });
      const services = fakeServices(host());
      services.hostSaved = { code: 'KQ7M', savedAt: 1 };
      const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
      const watchers = await until(() => el.shadowRoot!.querySelector<HTMLElement>('.table-watchers'), 'the list');
      const table = el.shadowRoot!.querySelector('uno-table')!;
      const pile = await until(() => lookIn(table).querySelector<HTMLElement>('.draw'), 'the draw pile');
      await new Promise((r) => setTimeout(r, 100));
      const clear = (what: string) => {
        const w = watchers.getBoundingClientRect();
        const p = pile.getBoundingClientRect();
        const apart = w.right <= p.left || w.bottom <= p.top || w.top >= p.bottom;
        expect(apart, `${what}: list ${Math.round(w.right)} past the pile's left ${Math.round(p.left)}`).to.equal(true);
      };
      clear('folded');
      watchers.shadowRoot!.querySelector<HTMLElement>('summary')!.click();
      await new Promise((r) => setTimeout(r, 100));
      clear('open');
      await setLang('en');
    });
});

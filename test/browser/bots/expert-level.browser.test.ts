/// <reference types="mocha" />
/**
 * The expert level in the solo setup: offered by name, its strength said in a sentence once it is
 * chosen, in English and in French, and sent with the game's settings.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../src/ui/home/uno-home.js';
import type { UnoHome } from '../../../src/ui/home/uno-home.js';
import type { UnoSoloSetup } from '../../../src/ui/home/uno-solo-setup.js';
import { setLang } from '../../../src/ui/i18n/i18n.js';
import { $, $$, choose, settle, type } from '../ui/app/helpers.js';

describe('the expert level in the solo setup', () => {
  afterEach(() => setLang('en'));

  for (const [lang, about] of [
    ['en', 'never looking at your hand'],
    ['fr', 'sans jamais regarder votre main'],
  ] as const) {
    it(`is offered and described in ${lang}`, async () => {
      localStorage.clear();
      await setLang(lang);
      const el = await fixture<UnoHome>(html`<uno-home></uno-home>`);
      type($(el, '#name'), 'Léa');
      $(el, '#solo-btn').click();
      const dialog = $<UnoSoloSetup>(el, 'uno-solo-setup');
      await settle(dialog);
      const select = $$<HTMLSelectElement>(dialog, 'li select')[0]!;
      expect([...select.options].map((o) => o.value)).to.include('expert');
      expect(dialog.shadowRoot!.textContent).to.not.contain(about);
      choose(select, 'expert');
      await settle(dialog);
      await waitUntil(() => [...select.options].find((o) => o.value === 'expert')?.textContent?.trim() === 'Expert');
      await waitUntil(() => dialog.shadowRoot!.textContent.includes(about), 'the sentence is shown');
      await expect(dialog).to.be.accessible();
      const ev = oneEvent<CustomEvent<{ bots: string[] }>>(el, 'uno-solo');
      $<HTMLButtonElement>(dialog, 'button[type=submit]').click();
      expect((await ev).detail.bots).to.deep.equal(['expert', 'normal', 'normal']);
    });
  }
});

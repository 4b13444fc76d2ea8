/**
 * The chips' names on a phone on its side for a spectator, who sees every seat as a compact chip
 * (issue 30, seen in scripts/look-together.mjs: "Robot 1" read "Robot :"): a short name shows
 * whole, a long one a readable part and an ellipsis.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { backToDefault, makeSeats, makeView } from './fixtures.js';

afterEach(backToDefault);

describe('a spectator’s chips at 740×360', () => {
  for (const lang of ['en', 'fr'] as const)
    it(`${lang}: "Robot 1" whole, a long name cut by an ellipsis after a readable part`, async () => {
      await setLang(lang);
      await setViewport({ width: 740, height: 360 });
      const seats = makeSeats(4, ['Alice', 'Bob', 'Maximilienne', 'Robot 1']);
      const t = await fixture<UnoTable>(
        html`<uno-table
          style="position:fixed;inset:0"
          .view=${makeView({ seat: -1, legal: [], hand: [] })}
          .seats=${seats}
        ></uno-table>`,
      );
      await t.updateComplete;
      await new Promise((r) => setTimeout(r, 50));
      const names = new Map(
        [...t.shadowRoot!.querySelectorAll('uno-seat-chip')].map((c) => {
          const bdi = c.shadowRoot!.querySelector<HTMLElement>('.name bdi')!;
          return [bdi.textContent, bdi] as const;
        }),
      );
      expect(t.shadowRoot!.querySelector('uno-seat-chip[compact]') !== null, 'compact chips').to.equal(true);
      const robot = names.get('Robot 1')!;
      expect(robot.scrollWidth, '"Robot 1" whole').to.be.at.most(robot.clientWidth);
      const long = names.get('Maximilienne')!;
      expect(getComputedStyle(long).textOverflow).to.equal('ellipsis');
      expect(long.clientWidth, 'a readable part').to.be.at.least(parseFloat(getComputedStyle(long).fontSize) * 4);
      await setLang('en');
    });
});

/**
 * The status line on a phone held sideways, 740×360 (issue 30 point 7: « Au tour de Robot 1 »
 * wrapped onto two lines): whose turn it is keeps one line, whole, with the clock beside it, in
 * French and English.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { backToDefault, lookIn, makeSeats, makeView, nextFrame, textLines } from './fixtures.js';

describe('the status line on a phone on its side, 740×360', () => {
  afterEach(backToDefault);

  for (const [lang, words] of [
    ['fr', 'Au tour de Robot 1'],
    ['en', "Robot 1's turn"],
  ] as const)
    for (const clock of [false, true])
      it(`${lang}${clock ? ', with the clock' : ''}: "${words}" on one line, whole`, async () => {
        await setLang(lang);
        await setViewport({ width: 740, height: 360 });
        const t = await fixture<UnoTable>(
          html`<uno-table
            style="display:block;width:740px;height:360px"
            .view=${makeView({ turn: 1, legal: [] })}
            .seats=${makeSeats(4, ['Léa', 'Robot 1', 'Robot 2', 'Robot 3'])}
            .deadline=${clock ? Date.now() + 30_000 : null}
          ></uno-table>`,
        );
        await t.updateComplete;
        for (let i = 0; i < 4; i++) await nextFrame();
        const status = lookIn(t).querySelector<HTMLElement>('.center .status')!;
        const text = status.querySelector<HTMLElement>('span')!;
        expect(text.textContent).to.equal(words);
        expect(textLines(text), 'one line').to.be.below(1.5);
        expect(text.scrollWidth, 'not cut').to.be.at.most(text.clientWidth + 1);
        const pill = status.getBoundingClientRect();
        expect(pill.right, 'the pill inside the window').to.be.at.most(740);
      });
});

/** The action buttons a finger presses (the turn's own in the table's bottom, a question's) are at
 * least 44 px tall, the touch size phones ask for (docs/table-ui.md "Layout (360×740, 740×360, 1280×800)"), in both places that draw them. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/table/uno-table.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { QuestionHost } from '../../../../src/ui/table/questions/question-host.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { makeSeats, makeView, nextFrame } from './fixtures.js';

const tall = (b: Element) => (b as HTMLElement).offsetHeight >= 44;

describe('touch targets', () => {
  before(() => setLang('en'));

  it("the turn's buttons in the bottom bar: Play it and Keep it", async () => {
    const view = makeView({
      phase: 'drawn',
      drawn: 'R9',
      hand: ['R9', 'G1'],
      legal: [{ type: 'play', card: 'R9' }, { type: 'pass' }],
    });
    const t = await fixture<UnoTable>(
      html`<uno-table style="width:360px;height:740px" .view=${view} .seats=${makeSeats(4)} .events=${[]}></uno-table>`,
    );
    await t.updateComplete;
    const buttons = [...t.shadowRoot!.querySelectorAll('.me .primary, .me .secondary')];
    expect(buttons.length).to.equal(2);
    expect(buttons.map(tall)).to.deep.equal([true, true]);
  });

  it("a question's buttons: a stack's Draw", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const host = new QuestionHost(container);
    try {
      host.show({
        name: 'stack',
        params: {
          view: makeView({ phase: 'stack', pending: 2, legal: [{ type: 'draw' }] }),
          deadline: null,
          nameOf: (s) => `Player ${s}`,
        },
      });
      await host.updateComplete();
      await nextFrame(); // the dialog opens at the next frame
      const button = container.querySelector('uno-stack-question')!.shadowRoot!.querySelector('.primary, .secondary')!;
      // offsetHeight: the layout size, whatever the opening animation scales
      expect((button as HTMLElement).offsetHeight).to.be.at.least(44);
    } finally {
      host.show(null);
      container.remove();
    }
  });
});

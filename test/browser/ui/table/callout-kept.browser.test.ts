/**
 * The UNO! callout's element is made once and kept, hidden, for the next one
 * (src/ui/table/moments/callout.ts, docs/smoothness-passes.md "Seventeenth pass"): a second UNO shows
 * the same element with its own words, and nothing is made or taken out of the table's layer.
 */
import { expect } from '@open-wc/testing';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import { nextFrame, quietTable } from './fixtures.js';
import { CALLOUT_MS } from '../../../../src/ui/table/moments/callout.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('<uno-table>: the UNO! callout kept', () => {
  beforeEach(() => setLang('en'));

  it('a second UNO shows the same element again, with its own words; hidden between', async () => {
    const table = await quietTable();
    const layer = table.shadowRoot!.querySelector<HTMLElement>('.flights')!;
    const shown = () => [...layer.querySelectorAll<HTMLElement>('.callout')].filter((c) => c.checkVisibility());
    table.events = [{ seq: 3, type: 'uno', seat: 2 }];
    await table.updateComplete;
    for (let i = 0; i < 20 && !shown().length; i++) await nextFrame();
    const first = shown()[0]!;
    expect(first.textContent).to.contain('Chloé');
    await wait(CALLOUT_MS + 200);
    expect(shown(), 'hidden once it has been shown').to.deep.equal([]);

    const changed: Node[] = [];
    const watch = new MutationObserver((records) =>
      records.forEach((r) => changed.push(...r.addedNodes, ...r.removedNodes)),
    );
    watch.observe(layer, { childList: true });
    table.events = [
      { seq: 3, type: 'uno', seat: 2 },
      { seq: 4, type: 'uno', seat: 3 },
    ];
    await table.updateComplete;
    for (let i = 0; i < 20 && !shown().length; i++) await nextFrame();
    watch.disconnect();
    expect(shown(), 'the same element').to.deep.equal([first]);
    expect(first.textContent, 'its own words').to.contain('Driss');
    expect(first.textContent).to.not.contain('Chloé');
    expect(first.dataset.kind).to.equal('uno');
    expect(changed, 'made or taken out of the layer').to.deep.equal([]);
    expect(layer.querySelectorAll('.callout')).to.have.length(1);
  });
});

/**
 * A seat chip keeps its UNO and dealer marks in the page (src/ui/table/uno-seat-chip.ts): the next
 * deal moves the dealer's mark from one chip to the next, and a player's UNO comes and goes,
 * without taking an element out (docs/smoothness-passes.md "Sixteenth pass"); a player sees each mark
 * on the right chip only.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { lookIn, makeSeats, makeView } from './fixtures.js';

const chips = (t: UnoTable) => [...lookIn(t).querySelectorAll<HTMLElement>('uno-seat-chip')];
/** The seats whose chip shows the mark, as a player sees them. */
const showing = (t: UnoTable, mark: string) =>
  chips(t)
    .filter((c) => c.shadowRoot!.querySelector(`.badge.${mark}`)?.checkVisibility())
    .map((c) => Number(c.dataset.seat));

async function settled(t: UnoTable) {
  await t.updateComplete;
  await Promise.all(chips(t).map((c) => (c as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete));
}

describe('<uno-seat-chip>: the marks kept in the page', () => {
  beforeEach(() => setLang('en'));

  it('the next deal and a UNO move the marks and take no element out', async () => {
    const t = await fixture<UnoTable>(
      html`<uno-table .view=${makeView({ dealer: 3 })} .seats=${makeSeats(4)}></uno-table>`,
    );
    await settled(t);
    expect(showing(t, 'dealer')).to.deep.equal([3]);
    expect(showing(t, 'uno')).to.deep.equal([]);

    const removed: Node[] = [];
    const watch = new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes)));
    for (const c of chips(t)) watch.observe(c.shadowRoot!, { childList: true, subtree: true });
    t.view = makeView({ round: 2, dealer: 1, counts: [7, 1, 7, 7], uno: [false, true, false, false] });
    await settled(t);
    expect(showing(t, 'dealer'), 'the new dealer').to.deep.equal([1]);
    expect(showing(t, 'uno'), 'one card and UNO said').to.deep.equal([1]);
    t.view = makeView({ round: 2, dealer: 1, counts: [7, 3, 7, 7], uno: [false, false, false, false] });
    await settled(t);
    watch.disconnect();
    expect(showing(t, 'uno'), 'UNO gone with the cards drawn').to.deep.equal([]);
    expect(
      removed.filter((n) => n.nodeType === Node.ELEMENT_NODE).map((n) => (n as Element).className),
      'elements taken out',
    ).to.deep.equal([]);
  });
});

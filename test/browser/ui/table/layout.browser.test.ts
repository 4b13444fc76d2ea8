/** The table at a phone's and a laptop's size: nothing scrolls but the hand. */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { TableEvent } from '../../../../src/game/types.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { THIRTY_CARDS, makeSeats, makeView, lookIn } from './fixtures.js';

async function mountFull(players: number, hand?: string[]) {
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="position:fixed;inset:0"
      .view=${makeView({ players, ...(hand ? { hand } : {}) })}
      .seats=${makeSeats(players)}
      .events=${[{ seq: 1, type: 'deal', round: 1, dealer: players - 1, top: 'R3', first: 0 }] satisfies TableEvent[]}
    ></uno-table>`,
  );
  await new Promise((r) => setTimeout(r, 50));
  await t.updateComplete;
  await t.handElement!.updateComplete;
  return t;
}

/** Every box of the table's grid lies inside the table (the hand scrolls inside its own box). */
function overflowing(t: UnoTable): string[] {
  const box = t.getBoundingClientRect();
  return ['.top', '.center', '.me', 'uno-hand']
    .map((sel) => [sel, lookIn(t).querySelector(sel)!.getBoundingClientRect()] as const)
    .filter(([, r]) => r.bottom > box.bottom + 1 || r.right > box.right + 1 || r.top < box.top - 1)
    .map(([sel]) => sel);
}

describe('<uno-table> layout', () => {
  beforeEach(() => setLang('en'));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const players of [2, 4, 10]) {
    it(`fits a 360×740 phone with ${players} players and a hand of 30`, async () => {
      await setViewport({ width: 360, height: 740 });
      const t = await mountFull(players, THIRTY_CARDS);
      expect(overflowing(t)).to.deep.equal([]);
      const table = lookIn(t).querySelector<HTMLElement>('.table')!;
      expect(table.scrollHeight).to.be.at.most(table.clientHeight + 1);
      const scroller = t.handElement!.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
      expect(scroller.scrollWidth, 'the hand scrolls sideways').to.be.greaterThan(scroller.clientWidth);
    });
  }

  it('at 1280×800: the log beside the piles, every opponent on the top, accessible', async () => {
    await setViewport({ width: 1280, height: 800 });
    const t = await mountFull(6);
    expect(overflowing(t)).to.deep.equal([]);
    const side = lookIn(t).querySelector<HTMLElement>('.side')!;
    expect(getComputedStyle(side).display).to.not.equal('none');
    expect(side.textContent).to.contain('Farid deals');
    expect(lookIn(t).querySelectorAll('uno-seat-chip')).to.have.length(5);
    await expect(t).to.be.accessible();
  });

  it('at 1280×800 a hand of 7 fits without scrolling', async () => {
    await setViewport({ width: 1280, height: 800 });
    const t = await mountFull(4);
    const scroller = t.handElement!.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth);
  });
});

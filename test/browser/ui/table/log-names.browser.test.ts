/**
 * A past line of the log keeps the name its seat had when it happened (issue 30, seen in
 * scripts/look-together.mjs): after Dan took the seat Chloé left, round 1's lines read "Dan
 * plays…". The strip under the piles reads the same sentences.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { TableEvent } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { backToDefault, lookIn, makeSeats, makeView, onLaptop } from './fixtures.js';

const logText = (t: UnoTable) =>
  [...lookIn(t).querySelectorAll<HTMLElement>('.side-log li')].map((li) => li.textContent.trim());

afterEach(backToDefault);

describe('the log’s past lines', () => {
  it('keep the name a seat had then, after another player takes the seat', async () => {
    await setLang('en');
    await onLaptop();
    const round1: TableEvent[] = [
      { seq: 1, type: 'deal', round: 1, dealer: 0, top: 'R3', first: 1 },
      { seq: 2, type: 'play', seat: 2, cards: ['R5'] },
    ];
    const t = await fixture<UnoTable>(
      html`<uno-table
        style="width:1000px;height:760px"
        .view=${makeView({ players: 3, counts: [7, 7, 6] })}
        .seats=${makeSeats(3)}
        .events=${round1}
      ></uno-table>`,
    );
    await t.updateComplete;
    expect(logText(t)).to.include('Chloé plays Red 5.');
    // Dan takes seat 2 as round 2 starts
    t.seats = makeSeats(3, ['Ana', 'Bruno', 'Dan']);
    t.events = [
      ...round1,
      { seq: 3, type: 'deal', round: 2, dealer: 1, top: 'G3', first: 2 },
      { seq: 4, type: 'play', seat: 2, cards: ['G7'] },
    ];
    await t.updateComplete;
    const lines = logText(t);
    expect(lines).to.include('Chloé plays Red 5.');
    expect(lines).to.include('Dan plays Green 7.');
    expect(lines.join(' ').includes('Dan plays Red 5')).to.equal(false);
    // a change of language writes the lines again, with the names of their time
    await setLang('fr');
    await t.updateComplete;
    expect(logText(t).join(' ')).to.contain('Chloé joue');
    expect(logText(t).join(' ')).to.contain('Dan joue');
    await setLang('en');
  });
});

/**
 * The cards under the top stay in the page (src/ui/table/moments/pile-template.ts): a play, the
 * round's end and the next deal show and hide them rather than take them out and make them again
 * (docs/smoothness-passes.md "Names said once, the pile kept"), and the player still sees the same pile.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import type { TableEvent } from '../../../../src/game/types.js';
import { makeSeats, makeView } from './fixtures.js';

type Card = HTMLElement & { code: string };

const cardsUnder = (t: UnoTable) => [...t.shadowRoot!.querySelectorAll<Card>('.discard uno-card:not(.top-card)')];
const shown = (t: UnoTable) =>
  [...t.shadowRoot!.querySelectorAll<Card>('.discard .under-top')]
    .filter((c) => getComputedStyle(c).display !== 'none')
    .map((c) => (c.localName === 'uno-card' ? c.code : 'edge'));

describe('<uno-table>: the cards under the top are kept', () => {
  it('a play, the round end and the next deal make no card under the top', async () => {
    const events: TableEvent[] = [
      { seq: 1, type: 'deal', round: 1, dealer: 3, top: 'G1', first: 0 },
      { seq: 2, type: 'play', seat: 1, cards: ['G7'] },
      { seq: 3, type: 'play', seat: 2, cards: ['R7'] },
    ];
    const table = await fixture<UnoTable>(
      html`<uno-table
        .view=${makeView({ top: 'R7', discards: 3, under: ['G7', 'G1'] })}
        .seats=${makeSeats(4)}
        .events=${events}
      ></uno-table>`,
    );
    await table.updateComplete;
    const kept = cardsUnder(table);
    // the deal's first card, then the one played on it
    expect(shown(table)).to.deep.equal(['G1', 'G7']);

    table.events = [...events, { seq: 4, type: 'play', seat: 3, cards: ['R9'] }];
    table.view = makeView({ top: 'R9', discards: 4, under: ['R7', 'G7', 'G1'] });
    await table.updateComplete;
    expect(shown(table)).to.deep.equal(['G1', 'G7', 'R7']);
    expect(cardsUnder(table).every((c, i) => c === kept[i])).to.equal(true);

    const result = {
      winner: 3,
      blocked: false,
      points: [9, 5, 1, 0],
      gained: [0, 0, 0, 15],
      hands: [['R5'], ['G2'], ['B1'], []],
    };
    table.events = [...table.events, { seq: 5, type: 'roundEnd', result }];
    table.view = makeView({
      phase: 'roundOver',
      top: 'R9',
      discards: 4,
      under: ['R7', 'G7', 'G1'],
      roundResult: result,
      roundWinner: 3,
    });
    await table.updateComplete;
    // the round's end changes nothing of the pile: the last cards played stay under the top
    expect(shown(table)).to.deep.equal(['G1', 'G7', 'R7']);
    table.events = [...table.events, { seq: 6, type: 'deal', round: 2, dealer: 0, top: 'B2', first: 1 }];
    table.view = makeView({ round: 2, top: 'B2', discards: 1, under: [] });
    await table.updateComplete;
    expect(shown(table).length).to.equal(0);
    expect(cardsUnder(table).length === kept.length && cardsUnder(table).every((c, i) => c === kept[i])).to.equal(true);

    table.events = [...table.events, { seq: 7, type: 'play', seat: 1, cards: ['B5'] }];
    table.view = makeView({ round: 2, top: 'B5', discards: 2, under: ['B2'] });
    await table.updateComplete;
    expect(shown(table)).to.deep.equal(['B2']);
    expect(cardsUnder(table).every((c, i) => c === kept[i])).to.equal(true);
  });
});

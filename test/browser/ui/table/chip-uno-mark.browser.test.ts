/**
 * A seat chip's UNO mark belongs to a player holding exactly one card (issue 30 point 7: a bot's
 * chip still said UNO at 0 cards when the round ended, seen in scripts/look-together.mjs).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { PlayerView } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import type { UnoSeatChip } from '../../../../src/ui/table/uno-seat-chip.js';
import { lookIn, makeSeats, makeView } from './fixtures.js';

const NAMES = ['Léa', 'Robot 1', 'Robot 2', 'Robot 3'];

async function robot1(view: PlayerView): Promise<UnoSeatChip> {
  const t = await fixture<UnoTable>(html`<uno-table .view=${view} .seats=${makeSeats(4, NAMES)}></uno-table>`);
  await t.updateComplete;
  const chips = [...lookIn(t).querySelectorAll<UnoSeatChip>('uno-seat-chip')];
  const chip = chips.find((c) => c.shadowRoot!.querySelector('.name bdi')!.textContent === 'Robot 1')!;
  await chip.updateComplete;
  return chip;
}

const mark = (chip: Element) => chip.shadowRoot!.querySelector('.badge.uno')?.checkVisibility() === true;
const label = (chip: Element) => chip.shadowRoot!.querySelector('.chip')!.getAttribute('aria-label')!;

describe('the UNO mark on a seat chip', () => {
  beforeEach(() => setLang('en'));

  it('shows while the player holds one card and has said UNO', async () => {
    const chip = await robot1(makeView({ counts: [7, 1, 5, 5], uno: [false, true, false, false] }));
    expect(mark(chip), 'the mark').to.equal(true);
    expect(label(chip)).to.contain('UNO');
  });

  it('goes when the player went out: 0 cards at the end of the round', async () => {
    const chip = await robot1(
      makeView({
        phase: 'roundOver',
        phasePath: 'roundOver',
        legal: [],
        counts: [7, 0, 5, 5],
        uno: [false, true, false, false],
        roundWinner: 1,
      }),
    );
    expect(chip.shadowRoot!.querySelector('.count')!.textContent).to.equal('0');
    expect(mark(chip), 'no mark at 0 cards').to.equal(false);
    expect(label(chip), 'nor said to a screen reader').not.to.contain('UNO');
  });
});

/** Keyboard: the hand's place in the tab order is a playable card, and answering a dialog (a
 * color, a Wild +4 accepted) or the drawn card's question gives the focus back to the hand, not to
 * the page. */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { PlayerView } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { focusedCard, handCards as cards, lookIn, makeSeats, makeView, settleHand as settle } from './fixtures.js';

async function mount(view: PlayerView) {
  const t = await fixture<UnoTable>(
    html`<uno-table style="width:1000px;height:760px" .view=${view} .seats=${makeSeats(4)}></uno-table>`,
  );
  await t.updateComplete;
  await t.handElement!.updateComplete;
  return t;
}

describe('<uno-table>: keyboard focus', () => {
  beforeEach(() => setLang('en'));

  it('the hand is entered on its first playable card', async () => {
    // sorted, the hand starts with cards that cannot be played on a green 3
    const t = await mount(
      makeView({
        top: 'G3',
        color: 'G',
        hand: ['B1', 'B2', 'R4', 'G7', 'Y9'],
        legal: [{ type: 'play', card: 'G7' }, { type: 'draw' }],
      }),
    );
    const stop = cards(t).filter((b) => b.tabIndex === 0);
    expect(stop).to.have.length(1);
    expect(stop[0]!.dataset.playable).to.equal('true');
    expect(stop[0]!.textContent).to.contain('Green 7');
    expect(cards(t).findIndex((b) => b.dataset.playable === 'true')).to.equal(
      cards(t).findIndex((b) => b.tabIndex === 0),
    );
  });

  it('the color picker starts on the color the hand holds most, and Enter picks it', async () => {
    // two blue cards against one red and one green: blue, though red comes first in the picker
    const t = await mount(
      makeView({
        hand: ['R5', 'B4', 'G7', 'W', 'B9'],
        legal: [{ type: 'play', card: 'R5' }, { type: 'play', card: 'W' }, { type: 'draw' }],
      }),
    );
    const sent: unknown[] = [];
    t.addEventListener('uno-action', (e) => sent.push((e as CustomEvent).detail));
    cards(t)
      .find((b) => b.textContent.includes('Wild'))!
      .focus();
    await sendKeys({ press: 'Enter' });
    await settle(t);
    const picker = lookIn(t).querySelector('uno-dialog[open]')!;
    const first = picker.querySelector('.color-btn')!;
    expect(first.textContent).to.contain('Red');
    expect(lookIn(t).activeElement?.textContent).to.contain('Blue');
    expect(picker.querySelector('.color-btn[data-default]')?.textContent).to.contain('Blue');
    await sendKeys({ press: 'Enter' });
    await settle(t);
    expect(sent).to.deep.equal([{ type: 'play', card: 'W', color: 'B' }]);
  });

  it('after choosing the color of a Wild, the focus is back in the hand', async () => {
    const t = await mount(makeView());
    const wild = cards(t).find((b) => b.textContent.includes('Wild'))!;
    wild.focus();
    await sendKeys({ press: 'Enter' });
    await settle(t);
    const picker = lookIn(t).querySelector('uno-dialog[open]')!;
    expect(picker).to.not.equal(null);
    const blue = [...picker.querySelectorAll<HTMLButtonElement>('.color-btn')].find((b) =>
      b.textContent.includes('Blue'),
    )!;
    blue.focus();
    await sendKeys({ press: 'Enter' });
    await settle(t);
    // the host answers: the Wild laid, the turn gone
    t.view = makeView({ turn: 1, legal: [], top: 'W', color: 'B', hand: ['R5', 'B4!', 'G7', 'YS', 'R+2', 'B9'] });
    await settle(t);
    expect(lookIn(t).querySelector('uno-dialog[open]')).to.equal(null);
    expect(focusedCard(t), 'a card of the hand has the focus').to.not.equal(null);
    expect(document.activeElement).to.not.equal(document.body);
  });

  it('after accepting a Wild +4, the focus is back in the hand', async () => {
    const t = await mount(
      makeView({ phase: 'challenge', top: 'W+4', color: 'B', legal: [{ type: 'challenge' }, { type: 'accept' }] }),
    );
    const accept = [...lookIn(t).querySelectorAll<HTMLButtonElement>('uno-dialog button')].find((b) =>
      /accept/i.test(b.textContent),
    )!;
    accept.focus();
    await sendKeys({ press: 'Enter' });
    // the host answers: four cards drawn, the turn gone
    t.view = makeView({
      turn: 1,
      legal: [],
      hand: ['R5', 'B4!', 'G7', 'YS', 'W', 'R+2', 'B9', 'R1', 'G2', 'B3', 'Y4'],
    });
    await settle(t);
    expect(lookIn(t).querySelector('uno-dialog[open]')).to.equal(null);
    expect(focusedCard(t), 'a card of the hand has the focus').to.not.equal(null);
  });

  it('after keeping a drawn card, the focus is back in the hand', async () => {
    const t = await mount(
      makeView({ phase: 'drawn', drawn: 'G9', hand: ['R5', 'B4!', 'G7', 'G9'], legal: [{ type: 'pass' }] }),
    );
    const keep = [...lookIn(t).querySelectorAll<HTMLButtonElement>('.drawn button')].find((b) =>
      /keep/i.test(b.textContent),
    )!;
    keep.focus();
    await sendKeys({ press: 'Enter' });
    t.view = makeView({ turn: 1, legal: [], hand: ['R5', 'B4!', 'G7', 'G9'] });
    await settle(t);
    expect(lookIn(t).querySelector('.drawn:not([hidden])'), 'the question is gone').to.equal(null);
    expect(focusedCard(t), 'a card of the hand has the focus').to.not.equal(null);
  });
});

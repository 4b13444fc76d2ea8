/**
 * The hand's card elements stay in the page (src/ui/table/uno-hand.ts): a hand that shrinks hides
 * the elements past it, and the next deal or draw dresses them again instead of making new ones
 * (docs/smoothness-passes.md "Sixteenth pass"). The hidden ones are nothing to a player: not seen, not
 * tabbed to, not announced, and the focus of a keyboard player stays on a card shown.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { PlayerView } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { focusedCard, handCards, makeSeats, makeView, settleHand as settle } from './fixtures.js';

const items = (t: UnoTable) => [...t.handElement!.shadowRoot!.querySelectorAll('li')];
const buttons = (t: UnoTable) => [...t.handElement!.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')];
/** What a player sees of the hand: the names of the cards drawn on the screen, in order. */
const seen = (t: UnoTable) =>
  buttons(t)
    .filter((b) => b.checkVisibility())
    .map((b) => b.textContent.trim());

async function mount(view: PlayerView) {
  const t = await fixture<UnoTable>(
    html`<uno-table style="width:1000px;height:760px" .view=${view} .seats=${makeSeats(4)}></uno-table>`,
  );
  await settle(t);
  return t;
}

const theirTurn = (hand: string[], over: Partial<PlayerView> = {}) =>
  makeView({ turn: 1, legal: [], hand, counts: [hand.length, 5, 1, 3], ...over });

const result = {
  winner: 2,
  blocked: false,
  points: [20, 9, 0, 3],
  gained: [0, 0, 32, 0],
  hands: [['R1', 'G2', 'B3'], ['G2'], [], ['B1']],
};

describe('<uno-table>: the hand keeps its cards in the page', () => {
  beforeEach(() => setLang('en'));

  it('the next deal and a draw make no card element: the hand dresses its own again', async () => {
    const t = await mount(theirTurn(['R5', 'B4', 'G7', 'YS', 'W', 'R+2', 'B9']));
    const kept = items(t);
    expect(kept).to.have.length(7);
    t.view = theirTurn(['R1', 'G2', 'B3']);
    await settle(t);
    expect(seen(t)).to.have.members(['Red 1', 'Green 2', 'Blue 3']);
    t.view = theirTurn(['R1', 'G2', 'B3'], { phase: 'roundOver', turn: 2, roundResult: result, roundWinner: 2 });
    await settle(t);

    const added: Node[] = [];
    const watch = new MutationObserver((records) => records.forEach((r) => added.push(...r.addedNodes)));
    watch.observe(t.handElement!.shadowRoot!, { childList: true, subtree: true });
    t.view = theirTurn(['G1', 'Y3', 'B5', 'R7', 'W+4', 'G9', 'YR'], { round: 2 });
    await settle(t);
    const dealt = ['Red 7', 'Yellow 3', 'Yellow Reverse', 'Green 1', 'Green 9', 'Blue 5', 'Wild +4'];
    expect(seen(t)).to.have.members(dealt);
    expect(
      added.filter((n) => n.nodeType === Node.ELEMENT_NODE),
      'elements made by the deal',
    ).to.deep.equal([]);
    expect(items(t).every((li, i) => li === kept[i])).to.equal(true);

    // a draw of four after a play, within the seven kept: none made either
    t.view = theirTurn(['G1', 'Y3', 'B5']);
    await settle(t);
    t.view = theirTurn(['G1', 'Y3', 'B5', 'R2', 'R3', 'G4', 'B6']);
    await settle(t);
    watch.disconnect();
    expect(seen(t)).to.have.length(7);
    expect(
      added.filter((n) => n.nodeType === Node.ELEMENT_NODE),
      'elements made by the draw',
    ).to.deep.equal([]);
  });

  it('a card played takes nothing out of the hand, not even its words', async () => {
    const t = await mount(makeView());
    const out: string[] = [];
    const watch = new MutationObserver((records) =>
      records.forEach((r) => r.removedNodes.forEach((n) => out.push(`${n.nodeName} ${n.textContent ?? ''}`.trim()))),
    );
    watch.observe(t.handElement!.shadowRoot!, { childList: true, subtree: true });
    t.view = makeView({ hand: ['B4!', 'G7', 'YS', 'W', 'R+2', 'B9'], counts: [6, 5, 1, 3] });
    await settle(t);
    t.view = makeView({ hand: ['B4!', 'G7', 'YS', 'W'], counts: [4, 5, 1, 3] });
    await settle(t);
    watch.disconnect();
    expect(seen(t)).to.have.length(4);
    expect(out, 'taken out of the hand').to.deep.equal([]);
  });

  it('the hidden elements are not seen, tabbed to, counted or announced', async () => {
    const t = await mount(makeView());
    t.view = makeView({ hand: ['R5', 'W', 'B9'], counts: [3, 5, 1, 3] });
    await settle(t);
    expect(buttons(t).length, 'elements kept').to.equal(7);
    expect(seen(t)).to.have.length(3);
    expect(handCards(t).map((b) => b.textContent.trim())).to.deep.equal(seen(t));
    const spare = buttons(t).filter((b) => !b.checkVisibility());
    expect(spare).to.have.length(4);
    for (const b of spare) {
      expect(b.tabIndex, 'out of the tab order').to.equal(-1);
      // its words are left as they were: not drawn, so out of the accessibility tree, unread
      expect(getComputedStyle(b.closest('li')!).display, 'not drawn').to.equal('none');
      expect(b.dataset.playable, 'nothing to play').to.equal('false');
      b.focus();
      expect(t.handElement!.shadowRoot!.activeElement, 'cannot take the focus').to.not.equal(b);
    }
    expect(t.handElement!.shadowRoot!.querySelector('ol')!.getAttribute('aria-label')).to.contain('3');
    // the arrow keys stop at the last card shown
    handCards(t)[2]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle(t);
    expect(focusedCard(t)).to.equal(handCards(t)[2]);
    await expect(t).to.be.accessible();
  });

  it('the last card played from the keyboard leaves the focus on a card shown', async () => {
    const t = await mount(
      makeView({ hand: ['R5', 'R7', 'R9'], legal: [{ type: 'play', card: 'R9' }, { type: 'draw' }] }),
    );
    const last = handCards(t)[2]!;
    expect(last.textContent).to.contain('Red 9');
    last.focus();
    await sendKeys({ press: 'Enter' });
    // the play went, the hand lost its last card
    t.view = makeView({ hand: ['R5', 'R7'], top: 'R9', turn: 1, legal: [], counts: [2, 5, 1, 3] });
    await settle(t);
    const focused = focusedCard(t);
    expect(focused, 'the focus is in the hand').to.not.equal(null);
    expect(focused!.checkVisibility(), 'on a card shown').to.equal(true);
    expect(focused!.textContent).to.contain('Red 7');
  });
});

/**
 * Keyboard, as a new player met it (issue 30 point 7): after a play the focus never rests on a card
 * that cannot be played once the turn comes back (it goes to a playable card, or to the draw pile),
 * Enter on a card that cannot be played says why, the focused card wears a strong ring (the theme's
 * `--focus-card`), and a hand wider than the screen marks the side with more cards.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { PlayerView } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import {
  backToDefault,
  focusedCard,
  handCards as cards,
  lookIn,
  makeSeats,
  makeView,
  settleHand as settle,
} from './fixtures.js';

async function mount(view: PlayerView, style = 'width:1000px;height:760px') {
  const t = await fixture<UnoTable>(html`<uno-table style=${style} .view=${view} .seats=${makeSeats(4)}></uno-table>`);
  await settle(t);
  return t;
}

/** Tabs into the hand from the page, as a keyboard player does. */
async function tabIntoHand(t: UnoTable) {
  for (let i = 0; i < 40 && !focusedCard(t); i++) await sendKeys({ press: 'Tab' });
  expect(focusedCard(t), 'the keyboard reached the hand').to.not.equal(null);
}

const others = (over: Partial<PlayerView>) => makeView({ turn: 1, legal: [], ...over });

describe('<uno-table>: the focus when the turn comes back', () => {
  beforeEach(() => setLang('en'));
  afterEach(backToDefault);

  it('moves from a card that cannot be played to one that can', async () => {
    const hand = ['B1', 'B2', 'G7', 'R4', 'Y9'];
    const t = await mount(others({ hand }));
    await tabIntoHand(t);
    // between turns nothing can be played: the focus sits on a card, and Enter says why
    expect(focusedCard(t)!.dataset.playable).to.equal('false');
    await sendKeys({ press: 'Enter' });
    await settle(t);
    const refused = t.handElement!.shadowRoot!.querySelector<HTMLElement>('.refused')!;
    expect(refused.hidden).to.equal(false);
    expect(refused.textContent).to.contain('Not your turn yet');
    t.view = makeView({ top: 'G3', color: 'G', hand, legal: [{ type: 'play', card: 'G7' }, { type: 'draw' }] });
    await settle(t);
    expect(focusedCard(t)?.dataset.playable).to.equal('true');
    expect(focusedCard(t)!.textContent).to.contain('Green 7');
  });

  it('goes to the draw pile when nothing can be played', async () => {
    const hand = ['B1', 'B2', 'R4'];
    const t = await mount(others({ hand }));
    await tabIntoHand(t);
    t.view = makeView({ top: 'G3', color: 'G', hand, legal: [{ type: 'draw' }] });
    await settle(t);
    const active = lookIn(t).activeElement as HTMLElement | null;
    expect(active?.classList.contains('draw'), `focus on ${active?.outerHTML.slice(0, 60)}`).to.equal(true);
    await sendKeys({ press: 'Enter' });
  });

  it('on your turn, Enter on a card that cannot be played says so', async () => {
    const t = await mount(
      makeView({ top: 'G3', color: 'G', hand: ['B1', 'G7'], legal: [{ type: 'play', card: 'G7' }, { type: 'draw' }] }),
    );
    cards(t)
      .find((b) => b.dataset.playable === 'false')!
      .click();
    await settle(t);
    expect(t.handElement!.shadowRoot!.querySelector('.refused')!.textContent).to.contain('cannot be played now');
  });

  it('rings the focused card with the theme\u2019s strong card ring', async () => {
    const t = await mount(
      makeView({ top: 'G3', color: 'G', hand: ['G7', 'B1'], legal: [{ type: 'play', card: 'G7' }] }),
    );
    await tabIntoHand(t);
    const ring = getComputedStyle(focusedCard(t)!).boxShadow;
    expect(getComputedStyle(t).getPropertyValue('--focus-card').trim()).to.not.equal('');
    // three rings: white, dark blue 7 px out, and a gold halo
    expect(ring).to.contain('7px').and.contain('rgb(255, 224, 102)');
  });
});

describe('<uno-table>: a hand wider than the screen', () => {
  beforeEach(() => setLang('en'));
  afterEach(backToDefault);

  it('marks the side with more cards on an upright phone, and the other once scrolled', async () => {
    await setViewport({ width: 360, height: 740 });
    const hand = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'];
    const t = await mount(others({ hand }), 'width:360px;height:740px');
    const root = t.handElement!.shadowRoot!;
    await new Promise((r) => setTimeout(r, 100));
    await settle(t);
    expect(root.querySelector('.more.right:not([hidden])'), 'more cards on the right').to.not.equal(null);
    expect(root.querySelector('.more.left:not([hidden])')).to.equal(null);
    // the marks stay in the page and hide (hand-hints.ts): nothing made or taken out from here
    const changed: Node[] = [];
    const watch = new MutationObserver((records) =>
      records.forEach((r) => changed.push(...[...r.addedNodes, ...r.removedNodes].filter((n) => n instanceof Element))),
    );
    watch.observe(root, { childList: true, subtree: true });
    const scroller = root.querySelector<HTMLElement>('.scroller')!;
    scroller.scrollLeft = scroller.scrollWidth;
    await new Promise((r) => setTimeout(r, 50));
    await settle(t);
    expect(root.querySelector('.more.left:not([hidden])'), 'more cards on the left').to.not.equal(null);
    expect(root.querySelector('.more.right:not([hidden])')).to.equal(null);
    watch.disconnect();
    expect(changed, 'marks made or taken out').to.deep.equal([]);
    // what a player sees: the marks are drawn, or not at all
    expect(root.querySelector<HTMLElement>('.more.left')!.checkVisibility()).to.equal(true);
    expect(root.querySelector<HTMLElement>('.more.right')!.checkVisibility()).to.equal(false);
  });

  it('marks nothing when the hand fits', async () => {
    const t = await mount(others({ hand: ['R1', 'R2', 'R3'] }));
    expect(t.handElement!.shadowRoot!.querySelector('.more:not([hidden])')).to.equal(null);
  });
});

/**
 * The card just drawn, to play or keep, stays in the page once made and hides while there is none
 * (src/ui/table/table-me.ts, docs/smoothness-passes.md "Seventeenth pass"): a draw and its answer make and
 * take out nothing, and what a player sees, reads and reaches is as before: the card, its name and
 * the answers the view allows while there is one; nothing once answered.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { PlayerView } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { lookIn, makeSeats, makeView, settleHand as settle } from './fixtures.js';

const drew = (card: string, playable: boolean): PlayerView =>
  makeView({
    phase: 'drawn',
    drawn: card,
    hand: ['R5', 'B4', 'G7', card],
    legal: playable ? [{ type: 'play', card }, { type: 'pass' }] : [{ type: 'pass' }],
  });
const answered = makeView({ turn: 1, legal: [], hand: ['R5', 'B4', 'G7'] });

/** What a player sees of the drawn card's box: its words and buttons on the screen, or null. */
function seen(t: UnoTable): { text: string; buttons: string[] } | null {
  const box = lookIn(t).querySelector<HTMLElement>('.drawn');
  if (!box?.checkVisibility()) return null;
  const buttons = [...box.querySelectorAll('button')].filter((b) => b.checkVisibility());
  return { text: box.querySelector('.sr-only')!.textContent.trim(), buttons: buttons.map((b) => b.textContent.trim()) };
}

describe('<uno-table>: the drawn card kept in the page', () => {
  beforeEach(() => setLang('en'));

  it('a draw and its answer show and hide the same box, with the answers the view allows', async () => {
    const t = await fixture<UnoTable>(
      html`<uno-table style="width:1000px;height:760px" .view=${drew('G9', true)} .seats=${makeSeats(4)}></uno-table>`,
    );
    await settle(t);
    expect(seen(t)).to.deep.equal({ text: 'You drew Green 9', buttons: ['Play it', 'Keep it'] });
    await expect(t).to.be.accessible();

    const actions = lookIn(t).querySelector('.actions')!;
    const changed: string[] = [];
    const watch = new MutationObserver((records) =>
      records.forEach((r) =>
        [...r.addedNodes, ...r.removedNodes].forEach((n) => n instanceof Element && changed.push(n.localName)),
      ),
    );
    watch.observe(actions, { childList: true, subtree: true });
    t.view = answered;
    await settle(t);
    expect(seen(t), 'answered: nothing to see').to.equal(null);
    await expect(t).to.be.accessible();
    t.view = drew('R2', false);
    await settle(t);
    expect(seen(t), 'a card that cannot be played: keep it only').to.deep.equal({
      text: 'You drew Red 2',
      buttons: ['Keep it'],
    });
    t.view = answered;
    await settle(t);
    watch.disconnect();
    expect(seen(t)).to.equal(null);
    expect(changed, 'made or taken out').to.deep.equal([]);
  });
});

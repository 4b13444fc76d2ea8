/**
 * The chat's panel on a laptop leaves the player's own row free (seen in
 * scripts/look-together.mjs's 1280×800 screenshots): kept in the bottom corner it hid the UNO
 * button and the hand's last cards, so a player chatting could not call UNO. On a phone it stays
 * the modal sheet at the bottom.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { ChatInbox } from '../../../../src/net/guest/chat-inbox.js';
import { SHOWN_CARD, backToDefault, lookIn, makeSeats, makeView, nextFrame, openChat } from './fixtures.js';

async function tableWithChat(size: { width: number; height: number }) {
  await setViewport(size);
  const inbox = new ChatInbox(
    () => {},
    () => Date.now(),
  );
  const seats = makeSeats(4, ['Ana', 'Bruno', 'Chloé', 'Driss']).map((s) => ({ ...s, kind: 'human' as const }));
  const view = makeView({ hand: ['R5', 'B4', 'G7', 'YS', 'W', 'R+2', 'B9', 'G1', 'Y2', 'B3'] });
  const table = await fixture<UnoTable>(
    html`<uno-table style="display:block;width:100vw;height:100dvh" .view=${view} .seats=${seats}>
      <uno-table-chat slot="chat" .chat=${inbox} .seats=${seats} .me=${0} table="KQ7MHA"></uno-table-chat>
    </uno-table>`,
  );
  await table.updateComplete;
  const { chat, panel } = await openChat(table);
  expect(panel.open, 'the panel is open').to.equal(true);
  return { table, chat, panel };
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('the chat panel and the player’s own row', () => {
  afterEach(backToDefault);

  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 640 },
  ])
    it(`${size.width}×${size.height}: the panel stands above the UNO button and the hand`, async () => {
      const { table, panel } = await tableWithChat(size);
      const box = panel.getBoundingClientRect();
      const uno = lookIn(table).querySelector<HTMLElement>('.uno-btn')!;
      expect(overlap(box, uno.getBoundingClientRect()), 'the panel over the UNO button').to.equal(false);
      const cards = [...table.handElement!.shadowRoot!.querySelectorAll(SHOWN_CARD)];
      expect(cards.length).to.equal(10);
      for (const card of cards) expect(overlap(box, card.getBoundingClientRect()), card.textContent).to.equal(false);
      // the table's tools stay free on a laptop: the menu is still a tap away, "Who you hear"
      // opened or not
      // (in a window too short for both, the tools go under the panel: it has its own Close)
      const tools = lookIn(table).querySelector('.tools')!.getBoundingClientRect();
      if (size.height >= 800) {
        expect(overlap(box, tools), 'the panel over the tools').to.equal(false);
        panel.querySelector<HTMLDetailsElement>('details.people')!.open = true;
        await nextFrame();
        expect(overlap(panel.getBoundingClientRect(), tools), 'the opened panel over the tools').to.equal(false);
      }
      // a click on the UNO button reaches it, the panel open
      const u = uno.getBoundingClientRect();
      expect(lookIn(table).elementFromPoint(u.left + u.width / 2, u.top + u.height / 2)).to.equal(uno);
      // and the panel is whole in the window, its field in sight
      expect(box.top).to.be.at.least(0);
      const f = panel.querySelector('#chat-input')!.getBoundingClientRect();
      expect(f.top).to.be.at.least(box.top);
      expect(f.bottom).to.be.at.most(box.bottom);
    });

  it('on a phone the panel is still the sheet at the bottom, over the table', async () => {
    const { panel } = await tableWithChat({ width: 360, height: 740 });
    expect(panel.matches(':modal')).to.equal(true);
    expect(panel.getBoundingClientRect().bottom).to.be.at.least(740 - 12);
  });
});

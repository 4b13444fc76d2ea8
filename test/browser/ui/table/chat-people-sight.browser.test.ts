/**
 * The phone's chat sheet ended at "Who you hear" with its mute switches below a scroll and no cue
 * (issue 30 point 7): opening it brings the switches into the sheet's sight.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { ChatInbox } from '../../../../src/net/guest/chat-inbox.js';
import { backToDefault, makeSeats, makeView, nextFrame, openChat } from './fixtures.js';

/** Whether `el` is wholly inside the window and inside `clip`'s box. */
function inSight(el: Element, clip: Element): boolean {
  const b = el.getBoundingClientRect();
  const c = clip.getBoundingClientRect();
  const top = Math.max(0, c.top);
  const bottom = Math.min(innerHeight, c.bottom);
  return b.height > 0 && b.top >= top - 1 && b.bottom <= bottom + 1;
}

describe('"Who you hear" in the phone chat sheet', () => {
  afterEach(backToDefault);

  for (const size of [
    { width: 360, height: 740 },
    { width: 740, height: 360 },
  ])
    it(`${size.width}×${size.height}: opening it shows its mute switches`, async () => {
      await setLang('en');
      await setViewport(size);
      const inbox = new ChatInbox(
        () => {},
        () => Date.now(),
      );
      const names = ['Ana', 'Bruno', 'Chloé', 'Driss', 'Eva', 'Farid'];
      const seats = makeSeats(6, names).map((s) => ({ ...s, kind: 'human' as const }));
      const table = await fixture<UnoTable>(
        html`<uno-table
          style="display:block;width:100vw;height:100dvh"
          .view=${makeView({ players: 6 })}
          .seats=${seats}
        >
          <uno-table-chat
            slot="chat"
            .chat=${inbox}
            .seats=${seats}
            .me=${0}
            .isHost=${true}
            table="KQ7MHA"
          ></uno-table-chat>
        </uno-table>`,
      );
      await table.updateComplete;
      const { chat, panel: sheet } = await openChat(table);
      expect(sheet.open).to.equal(true);
      const summary = chat.shadowRoot!.querySelector<HTMLElement>('details.people summary')!;
      expect(summary.textContent.trim()).to.equal('Who you hear');
      summary.click();
      for (let i = 0; i < 4; i++) await nextFrame();
      await new Promise((r) => setTimeout(r, 400));
      const first = chat.shadowRoot!.querySelector<HTMLElement>('details.people li button')!;
      expect(inSight(summary, sheet), '"Who you hear" still in sight').to.equal(true);
      expect(inSight(first, sheet), 'the first mute switch in sight').to.equal(true);
    });
});

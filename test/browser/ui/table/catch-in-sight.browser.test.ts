/**
 * Contre-UNO under the chip of the player who forgot UNO, on a phone either way (seen in
 * scripts/look-together.mjs's screenshots): on a phone on its side the opponents' row scrolls
 * sideways, and its box cut the button in half. The whole button shows, and a tap on it lands on it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { backToDefault, lookIn, makeSeats, makeView, nextFrame } from './fixtures.js';

async function mount(size: { width: number; height: number }, players: number) {
  await setViewport(size);
  const view = makeView({
    players,
    counts: Array.from({ length: players }, (_, s) => (s === 2 ? 1 : 6)),
    legal: [{ type: 'draw' }, { type: 'catch', target: 2 }],
    turn: 1,
  });
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="display:block;width:${size.width}px;height:${size.height}px"
      .view=${view}
      .seats=${makeSeats(players, ['Léa', 'Bruno', 'Chloé', 'Driss', 'Eva', 'Farid'])}
    ></uno-table>`,
  );
  await t.updateComplete;
  for (let i = 0; i < 3; i++) await nextFrame();
  return t;
}

describe('Contre-UNO on a phone', () => {
  afterEach(async () => {
    await setLang('en');
    await backToDefault();
  });

  for (const lang of ['en', 'fr'] as const)
    for (const size of [
      { width: 740, height: 360 },
      { width: 360, height: 740 },
    ])
      for (const players of [4, 6])
        it(`${size.width}×${size.height} ${lang}, ${players} players: the whole button shows and takes the tap`, async () => {
          await setLang(lang);
          const t = await mount(size, players);
          const chip = [...lookIn(t).querySelectorAll('uno-seat-chip')].find((c) => c.seat === 2)!;
          const button = chip.shadowRoot!.querySelector<HTMLButtonElement>('.catch')!;
          expect(button.textContent.trim()).to.equal(lang === 'fr' ? 'Contre-UNO' : 'Counter-UNO');
          const b = button.getBoundingClientRect();
          // a tap anywhere on the button reaches it: near each edge, and its middle
          for (const [x, y] of [
            [b.left + b.width / 2, b.top + 3],
            [b.left + b.width / 2, b.top + b.height / 2],
            [b.left + b.width / 2, b.bottom - 3],
            [b.left + 6, b.top + b.height / 2],
            [b.right - 6, b.top + b.height / 2],
          ] as const) {
            const outer = lookIn(t).elementFromPoint(x, y);
            const inner = outer === chip ? chip.shadowRoot!.elementFromPoint(x, y) : null;
            expect(inner === button, `${Math.round(x)},${Math.round(y)}: ${outer?.localName}`).to.equal(true);
          }
          expect(b.top).to.be.at.least(0);
          expect(b.bottom).to.be.at.most(size.height);
        });
});

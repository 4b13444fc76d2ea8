/**
 * The strip of last events under the piles on an upright phone (issue 30, seen in
 * scripts/look-together.mjs): its newest line, in full, was cut when it wrapped to two lines. The
 * strip shrank to three lines when the middle was short (here ten players on a phone a little
 * shorter than 740 px, as the look's own upright pages are with their bars), and the wrapped line
 * ran under the player's bar.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { TableEvent } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { backToDefault, makeSeats, makeView } from './fixtures.js';

/** The part of `el` a player sees: its box clipped by every ancestor that hides its overflow. */
function visible(el: Element): { top: number; bottom: number } {
  let { top, bottom } = el.getBoundingClientRect();
  for (let n: Element | null = el.parentElement ?? (el.getRootNode() as ShadowRoot).host; n;) {
    const style = getComputedStyle(n);
    if (style.overflowY !== 'visible' || style.overflow !== 'visible') {
      const r = n.getBoundingClientRect();
      top = Math.max(top, r.top);
      bottom = Math.min(bottom, r.bottom);
    }
    n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host || null);
  }
  return { top, bottom };
}

afterEach(backToDefault);

describe('the strip on an upright phone', () => {
  for (const [lang, players, height] of [
    ['en', 4, 740],
    ['fr', 4, 740],
    ['en', 10, 740],
    ['fr', 10, 740],
    ['en', 10, 620],
    ['en', 10, 630],
    ['fr', 10, 630],
  ] as const)
    it(`${lang}, ${players} players, 360×${height}: its newest line shows whole when it wraps to two lines`, async () => {
      await setLang(lang);
      await setViewport({ width: 360, height });
      const names = [
        'Ana',
        'Bruno',
        'Maximilienne-Éléonore',
        'Driss',
        'Eva',
        'Farid',
        'Gaëlle',
        'Hugo',
        'Inès',
        'Jules',
      ];
      const seats = makeSeats(players, names);
      const events: TableEvent[] = [
        { seq: 1, type: 'deal', round: 1, dealer: 0, top: 'R3', first: 1 },
        { seq: 2, type: 'play', seat: 1, cards: ['R5'] },
        { seq: 3, type: 'play', seat: 2, cards: ['W4'], color: 'G' },
      ];
      const t = await fixture<UnoTable>(
        html`<uno-table
          style="position:fixed;inset:0"
          .view=${makeView({ players, turn: 0 })}
          .seats=${seats}
          .events=${events}
        ></uno-table>`,
      );
      await t.updateComplete;
      await new Promise((r) => setTimeout(r, 50));
      const strip = t.shadowRoot!.querySelector<HTMLElement>('.strip')!;
      const last = strip.querySelector<HTMLElement>('.line:last-child')!;
      const lineHeight = parseFloat(getComputedStyle(last).lineHeight);
      const box = last.getBoundingClientRect();
      const seen = visible(last);
      expect(box.height, `wraps: ${last.textContent}`).to.be.at.least(lineHeight * 1.9);
      expect(seen.bottom - seen.top, 'the newest line seen whole').to.be.at.least(box.height - 1);
      // nothing drawn over its last row (the player's bar, the hand)
      strip.style.pointerEvents = 'auto';
      for (const y of [box.top + 3, box.bottom - 3]) {
        const at = t.shadowRoot!.elementFromPoint(box.left + box.width / 2, y);
        expect(strip.contains(at), `at y=${Math.round(y)}: ${at?.nodeName}.${at?.className}`).to.equal(true);
      }
      await setLang('en');
    });
});

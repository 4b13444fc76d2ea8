/**
 * The hand's fan is the style's, from each card's place (src/ui/table/uno-hand.ts,
 * docs/smoothness-passes.md "Seventeenth pass"): each card leans by its distance from the middle and the
 * outer ones drop 14px, as before; a hand that grows or shrinks rewrites the list's style only, not
 * one on each card.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { PlayerView } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { SHOWN_CARD, makeSeats, makeView, settleHand as settle } from './fixtures.js';

const theirTurn = (hand: string[]): PlayerView =>
  makeView({ turn: 1, legal: [], hand, counts: [hand.length, 5, 1, 3] });

/** Each card shown: its lean (degrees) and its drop (px), as drawn once the cards have moved. */
async function fan(t: UnoTable): Promise<{ lean: number; drop: number }[]> {
  await Promise.all(t.handElement!.shadowRoot!.getAnimations().map((a) => a.finished));
  return [...t.handElement!.shadowRoot!.querySelectorAll<HTMLButtonElement>(SHOWN_CARD)].map((b) => {
    const m = new DOMMatrix(getComputedStyle(b).transform);
    return { lean: (Math.atan2(m.b, m.a) * 180) / Math.PI, drop: parseFloat(getComputedStyle(b).marginTop) };
  });
}

/** The fan as the hand drew it before: (i - mid) × min(2.6, 24 / n) degrees, ((i - mid) / mid)² × 14 px. */
function expected(n: number): { lean: number; drop: number }[] {
  const mid = (n - 1) / 2;
  const spread = Math.min(2.6, 24 / n);
  return Array.from({ length: n }, (_, i) => ({
    lean: (i - mid) * spread,
    drop: n > 1 ? ((i - mid) / mid) ** 2 * 14 : 0,
  }));
}

describe('<uno-hand>: the fan drawn by the style', () => {
  beforeEach(() => setLang('en'));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('leans and drops each card by its place, for hands of 1, 5 and 7, without a style per card', async () => {
    await setViewport({ width: 360, height: 740 });
    const t = await fixture<UnoTable>(
      html`<uno-table
        style="width:360px;height:740px"
        .view=${theirTurn(['R5', 'B4', 'G7', 'YS', 'W', 'R+2', 'B9'])}
        .seats=${makeSeats(4)}
      ></uno-table>`,
    );
    await settle(t);
    const close = (got: { lean: number; drop: number }[], want: { lean: number; drop: number }[]) => {
      expect(got).to.have.length(want.length);
      got.forEach((g, i) => {
        expect(g.lean, `card ${i}'s lean`).to.be.closeTo(want[i]!.lean, 0.01);
        expect(g.drop, `card ${i}'s drop`).to.be.closeTo(want[i]!.drop, 0.05);
      });
    };
    close(await fan(t), expected(7));
    const styled: string[] = [];
    const watch = new MutationObserver((records) =>
      records.forEach((r) => styled.push((r.target as Element).localName)),
    );
    watch.observe(t.handElement!.shadowRoot!, { attributes: true, attributeFilter: ['style'], subtree: true });
    for (const hand of [['R1', 'G2', 'B3', 'Y4', 'G5'], ['R1'], ['R1', 'G2', 'B3', 'Y4', 'G5', 'B6', 'Y7']]) {
      t.view = theirTurn(hand);
      await settle(t);
      close(await fan(t), expected(hand.length));
    }
    watch.disconnect();
    expect(
      styled.filter((name) => name !== 'ol'),
      'a style written on a card',
    ).to.deep.equal([]);
  });
});

/**
 * A new table's first update reads no style (src/ui/table/uno-hand.ts, docs/smoothness-passes.md "Fifteenth
 * pass"): `<uno-hand>` read its card width there, and the browser worked out the styles of the whole
 * new table in the middle of the update. The hand's cards are still spaced as the card width of
 * each screen says, fanned while they fit, side by side once the hand scrolls.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { SHOWN_CARD, THIRTY_CARDS, backToDefault, makeSeats, makeView, nextFrame } from './fixtures.js';

const SEVEN = ['R5', 'B4', 'G7', 'YS', 'W', 'R+2', 'B9'];

/** `fn` run with every style read made inside the update of a table or a hand counted. */
async function stylesReadIn(fn: () => Promise<void>): Promise<string[]> {
  const reads: string[] = [];
  const updating = new Set<unknown>();
  const real = window.getComputedStyle;
  window.getComputedStyle = function (el: Element, pseudo?: string | null) {
    if (updating.size) reads.push(el.localName);
    return real.call(window, el, pseudo);
  };
  const protos = ['uno-table', 'uno-hand'].map((tag) => customElements.get(tag)!.prototype as object);
  for (const proto of protos) {
    const perform = (Object.getPrototypeOf(proto) as { performUpdate: () => void }).performUpdate;
    Object.defineProperty(proto, 'performUpdate', {
      configurable: true,
      value(this: object) {
        updating.add(this);
        try {
          perform.call(this);
        } finally {
          updating.delete(this);
        }
      },
    });
  }
  try {
    await fn();
  } finally {
    window.getComputedStyle = real;
    for (const proto of protos) delete (proto as { performUpdate?: unknown }).performUpdate;
  }
  return reads;
}

async function mount(hand: string[]): Promise<UnoTable> {
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="display:block;width:100vw;height:100vh"
      .view=${makeView({ hand, counts: [hand.length, 5, 1, 3] })}
      .seats=${makeSeats(4)}
    ></uno-table>`,
  );
  await t.updateComplete;
  await t.handElement!.updateComplete;
  return t;
}

/** The hand once laid out: its resize observer has told it its size (a task after a frame). */
async function settled(t: UnoTable): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await nextFrame();
    await new Promise((r) => setTimeout(r));
    await t.handElement!.updateComplete;
  }
}

describe('<uno-hand>: a new table reads no style in its first update', () => {
  afterEach(backToDefault);

  it('no style read while the table and its hand are first drawn', async () => {
    await setViewport({ width: 360, height: 740 });
    const reads = await stylesReadIn(async () => {
      await mount(SEVEN);
    });
    expect(reads, 'styles read in the update').to.deep.equal([]);
  });

  const sizes = [
    { width: 360, height: 740 },
    { width: 740, height: 360 },
    { width: 1280, height: 800 },
    { width: 360, height: 640 },
  ];
  for (const size of sizes)
    for (const hand of [SEVEN, THIRTY_CARDS.slice(0, 12), THIRTY_CARDS])
      it(`${size.width}×${size.height}, ${hand.length} cards: spaced by the screen's card width`, async () => {
        await setViewport(size);
        const t = await mount(hand);
        await settled(t);
        const el = t.handElement!;
        const cw = parseFloat(getComputedStyle(el).getPropertyValue('--card-w'));
        const n = hand.length;
        const room = el.getBoundingClientRect().width - 24;
        const step = Math.max(cw * 0.42, Math.min(cw * 0.72, (room - 1.4 * cw) / (n - 1)));
        const lefts = [...el.shadowRoot!.querySelectorAll('li:not([hidden])')].map(
          (li) => li.getBoundingClientRect().left,
        );
        expect(lefts).to.have.length(n);
        for (let i = 1; i < n; i++) expect(lefts[i]! - lefts[i - 1]!, `card ${i}`).to.be.closeTo(step, 0.1);
        const fits = (room - 1.4 * cw) / (n - 1) >= cw * 0.42;
        // each card's lean, as drawn once the cards have moved there (its rotation's sine)
        await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished));
        const tilts = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>(SHOWN_CARD)].map(
          (b) => new DOMMatrix(getComputedStyle(b).transform).b,
        );
        expect(
          tilts.some((x) => x !== 0),
          fits ? 'a fan' : 'side by side',
        ).to.equal(fits);
      });
});

// card-image.ts with card-bitmap.ts: a face whose bitmap an earlier visit kept is drawn as that
// bitmap from its class's first rule, without its drawing ever being shown; the others start as
// their drawings.
import { expect, fixture, html } from '@open-wc/testing';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { readKeptBitmaps, useShelf } from '../../../../src/ui/cards/card-bitmap.js';
import { faceClass, faceDrawing, faceSheet } from '../../../../src/ui/cards/card-image.js';
import '../../../../src/ui/cards/uno-card.js';
import type { UnoCard } from '../../../../src/ui/cards/uno-card.js';

/** A red pixel. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const ruleOf = (name: string): CSSStyleRule =>
  [...faceSheet!.cssRules].find((r) => (r as CSSStyleRule).selectorText === `.${name}`) as CSSStyleRule;

describe('a kept bitmap from the first render', () => {
  after(() => useShelf(null));

  it('draws a face kept by an earlier visit as its bitmap at once, and the others as drawings', async () => {
    const kept = faceDrawing('R5', 'classic')!;
    expect(kept.startsWith('data:image/svg+xml,')).to.equal(true);
    useShelf({
      read: () => Promise.resolve(new Map([[bytesToHex(sha256(utf8ToBytes(kept))), PNG]])),
      put: () => undefined,
      drop: () => undefined,
    });
    await readKeptBitmaps();
    const red = faceClass('R5', 'classic')!;
    expect(ruleOf(red).style.backgroundImage).to.equal(`url("${PNG}")`);
    const green = faceClass('G7', 'classic')!;
    expect(ruleOf(green).style.backgroundImage).to.equal(`url("${faceDrawing('G7', 'classic')}")`);

    const card = await fixture<UnoCard>(html`<uno-card code="R5" edition="classic"></uno-card>`);
    const image = card.shadowRoot!.querySelector<HTMLElement>('[part=image]')!;
    expect(getComputedStyle(image).backgroundImage, 'the card on the page').to.equal(`url("${PNG}")`);
  });
});

/** card-span.ts: a card drawn as a span of a component's own shadow root, its class naming the
 * same drawing a `<uno-card>` of that face shows. */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/cards/uno-card.js';
import type { UnoCard } from '../../../../src/ui/cards/uno-card.js';
import { adoptCardArt, artClass, cardArtStyles } from '../../../../src/ui/cards/card-span.js';
import { artRule, faceStyleElement } from '../../../../src/ui/cards/card-image.js';

/** A component that draws its cards as spans, as the hand and the table do. */
class SpanCards extends LitElement {
  static override properties = { codes: { attribute: false } };
  codes: string[] = [];
  static override styles = cardArtStyles;
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return adoptCardArt(super.createRenderRoot());
  }
  override render() {
    return this.codes.map((c) => html`<span class="card-art ${artClass(c, '')}" style="--card-w:40px"></span>`);
  }
}
customElements.define('span-cards', SpanCards);

const spans = (el: SpanCards) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card-art')];
const cardArt = (el: Element) => getComputedStyle(el).backgroundImage;

afterEach(() => setLang('en'));

describe('card-span: a card as a span', () => {
  it('shows the drawing a <uno-card> of the same face shows, at its size', async () => {
    const el = await fixture<SpanCards>(html`<span-cards .codes=${['R5', 'W+4', 'B9']}></span-cards>`);
    const card = await fixture<UnoCard>(html`<uno-card code="W+4"></uno-card>`);
    const [r5, wild, b9] = spans(el);
    expect(cardArt(wild!)).to.equal(getComputedStyle(card.shadowRoot!.querySelector('[part=image]')!).backgroundImage);
    expect(cardArt(r5!), 'its SVG, or its bitmap once made').to.match(/^url\("data:image\/(svg\+xml,|png;base64,)/);
    expect(cardArt(r5!), 'each face its own drawing').to.not.equal(cardArt(b9!));
    const box = r5!.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([40, 60]);
  });

  it('names one class per face, the back for a face-down card or a code that names no card', () => {
    expect(artClass('G7', '')).to.equal(artClass('G7', ''));
    expect(artClass('G7', '')).to.not.equal(artClass('G8', ''));
    expect(artClass('G7', '', true)).to.equal(artClass('', ''));
    expect(artClass('X1', '')).to.equal(artClass('', ''));
    expect(artClass('W', 'skull'), "the skull edition's palette").to.not.equal(artClass('W', ''));
  });

  it("draws the language's colour letters", async () => {
    await setLang('en');
    const en = artClass('Y3', '');
    await setLang('fr');
    expect(artClass('Y3', ''), 'J for jaune').to.not.equal(en);
  });

  it('gives a page whose shadow roots adopt no sheet a style with every drawing, later ones too', () => {
    const before = artClass('R1', '');
    const style = faceStyleElement();
    expect(style.textContent).to.contain(artRule(before));
    const later = artClass('B7*', 'skull');
    expect(style.textContent, 'a drawing made after the style').to.contain(artRule(later));
  });
});

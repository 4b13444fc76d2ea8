import { expect, fixture, html } from '@open-wc/testing';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { cardName, parseCard, sortHand, editionColors, type CardFace } from '../../../../src/ui/cards/card-face.js';
import { EDITIONS } from '../../../../src/game/index.js';
import type { EditionId } from '../../../../src/game/types.js';
import '../../../../src/ui/cards/uno-card.js';
import { artRule } from '../../../../src/ui/cards/card-image.js';
import type { UnoCard } from '../../../../src/ui/cards/uno-card.js';

/** What docs/game-rules.md "Card codes" says a code shows, written out apart from any parser. */
const SYMBOLS: Record<string, CardFace['kind']> = {
  S: 'skip',
  R: 'reverse',
  '+1': 'draw1',
  '+2': 'draw2',
  T: 'takeTwoTowers',
};
const WILDS: Record<string, CardFace['kind']> = {
  W: 'wild',
  'W+4': 'wildDraw4',
  WK: 'skull',
  WV: 'variante',
  WT: 'takeOneTower',
};
function expectedFace(code: string): Omit<CardFace, 'code'> {
  if (code in WILDS) return { color: null, kind: WILDS[code]!, value: null, icon: null };
  const color = code[0] as CardFace['color'];
  const rest = code.slice(1);
  if (rest in SYMBOLS) return { color, kind: SYMBOLS[rest]!, value: null, icon: null };
  return { color, kind: 'number', value: Number(rest[0]), icon: (rest[1] ?? null) as CardFace['icon'] };
}

const image = (el: UnoCard) => el.shadowRoot!.querySelector<HTMLElement>('[part=image]')!;
const label = (el: UnoCard) => image(el).getAttribute('aria-label');
/** The drawing the card shows: its class's SVG, as a `url()` (card-image.ts); the page shows that
 * or, once made at an idle moment, its bitmap (card-bitmap.ts). */
function art(el: UnoCard): string {
  const svg = /url\("([^"]*)"\)/.exec(artRule(image(el).className))?.[1];
  expect(svg, 'a drawing for the class').to.be.a('string');
  const shown = getComputedStyle(image(el)).backgroundImage;
  expect(shown === `url("${svg}")` || shown.startsWith('url("data:image/png;base64,'), 'the page shows it').to.equal(
    true,
  );
  return `url("${svg}")`;
}
/** The card's drawing, read back from its image (an SVG `data:` URL). */
function drawing(el: UnoCard): Document {
  const url = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(art(el));
  expect(url, 'an SVG image').to.not.equal(null);
  const doc = new DOMParser().parseFromString(decodeURIComponent(url![1]!), 'image/svg+xml');
  expect(doc.querySelector('parsererror'), 'a well-formed SVG').to.equal(null);
  return doc;
}
const texts = (el: UnoCard) => [...drawing(el).querySelectorAll('text')].map((t) => t.textContent);

describe('card faces', () => {
  it('reads every kind of card code', () => {
    expect(parseCard('B4!')).to.deep.include({ color: 'B', kind: 'number', value: 4, icon: '!' });
    expect(parseCard('G7*')).to.deep.include({ color: 'G', kind: 'number', value: 7, icon: '*' });
    expect(parseCard('GR')).to.deep.include({ color: 'G', kind: 'reverse' });
    expect(parseCard('RS')).to.deep.include({ color: 'R', kind: 'skip' });
    expect(parseCard('Y+2')).to.deep.include({ color: 'Y', kind: 'draw2' });
    expect(parseCard('B+1')).to.deep.include({ color: 'B', kind: 'draw1' });
    expect(parseCard('RT')).to.deep.include({ color: 'R', kind: 'takeTwoTowers' });
    expect(parseCard('W+4')).to.deep.include({ color: null, kind: 'wildDraw4' });
    expect(parseCard('WK')).to.deep.include({ kind: 'skull' });
    expect(parseCard('WV')).to.deep.include({ kind: 'variante' });
    expect(parseCard('WT')).to.deep.include({ kind: 'takeOneTower' });
    for (const bad of ['', 'X1', 'R10', 'R4?', 'W+2', 'B', 42 as unknown as string])
      expect(parseCard(bad)).to.equal(null);
  });

  it("gives every card of every edition's deck its color, kind, value and icon", () => {
    for (const id of Object.keys(EDITIONS) as EditionId[]) {
      const codes = new Set(EDITIONS[id].deck());
      for (const code of codes) {
        const face = parseCard(code);
        expect(face !== null, `${id}: ${code} has a face`).to.equal(true);
        expect({ ...face }, `${id}: ${code}`).to.deep.equal({ code, ...expectedFace(code) });
        if (face!.color !== null) expect(editionColors(id), `${id}: ${code}'s color`).to.include(face!.color);
      }
    }
    // Every kind and icon shows up in some deck, so the loop above saw each of them.
    const faces = Object.values(EDITIONS).flatMap((e) => e.deck().map((c) => parseCard(c)!));
    expect(new Set(faces.map((f) => f.kind)).size).to.equal(11);
    expect([...new Set(faces.map((f) => f.icon))].sort()).to.deep.equal(['!', '*', 'N', 'O', 'U', null]);
  });

  it('gives null for anything that is not a card code', () => {
    const garbage: unknown[] = ['', 'X9', 'R10', 42, '__proto__', 'constructor', 'r5', 'W+4 ', null, undefined];
    for (const bad of garbage) expect(parseCard(bad as string) === null, `${String(bad)} names no card`).to.equal(true);
  });

  it('sorts a hand by color, then value, Wilds last', () => {
    expect(sortHand(['W', 'B2', 'R+2', 'R5', 'G1', 'Y9', 'R1', 'W+4', 'YS'])).to.deep.equal([
      'R1',
      'R5',
      'R+2',
      'Y9',
      'YS',
      'G1',
      'B2',
      'W',
      'W+4',
    ]);
  });

  it('gives the skull edition purple instead of yellow', () => {
    expect(editionColors('skull')).to.include('P').and.not.include('Y');
    expect(editionColors('classic')).to.include('Y').and.not.include('P');
  });

  it('names cards in English and French', async () => {
    await setLang('en');
    expect(cardName('B4!')).to.equal('Blue 4, icon !');
    expect(cardName('BS')).to.equal('Blue Skip');
    expect(cardName('W+4')).to.equal('Wild +4');
    expect(cardName('G7*')).to.equal('Green 7, add-a-rule icon');
    await setLang('fr');
    expect(cardName('B4!')).to.equal('Bleu 4, icône !');
    expect(cardName('RR')).to.equal('Inversion rouge');
    expect(cardName('PS')).to.equal('Passer violet');
    expect(cardName('WK')).to.equal('Pouvoir du crâne ancestral');
    await setLang('en');
  });
});

describe('<uno-card>', () => {
  it('draws a face with its accessible name and re-renders on a language change', async () => {
    await setLang('en');
    const el = await fixture<UnoCard>(html`<uno-card code="B4!"></uno-card>`);
    expect(label(el)).to.equal('Blue 4, icon !');
    expect(image(el).getAttribute('role')).to.equal('img');
    expect(image(el).hasAttribute('aria-hidden')).to.equal(false);
    await setLang('fr');
    await el.updateComplete;
    expect(label(el)).to.equal('Bleu 4, icône !');
    await setLang('en');
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('prints the color letter and the symbol on the card', async () => {
    await setLang('en');
    const el = await fixture<UnoCard>(html`<uno-card code="Y6"></uno-card>`);
    expect(texts(el)).to.include('Y');
    expect(texts(el)).to.include('6');
  });

  it('draws its new card when its code, its face or the language changes, and no other card with it', async () => {
    await setLang('en');
    const el = await fixture<UnoCard>(html`<uno-card code="Y6"></uno-card>`);
    const twin = await fixture<UnoCard>(html`<uno-card code="Y6"></uno-card>`);
    el.code = 'B+2';
    await el.updateComplete;
    expect(texts(el)).to.include.members(['B', '+2']).and.not.include('6');
    expect(texts(twin)).to.include.members(['Y', '6']);
    await setLang('fr');
    await el.updateComplete;
    await twin.updateComplete;
    expect(texts(twin)).to.include('J').and.not.include('Y'); // jaune
    el.faceDown = true;
    await el.updateComplete;
    expect(texts(el)).to.not.include('+2');
    el.faceDown = false;
    await el.updateComplete;
    expect(texts(el)).to.include('+2');
    await setLang('en');
  });

  it('draws a back when face down, and for a code that names no card', async () => {
    const back = await fixture<UnoCard>(html`<uno-card face-down code="R5"></uno-card>`);
    expect(label(back)).to.equal('Face-down card');
    const bad = await fixture<UnoCard>(html`<uno-card code="??"></uno-card>`);
    expect(label(bad)).to.equal('Unknown card');
  });

  it('reflects its states and hides itself when decorative', async () => {
    const el = await fixture<UnoCard>(html`<uno-card code="R1" playable selected dimmed decorative></uno-card>`);
    expect(el.hasAttribute('playable')).to.equal(true);
    expect(el.hasAttribute('selected')).to.equal(true);
    expect(el.hasAttribute('dimmed')).to.equal(true);
    expect(image(el).getAttribute('aria-hidden')).to.equal('true');
    expect(label(el)).to.equal(null);
    // the states are styles only: changing one draws nothing again
    const before = image(el);
    const drawn = art(el);
    el.playable = false;
    el.dimmed = false;
    expect([el.hasAttribute('playable'), el.hasAttribute('dimmed'), el.selected]).to.deep.equal([false, false, true]);
    expect(image(el)).to.equal(before);
    expect(art(el)).to.equal(drawn);
    el.decorative = false;
    expect(image(el).hasAttribute('aria-hidden')).to.equal(false);
    expect(label(el)).to.equal('Red 1');
  });

  it('makes each drawing once: cards of the same face share one image', async () => {
    await setLang('en');
    const [a, b, c] = [
      ...(
        await fixture<HTMLElement>(
          html`<div>
            <uno-card code="G+2"></uno-card><uno-card code="G+2"></uno-card><uno-card code="B+2"></uno-card>
          </div>`,
        )
      ).querySelectorAll('uno-card'),
    ];
    expect(art(a!)).to.equal(art(b!));
    expect(art(a!)).to.not.equal(art(c!));
    expect(image(a!).className).to.equal(image(b!).className);
    // where shadow roots cannot adopt the shared sheet, a card writes the same rule in its own root
    const own = new CSSStyleSheet();
    own.replaceSync(artRule(image(a!).className));
    expect((own.cssRules[0] as CSSStyleRule).style.backgroundImage).to.equal(art(a!));
    // the skull edition's Wilds have purple where the others have yellow
    a!.code = 'W';
    b!.code = 'W';
    b!.edition = 'skull';
    expect(art(a!)).to.not.equal(art(b!));
    expect(decodeURIComponent(art(b!)).toUpperCase()).to.include('#6B2FA3');
    expect(decodeURIComponent(art(a!)).toUpperCase()).to.not.include('#6B2FA3');
  });

  it('draws every card of every edition without error', async () => {
    const codes = [
      'R0',
      'G9',
      'B4!',
      'Y1U',
      'R2N',
      'G3O',
      'P7',
      'R5*',
      'RS',
      'GR',
      'Y+2',
      'B+1',
      'RT',
      'W',
      'W+4',
      'WK',
      'WV',
      'WT',
    ];
    for (const code of codes) {
      const el = await fixture<UnoCard>(html`<uno-card .code=${code} edition="skull"></uno-card>`);
      expect(label(el), code).to.not.equal('Unknown card');
      expect(drawing(el).querySelectorAll('svg *').length, code).to.be.greaterThan(4);
    }
  });
});

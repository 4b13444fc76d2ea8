import { expect, fixture, html } from '@open-wc/testing';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { cardName, parseCard, sortHand, editionColors } from '../../../../src/ui/cards/card-face.js';
import '../../../../src/ui/cards/uno-card.js';
import type { UnoCard } from '../../../../src/ui/cards/uno-card.js';

const label = (el: UnoCard) => el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label');

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
    for (const bad of ['', 'X1', 'R10', 'R4?', 'W+2', 'B', 42 as unknown as string]) expect(parseCard(bad)).to.equal(null);
  });

  it('sorts a hand by color, then value, Wilds last', () => {
    expect(sortHand(['W', 'B2', 'R+2', 'R5', 'G1', 'Y9', 'R1', 'W+4', 'YS'])).to.deep.equal([
      'R1', 'R5', 'R+2', 'Y9', 'YS', 'G1', 'B2', 'W', 'W+4',
    ]);
  });

  it('gives the skull edition purple instead of yellow', () => {
    expect(editionColors('skull')).to.include('P').and.not.include('Y');
    expect(editionColors('classic')).to.include('Y').and.not.include('P');
  });

  it('names cards in English and French', () => {
    setLang('en');
    expect(cardName('B4!')).to.equal('Blue 4, icon !');
    expect(cardName('BS')).to.equal('Blue Skip');
    expect(cardName('W+4')).to.equal('Wild +4');
    expect(cardName('G7*')).to.equal('Green 7, add-a-rule icon');
    setLang('fr');
    expect(cardName('B4!')).to.equal('Bleu 4, icône !');
    expect(cardName('RR')).to.equal('Inversion rouge');
    expect(cardName('PS')).to.equal('Passer violet');
    expect(cardName('WK')).to.equal('Pouvoir du crâne ancestral');
    setLang('en');
  });
});

describe('<uno-card>', () => {
  it('draws a face with its accessible name and re-renders on a language change', async () => {
    setLang('en');
    const el = await fixture<UnoCard>(html`<uno-card code="B4!"></uno-card>`);
    expect(label(el)).to.equal('Blue 4, icon !');
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('role')).to.equal('img');
    setLang('fr');
    await el.updateComplete;
    expect(label(el)).to.equal('Bleu 4, icône !');
    setLang('en');
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('prints the color letter and the symbol on the card', async () => {
    setLang('en');
    const el = await fixture<UnoCard>(html`<uno-card code="Y6"></uno-card>`);
    const texts = [...el.shadowRoot!.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).to.include('Y');
    expect(texts).to.include('6');
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
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('draws every card of every edition without error', async () => {
    const codes = ['R0', 'G9', 'B4!', 'Y1U', 'R2N', 'G3O', 'P7', 'R5*', 'RS', 'GR', 'Y+2', 'B+1', 'RT', 'W', 'W+4', 'WK', 'WV', 'WT'];
    for (const code of codes) {
      const el = await fixture<UnoCard>(html`<uno-card .code=${code} edition="skull"></uno-card>`);
      expect(label(el), code).to.not.equal('Unknown card');
      expect(el.shadowRoot!.querySelectorAll('svg *').length, code).to.be.greaterThan(4);
    }
  });
});

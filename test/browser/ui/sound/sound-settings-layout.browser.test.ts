/**
 * The sound settings where the table's menu shows them on an upright phone (360×740: a column
 * about 286 px wide), in French, the longer words: seen in issue 30's screenshots pass with a
 * volume slider 30 px long and the "Sons" heading touching the button above it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/sound/uno-sound-settings.js';
import type { UnoSoundSettings } from '../../../../src/ui/sound/uno-sound-settings.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';

describe('the sound settings on a phone', () => {
  before(() => setLang('fr'));
  after(() => setLang('en'));

  it('keeps a slider a thumb can use, every control inside, the heading clear of what is above', async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div style="width: 286px; font: 16px system-ui, sans-serif">
        <button type="button" style="display: block; min-height: 40px; margin: 0">Autoriser les notifications</button>
        <uno-sound-settings></uno-sound-settings>
      </div>`,
    );
    const el = box.querySelector<UnoSoundSettings>('uno-sound-settings')!;
    await el.updateComplete;
    const root = el.shadowRoot!;
    const rect = (sel: string) => root.querySelector(sel)!.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    expect(rect('#sound-volume').width, 'the slider').to.be.at.least(120);
    for (const sel of ['#sound-volume', 'output', '#sound-try'])
      expect(rect(sel).right, `${sel} inside`).to.be.at.most(outer.right + 0.5);
    const above = box.querySelector('button')!.getBoundingClientRect();
    expect(rect('h3').top - above.bottom, 'the heading').to.be.at.least(8);
  });
});

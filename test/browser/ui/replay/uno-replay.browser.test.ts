/**
 * The replay screen: a recorded game played back with the table UI, by step or playing, from a seat
 * or with every hand shown; keyboard, axe, both languages, a phone upright.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createTable, recordOf, type GameRecord, type Table } from '../../../../src/engine/index.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { openRecord } from '../../../../src/ui/replay/open-record.js';
import '../../../../src/ui/replay/uno-replay.js';
import type { UnoReplay } from '../../../../src/ui/replay/uno-replay.js';

/** A few turns of a 3-player game: each turn seat plays its first legal card, or draws. */
function record(): { record: GameRecord; table: Table } {
  const table = createTable({ edition: 'classic', players: 3, seed: 'replay-ui' });
  for (let i = 0; i < 12; i++) {
    const v = table.view(table.turn);
    const play = v.legal.find((a) => a.type === 'play');
    const action = play && play.type === 'play' ? { ...play, color: 'R' as const } : v.legal[0]!;
    if (!table.send(table.turn, action).ok) break;
  }
  return { record: recordOf(table, ['Ana', 'Bo', 'Cy']), table };
}

async function replay(r: GameRecord): Promise<UnoReplay> {
  const el = await fixture<UnoReplay>(html`<uno-replay .record=${r}></uno-replay>`);
  await el.updateComplete;
  return el;
}

const $ = <T extends Element>(el: UnoReplay, sel: string) => el.shadowRoot!.querySelector<T>(sel)!;
const status = (el: UnoReplay) => $(el, '.step').textContent.trim();
const table = (el: UnoReplay) =>
  $(el, 'uno-table') as unknown as { view: { hand: string[]; seat: number; top: string } };

describe('the replay screen', () => {
  // The language is read from localStorage, which test files running beside this one share.
  beforeEach(() => setLang('en'));
  afterEach(() => setLang('en'));
  after(() => setViewport({ width: 800, height: 600 }));

  it('steps through the game with the buttons and the keyboard, and shows what the table showed', async () => {
    const { record: r, table: original } = record();
    const el = await replay(r);
    expect(status(el)).to.equal(`Step 0 of ${r.steps.length}`);
    expect(table(el).view.seat).to.equal(0);
    $<HTMLButtonElement>(el, '#next').click();
    await el.updateComplete;
    expect(status(el)).to.equal(`Step 1 of ${r.steps.length}`);
    $<HTMLButtonElement>(el, '#last').click();
    await el.updateComplete;
    expect(table(el).view.top).to.equal(original.view(0).top);
    expect(table(el).view.hand).to.deep.equal(original.view(0).hand);
    expect(table(el).view.seat === 0 && (table(el).view as unknown as { legal: unknown[] }).legal.length).to.equal(0);
    const nav = $<HTMLElement>(el, 'nav');
    $<HTMLButtonElement>(el, '#back').focus();
    nav.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(status(el)).to.equal(`Step 0 of ${r.steps.length}`);
    nav.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    nav.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(status(el)).to.equal(`Step 2 of ${r.steps.length}`);
    await expect(el).to.be.accessible();
  });

  it('plays on by itself and pauses', async () => {
    const { record: r } = record();
    const el = await replay(r);
    $<HTMLButtonElement>(el, '#play').click();
    await el.updateComplete;
    expect($(el, '#play').getAttribute('aria-pressed')).to.equal('true');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(status(el)).to.not.equal(`Step 0 of ${r.steps.length}`);
    $<HTMLButtonElement>(el, '#play').click();
    await el.updateComplete;
    expect($(el, '#play').getAttribute('aria-pressed')).to.equal('false');
  });

  it('shows the game from any seat, or every hand', async () => {
    const { record: r, table: original } = record();
    const el = await replay(r);
    $<HTMLButtonElement>(el, '#last').click();
    const select = $<HTMLSelectElement>(el, '#seat');
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(table(el).view.hand).to.deep.equal(original.view(2).hand);
    select.value = 'all';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const hands = [...el.shadowRoot!.querySelectorAll('.hand')];
    expect(hands.map((h) => h.getAttribute('aria-label'))).to.deep.equal(['Ana', 'Bo', 'Cy']);
    hands.forEach((h, s) => {
      const codes = [...h.querySelectorAll('uno-card')].map((c) => c.getAttribute('code'));
      expect(codes).to.deep.equal(original.view(s).hand);
    });
    await expect(el).to.be.accessible();
  });

  it('speaks French and fits a phone held upright', async () => {
    setLang('fr');
    await setViewport({ width: 360, height: 740 });
    const el = await replay(record().record);
    expect(status(el)).to.match(/^Étape 0 sur \d+$/);
    expect($(el, '#play').getAttribute('aria-label')).to.equal('Lecture');
    const nav = $<HTMLElement>(el, 'nav');
    expect(nav.scrollWidth <= 360, 'the controls wrap inside the screen').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('refuses a bad file with a clear message that names the step', () => {
    const { record: r } = record();
    expect(() => openRecord('not json')).to.throw(/not JSON/);
    expect(() => openRecord(JSON.stringify({ ...r, version: 9 }))).to.throw(/unknown record version 9/);
    const steps = r.steps.slice();
    steps[3] = [9, { type: 'draw' }];
    expect(() => openRecord(JSON.stringify({ ...r, steps }))).to.throw(/step 4 .* was refused: bad-seat/);
  });
});

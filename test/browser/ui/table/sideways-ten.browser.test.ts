/**
 * Ten players on a phone on its side, 740×360 (issue 30 point 7): every chip shows its player's
 * name; the round's end opens at its top with the winner, and its buttons in sight (upright too);
 * the table's menu shows every entry; the lobby's Start leaves the link and Copy in sight.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { PlayerView, RoundResult } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/i18n/app.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import type { LobbyState } from '../../../../src/net/terms/lobby.js';
import { backToDefault, lookIn, makeSeats, makeView, nextFrame } from './fixtures.js';

const TEN = ['Léa', 'Bruno', 'Chloé', 'Maximilien', 'Eva', 'Joséphine', 'Gaëlle', 'Bartholomew', 'Inès', 'Zoé'];
const counts = [3, 7, 7, 7, 7, 7, 7, 7, 7, 7];
const play = () => makeView({ players: 10, counts, scores: counts.map(() => 0), dealer: 9 });
const hands = counts.map((_, s) => (s === 0 ? [] : ['B2', 'G4', 'Y5', 'B6', 'G7', 'Y8', 'B9']));
const result: RoundResult = {
  winner: 0,
  blocked: false,
  points: counts.map((_, s) => (s === 0 ? 0 : 41)),
  gained: counts.map((_, s) => (s === 0 ? 369 : 0)),
  hands,
};
const over = (): PlayerView =>
  makeView({
    players: 10,
    phase: 'roundOver',
    phasePath: 'roundOver',
    hand: [],
    counts: counts.map((_, s) => (s === 0 ? 0 : 7)),
    legal: [],
    roundWinner: 0,
    roundResult: result,
    scores: counts.map((_, s) => (s === 0 ? 369 : 0)),
    dealer: 9,
  });

async function mount(view: PlayerView, size: { width: number; height: number }) {
  await setViewport(size);
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="display:block;width:${size.width}px;height:${size.height}px"
      .view=${view}
      .seats=${makeSeats(10, TEN)}
      .isHost=${true}
    ></uno-table>`,
  );
  await t.updateComplete;
  for (let i = 0; i < 4; i++) await nextFrame();
  await new Promise((r) => setTimeout(r, 300));
  return t;
}

/** Whether `el` is drawn inside the window (wholly) and inside `clip`'s box when given. */
function inSight(el: Element, clip?: Element): boolean {
  const b = el.getBoundingClientRect();
  const c = clip?.getBoundingClientRect() ?? { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
  return (
    b.width > 0 && b.top >= c.top - 1 && b.bottom <= c.bottom + 1 && b.left >= c.left - 1 && b.right <= c.right + 1
  );
}

const SIDEWAYS = { width: 740, height: 360 };

describe('ten players on a phone on its side', () => {
  beforeEach(() => setLang('en'));
  afterEach(backToDefault);

  it("shows every opponent's name on its chip, in the window", async () => {
    const t = await mount(play(), SIDEWAYS);
    const chips = [...lookIn(t).querySelectorAll('uno-seat-chip')];
    expect(chips).to.have.length(9);
    for (const chip of chips) {
      const name = chip.shadowRoot!.querySelector<HTMLElement>('.name')!;
      // the whole name, or at least its first letters (a long one ends in …), not a sliver
      expect(name.clientWidth, `${name.textContent} shows`).to.be.at.least(Math.min(40, name.scrollWidth));
      expect(inSight(chip), `${name.textContent}'s chip is on the screen`).to.equal(true);
    }
  });

  it('opens the round end at its top: the winner and the buttons in sight', async () => {
    const t = await mount(over(), SIDEWAYS);
    const dialog = lookIn(t).querySelector('uno-dialog')!.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.scrollTop, 'not scrolled').to.equal(0);
    const lead = lookIn(t).querySelector<HTMLElement>('.lead')!;
    expect(lead.textContent).to.contain('You win the round');
    expect(inSight(lead, dialog), 'the winner').to.equal(true);
    const next = [...lookIn(t).querySelectorAll<HTMLButtonElement>('.answers button')];
    expect(next.map((b) => b.textContent.trim())).to.deep.equal(['Leave the table', 'Next round']);
    for (const b of next) expect(inSight(b, dialog), b.textContent.trim()).to.equal(true);
    expect(lookIn(t).activeElement?.textContent?.trim()).to.equal('Next round');
  });

  it('keeps Next round in sight on a tall round end held upright', async () => {
    const t = await mount(over(), { width: 360, height: 740 });
    const dialog = lookIn(t).querySelector('uno-dialog')!.shadowRoot!.querySelector('dialog')!;
    expect(dialog.scrollHeight, 'the results are taller than the screen').to.be.greaterThan(dialog.clientHeight);
    const next = lookIn(t).querySelector<HTMLButtonElement>('.answers button.primary')!;
    expect(inSight(next, dialog)).to.equal(true);
    expect(inSight(lookIn(t).querySelector('.lead')!, dialog)).to.equal(true);
  });

  it("shows every entry of the table's menu", async () => {
    const t = await mount(play(), SIDEWAYS);
    lookIn(t).querySelector<HTMLButtonElement>('.menu-toggle')!.click();
    let menu: Element | null = null;
    for (let i = 0; i < 100 && !menu?.shadowRoot?.querySelector('dialog[open]'); i++) {
      await new Promise((r) => setTimeout(r, 30));
      menu = lookIn(t).querySelector('uno-table-menu');
    }
    await new Promise((r) => setTimeout(r, 300));
    const dialog = menu!.shadowRoot!.querySelector('dialog')!;
    const buttons = [...dialog.querySelectorAll('button')];
    expect(buttons.map((b) => b.id || b.textContent.trim())).to.include.members([
      'rules-btn',
      'phases-btn',
      'save-btn',
      'Close',
    ]);
    for (const b of buttons) expect(inSight(b, dialog), b.id || b.textContent.trim()).to.equal(true);
  });
});

describe("the table's menu on a phone on its side", () => {
  afterEach(backToDefault);

  /** The focused element, looked for inside shadow roots. */
  function focused(): HTMLElement | null {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el instanceof HTMLElement ? el : null;
  }

  for (const [lang, more] of [
    ['en', 'More below'],
    ['fr', 'Suite plus bas'],
  ] as const) {
    it(`says more waits below, and Tab brings every entry into sight, the volume too (${lang})`, async () => {
      await setLang(lang);
      const t = await mount(play(), SIDEWAYS);
      lookIn(t).querySelector<HTMLButtonElement>('.menu-toggle')!.click();
      let menu: Element | null = null;
      for (let i = 0; i < 100 && !menu?.shadowRoot?.querySelector('dialog[open]'); i++) {
        await new Promise((r) => setTimeout(r, 30));
        menu = lookIn(t).querySelector('uno-table-menu');
      }
      await new Promise((r) => setTimeout(r, 300));
      const dialog = menu!.shadowRoot!.querySelector('dialog')!;
      expect(dialog.scrollHeight, 'the menu is taller than the screen').to.be.greaterThan(dialog.clientHeight);
      const cue = dialog.querySelector<HTMLElement>('.scroll-cue')!;
      expect(cue.hidden).to.equal(false);
      expect(inSight(cue, dialog)).to.equal(true);
      expect(cue.textContent.trim()).to.contain(more);
      // Tab round the menu: each entry is in sight, above the cue, when it has the focus
      const seen = new Set<string>();
      for (let i = 0; i < 16; i++) {
        await sendKeys({ press: 'Tab' });
        await new Promise((r) => setTimeout(r, 60));
        const f = focused()!;
        // past the last entry the focus leaves the menu's controls for a moment
        if (!['BUTTON', 'INPUT'].includes(f.tagName)) continue;
        const name = f.id || f.textContent.trim();
        seen.add(name);
        const b = f.getBoundingClientRect();
        const view = dialog.getBoundingClientRect();
        const foot = cue.hidden ? view.bottom : cue.getBoundingClientRect().top;
        expect(b.top >= view.top - 1 && b.bottom <= foot + 1, `${name} in sight when focused`).to.equal(true);
      }
      expect([...seen]).to.include.members(['sound-on', 'sound-volume', 'sound-try', 'save-btn', 'alerts']);
      // scrolled to its end, the cue goes
      dialog.scrollTop = dialog.scrollHeight;
      await new Promise((r) => setTimeout(r, 100));
      expect(cue.hidden).to.equal(true);
      await setLang('en');
    });
  }
});

describe("the lobby's Start on a phone on its side", () => {
  beforeEach(() => setLang('en'));
  afterEach(backToDefault);

  it('leaves the link and Copy in sight', async () => {
    await setViewport(SIDEWAYS);
    const seats = makeSeats(10, TEN).map((s) => ({ ...s, kind: 'human' as const }));
    const state: LobbyState = {
      code: 'KQ7M',
      seats,
      edition: 'classic',
      options: {},
      raceMs: 8000,
      turnMs: 0,
      standInMs: 30000,
      started: false,
      locked: false,
    };
    const el = await fixture<UnoLobby>(
      html`<uno-lobby .lobby=${state} .isHost=${true} .link=${'http://192.168.1.20:8080/#/join/KQ7M'}></uno-lobby>`,
    );
    await el.updateComplete;
    const inSight = (sel: string) => {
      const start = el.shadowRoot!.querySelector('.start')!.getBoundingClientRect();
      const b = el.shadowRoot!.querySelector(sel)!.getBoundingClientRect();
      return b.bottom <= start.top && b.top >= 0;
    };
    // the sideways media queries reach a loaded page a frame or more after the viewport: up to 3 s
    const end = Date.now() + 3000;
    while (!(inSight('.link input') && inSight('.link button')) && Date.now() < end) await nextFrame();
    for (const sel of ['.link input', '.link button']) expect(inSight(sel), `${sel} above Start`).to.equal(true);
  });
});

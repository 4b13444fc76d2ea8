/** The turn alert, the table's menu (language, alerts) and its rules help. */
import { expect, fixture, html } from '@open-wc/testing';
import type { PlayerView } from '../../../../src/game/types.js';
import { getLang, setLang } from '../../../../src/ui/i18n/i18n.js';
// the rules help names the edition and the options in app.ts's words, which the page fetched with
// home: declared here so beforeEach's setLang fetches them too
import '../../../../src/ui/i18n/app.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import '../../../../src/ui/table/uno-seat-chip.js';
import type { UnoSeatChip } from '../../../../src/ui/table/uno-seat-chip.js';
import { TurnAlert, type AlertEnv } from '../../../../src/ui/table/turn-alert.js';
import { loadAlertPrefs, saveAlertPrefs, type AlertPrefs } from '../../../../src/ui/table/alert-prefs.js';
import { makeSeats, makeView, lookIn } from './fixtures.js';

/** A page the test controls: who looks, whether the tab is hidden, and what the alert did. */
function fakePage(opts: { looking?: boolean; hidden?: boolean } = {}) {
  const page = {
    looking: opts.looking ?? false,
    hidden: opts.hidden ?? false,
    title: 'UNO',
    marked: false,
    vibrations: 0,
    beeps: 0,
    notes: [] as { title: string; body: string; closed: boolean }[],
    lookers: new Set<() => void>(),
    look() {
      for (const fn of [...this.lookers]) fn();
    },
  };
  const env: AlertEnv = {
    looking: () => page.looking,
    hidden: () => page.hidden,
    getTitle: () => page.title,
    setTitle: (s) => (page.title = s),
    setFavicon: (m) => (page.marked = m),
    vibrate: () => page.vibrations++,
    beep: () => page.beeps++,
    notify(title, body) {
      const note = { title, body, closed: false };
      page.notes.push(note);
      return { close: () => (note.closed = true) };
    },
    onLook(fn) {
      page.lookers.add(fn);
      return () => page.lookers.delete(fn);
    },
  };
  return { page, env };
}

const notMyTurn = (over: Partial<PlayerView> = {}) => makeView({ turn: 1, legal: [], ...over });
const myTurn = (over: Partial<PlayerView> = {}) => makeView(over);

async function mountWith(env: AlertEnv, prefs: AlertPrefs, view = notMyTurn()) {
  const t = await fixture<UnoTable>(
    html`<uno-table style="width:1000px;height:760px" .view=${view} .seats=${makeSeats(4)}></uno-table>`,
  );
  t.turnAlert = new TurnAlert(env, () => prefs);
  await t.updateComplete;
  return t;
}

/** Polls until `get` gives something (lazy-loaded sheets take a moment to arrive). */
async function until<T>(get: () => T | null | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = get();
    if (v) return v;
    if (Date.now() > end) throw new Error('waited in vain');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function setView(t: UnoTable, view: PlayerView) {
  t.view = view;
  await t.updateComplete;
}

beforeEach(() => setLang('en'));

describe('turn alert', () => {
  it('away from the table: title, icon and vibration as the turn comes, no sound by default, all back on a look', async () => {
    const { page, env } = fakePage();
    const t = await mountWith(env, { on: true, sound: false });
    expect(page.title).to.equal('UNO');
    await setView(t, myTurn());
    expect(page.title).to.equal('Your turn! · UNO');
    expect(page.marked).to.equal(true);
    expect(page.vibrations).to.equal(1);
    expect(page.beeps).to.equal(0);
    expect(page.notes, 'no notification while the tab shows').to.have.length(0);
    // the same turn goes on (a card drawn): no second alert
    await setView(t, myTurn({ phase: 'drawn', legal: [{ type: 'pass' }] }));
    expect(page.vibrations).to.equal(1);
    page.look();
    expect(page.title).to.equal('UNO');
    expect(page.marked).to.equal(false);
  });

  it('a hidden tab gets a notification, closed when the turn passes; the sound when asked for', async () => {
    const { page, env } = fakePage({ hidden: true });
    const t = await mountWith(env, { on: true, sound: true });
    await setView(t, myTurn());
    expect(page.notes).to.have.length(1);
    expect(page.notes[0]!.title).to.equal('Your turn!');
    expect(page.notes[0]!.body).to.contain('Your turn');
    expect(page.beeps).to.equal(1);
    await setView(t, notMyTurn());
    expect(page.notes[0]!.closed).to.equal(true);
    expect(page.title).to.equal('UNO');
  });

  it('a race and a challenge alert too; the UNO and catch windows alone do not', async () => {
    const { page, env } = fakePage();
    const t = await mountWith(env, { on: true, sound: false });
    await setView(t, notMyTurn({ legal: [{ type: 'catch', target: 2 }, { type: 'uno' }] }));
    expect(page.vibrations).to.equal(0);
    await setView(
      t,
      notMyTurn({
        phase: 'race',
        legal: [{ type: 'react', gesture: 'clap' }],
        race: { number: 3, gesture: 'clap', choices: ['clap'], done: [false, false, false, false] },
      }),
    );
    expect(page.title).to.equal('Quick, the race! · UNO');
    await setView(t, notMyTurn());
    await setView(t, myTurn({ phase: 'challenge', legal: [{ type: 'challenge' }, { type: 'accept' }] }));
    expect(page.vibrations).to.equal(2);
  });

  it('nothing while the player looks at the table, nothing at all when switched off', async () => {
    const looking = fakePage({ looking: true });
    const t1 = await mountWith(looking.env, { on: true, sound: true });
    await setView(t1, myTurn());
    expect(looking.page).to.include({ title: 'UNO', marked: false, vibrations: 0, beeps: 0 });
    const off = fakePage({ hidden: true });
    const t2 = await mountWith(off.env, { on: false, sound: true });
    await setView(t2, myTurn());
    expect(off.page).to.include({ title: 'UNO', marked: false, vibrations: 0, beeps: 0 });
    expect(off.page.notes).to.have.length(0);
  });
});

describe('the table menu', () => {
  afterEach(() => saveAlertPrefs({ on: true, sound: false }));

  it('changes the language during a game, switches alerts and sound, and is accessible', async () => {
    const t = await fixture<UnoTable>(
      html`<uno-table style="width:1000px;height:760px" .view=${myTurn()} .seats=${makeSeats(4)}></uno-table>`,
    );
    const toggle = lookIn(t).querySelector<HTMLButtonElement>('.menu-toggle')!;
    expect(toggle.getAttribute('aria-label')).to.equal('Table menu');
    toggle.click();
    const menu = await until(() => lookIn(t).querySelector('uno-table-menu'));
    const dialog = await until(() => menu.shadowRoot?.querySelector('dialog[open]'));
    await expect(menu).to.be.accessible();
    expect(loadAlertPrefs()).to.deep.equal({ on: true, sound: false });
    menu.shadowRoot!.querySelector<HTMLInputElement>('#sound')!.click();
    expect(loadAlertPrefs().sound).to.equal(true);
    menu.shadowRoot!.querySelector<HTMLInputElement>('#alerts')!.click();
    expect(loadAlertPrefs().on).to.equal(false);
    menu.shadowRoot!.querySelector<HTMLButtonElement>('button[lang=fr]')!.click();
    await until(() => getLang() === 'fr'); // once the French strings are fetched
    await t.updateComplete;
    expect(lookIn(t).querySelector('.status')!.textContent).to.contain('À vous');
    expect(dialog.querySelector('h2')!.textContent).to.equal('À la table');
    await setLang('en');
  });

  it('opens the rules help: the edition, the options chosen, the marks explained', async () => {
    const view = myTurn({ options: { ...myTurn().options, stacking: 'same', target: 200 } });
    const t = await fixture<UnoTable>(
      html`<uno-table style="width:1000px;height:760px" .view=${view} .seats=${makeSeats(4)}></uno-table>`,
    );
    lookIn(t).querySelector<HTMLButtonElement>('.menu-toggle')!.click();
    const menu = await until(() => lookIn(t).querySelector('uno-table-menu'));
    (await until(() => menu.shadowRoot?.querySelector<HTMLButtonElement>('dialog[open] #rules-btn'))).click();
    const help = await until(() => lookIn(t).querySelector('uno-rules-help'));
    const dialog = await until(() => help.shadowRoot?.querySelector('dialog[open]'));
    expect(menu.shadowRoot!.querySelector('dialog')!.open, 'the menu gives way to the help').to.equal(false);
    const text = dialog.textContent.replace(/\s+/g, ' ');
    expect(text).to.contain('Rules: Classic');
    expect(text).to.contain('the game ends at 200 points');
    expect(text).to.contain('D: the dealer of this round.');
    await expect(help).to.be.accessible();
  });

  it('the dealer mark says what it is, to the eye and to a screen reader', async () => {
    const chip = await fixture<UnoSeatChip>(html`<uno-seat-chip name="Bruno" .count=${3} dealer></uno-seat-chip>`);
    const badge = chip.shadowRoot!.querySelector('.dealer')!;
    expect(badge.getAttribute('title')).to.equal('Dealer of this round');
    expect(chip.shadowRoot!.querySelector('.chip')!.getAttribute('aria-label')).to.contain('Dealer of this round');
  });
});

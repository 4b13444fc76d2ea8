/**
 * The replay screen: a recorded game played back with the table UI, by step or playing, from a seat
 * or with every hand shown; keyboard, axe, both languages, a phone upright.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import {
  MAX_CHECKPOINTS,
  createTable,
  recordOf,
  replayRecord,
  type GameRecord,
  type RecordCursor,
  type Table,
} from '../../../../src/game/index.js';
import { longRecord as longGame } from '../../../../scripts/long-record.js';
import { createRandomBot } from '../../../../src/bots/random.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/replay/save-record.js';
import { openRecord } from '../../../../src/ui/replay/open-record.js';
import { recordFaultText } from '../../../../src/ui/replay/record-fault.js';
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

/** A game of greedy bots to the end of its second round at least: a long record with a round end. */
function longRecord(): { record: GameRecord; roundEnd: number } {
  const table = createTable({ edition: 'classic', players: 3, seed: 'replay-long' });
  const bots = [0, 1, 2].map((s) => createRandomBot(`replay-long/${s}`));
  let roundEnd = -1;
  for (let i = 0; i < 5000 && table.view(0).round < 3 && table.phase !== 'gameOver'; i++) {
    if (table.phase === 'roundOver') {
      if (roundEnd < 0) roundEnd = recordOf(table).steps.length;
      table.nextRound();
      continue;
    }
    // whoever may act (a race, a catch) acts, the turn seat first
    const seats = [table.turn, ...[0, 1, 2].filter((s) => s !== table.turn)];
    for (const s of seats) {
      const d = bots[s]!.decide(table.view(s));
      if (d && table.send(s, d.action).ok) break;
    }
  }
  return { record: recordOf(table, ['Ana', 'Bo', 'Cy']), roundEnd };
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

  it('shows the game from any seat, and every hand besides', async () => {
    const { record: r, table: original } = record();
    const el = await replay(r);
    $<HTMLButtonElement>(el, '#last').click();
    const select = $<HTMLSelectElement>(el, '#seat');
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(table(el).view.hand).to.deep.equal(original.view(2).hand);
    expect(el.shadowRoot!.querySelector('.hands')).to.equal(null);
    const every = $<HTMLButtonElement>(el, '#every-hand');
    every.click();
    await el.updateComplete;
    expect(every.getAttribute('aria-pressed')).to.equal('true');
    // seat 2's own hand at the table, the others' beside it, in turn order after it
    const hands = [...el.shadowRoot!.querySelectorAll('.hand')];
    expect(hands.map((h) => h.getAttribute('aria-label'))).to.deep.equal(['Ana', 'Bo']);
    hands.forEach((h, i) => {
      const codes = [...h.querySelectorAll('uno-card')].map((c) => c.getAttribute('code'));
      expect(codes).to.deep.equal(original.view(i).hand);
    });
    expect(table(el).view.hand).to.deep.equal(original.view(2).hand);
    await expect(el).to.be.accessible();
  });

  it('speaks French and fits a phone held upright', async () => {
    await setLang('fr');
    await setViewport({ width: 360, height: 740 });
    const el = await replay(record().record);
    expect(status(el)).to.match(/^Étape 0 sur \d+$/);
    expect($(el, '#play').getAttribute('aria-label')).to.equal('Lecture');
    const nav = $<HTMLElement>(el, 'nav');
    expect(nav.scrollWidth <= 360, 'the controls wrap inside the screen').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('at the end of a round shows who won and the scores, and asks nothing: the controls stay free', async () => {
    const { record: r, roundEnd } = longRecord();
    const el = await replay(r);
    const slider = $<HTMLInputElement>(el, '#slider');
    slider.value = String(roundEnd);
    slider.dispatchEvent(new Event('input'));
    await el.updateComplete;
    const result = $<HTMLElement>(el, '.result');
    const after = replayRecord(r, roundEnd);
    const winner = after.view(0).roundWinner!;
    expect(result.querySelector('h2')!.textContent).to.equal('End of round 1');
    expect(result.querySelector('.lead')!.textContent).to.equal(`${r.names[winner]} wins the round`);
    const rows = [...result.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('th')!.textContent);
    expect(rows).to.deep.equal(r.names);
    // no modal question over the replay: the table is frozen, the buttons answer
    const t = $<HTMLElement>(el, 'uno-table');
    expect(t.hasAttribute('frozen')).to.equal(true);
    expect(t.shadowRoot!.querySelector('uno-dialog')).to.equal(null);
    $<HTMLButtonElement>(el, '#next').click();
    await el.updateComplete;
    expect(status(el)).to.equal(`Step ${roundEnd + 1} of ${r.steps.length}`);
    expect(el.shadowRoot!.querySelector('.result')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it("at a round's end the results are above the table's flights and callouts, never under them", async () => {
    const { record: r, roundEnd } = longRecord();
    const el = await replay(r);
    const slider = $<HTMLInputElement>(el, '#slider');
    slider.value = String(roundEnd - 1);
    slider.dispatchEvent(new Event('input'));
    await el.updateComplete;
    // the round's last card is played: it flies to the pile as the results open
    $<HTMLButtonElement>(el, '#next').click();
    await el.updateComplete;
    await new Promise((go) => requestAnimationFrame(() => requestAnimationFrame(go)));
    const layer = $<HTMLElement>(el, 'uno-table').shadowRoot!.querySelector<HTMLElement>('.flights')!;
    // a card itself: the layer also keeps a hidden callout between UNOs (moments/callout.ts)
    expect(layer.querySelectorAll('uno-card').length, 'a card in flight at the round end').to.be.greaterThan(0);
    // whatever the layer draws where the results are (a card's path, a callout over the whole
    // table: this stand-in covers it all) is painted under them: the topmost thing at every
    // corner and the middle of the results is the results
    const cover = document.createElement('div');
    cover.style.cssText = 'position:absolute;inset:0;pointer-events:auto';
    layer.append(cover);
    const result = $<HTMLElement>(el, '.result');
    const box = result.getBoundingClientRect();
    for (const [x, y] of [
      [box.left + 4, box.top + 4],
      [box.right - 4, box.top + 4],
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 4, box.bottom - 4],
      [box.right - 4, box.bottom - 4],
    ] as const) {
      const top = el.shadowRoot!.elementFromPoint(x, y);
      expect(top !== null && result.contains(top), `at ${Math.round(x)},${Math.round(y)}: ${top?.localName}`).to.equal(
        true,
      );
    }
    cover.remove();
  });

  it('going back, far into a long game, shows what a replay from the start shows', async () => {
    const { record: r } = longRecord();
    expect(r.steps.length).to.be.greaterThan(150);
    const el = await replay(r);
    $<HTMLButtonElement>(el, '#last').click();
    await el.updateComplete;
    for (const back of [1, 60, 137]) {
      const slider = $<HTMLInputElement>(el, '#slider');
      slider.value = String(r.steps.length - back);
      slider.dispatchEvent(new Event('input'));
      await el.updateComplete;
      const straight = replayRecord(r, r.steps.length - back);
      expect(JSON.stringify(table(el).view), `${back} back`).to.equal(
        JSON.stringify({ ...straight.view(0), legal: [] }),
      );
    }
  });

  it('walks a 12,000-step game keeping at most 201 checkpoints, none with the steps before it', async () => {
    const r = longGame({ steps: 12_000, seed: 'replay-walk' }).record;
    const el = await replay(r);
    $<HTMLButtonElement>(el, '#last').click();
    await el.updateComplete;
    expect(status(el)).to.equal(`Step 12000 of 12000`);
    const slider = $<HTMLInputElement>(el, '#slider');
    for (const step of [11_999, 61, 60, 59, 7_777, 0, 12_000]) {
      slider.value = String(step);
      slider.dispatchEvent(new Event('input'));
      await el.updateComplete;
      const straight = replayRecord(r, step);
      expect(JSON.stringify(table(el).view), `step ${step}`).to.equal(
        JSON.stringify({ ...straight.view(0), legal: [] }),
      );
    }
    // what the screen keeps to move back: the game at a few steps, never the record's steps
    const kept = (el as unknown as { walker: RecordCursor }).walker.checkpointsKept();
    expect(kept.length).to.be.at.most(MAX_CHECKPOINTS + 1);
    expect(kept.length).to.be.above(MAX_CHECKPOINTS / 2);
    for (const { game } of kept) {
      expect(Object.keys(JSON.parse(game) as object)).to.not.include('log');
      expect(game).to.not.contain('"steps"');
    }
  });

  it('fits a phone on its side: the controls in one row, the table keeps the rest', async () => {
    await setViewport({ width: 740, height: 360 });
    const el = await replay(longRecord().record);
    const nav = $<HTMLElement>(el, 'nav');
    expect(nav.getBoundingClientRect().height, 'one row of controls').to.be.below(70);
    $<HTMLButtonElement>(el, '#every-hand').click();
    await el.updateComplete;
    // the others' hands lie over the opponents' row: the table is as tall as before
    const t = $<HTMLElement>(el, 'uno-table');
    expect(Math.round(t.getBoundingClientRect().height)).to.equal(Math.round(360 - nav.getBoundingClientRect().height));
    await expect(el).to.be.accessible();
  });

  it('says why a file is refused in French or English, naming the step', async () => {
    const { record: r } = record();
    const steps = r.steps.slice();
    steps[3] = [9, { type: 'draw' }];
    const refused = JSON.stringify({ ...r, steps });
    const why = (text: string) => {
      try {
        openRecord(text);
      } catch (e) {
        return recordFaultText(e);
      }
      return 'accepted';
    };
    expect(why(refused)).to.equal('step 4 is refused by the game (bad-seat).');
    expect(why('{')).to.equal('it is not JSON.');
    expect(why(JSON.stringify({ ...r, version: 3 }))).to.equal(
      'its version (3) is unknown to this version of the game.',
    );
    const malformed = r.steps.slice() as unknown[];
    malformed[1] = ['dance'];
    expect(why(JSON.stringify({ ...r, steps: malformed }))).to.equal('step 2 is malformed.');
    await setLang('fr');
    expect(why(refused)).to.equal('l’étape 4 est refusée par le jeu (bad-seat).');
    expect(why('[]')).to.equal('ce n’est pas une partie enregistrée par ce jeu.');
    expect(why(JSON.stringify({ ...r, version: 3 }))).to.equal('sa version (3) est inconnue de cette version du jeu.');
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

/// <reference types="mocha" />
/**
 * `<uno-statechart>`: the phases view over a real table's round, as one seat saw it: the active
 * states follow the moves, the last transition is drawn with its event, time travel by buttons and
 * keys, in French and English, on a phone and a laptop, with axe.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../../src/ui/inspect/uno-statechart.js';
import type { UnoStatechart } from '../../../../src/ui/inspect/uno-statechart.js';
import '../../../../src/ui/i18n/table.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { activeStates } from '../../../../src/ui/inspect/chart-route.js';
import { PhaseTimeline, type TimelineStep } from '../../../../src/ui/inspect/phase-timeline.js';
import { drive } from '../../../chart/drive-table.js';

/** The first round's timeline as seat 0 of a real classic table saw it (its first `moves` moves). */
function recorded(moves: number, seed = 'view-test'): { steps: readonly TimelineStep[] } {
  const timeline = new PhaseTimeline();
  let steps: readonly TimelineStep[] = [];
  drive('classic', seed, moves, ({ view, events }) => {
    timeline.record(view, events);
    if (view.round === 1) steps = timeline.steps;
  });
  return { steps };
}

async function mount(timeline: { steps: readonly TimelineStep[] }): Promise<UnoStatechart> {
  const el = await fixture<UnoStatechart>(
    html`<uno-statechart open .steps=${timeline.steps} .seat=${0}></uno-statechart>`,
  );
  await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'));
  return el;
}

const lit = (el: UnoStatechart) =>
  [...el.shadowRoot!.querySelectorAll('g[data-active]')].map((g) => g.getAttribute('data-state'));
const taken = (el: UnoStatechart) => el.shadowRoot!.querySelectorAll('g.edge[data-taken]').length;
const q = <T extends Element = HTMLElement>(el: UnoStatechart, sel: string) => el.shadowRoot!.querySelector<T>(sel)!;

describe('<uno-statechart>', () => {
  beforeEach(() => setLang('en'));
  after(() => setViewport({ width: 800, height: 600 }));

  it('draws every state once, and the active ones follow a real table move by move', async () => {
    const timeline = new PhaseTimeline();
    const el = await mount(timeline);
    const states = [...el.shadowRoot!.querySelectorAll('g[data-state]')].map((g) => g.getAttribute('data-state'));
    expect(new Set(states).size).to.equal(states.length);
    expect(states).to.include.members(['route', 'play', 'play.unoOpen', 'color.unoClosed', 'roundOver', 'gameOver']);
    let checked = 0;
    let arrows = 0;
    drive('power-grab', 'follow', 120, ({ view, events }) => {
      if (timeline.record(view, events)) checked++;
    });
    // replay the recorded steps into the view one by one, as the client would hand them over
    const all = timeline.steps;
    for (let i = 0; i < all.length; i++) {
      el.steps = all.slice(0, i + 1);
      await el.updateComplete;
      expect(lit(el), `step ${i + 1}`).to.deep.equal(activeStates(all[i]!.path));
      if (i > 0 && all[i - 1]!.path !== all[i]!.path) {
        expect(taken(el), `${all[i - 1]!.path} -> ${all[i]!.path}`).to.be.greaterThan(0);
        arrows++;
      }
    }
    expect(checked).to.be.greaterThan(20);
    expect(arrows).to.be.greaterThan(5);
  });

  it('shows the last transition with its event, in the player language', async () => {
    const timeline = recorded(60);
    const el = await mount(timeline);
    // find a step reached by a card played
    const i = timeline.steps.findIndex((s, n) => n > 0 && s.events[0]?.type === 'play');
    el.go(i);
    await el.updateComplete;
    expect(q(el, '.took').textContent).to.contain('play a card');
    expect(q(el, '.badge text').textContent).to.equal('play a card');
    await setLang('fr');
    await el.updateComplete;
    expect(q(el, '.took').textContent).to.contain('jouer une carte');
    expect(q(el, 'h2').textContent).to.equal('Déroulement de la partie');
    expect(q(el, 'h2').textContent).not.to.contain('statechart');
    expect(q(el, 'header .kind').textContent).to.contain('statechart');
    expect(q(el, '.steps').textContent).to.contain('Vous');
    await expect(el).to.be.accessible();
  });

  it('names the phase in the player words, the chart name only as a second line', async () => {
    const timeline = recorded(40);
    const el = await mount(timeline);
    const i = timeline.steps.findIndex((s) => s.path.startsWith('challenge'));
    expect(i).to.be.greaterThan(0);
    el.go(i);
    await el.updateComplete;
    expect(q(el, '.now').textContent).to.contain('Waiting for a +4 challenge');
    expect(q(el, '.now').textContent).not.to.contain('challenge.');
    expect(q(el, '.caption .dev').textContent).to.contain(timeline.steps[i]!.path);
    const row = q(el, '.steps [aria-current=step] .phase');
    expect(row.textContent.trim()).to.equal('Waiting for a +4 challenge');
    expect(row.title).to.contain(timeline.steps[i]!.path);
    expect(q(el, 'g[data-state="challenge"] > title').textContent).to.contain('Waiting for a +4 challenge');
    await setLang('fr');
    await el.updateComplete;
    expect(q(el, '.now').textContent).to.contain('En attente d’une contestation du +4');
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 740, height: 360 },
  ]) {
    it(`"See it all" on a ${size.width}×${size.height} phone lists every phase, readable, by keyboard`, async () => {
      await setViewport(size);
      const el = await mount(recorded(40));
      q(el, '.zoom').click();
      await el.updateComplete;
      const view = q(el, '.viewport');
      const items = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.phase-list li')];
      expect(items.map((li) => li.dataset['phase'])).to.include.members(['play', 'challenge', 'roundOver', 'gameOver']);
      expect(q(el, '.viewport svg').getBoundingClientRect().height, 'the specks of the whole drawing').to.equal(0);
      for (const li of items) {
        expect(parseFloat(getComputedStyle(li.querySelector('.words')!).fontSize)).to.be.at.least(14);
        expect(li.getBoundingClientRect().width).to.be.at.most(view.clientWidth);
      }
      // the phase in force is in sight, said in words
      const now = q(el, '.phase-list li[aria-current=true]');
      expect(now.textContent).to.contain('Someone’s turn to play');
      const v = view.getBoundingClientRect();
      const r = now.getBoundingClientRect();
      expect(r.top >= v.top - 1 && r.top < v.bottom, 'the phase in force in sight').to.equal(true);
      // the list scrolls from the keyboard: focus it, then Page Down
      view.focus();
      const before = view.scrollTop;
      await sendKeys({ press: 'PageDown' });
      await waitUntil(() => view.scrollTop > before, 'Page Down scrolls the list');
      await expect(el).to.be.accessible();
      q(el, '.zoom').click();
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.phase-list')).to.equal(null);
    });
  }

  it('travels back and forth with the buttons and the keys, then follows live again', async () => {
    const timeline = recorded(40);
    const el = await mount(timeline);
    const n = timeline.steps.length;
    expect(n).to.be.greaterThan(5);
    expect(el.shown).to.equal(n - 1);
    expect(q(el, '.live').getAttribute('aria-pressed')).to.equal('true');
    q(el, '.prev').click();
    await el.updateComplete;
    expect(el.shown).to.equal(n - 2);
    expect(lit(el)).to.deep.equal(activeStates(timeline.steps[n - 2]!.path));
    expect(q(el, '.live').getAttribute('aria-pressed')).to.equal('false');
    // keys on the dialog: Home, → →, ←, End
    q(el, '.close').focus();
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(el.shown).to.equal(0);
    expect(q(el, '.took').textContent).to.contain('Start of the round');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.shown).to.equal(1);
    expect(q(el, '.steps [aria-current=step] .n').textContent).to.equal('2');
    expect(q(el, '.count').textContent).to.equal(`Step 2 of ${n}`);
    // a new step arrives while looking back: the view stays where it is
    el.steps = [...timeline.steps, { path: 'drawn', turn: 1, events: [{ seq: 10_000, type: 'pass', seat: 1 }] }];
    await el.updateComplete;
    expect(el.shown).to.equal(1);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(el.shown).to.equal(n);
    expect(lit(el)).to.deep.equal(['drawn']);
    // a click on a step of the list shows it
    q(el, '.steps li:first-child button').click();
    await el.updateComplete;
    expect(el.shown).to.equal(0);
  });

  it('closes with Escape and says so', async () => {
    const el = await mount(recorded(10));
    let closed = 0;
    el.addEventListener('uno-close', () => closed++);
    q(el, '.close').focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => closed === 1);
    expect(el.open).to.equal(false);
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 740, height: 360 },
    { width: 1280, height: 800 },
  ]) {
    it(`fits a ${size.width}×${size.height} screen, its controls in sight, and passes axe`, async () => {
      await setViewport(size);
      const el = await mount(recorded(50));
      el.inspectorFailed = true;
      await el.updateComplete;
      const box = q(el, 'dialog').getBoundingClientRect();
      expect(box.right).to.be.at.most(size.width + 0.5);
      expect(box.bottom).to.be.at.most(size.height + 0.5);
      for (const sel of ['.close', '.prev', '.next', '.live', 'input[type=range]', '.viewport']) {
        const r = q(el, sel).getBoundingClientRect();
        expect(r.width > 0 && r.height > 0, sel).to.equal(true);
        expect(r.left >= box.left - 1 && r.right <= box.right + 1 && r.bottom <= box.bottom + 1, sel).to.equal(true);
      }
      // the diagram gets a real share of the screen, and the active state is scrolled into it
      const view = q(el, '.viewport').getBoundingClientRect();
      expect(view.height).to.be.greaterThan(size.height * 0.3);
      const leaf = el.shadowRoot!.querySelectorAll('g[data-active]');
      const inSight = () => {
        const r = leaf[leaf.length - 1]!.getBoundingClientRect();
        return r.right > view.left && r.left < view.right && r.bottom > view.top && r.top < view.bottom;
      };
      await waitUntil(inSight, 'the active state is scrolled into the view', { timeout: 5000 });
      expect(q(el, '.notice').textContent).to.contain('Stately inspector');
      await expect(el).to.be.accessible();
    });
  }
});

/** What keeps the table's updates from laying out the page in their middle (issue 14, point 5):
 * a tapped card takes no focus, the played card's place is read at the tap, and a dialog answered
 * with a tap does not send the focus (and a scroll) to the hand. Each is a rule a player's phone
 * pays for when it breaks, and each test fails without it. */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { PlayerView, TableEvent } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { synth } from '../../../../src/ui/sound/synth.js';
import { SHOWN_CARD, makeSeats, makeView, nextFrame, lookIn } from './fixtures.js';

const FIRST: TableEvent[] = [{ seq: 0, type: 'deal' } as unknown as TableEvent];

async function mount(view: PlayerView) {
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="width:1000px;height:760px"
      .view=${view}
      .seats=${makeSeats(4)}
      .events=${FIRST}
    ></uno-table>`,
  );
  await settle(t);
  return t;
}

async function settle(t: UnoTable) {
  for (let i = 0; i < 3; i++) {
    await t.updateComplete;
    await t.handElement!.updateComplete;
    await nextFrame();
  }
}

const cards = (t: UnoTable) => [...t.handElement!.shadowRoot!.querySelectorAll<HTMLButtonElement>(SHOWN_CARD)];

/** A real mouse click on the part of a hand's card that shows (its left edge: the next card lies
 * over the rest of it). */
async function clickCard(button: HTMLElement) {
  const r = button.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + 8), Math.round(r.top + r.height / 2)] });
}

function dialogButton(t: UnoTable, text: RegExp) {
  return [...lookIn(t).querySelectorAll<HTMLButtonElement>('uno-dialog button')].find((b) => text.test(b.textContent))!;
}

describe('<uno-table>: what an update does not force', () => {
  beforeEach(() => setLang('en'));
  afterEach(() => sendMouse({ type: 'move', position: [0, 0] }));

  it('a card clicked with the mouse is played without taking the focus', async () => {
    const t = await mount(makeView());
    const sent: unknown[] = [];
    t.addEventListener('uno-action', (e) => sent.push((e as CustomEvent).detail));
    await clickCard(cards(t).find((b) => b.textContent.includes('Red 5'))!);
    expect(sent).to.deep.equal([{ type: 'play', card: 'R5' }]);
    expect(t.handElement!.shadowRoot!.activeElement, 'no card holds the focus').to.equal(null);
    // the keyboard still plays the focused card
    const plus2 = cards(t).find((b) => b.textContent.includes('Red +2'))!;
    plus2.focus();
    await sendKeys({ press: 'Enter' });
    expect(sent).to.deep.equal([
      { type: 'play', card: 'R5' },
      { type: 'play', card: 'R+2' },
    ]);
  });

  it("reads where the player's card was at the click, not in the update that takes it out", async () => {
    const t = await mount(makeView());
    const button = cards(t).find((b) => b.textContent.includes('Red 5'))!;
    const at = button.getBoundingClientRect();
    await clickCard(button);
    const reads: string[] = [];
    const real = Element.prototype.getBoundingClientRect;
    const updating = new Set<unknown>();
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (updating.size) reads.push(this.localName);
      return real.call(this);
    };
    const perform = (Object.getPrototypeOf(Object.getPrototypeOf(t)) as { performUpdate: () => void }).performUpdate;
    const timed = function (this: object) {
      updating.add(this);
      try {
        perform.call(this);
      } finally {
        updating.delete(this);
      }
    };
    const owners = [t, t.handElement!];
    for (const o of owners) Object.defineProperty(o, 'performUpdate', { value: timed, configurable: true });
    try {
      t.view = makeView({ hand: ['B4!', 'G7', 'YS', 'W', 'R+2', 'B9'], top: 'R5', turn: 1, legal: [] });
      t.events = [...FIRST, { seq: 1, type: 'play', seat: 0, cards: ['R5'] }];
      await t.updateComplete;
      await t.handElement!.updateComplete;
    } finally {
      Element.prototype.getBoundingClientRect = real;
      for (const o of owners) delete (o as unknown as { performUpdate?: unknown }).performUpdate;
    }
    expect(reads, 'layout read in the update').to.deep.equal([]);
    // the card flies from where it was clicked
    await nextFrame();
    const flying = lookIn(t).querySelector<HTMLElement>('.flights uno-card');
    expect(flying, 'the played card flies').to.not.equal(null);
    const box = lookIn(t).querySelector('.flights')!.getBoundingClientRect();
    const w = parseFloat(flying!.style.getPropertyValue('--card-w'));
    expect(parseFloat(flying!.style.left)).to.be.closeTo(at.left + at.width / 2 - box.left - w / 2, 1);
  });

  it("a play's sound and an UNO! callout come once the update is drawn, not inside it", async () => {
    // made in the update, the sounds' Web Audio nodes were most of what issues 29-31 added to it
    const t = await mount(makeView());
    const updating = new Set<unknown>();
    const heard: { name: string; inUpdate: boolean }[] = [];
    const s = synth();
    Object.defineProperty(s, 'play', {
      value: (name: string) => heard.push({ name, inUpdate: updating.size > 0 }),
      configurable: true,
    });
    const perform = (Object.getPrototypeOf(Object.getPrototypeOf(t)) as { performUpdate: () => void }).performUpdate;
    const timed = function (this: object) {
      updating.add(this);
      try {
        perform.call(this);
      } finally {
        updating.delete(this);
      }
    };
    const owners = [t, t.handElement!];
    for (const o of owners) Object.defineProperty(o, 'performUpdate', { value: timed, configurable: true });
    try {
      t.view = makeView({ turn: 2 });
      t.events = [...FIRST, { seq: 1, type: 'play', seat: 1, cards: ['R7'] }, { seq: 2, type: 'uno', seat: 1 }];
      await t.updateComplete;
      await t.handElement!.updateComplete;
      expect(heard.length, 'no sound made in the update').to.equal(0);
      expect(lookIn(t).querySelector('.flights .callout') === null, 'no callout made in the update').to.equal(true);
      // at the next frame (a loaded machine may draw it late)
      const callout = () => lookIn(t).querySelector('.flights .callout[data-kind="uno"]');
      for (let i = 0; i < 20 && !callout(); i++) await nextFrame();
      expect(callout() !== null, 'the callout shows').to.equal(true);
      await new Promise((r) => setTimeout(r, 400));
    } finally {
      for (const o of owners) delete (o as unknown as { performUpdate?: unknown }).performUpdate;
      delete (s as unknown as { play?: unknown }).play;
    }
    expect(heard, 'the sounds, after the update').to.deep.equal([
      { name: 'play', inUpdate: false },
      { name: 'uno', inUpdate: false },
    ]);
  });

  it('a dialog answered with the mouse leaves the focus alone; with the keyboard, it goes to the hand', async () => {
    const challenge = makeView({
      phase: 'challenge',
      top: 'W+4',
      color: 'B',
      legal: [{ type: 'challenge' }, { type: 'accept' }],
    });
    const after = makeView({ turn: 1, legal: [], hand: ['R5', 'B4!', 'G7', 'YS', 'W', 'R+2', 'B9', 'R1'] });
    const t = await mount(challenge);
    // a pointer's player: a click on the dialog's text, then the answer's button, as a tap does
    // (a tap's focus shows no ring)
    const heading = lookIn(t).querySelector('uno-dialog')!.shadowRoot!.querySelector('h2')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(heading.left + 4), Math.round(heading.top + 4)] });
    const accept = dialogButton(t, /accept/i);
    accept.focus();
    expect(accept.matches(':focus-visible'), 'a pointer focus').to.equal(false);
    accept.click();
    t.view = after;
    await settle(t);
    expect(lookIn(t).querySelector('uno-dialog[open]') === null, 'the dialog is closed').to.equal(true);
    expect(t.handElement!.shadowRoot!.activeElement === null, 'no card took the focus').to.equal(true);

    t.view = challenge;
    await settle(t);
    // a key pressed makes the player a keyboard player again (the focus shows)
    await sendKeys({ press: 'Shift' });
    dialogButton(t, /accept/i).focus();
    expect(lookIn(t).activeElement!.matches(':focus-visible')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    t.view = after;
    await settle(t);
    expect(t.handElement!.shadowRoot!.activeElement !== null, 'a card has the focus').to.equal(true);
  });

  it('an answer that takes its buttons away does not take the focus out of the page with them', async () => {
    // the drawn card kept, Pass, a multi-play chosen: the focused button leaves in the update that
    // follows, and a focused element leaving lays the page out there and then
    const drawn = makeView({ phase: 'drawn', drawn: 'G9', hand: ['R5', 'B4!', 'G7', 'G9'], legal: [{ type: 'pass' }] });
    const t = await mount(drawn);
    const keep = [...lookIn(t).querySelectorAll<HTMLButtonElement>('.drawn button')].find((b) =>
      /keep/i.test(b.textContent),
    )!;
    keep.focus();
    keep.click();
    const holding: string[] = [];
    const real = Element.prototype.remove;
    Element.prototype.remove = function (this: Element) {
      const active = lookIn(t).activeElement;
      if (active && this.contains(active)) holding.push(this.outerHTML.slice(0, 40));
      real.call(this);
    };
    try {
      t.view = makeView({ turn: 1, legal: [], hand: ['R5', 'B4!', 'G7', 'G9'] });
      await settle(t);
    } finally {
      Element.prototype.remove = real;
    }
    expect(lookIn(t).querySelector('.drawn:not([hidden])'), 'the question is gone').to.equal(null);
    expect(holding, 'elements taken out with the focus in them').to.deep.equal([]);
  });

  it("the drawn card's buttons, clicked or tapped, take no focus: nothing to blur when they go", async () => {
    // a blur while the update has left the page's style to work out lays the page out there
    const drawn = makeView({ phase: 'drawn', drawn: 'G9', hand: ['R5', 'B4!', 'G7', 'G9'], legal: [{ type: 'pass' }] });
    const t = await mount(drawn);
    for (const button of lookIn(t).querySelectorAll<HTMLButtonElement>('.actions button')) {
      // the press a mouse or a finger starts with: left to the browser, it focuses the button
      const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true, composed: true, button: 0 });
      button.dispatchEvent(press);
      expect(press.defaultPrevented, `${button.textContent.trim()} keeps the focus where it was`).to.equal(true);
    }
  });
});

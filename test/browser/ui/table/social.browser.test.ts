/**
 * Issue 30, points 2-4 at the table: the chat panel, a reaction over its sender's chip, the sound
 * settings kept, penalty cards flying one by one, the UNO callout, the discard pile as a pile and
 * the rounds won on the chips.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import type { UnoTableChat } from '../../../../src/ui/table/chat/uno-table-chat.js';
import { ChatInbox } from '../../../../src/net/guest/chat-inbox.js';
import type { TableEvent } from '../../../../src/game/types.js';
import '../../../../src/ui/sound/uno-sound-settings.js';
import type { UnoSoundSettings } from '../../../../src/ui/sound/uno-sound-settings.js';
import { Synth } from '../../../../src/ui/sound/synth.js';
import { saveSoundPrefs } from '../../../../src/ui/sound/sound-prefs.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { REACTION_MS } from '../../../../src/ui/table/chat/reaction-bubble.js';
import { PENALTY_GAP } from '../../../../src/ui/table/flights.js';
import { makeSeats, makeView, nextFrame, quietTable } from './fixtures.js';
import { MAX_MUTED, MAX_TABLES, keepMutes, mutedNames } from '../../../../src/ui/table/chat/chat-mutes.js';

beforeEach(() => setLang('en'));

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A chat whose host echoes every line back from `me`, as the real host passes it to everyone. */
function loopChat(me: number, name: string) {
  const sent: Record<string, unknown>[] = [];
  const inbox: ChatInbox = new ChatInbox(
    (m) => {
      sent.push(m);
      if (m.t === 'chat') inbox.receive({ v: 1, t: 'chat', from: { seat: me, name }, text: String(m.text) });
      if (m.t === 'reaction') inbox.receive({ v: 1, t: 'reaction', from: { seat: me, name }, r: m.r as 'clap' });
    },
    () => Date.now(),
  );
  return { inbox, sent };
}

async function tableWithChat(events: TableEvent[] = [], code = '') {
  const { inbox, sent } = loopChat(0, 'Ana');
  const seats = makeSeats(4, ['Ana', 'Bruno', 'محمد', 'Driss']).map((s) => ({ ...s, kind: 'human' as const }));
  const table = await fixture<UnoTable>(
    html`<uno-table style="width:1000px;height:760px" .view=${makeView()} .seats=${seats} .events=${events}>
      <uno-table-chat slot="chat" .chat=${inbox} .seats=${seats} .me=${0} table=${code}></uno-table-chat>
    </uno-table>`,
  );
  await table.updateComplete;
  const chat = table.querySelector<UnoTableChat>('uno-table-chat')!;
  await chat.updateComplete;
  return { table, chat, inbox, sent };
}

describe('the chat panel', () => {
  it('sits among the table tools, opens, sends a line and shows it, names isolated', async () => {
    const { table, chat, inbox, sent } = await tableWithChat();
    // slotted in the tools column, beside the menu and log buttons
    const slot = table.shadowRoot!.querySelector<HTMLSlotElement>('.tools slot[name="chat"]')!;
    expect(slot.assignedElements()[0] === chat, 'the chat is in the tools column').to.equal(true);
    const toggle = chat.shadowRoot!.querySelector<HTMLButtonElement>('.chat-toggle')!;
    // a line from another while closed: the button counts it, the live region reads it
    inbox.receive({ v: 1, t: 'chat', from: { seat: 2, name: 'محمد' }, text: 'salut 2 fois' });
    await chat.updateComplete;
    expect(chat.shadowRoot!.querySelector('.badge')!.textContent).to.equal('1');
    const live = chat.shadowRoot!.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).to.contain('salut 2 fois');
    // the name inside the spoken sentence is isolated
    expect(live.textContent).to.contain('\u2068محمد\u2069');
    toggle.click();
    await chat.updateComplete;
    await nextFrame();
    const dialog = chat.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(chat.shadowRoot!.querySelector('.badge')).to.equal(null);
    const input = chat.shadowRoot!.querySelector<HTMLInputElement>('#chat-input')!;
    expect(chat.shadowRoot!.activeElement?.id, 'the field has the focus').to.equal('chat-input');
    input.value = 'bien joué !';
    input.dispatchEvent(new Event('input'));
    await chat.updateComplete;
    chat.shadowRoot!.querySelector<HTMLButtonElement>('.send')!.click();
    await chat.updateComplete;
    expect(sent).to.deep.equal([{ v: 1, t: 'chat', text: 'bien joué !' }]);
    const lines = [...chat.shadowRoot!.querySelectorAll('.lines li')].map((li) =>
      li.textContent.replace(/\s+/g, ' ').trim(),
    );
    expect(lines[0]).to.contain('محمد');
    expect(lines[1]).to.contain('bien joué !');
    // each name and text in its own <bdi>
    expect(chat.shadowRoot!.querySelectorAll('.lines li bdi').length).to.equal(4);
    expect(input.value).to.equal('');
    // Escape closes it, the focus goes back to the button
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await chat.updateComplete;
    expect(chat.shadowRoot!.querySelector('dialog')).to.equal(null);
    expect(chat.shadowRoot!.activeElement === toggle, 'the focus is back on the button').to.equal(true);
  });

  it("says the host's refusal in words, and hides the field when chat is off", async () => {
    const { chat, inbox } = await tableWithChat();
    chat.shadowRoot!.querySelector<HTMLButtonElement>('.chat-toggle')!.click();
    await chat.updateComplete;
    inbox.receive({ v: 1, t: 'chat-refused', code: 'chat-too-fast' });
    await chat.updateComplete;
    expect(chat.shadowRoot!.querySelector('.notice')!.textContent).to.match(/wait|attendez/);
    inbox.receive({ v: 1, t: 'chat-room', off: true, muted: [] });
    await chat.updateComplete;
    expect(chat.shadowRoot!.querySelector('#chat-input')).to.equal(null);
    expect(chat.shadowRoot!.querySelector('.notice')!.textContent).to.match(/off|coupé/);
    // reactions still go
    expect(chat.shadowRoot!.querySelector<HTMLButtonElement>('.reactions button')!.disabled).to.equal(false);
  });

  it('a player mutes another for themself: their lines go', async () => {
    const { chat, inbox } = await tableWithChat();
    inbox.receive({ v: 1, t: 'chat', from: { seat: 1, name: 'Bruno' }, text: 'spam' });
    chat.shadowRoot!.querySelector<HTMLButtonElement>('.chat-toggle')!.click();
    await chat.updateComplete;
    chat.shadowRoot!.querySelector('details')!.open = true;
    const mute = chat.shadowRoot!.querySelector<HTMLButtonElement>('.people li button')!;
    expect(mute.closest('li')!.textContent).to.contain('Bruno');
    mute.click();
    await chat.updateComplete;
    expect(mute.getAttribute('aria-pressed')).to.equal('true');
    expect(chat.shadowRoot!.querySelector('.lines')!.textContent).not.to.contain('spam');
    inbox.receive({ v: 1, t: 'chat', from: { seat: 1, name: 'Bruno' }, text: 'more spam' });
    await chat.updateComplete;
    expect(chat.shadowRoot!.querySelector('.lines')!.textContent).not.to.contain('spam');
  });
});

describe("a player's mutes, kept per table", () => {
  const KEY = 'uno.chat-mutes';
  beforeEach(() => localStorage.removeItem(KEY));
  after(() => localStorage.removeItem(KEY));

  async function openPeople(chat: UnoTableChat) {
    chat.shadowRoot!.querySelector<HTMLButtonElement>('.chat-toggle')!.click();
    await chat.updateComplete;
    chat.shadowRoot!.querySelector('details')!.open = true;
  }
  const muteOf = (chat: UnoTableChat, name: string) =>
    [...chat.shadowRoot!.querySelectorAll<HTMLButtonElement>('.people li button:not(.host-mute)')].find((b) =>
      b.closest('li')!.textContent.includes(name),
    )!;

  it('a mute holds after a reload at the same table, not at another; unmuted, it stays so', async () => {
    const first = await tableWithChat([], 'KQ7MHA');
    await openPeople(first.chat);
    muteOf(first.chat, 'Bruno').click();
    await first.chat.updateComplete;
    // the page reloads: a new client's inbox, a new chat element, the same table
    const again = await tableWithChat([], 'KQ7MHA');
    await again.chat.updateComplete;
    expect([...again.inbox.state.hidden]).to.deep.equal(['s1']);
    again.inbox.receive({ v: 1, t: 'chat', from: { seat: 1, name: 'Bruno' }, text: 'spam' });
    again.inbox.receive({ v: 1, t: 'chat', from: { seat: 3, name: 'Driss' }, text: 'hello' });
    await openPeople(again.chat);
    expect(again.chat.shadowRoot!.querySelector('.lines')!.textContent).not.to.contain('spam');
    expect(again.chat.shadowRoot!.querySelector('.lines')!.textContent).to.contain('hello');
    expect(muteOf(again.chat, 'Bruno').getAttribute('aria-pressed')).to.equal('true');
    // another table, where a Bruno may sit too: nobody muted there
    const other = await tableWithChat([], 'XY3469');
    expect([...other.inbox.state.hidden]).to.deep.equal([]);
    // unmuted, and reloaded once more: heard again
    muteOf(again.chat, 'Bruno').click();
    await again.chat.updateComplete;
    const third = await tableWithChat([], 'KQ7MHA');
    expect([...third.inbox.state.hidden]).to.deep.equal([]);
    expect(mutedNames('KQ7MHA')).to.deep.equal([]);
  });

  it('bad stored values are ignored without a throw; the store stays bounded', async () => {
    for (const bad of [
      '{"x":',
      '42',
      '[null,{"table":7},{"table":"KQ7MHA","names":"Bruno"}]',
      '[{"table":"a b","names":["Bruno"]}]',
    ]) {
      localStorage.setItem(KEY, bad);
      const { inbox } = await tableWithChat([], 'KQ7MHA');
      expect([...inbox.state.hidden], bad).to.deep.equal([]);
    }
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { table: 'KQ7MHA', names: ['Bruno', 3, '', 'x'.repeat(500), ...Array.from({ length: 50 }, (_, i) => `P${i}`)] },
      ]),
    );
    expect(mutedNames('KQ7MHA')).to.have.length(MAX_MUTED);
    expect(mutedNames('KQ7MHA')[0]).to.equal('Bruno');
    const codes = Array.from({ length: MAX_TABLES + 3 }, (_, i) => `KQ7MH${'ACDEFGH'[i]}`);
    for (const code of codes) keepMutes(code, ['Bruno']);
    const book = JSON.parse(localStorage.getItem(KEY)!) as { table: string }[];
    expect(book.map((e) => e.table)).to.deep.equal(codes.slice(3).reverse());
  });

  it('a table is its code: a key that is not one is neither read nor kept', async () => {
    // the mutes are kept under the table's code (isCode, as the saved seats are); a list left by
    // another version or edited by hand under another key mutes nobody and throws nothing
    for (const table of ['KQ7M', 'kq7mha', 'KQ7MHB!', 'KQ7MHAKQ7MHA', 'B0O1I5']) {
      localStorage.setItem(KEY, JSON.stringify([{ table, names: ['Bruno'] }]));
      expect(mutedNames(table), table).to.deep.equal([]);
      const { inbox } = await tableWithChat([], table);
      expect([...inbox.state.hidden], table).to.deep.equal([]);
      localStorage.removeItem(KEY);
      keepMutes(table, ['Bruno']);
      expect(localStorage.getItem(KEY), table).to.equal(null);
    }
    // a good entry beside a bad one is read
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { table: 'KQ7M', names: ['Bruno'] },
        { table: 'KQ7MHA', names: ['Driss'] },
      ]),
    );
    expect(mutedNames('KQ7MHA')).to.deep.equal(['Driss']);
  });
});

describe('reactions', () => {
  it("show over the sender's chip for two seconds", async () => {
    const { table, inbox } = await tableWithChat();
    inbox.receive({ v: 1, t: 'reaction', from: { seat: 2, name: 'Chloé' }, r: 'clap' });
    await nextFrame();
    const bubble = table.shadowRoot!.querySelector<HTMLElement>('.flights uno-reaction-bubble')!;
    expect(bubble !== null, 'a bubble in the overlay').to.equal(true);
    expect(bubble.dataset.seat).to.equal('2');
    const chip = table.shadowRoot!.querySelector('uno-seat-chip[data-seat="2"]')!.getBoundingClientRect();
    await wait(400); // past the pop-in
    const b = bubble.getBoundingClientRect();
    const middle = b.left + b.width / 2;
    expect(middle).to.be.within(chip.left, chip.right);
    // over the chip: its bottom reaches into the chip's top part
    expect(b.top).to.be.below(chip.top + 1);
    expect(b.bottom).to.be.above(chip.top);
    await wait(REACTION_MS - 400 + 150);
    expect(table.shadowRoot!.querySelector('.flights uno-reaction-bubble')).to.equal(null);
  });
});

describe('the sound settings', () => {
  beforeEach(() => localStorage.removeItem('uno.sound'));
  after(() => localStorage.removeItem('uno.sound'));

  it('keeps the switch and the volume in this browser', async () => {
    const el = await fixture<UnoSoundSettings>(html`<uno-sound-settings></uno-sound-settings>`);
    const on = el.shadowRoot!.querySelector<HTMLInputElement>('#sound-on')!;
    const volume = el.shadowRoot!.querySelector<HTMLInputElement>('#sound-volume')!;
    expect(on.checked).to.equal(true);
    volume.value = '25';
    volume.dispatchEvent(new Event('input'));
    on.click();
    await el.updateComplete;
    expect(JSON.parse(localStorage.getItem('uno.sound')!)).to.deep.equal({ muted: true, volume: 0.25 });
    expect(volume.disabled).to.equal(true);
    // a new page's settings read them back
    el.remove();
    const again = await fixture<UnoSoundSettings>(html`<uno-sound-settings></uno-sound-settings>`);
    expect(again.shadowRoot!.querySelector<HTMLInputElement>('#sound-on')!.checked).to.equal(false);
    expect(again.shadowRoot!.querySelector<HTMLInputElement>('#sound-volume')!.value).to.equal('25');
    expect(again.shadowRoot!.querySelector('output')!.textContent).to.contain('25');
  });

  it('makes no sound before the first tap, in a hidden tab, or muted', () => {
    // a page of its own: whether it was touched and whether it is shown are the test's to say
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const s = new Synth(page as unknown as Document);
    s.play('play');
    expect(s.played, 'before the first tap').to.deep.equal([]);
    page.dispatchEvent(new Event('pointerdown'));
    s.play('uno');
    expect(s.played).to.deep.equal(['uno']);
    page.visibilityState = 'hidden';
    s.play('draw');
    expect(s.played, 'in a hidden tab').to.deep.equal(['uno']);
    page.visibilityState = 'visible';
    saveSoundPrefs({ muted: true, volume: 0.5 });
    s.play('draw');
    expect(s.played, 'muted').to.deep.equal(['uno']);
    saveSoundPrefs({ muted: false, volume: 0 });
    s.play('draw');
    expect(s.played, 'volume at zero').to.deep.equal(['uno']);
    saveSoundPrefs({ muted: false, volume: 0.5 });
    s.play('draw');
    expect(s.played).to.deep.equal(['uno', 'draw']);
  });
});

describe('the moments', () => {
  it('penalty cards fly one at a time, every one of them', async function () {
    if (reduced()) this.skip();
    const table = await quietTable();
    const layer = table.shadowRoot!.querySelector('.flights')!;
    let most = 0;
    let added = 0;
    const watch = new MutationObserver((records) => {
      for (const r of records) added += [...r.addedNodes].filter((n) => n.nodeName === 'UNO-CARD').length;
      most = Math.max(most, layer.querySelectorAll('uno-card').length);
    });
    watch.observe(layer, { childList: true });
    table.events = [{ seq: 5, type: 'draw', seat: 2, count: 4, penalty: true }];
    await table.updateComplete;
    // the four, one after the other (a loaded machine may run late: wait for them)
    for (let t = 0; t < 40 && (added < 4 || layer.querySelector('uno-card')); t++) await wait(PENALTY_GAP / 2);
    watch.disconnect();
    expect(added, 'each of the four cards flies').to.equal(4);
    expect(most, 'never two in the air').to.equal(1);
  });

  it('a UNO! gets a short callout over the whole table', async () => {
    const table = await quietTable();
    table.events = [{ seq: 3, type: 'uno', seat: 2 }];
    await table.updateComplete;
    // it comes at the next frame, the one that shows the update (after-update.ts)
    for (let i = 0; i < 20 && !table.shadowRoot!.querySelector('.flights .callout'); i++) await nextFrame();
    const callout = table.shadowRoot!.querySelector<HTMLElement>('.flights .callout[data-kind="uno"]')!;
    expect(callout !== null, 'a callout in the overlay').to.equal(true);
    expect(callout.textContent).to.contain('Chloé');
    // its box (before the pop-in's scale) spans the whole table
    const box = table.shadowRoot!.querySelector('.table')!.getBoundingClientRect();
    expect(callout.offsetWidth, 'across the table').to.be.at.least(box.width - 1);
    expect(callout.offsetHeight, 'down the table').to.be.at.least(box.height - 1);
    await wait(1300);
    // kept in the layer for the next one (callout.ts), not drawn
    expect(callout.checkVisibility(), 'gone from the screen').to.equal(false);
  });

  it('the discard pile shows the last cards under the top, and edges when the view says none', async () => {
    const events: TableEvent[] = [
      { seq: 1, type: 'deal', round: 1, dealer: 3, top: 'G1', first: 0 },
      { seq: 2, type: 'play', seat: 1, cards: ['G7'] },
      { seq: 3, type: 'play', seat: 2, cards: ['R7'] },
      { seq: 4, type: 'play', seat: 3, cards: ['R9', 'R3'] },
    ];
    const table = await fixture<UnoTable>(
      html`<uno-table
        .view=${makeView({ top: 'R3', discards: 5, under: ['R9', 'R7', 'G7'] })}
        .seats=${makeSeats(4)}
        .events=${events}
      ></uno-table>`,
    );
    await table.updateComplete;
    const under = [...table.shadowRoot!.querySelectorAll<HTMLElement & { code: string }>('.discard .under-top')];
    expect(under.map((c) => c.code)).to.deep.equal(['G7', 'R7', 'R9']);
    // the top is drawn over them
    const top = table.shadowRoot!.querySelector('.discard uno-card.top-card')!.getBoundingClientRect();
    const hit = table.shadowRoot!.elementFromPoint(top.left + top.width / 2, top.top + top.height / 2);
    expect(hit?.classList.contains('top-card')).to.equal(true);
    // a view from an older host says none of them: plain edges, as many as the pile holds
    table.events = [];
    table.view = makeView({ top: 'R3', discards: 3, under: undefined });
    await table.updateComplete;
    expect(table.shadowRoot!.querySelectorAll('.discard .under-top.edge').length).to.equal(2);
    // a malformed list draws an edge for each card it cannot say, and throws nothing
    table.view = makeView({ top: 'R3', discards: 3, under: [5, 'R7'] as unknown as string[] });
    await table.updateComplete;
    const seen = [...table.shadowRoot!.querySelectorAll<HTMLElement & { code: string }>('.discard .under-top')]
      .filter((c) => getComputedStyle(c).display !== 'none')
      .map((c) => (c.classList.contains('edge') ? 'edge' : c.code));
    expect(seen.sort()).to.deep.equal(['R7', 'edge']);
  });

  it('each chip shows the rounds its player won', async () => {
    const view = makeView({
      round: 3,
      scores: [0, 30, 0, 25],
      history: [
        [0, 30, 0, 0],
        [0, 30, 0, 25],
      ],
    });
    const table = await fixture<UnoTable>(
      html`<uno-table .view=${view} .seats=${makeSeats(4)} .events=${[]}></uno-table>`,
    );
    await table.updateComplete;
    const chip = (s: number) => table.shadowRoot!.querySelector(`uno-seat-chip[data-seat="${s}"]`)!;
    await (chip(1) as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(chip(1).shadowRoot!.querySelector('.wins')!.textContent).to.equal('★1');
    expect(chip(3).shadowRoot!.querySelector('.wins')!.textContent).to.equal('★1');
    expect(chip(2).shadowRoot!.querySelector('.wins')).to.equal(null);
    expect(chip(1).shadowRoot!.querySelector('.chip')!.getAttribute('aria-label')).to.match(
      /Rounds won: 1|Manches gagnées : 1/,
    );
  });
});

/**
 * The table on a phone held upright (360×740, and 375×548 down to 320×460 under a browser's bars), on
 * its side (740×360, and 740×300 or 667×320 under a browser's bars) and on a laptop (1280×800):
 * nothing leaves the screen, the log is opaque and closable, the status line reads whole, a big
 * hand shows more than corner letters, towers read, and the last events show on a phone.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { PlayerView, TableEvent } from '../../../../src/game/types.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { SHOWN_CARD, makeSeats, makeView, lookIn } from './fixtures.js';

const SIZES = [
  { width: 360, height: 740 },
  { width: 740, height: 360 },
  { width: 1280, height: 800 },
] as const;
/** Screens under a browser's bars: phones on their side (the page 300 to 340 px high there), a
 * big phone on its side (915×412), laptops (1280×600, 1366×650) and a tablet on its side (1024×700). */
const UNDER_BARS = [
  { width: 740, height: 300 },
  { width: 667, height: 320 },
  { width: 915, height: 412 },
  { width: 1280, height: 600 },
  { width: 1366, height: 650 },
  { width: 1024, height: 700 },
] as const;
/** Phones held upright under a browser's bars (an iPhone SE in Safari, 375×548; an Android phone
 * in Chrome, 360×600), narrow ones (320×568, the first iPhone SE, and 320×460 under Safari's
 * bars), with the most players each has room for: at 320×460 six players' chips leave the piles
 * no room (docs/table-ui.md "Layout (360×740, 740×360, 1280×800)"). */
const UPRIGHT_UNDER_BARS = [
  { width: 375, height: 548, most: 10 },
  { width: 360, height: 600, most: 10 },
  { width: 320, height: 568, most: 10 },
  { width: 320, height: 460, most: 4 },
] as const;

const TEN = ['G2', 'B3', 'Y4', 'G6', 'B7', 'Y8', 'G1', 'B1', 'Y2', 'G3'];
/** My turn, nothing to play: the status line's longest sentence. */
const nothingToPlay = (over: Partial<PlayerView> = {}) => makeView({ hand: TEN, legal: [{ type: 'draw' }], ...over });

const EVENTS: TableEvent[] = [
  { seq: 1, type: 'deal', round: 1, dealer: 3, top: 'R3', first: 0 },
  { seq: 2, type: 'play', seat: 3, cards: ['W+4'], color: 'B' },
  { seq: 3, type: 'accept', seat: 0 },
  { seq: 4, type: 'draw', seat: 0, count: 4, penalty: true, cards: ['R1', 'G2', 'B3', 'Y4'] },
  { seq: 5, type: 'skip', seat: 0 },
];

async function mount(view: PlayerView, events: TableEvent[] = EVENTS, names?: string[]) {
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="position:fixed;inset:0"
      .view=${view}
      .seats=${makeSeats(view.players, names)}
      .events=${events}
    ></uno-table>`,
  );
  await new Promise((r) => setTimeout(r, 60));
  await t.updateComplete;
  await t.handElement?.updateComplete;
  return t;
}

const $ = <T extends HTMLElement = HTMLElement>(t: UnoTable, sel: string) => lookIn(t).querySelector<T>(sel)!;

/** Every element of the table that lies (partly) off the screen, outside the boxes that scroll. */
function offScreen(t: UnoTable): string[] {
  const out: string[] = [];
  const clips = (el: Element) => {
    const s = getComputedStyle(el);
    return s.overflowX !== 'visible' || s.overflowY !== 'visible';
  };
  for (const el of lookIn(t).querySelectorAll('*')) {
    if (el.closest('.sr-only, .flights, dialog:not([open])')) continue;
    let p = el.parentElement;
    let clipped = false;
    while (p) {
      if (clips(p)) clipped = true;
      p = p.parentElement;
    }
    if (clipped) continue;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1)
      out.push(
        `${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.left)},${Math.round(r.top)}→${Math.round(r.right)},${Math.round(r.bottom)}`,
      );
  }
  return out;
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

describe('<uno-table> on a phone, upright and on its side, and on a laptop', () => {
  beforeEach(() => setLang('en'));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const size of [...SIZES, ...UNDER_BARS, ...UPRIGHT_UNDER_BARS]) {
    const at = `${size.width}×${size.height}`;
    const crowd = Math.min(6, 'most' in size ? size.most : 10);

    it(`${at}: no element leaves the screen, with 10 players or 2, in either language`, async () => {
      await setViewport(size);
      for (const players of [10, 2]) {
        for (const lang of ['en', 'fr'] as const) {
          await setLang(lang);
          const t = await mount(nothingToPlay({ players }));
          expect(offScreen(t), `${players} players, ${lang}`).to.deep.equal([]);
        }
      }
    });

    it(`${at}: the status line reads whole on one line, clear of the edges`, async () => {
      await setViewport(size);
      for (const lang of ['en', 'fr'] as const) {
        await setLang(lang);
        const t = await mount(nothingToPlay());
        const status = $(t, '.status');
        const span = status.querySelector('span')!;
        const r = status.getBoundingClientRect();
        expect(r.left, lang).to.be.at.least(4);
        expect(r.right, lang).to.be.at.most(innerWidth - 4);
        expect(status.scrollWidth, lang).to.be.at.most(status.clientWidth + 1);
        const lineHeight = parseFloat(getComputedStyle(span).lineHeight) || 20;
        expect(span.getBoundingClientRect().height, `${lang}: one line`).to.be.below(lineHeight * 1.5);
      }
    });

    it(`${at}: the opponents, the piles, the status and the hand do not cover each other (${crowd} players)`, async () => {
      await setViewport(size);
      const t = await mount(nothingToPlay({ players: crowd }));
      const boxes = {
        chips: [...lookIn(t).querySelectorAll('uno-seat-chip')].map((c) => c.getBoundingClientRect()),
        piles: $(t, '.piles').getBoundingClientRect(),
        status: $(t, '.status').getBoundingClientRect(),
        hand: t.handElement!.getBoundingClientRect(),
        uno: $(t, '.uno-btn').getBoundingClientRect(),
      };
      for (const c of boxes.chips) {
        expect(overlap(c, boxes.piles), 'a chip under the piles').to.equal(false);
        expect(overlap(c, boxes.status), 'a chip under the status').to.equal(false);
      }
      expect(overlap(boxes.status, boxes.piles)).to.equal(false);
      expect(overlap(boxes.piles, boxes.hand)).to.equal(false);
      expect(boxes.uno.bottom).to.be.at.most(innerHeight);
    });

    it(`${at}: a hand of 10 shows more than each card's corner`, async () => {
      await setViewport(size);
      const t = await mount(nothingToPlay());
      const cards = [...t.handElement!.shadowRoot!.querySelectorAll(SHOWN_CARD)].map((b) => b.getBoundingClientRect());
      for (let i = 0; i + 1 < cards.length; i++) {
        const shown = cards[i + 1]!.left - cards[i]!.left;
        expect(shown / cards[i]!.width, `card ${i}`).to.be.at.least(0.38);
      }
    });
  }

  for (const size of SIZES.slice(0, 2)) {
    const at = `${size.width}×${size.height}`;

    it(`${at}: the last three events show, the player's own draw included; a tap opens the whole log`, async () => {
      await setViewport(size);
      const t = await mount(nothingToPlay());
      const strip = $(t, '.strip');
      expect(getComputedStyle(strip).display).to.not.equal('none');
      const lines = [...strip.querySelectorAll('.line')].map((l) => l.textContent.trim());
      expect(lines).to.deep.equal([
        'You accept the +4.',
        'You draw Red 1, Green 2, Blue 3, Yellow 4.',
        'You are skipped.',
      ]);
      const newest = strip.querySelector<HTMLElement>('.line:last-child')!;
      expect(newest.scrollWidth).to.be.at.most(newest.clientWidth + 1);
      strip.click();
      await t.updateComplete;
      await new Promise((r) => setTimeout(r, 30));
      expect($<HTMLDialogElement>(t, 'dialog.overlay').open).to.equal(true);
    });

    it(`${at}: the log is opaque, above everything, and its close button is clear of the hand`, async () => {
      await setViewport(size);
      const t = await mount(
        nothingToPlay({ edition: 'house-rules', rules: [{ number: 2, text: 'Sing', gesture: 'heart' }] }),
      );
      const toggle = $<HTMLButtonElement>(t, '.log-toggle');
      const handBox = t.handElement!.getBoundingClientRect();
      toggle.click();
      await t.updateComplete;
      await new Promise((r) => setTimeout(r, 30));
      const sheet = $<HTMLDialogElement>(t, 'dialog.overlay');
      expect(sheet.open).to.equal(true);
      expect(sheet.matches(':modal'), 'in the top layer, over the whole page').to.equal(true);
      const bg = getComputedStyle(sheet).backgroundColor;
      expect(bg, 'opaque').to.match(/^rgb\(/);
      expect(sheet.textContent).to.contain('Sing').and.contain('Driss deals');
      const first = sheet.querySelector('.log li')!.getBoundingClientRect();
      const hit = lookIn(t).elementFromPoint(first.left + 4, first.top + 4);
      expect(sheet.contains(hit), 'the log text is on top').to.equal(true);
      const close = sheet.querySelector<HTMLButtonElement>('.close-log')!;
      const r = close.getBoundingClientRect();
      expect(overlap(r, handBox), 'the close button is not over the hand').to.equal(false);
      expect(r.bottom).to.be.at.most(innerHeight);
      const h2 = sheet.querySelector('h2')!.getBoundingClientRect();
      expect(h2.left - sheet.getBoundingClientRect().left, 'the heading clear of the edge').to.be.at.least(8);
      await expect(t).to.be.accessible();
      close.click();
      await t.updateComplete;
      expect(sheet.open).to.equal(false);
      expect(lookIn(t).activeElement, 'focus back on the log button').to.equal(toggle);
    });
  }

  for (const size of [...SIZES.slice(0, 2), ...UNDER_BARS, ...UPRIGHT_UNDER_BARS]) {
    it(`${size.width}×${size.height}: with towers and three events, the middle stays above the player's bar`, async () => {
      await setViewport(size);
      const t = await mount(nothingToPlay({ edition: 'power-grab', towers: { U: null, N: null, O: null, '!': null } }));
      const me = $(t, '.me').getBoundingClientRect();
      for (const sel of ['.strip', '.neutral-towers', '.force', '.piles', '.status']) {
        expect($(t, sel).getBoundingClientRect().bottom, sel).to.be.at.most(me.top + 1);
      }
      expect(t.handElement!.getBoundingClientRect().bottom, 'the hand on the screen').to.be.at.most(innerHeight + 1);
      const middle = ['.status', '.force', '.neutral-towers'].map((sel) => $(t, sel).getBoundingClientRect());
      for (let i = 0; i < middle.length; i++)
        for (let j = i + 1; j < middle.length; j++)
          expect(overlap(middle[i]!, middle[j]!), `${i} over ${j}`).to.equal(false);
    });
  }

  // the replay's bar is one row at 740 px, two where it wraps at 915 px
  for (const { width, height, bar } of [
    { width: 740, height: 360, bar: 56 },
    { width: 915, height: 412, bar: 107 },
  ]) {
    it(`${width}×${height}, a replay's table under the replay's bar: the middle stays above the seat's bar`, async () => {
      await setViewport({ width, height });
      const view = nothingToPlay();
      const t = await fixture<UnoTable>(
        html`<uno-table
          style="position:fixed;top:${bar}px;left:0;right:0;height:${height - bar}px;min-height:0"
          frozen
          replay
          .view=${view}
          .seats=${makeSeats(view.players)}
          .events=${EVENTS}
        ></uno-table>`,
      );
      await new Promise((r) => setTimeout(r, 60));
      await t.updateComplete;
      await t.handElement?.updateComplete;
      const me = $(t, '.me').getBoundingClientRect();
      for (const sel of ['.strip', '.force', '.piles', '.status'])
        expect($(t, sel).getBoundingClientRect().bottom, sel).to.be.at.most(me.top + 1);
      expect(t.handElement!.getBoundingClientRect().bottom, 'the hand on the screen').to.be.at.most(innerHeight + 1);
    });
  }

  const LONG = ['Léa', 'Bruno', 'Chloé', 'Maximilien', 'Eva', 'Joséphine', 'Gaëlle', 'Bartholomew', 'Inès', 'Zoé'];
  /** A solo table in French: every name as wide, each chip to be read whole. */
  const ROBOTS = ['Léa', ...Array.from({ length: 9 }, (_, i) => `Robot ${i + 1}`)];
  type Crowd = { width: number; height: number; most: number };
  const crowds: [Crowd, 'en' | 'fr', readonly string[] | undefined][] = [
    [{ width: 360, height: 740, most: 10 }, 'en', undefined],
    [{ width: 360, height: 740, most: 10 }, 'fr', LONG],
    [{ width: 360, height: 740, most: 10 }, 'en', LONG],
    ...UPRIGHT_UNDER_BARS.flatMap((s): [Crowd, 'en' | 'fr', readonly string[] | undefined][] => [
      [s, 'en', undefined],
      [s, 'fr', LONG],
      [s, 'fr', ROBOTS],
    ]),
  ];
  for (const [size, lang, names] of crowds) {
    const players = size.most;
    const named = names === ROBOTS ? ' named Robot' : names ? ' with long names' : '';
    it(`${size.width}×${size.height}, ${players} players${named} (${lang}): "Your turn" clears the last chip, the events the player's bar`, async () => {
      await setViewport(size);
      await setLang(lang);
      const t = await mount(nothingToPlay({ players }), EVENTS, names ? [...names] : undefined);
      await new Promise((r) => setTimeout(r, 100));
      const chips = [...lookIn(t).querySelectorAll('uno-seat-chip')].map((c) => c.getBoundingClientRect());
      expect(chips).to.have.length(players - 1);
      const status = $(t, '.status').getBoundingClientRect();
      const strip = $(t, '.strip').getBoundingClientRect();
      const piles = $(t, '.piles').getBoundingClientRect();
      const force = $(t, '.force').getBoundingClientRect();
      const me = $(t, '.me').getBoundingClientRect();
      const lastChip = Math.max(...chips.map((c) => c.bottom));
      expect(status.top, 'the status under the last chip').to.be.at.least(lastChip);
      for (const c of chips) expect(overlap(c, status), 'a chip under the status').to.equal(false);
      expect(strip.bottom, "the events above the player's bar").to.be.at.most(me.top + 1);
      for (const [a, b, what] of [
        [status, piles, 'status / piles'],
        [piles, force, 'piles / color'],
        [force, strip, 'color / events'],
      ] as const)
        expect(overlap(a, b), what).to.equal(false);
      if (names === ROBOTS)
        for (const chip of lookIn(t).querySelectorAll('uno-seat-chip')) {
          const name = chip.shadowRoot!.querySelector<HTMLElement>('.name bdi')!;
          expect(name.scrollWidth, `${name.textContent} whole`).to.be.at.most(name.clientWidth + 1);
        }
      // the piles gave way, but their cards still read, between the status and the color
      const top = lookIn(t).querySelector('.discard uno-card.top-card')!.getBoundingClientRect();
      expect(top.width).to.be.at.least(36);
      expect(top.bottom).to.be.at.most(force.top + 1);
      expect(top.top, 'the discard under the status').to.be.at.least(status.bottom - 1);
      // the newest event whole, above the player's bar
      const newest = lookIn(t).querySelector('.strip .line:last-child')!.getBoundingClientRect();
      expect(newest.top, 'the newest event whole').to.be.at.least(strip.top);
      expect(newest.bottom).to.be.at.most(me.top + 1);
      await setLang('en');
    });
  }

  it('360×740: the towers read (power grab), in the chips and under the piles', async () => {
    await setViewport({ width: 360, height: 740 });
    const t = await mount(
      nothingToPlay({ edition: 'power-grab', towers: { U: 1, N: null, O: 0, '!': null } }),
      EVENTS.slice(0, 1),
    );
    const marks = [...lookIn(t).querySelectorAll<HTMLElement>('.tower-mark')];
    expect(marks.length).to.equal(3); // O held by the player, N and ! neutral
    for (const m of marks) expect(parseFloat(getComputedStyle(m).fontSize)).to.be.at.least(14);
    const chip = lookIn(t).querySelector('uno-seat-chip[data-seat="1"]')!;
    const badge = chip.shadowRoot!.querySelector<HTMLElement>('.tower')!;
    expect(badge.textContent).to.equal('U');
    expect(parseFloat(getComputedStyle(badge).fontSize)).to.be.at.least(13);
  });
});

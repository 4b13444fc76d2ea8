/**
 * The table against the real engine: views and events from `createTable`, and every intent the
 * table fires sent back to the engine, which must accept it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { Table } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { SHOWN_CARD, makeSeats, nextFrame, lookIn } from './fixtures.js';
import { act, dealtTable, handCard } from './engine-table.js';

async function seatTable(tb: Table, seat: number, players: number): Promise<UnoTable> {
  // Lit elements only: fixture() waits for an animation frame on plain elements, and a page the
  // runner keeps in the background gets none.
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="width:1000px;height:760px"
      .view=${tb.view(seat)}
      .events=${tb.eventsFor(seat)}
      .seats=${makeSeats(players)}
      .isHost=${seat === 0}
    ></uno-table>`,
  );
  await t.updateComplete;
  return t;
}

async function refresh(t: UnoTable, tb: Table, seat: number): Promise<void> {
  t.view = tb.view(seat);
  t.events = tb.eventsFor(seat);
  await t.updateComplete;
  await t.updateComplete;
}

const sr = (t: UnoTable) => lookIn(t);
const hand = (t: UnoTable) => [...t.handElement!.shadowRoot!.querySelectorAll<HTMLButtonElement>(SHOWN_CARD)];
const button = (t: UnoTable, text: string) =>
  [...sr(t).querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    b.textContent.replace(/\s+/g, ' ').includes(text),
  )!;

beforeEach(() => setLang('en'));

describe('<uno-table> on the real engine', () => {
  it('classic: a play, a Wild with its color, UNO with the play, Contre-UNO', async () => {
    const tb = dealtTable({
      edition: 'classic',
      players: 3,
      hands: [
        ['R5', 'W', 'G2', 'B1'],
        ['R1', 'G1', 'B3', 'Y4'],
        ['R2', 'G3', 'Y5'],
      ],
    });
    const t0 = await seatTable(tb, 0, 3);
    await expect(t0).to.be.accessible();
    expect(await act(t0, tb, 0, () => handCard(t0, 'Red 5').click())).to.deep.equal([{ type: 'play', card: 'R5' }]);

    const t1 = await seatTable(tb, 1, 3);
    await act(t1, tb, 1, () => handCard(t1, 'Red 1').click());
    const t2 = await seatTable(tb, 2, 3);
    await act(t2, tb, 2, () => handCard(t2, 'Red 2').click());

    await refresh(t0, tb, 0);
    expect(await act(t0, tb, 0, () => handCard(t0, 'Wild').click())).to.deep.equal([]);
    expect(await act(t0, tb, 0, () => button(t0, 'Blue').click())).to.deep.equal([
      { type: 'play', card: 'W', color: 'B' },
    ]);
    expect(tb.view(0).color).to.equal('B');

    await refresh(t1, tb, 1);
    await act(t1, tb, 1, () => handCard(t1, 'Blue 3').click());
    await refresh(t2, tb, 2);
    // Chloé holds G3, Y5 after her first play: draw, then keep.
    await act(t2, tb, 2, () => sr(t2).querySelector<HTMLButtonElement>('.draw')!.click());
    await refresh(t2, tb, 2);
    if (tb.view(2).phase === 'drawn') {
      await act(t2, tb, 2, () =>
        button(t2, tb.view(2).legal.some((a) => a.type === 'play') ? 'Play it' : 'Keep it').click(),
      );
    }

    // Ana, down to two cards (G2, B1), presses UNO and then plays.
    await refresh(t0, tb, 0);
    if (tb.view(0).turn === 0 && tb.view(0).legal.some((a) => a.type === 'play')) {
      const uno = sr(t0).querySelector<HTMLButtonElement>('.uno-btn')!;
      expect(uno.dataset.lit).to.equal('true');
      await act(t0, tb, 0, () => uno.click());
      const playable = tb.view(0).legal.find((a) => a.type === 'play') as { card: string };
      const fired = await act(t0, tb, 0, () =>
        hand(t0)
          .find((b) => b.dataset.playable === 'true')!
          .click(),
      );
      if (!playable.card.startsWith('W')) expect(fired[0]).to.include({ uno: true });
      expect(tb.view(0).uno[0] || tb.view(0).hand.length !== 1).to.equal(true);
    }
  });

  it('classic: a Wild +4 answered from the challenge dialog; Contre-UNO from a chip', async () => {
    const tb = dealtTable({
      edition: 'classic',
      players: 3,
      hands: [
        ['W+4', 'R7'],
        ['R1', 'G2', 'B3', 'Y4'],
        ['R2', 'G3', 'B4', 'Y5'],
      ],
    });
    tb.send(0, { type: 'play', card: 'W+4', color: 'G' });
    // Chloé sees Ana on one card without UNO: Contre-UNO.
    const t2 = await seatTable(tb, 2, 3);
    const chip = sr(t2).querySelector('uno-seat-chip[data-seat="0"]')!;
    const catchBtn = chip.shadowRoot!.querySelector<HTMLButtonElement>('.catch')!;
    expect(catchBtn !== null, 'Contre-UNO on Ana, one card and no UNO').to.equal(true);
    expect(await act(t2, tb, 2, () => catchBtn.click())).to.deep.equal([{ type: 'catch', target: 0 }]);
    expect(tb.view(0).hand.length).to.equal(3);

    const t1 = await seatTable(tb, 1, 3);
    const dialog = sr(t1).querySelector('uno-dialog')!;
    expect(dialog.textContent).to.contain('Ana played a Wild +4');
    await expect(dialog).to.be.accessible();
    expect(await act(t1, tb, 1, () => button(t1, 'Challenge').click())).to.deep.equal([{ type: 'challenge' }]);
    const mine = tb.eventsFor(1).find((e) => e.type === 'challenge');
    expect(mine).to.not.equal(undefined);
    await refresh(t1, tb, 1);
    const banner = sr(t1).querySelector('.banner')!;
    expect(banner !== null, 'the challenger sees the outcome banner').to.equal(true);
    if (mine && mine.type === 'challenge' && mine.hand) {
      expect(banner.querySelector('.mini-hand') !== null, "the challenger's banner shows the hand").to.equal(true);
    }
    // the others' copies carry no hand, and their banner shows none
    await refresh(t2, tb, 2);
    expect(sr(t2).querySelector('.banner .mini-hand') === null, "another seat's banner shows no hand").to.equal(true);
  });

  it('house rules: create a rule from the dialog, then race with its gesture', async () => {
    const tb = dealtTable({
      edition: 'house-rules',
      players: 3,
      hands: [
        ['R5*', 'R7', 'G5', 'B1'],
        ['G5', 'G2', 'B3', 'Y4'],
        ['R2', 'G3', 'B4', 'Y5'],
      ],
    });
    const t0 = await seatTable(tb, 0, 3);
    await act(t0, tb, 0, () => handCard(t0, 'Red 5').click());
    await refresh(t0, tb, 0);
    expect(tb.view(0).phase).to.equal('rule');
    const dialog = sr(t0).querySelector('uno-dialog')!;
    await expect(dialog).to.be.accessible();
    const input = sr(t0).querySelector<HTMLInputElement>('.text-field input')!;
    input.value = 'Say "bonjour"';
    input.dispatchEvent(new Event('input'));
    await t0.updateComplete;
    const wave = [...sr(t0).querySelectorAll('.gesture-opt')]
      .find((l) => l.textContent.includes('Wave'))!
      .querySelector('input')!;
    wave.click();
    await t0.updateComplete;
    expect(await act(t0, tb, 0, () => button(t0, 'Create the rule').click())).to.deep.equal([
      { type: 'rule', number: 5, text: 'Say "bonjour"', gesture: 'wave' },
    ]);
    expect(tb.view(1).rules).to.deep.equal([{ number: 5, text: 'Say "bonjour"', gesture: 'wave' }]);

    // Bruno plays a 5: the rule of the 5 starts a race.
    expect(tb.send(1, { type: 'play', card: 'G5' })).to.deep.equal({ ok: true });
    const v1 = tb.view(1);
    expect(v1.phase).to.equal('race');
    const t1 = await seatTable(tb, 1, 3);
    const raceDialog = sr(t1).querySelector('uno-dialog')!;
    expect(raceDialog.textContent).to.contain('Say "bonjour"');
    await expect(raceDialog).to.be.accessible();
    const waveBtn = [...sr(t1).querySelectorAll<HTMLButtonElement>('.gesture-btn')].find((b) =>
      b.textContent.includes('Wave'),
    )!;
    expect(await act(t1, tb, 1, () => waveBtn.click())).to.deep.equal([{ type: 'react', gesture: 'wave' }]);
    await refresh(t1, tb, 1);
    if (tb.view(1).phase === 'race') expect(sr(t1).querySelector('uno-dialog')!.textContent).to.contain('Done!');
  });

  it('power grab: Take-2-Towers from the towers dialog; towers shown on chips', async () => {
    const tb = dealtTable({
      edition: 'power-grab',
      players: 2,
      hands: [
        ['RT', 'R7', 'G5', 'B1'],
        ['R1', 'G2', 'B3', 'Y4'],
      ],
    });
    const t0 = await seatTable(tb, 0, 2);
    await act(t0, tb, 0, () => handCard(t0, 'Red Take-2-Towers').click());
    await refresh(t0, tb, 0);
    const dialog = sr(t0).querySelector('uno-dialog')!;
    await expect(dialog).to.be.accessible();
    const option = [...sr(t0).querySelectorAll<HTMLButtonElement>('.option')].find((b) =>
      b.textContent.includes('Tower U (neutral) and Tower N (neutral)'),
    )!;
    expect(await act(t0, tb, 0, () => option.click())).to.deep.equal([{ type: 'towers', take: ['U', 'N'] }]);
    const t1 = await seatTable(tb, 1, 2);
    const chip = sr(t1).querySelector('uno-seat-chip[data-seat="0"]')!;
    expect(chip.shadowRoot!.querySelector('.chip')!.getAttribute('aria-label')).to.contain('Towers: U N');
    await expect(t1).to.be.accessible();
  });

  it('skull: purple in force, the color picker offers it', async () => {
    const tb = dealtTable({
      edition: 'skull',
      players: 2,
      discard: 'P3',
      hands: [
        ['WK', 'P7', 'G5'],
        ['R1', 'G2', 'B3', 'P4'],
      ],
    });
    const t0 = await seatTable(tb, 0, 2);
    expect(sr(t0).querySelector('.force')!.textContent).to.contain('Purple');
    await act(t0, tb, 0, () => handCard(t0, 'Wild Skull').click());
    expect(await act(t0, tb, 0, () => button(t0, 'Purple').click())).to.deep.equal([
      { type: 'play', card: 'WK', color: 'P' },
    ]);
    expect(tb.view(1).counts[1]).to.equal(7);
  });

  it('stacking and multi-play options', async () => {
    const tb = dealtTable({
      edition: 'classic',
      players: 2,
      options: { stacking: 'same', multiPlay: true },
      hands: [
        ['R+2', 'G4', 'B4', 'R1'],
        ['G+2', 'Y4', 'R9'],
      ],
    });
    const t0 = await seatTable(tb, 0, 2);
    await act(t0, tb, 0, () => handCard(t0, 'Red +2').click());
    const t1 = await seatTable(tb, 1, 2);
    expect(tb.view(1).phase).to.equal('stack');
    await expect(sr(t1).querySelector('uno-dialog')!).to.be.accessible();
    expect(await act(t1, tb, 1, () => sr(t1).querySelector<HTMLButtonElement>('.card-btn')!.click())).to.deep.equal([
      { type: 'play', card: 'G+2' },
    ]);
    await refresh(t0, tb, 0);
    expect(tb.view(0).pending).to.equal(4);
    expect(await act(t0, tb, 0, () => button(t0, 'Draw 4').click())).to.deep.equal([{ type: 'draw' }]);
    // Bruno (Y4, R9) plays Y4; Ana lays her two 4s together.
    tb.send(1, { type: 'play', card: 'Y4' });
    await refresh(t0, tb, 0);
    if (tb.view(0).turn === 0) {
      await act(t0, tb, 0, () => handCard(t0, 'Green 4').click());
      await act(t0, tb, 0, () => handCard(t0, 'Blue 4').click());
      const fired = await act(t0, tb, 0, () => button(t0, 'Lay 2 cards').click());
      expect(fired).to.deep.equal([{ type: 'play', card: 'G4', also: ['B4'] }]);
    }
  });

  it('a round to its end: the round dialog, then the host’s next round', async () => {
    const tb = dealtTable({
      edition: 'classic',
      players: 2,
      hands: [
        ['R5', 'R6'],
        ['G1', 'G2', 'B3'],
      ],
    });
    tb.send(0, { type: 'play', card: 'R5', uno: true });
    tb.send(1, { type: 'draw' });
    if (tb.view(1).phase === 'drawn') tb.send(1, { type: 'pass' });
    tb.send(0, { type: 'play', card: 'R6' });
    expect(tb.view(0).phase).to.equal('roundOver');
    const t0 = await seatTable(tb, 0, 2);
    const dialog = sr(t0).querySelector('uno-dialog')!;
    expect(dialog.textContent).to.contain('You win the round!');
    await nextFrame();
    // the loser's hand, card by card, small (card-span.ts)
    const loser = [...dialog.querySelectorAll('.mini-hand')].find((m) => m.childElementCount > 0)!;
    const cards = [...loser.querySelectorAll<HTMLElement>('.card-art')];
    expect(cards.length, 'one card per card named').to.equal(loser.getAttribute('aria-label')!.split(', ').length);
    expect(cards.length).to.be.greaterThan(2);
    const drawn = cards.map((c) => getComputedStyle(c).backgroundImage);
    expect(
      drawn.every((d) => /^url\("data:image\/(svg\+xml,|png;base64,)/.test(d)),
      'each card drawn',
    ).to.equal(true);
    expect(new Set(drawn).size, 'each its own face').to.be.greaterThan(2);
    expect(cards[0]!.offsetWidth, 'its width, the opening animation aside').to.equal(26);
    await expect(dialog).to.be.accessible();
    let next = false;
    t0.addEventListener('uno-next-round', () => (next = true));
    button(t0, 'Next round').click();
    expect(next).to.equal(true);
  });
});

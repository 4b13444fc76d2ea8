/**
 * The app's house rules at the table and in the lobby (issue 13, point 4): a 7's swap asked in a
 * dialog, a jump-in from the hand out of turn, the log's sentences, the lobby's options with their
 * one-line explanations, and the rules help; against the real engine, in both languages.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { createTable } from '../../../../src/game/index.js';
import type { Table, TableEvent } from '../../../../src/game/types.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { describeEvent } from '../../../../src/ui/table/event-text.js';
import '../../../../src/ui/lobby/rules-form.js';
import '../../../../src/ui/table/uno-rules-help.js';
import type { UnoRulesHelp } from '../../../../src/ui/table/uno-rules-help.js';
import { SHOWN_CARD, backToDefault, makeSeats, onLaptop, lookIn } from './fixtures.js';
import { act, dealtTable, handCard } from './engine-table.js';

async function seatTable(tb: Table, seat: number, players: number): Promise<UnoTable> {
  const t = await fixture<UnoTable>(
    html`<uno-table
      style="width:1000px;height:760px"
      .view=${tb.view(seat)}
      .events=${tb.eventsFor(seat)}
      .seats=${makeSeats(players)}
    ></uno-table>`,
  );
  await t.updateComplete;
  return t;
}

const hand = (t: UnoTable) => [...t.handElement!.shadowRoot!.querySelectorAll<HTMLButtonElement>(SHOWN_CARD)];

describe("the app's house rules at the table", () => {
  beforeEach(() => setLang('en'));
  afterEach(() => setLang('en'));
  afterEach(backToDefault);

  it('sevenZero: a 7 played from the hand asks whose hand to take, the fewest cards first', async () => {
    await onLaptop();
    const tb = dealtTable({
      edition: 'classic',
      players: 3,
      options: { sevenZero: true },
      hands: [
        ['R7', 'B1', 'B2', 'B3'],
        ['G2', 'G3', 'G4'],
        ['Y4', 'Y5'],
      ],
      discard: 'R5',
    });
    const t = await seatTable(tb, 0, 3);
    await act(t, tb, 0, () => handCard(t, 'Red 7').click());
    expect(tb.view(0).phase).to.equal('swap');
    t.view = tb.view(0);
    t.events = tb.eventsFor(0);
    await t.updateComplete;
    const dialog = lookIn(t).querySelector('uno-dialog.swap')!;
    expect(dialog.getAttribute('heading') ?? (dialog as unknown as { heading: string }).heading).to.equal('Swap hands');
    const options = [...dialog.querySelectorAll<HTMLButtonElement>('button.option')];
    expect(options.map((b) => b.textContent.trim())).to.deep.equal(['Bruno: 3 cards', 'Chloé: 2 cards']);
    expect(options.map((b) => b.hasAttribute('data-default'))).to.deep.equal([false, true]);
    await expect(t).to.be.accessible();
    expect(await act(t, tb, 0, () => options[0]!.click())).to.deep.equal([{ type: 'swap', target: 1 }]);
    expect([...tb.view(0).hand].sort()).to.deep.equal(['G2', 'G3', 'G4']);
    t.events = tb.eventsFor(0);
    await t.updateComplete;
    const log = lookIn(t).querySelector('.log')!.textContent;
    expect(log).to.contain('You swap hands with Bruno.');
  });

  it('jumpIn: the identical card lights up out of turn, and the status says so', async () => {
    const tb = dealtTable({
      edition: 'classic',
      players: 3,
      options: { jumpIn: true },
      hands: [
        ['R5', 'B1'],
        ['G2', 'G3'],
        ['R5', 'Y4', 'Y5'],
      ],
      discard: 'B5',
    });
    expect(tb.send(0, { type: 'play', card: 'R5' })).to.deep.equal({ ok: true });
    // seat 1's turn; seat 2 holds the identical Red 5
    const t = await seatTable(tb, 2, 3);
    expect(lookIn(t).querySelector('.status')!.textContent).to.contain('You hold the same card: jump in!');
    expect(
      hand(t)
        .filter((b) => b.dataset.playable === 'true')
        .map((b) => b.textContent.trim()),
    ).to.have.length(1);
    expect(await act(t, tb, 2, () => handCard(t, 'Red 5').click())).to.deep.equal([{ type: 'play', card: 'R5' }]);
    expect(tb.view(0).turn).to.equal(0);
  });

  it('the log says a swap, a rotation and a jump-in, to each seat in its own words, in French too', async () => {
    const name = (s: number) => ['Ana', 'Bruno', 'Chloé'][s]!;
    const swap = { seq: 1, type: 'swap', seat: 0, target: 2 } as TableEvent;
    const rotate = { seq: 2, type: 'rotate', direction: -1 } as TableEvent;
    const jump = { seq: 3, type: 'jumpIn', seat: 2, turn: 1 } as TableEvent;
    expect(describeEvent(swap, 1, name)).to.equal('Ana swaps hands with Chloé.');
    expect(describeEvent(swap, 2, name)).to.equal('Ana swaps hands with you.');
    expect(describeEvent(rotate, 0, name)).to.equal('Every hand passes to the next player, counterclockwise.');
    expect(describeEvent(jump, 0, name)).to.equal('Chloé jumps in, in place of Bruno.');
    expect(describeEvent(jump, 1, name)).to.equal('Chloé jumps in: you lose your turn.');
    await setLang('fr');
    expect(describeEvent(swap, 0, name)).to.equal('Vous échangez votre main avec Chloé.');
    expect(describeEvent(jump, 2, name)).to.equal('Vous interceptez, à la place de Bruno.');
  });

  it('the lobby offers the three rules, off by default, each with its one line; the help lists them', async () => {
    const form = await fixture(html`<uno-rules-form open edition="power-grab" .options=${{}}></uno-rules-form>`);
    const root = form.shadowRoot!;
    for (const id of ['sevenZero', 'jumpIn', 'drawUntilPlayable']) {
      const box = root.querySelector<HTMLInputElement>(`#${id}`)!;
      expect(box.type, id).to.equal('checkbox');
      expect(box.checked, id).to.equal(false);
      expect(root.querySelector(`label[for=${id}]`)!.textContent.trim().length, id).to.be.greaterThan(5);
      expect(root.querySelector(`#${id}-hint`)!.textContent.trim().length, id).to.be.greaterThan(30);
    }
    const ev = oneEvent(form, 'uno-configure');
    root.querySelector<HTMLInputElement>('#jumpIn')!.click();
    expect((await ev).detail).to.deep.equal({ options: { jumpIn: true } });
    await expect(form).to.be.accessible();

    await setLang('fr');
    const options = createTable({ edition: 'classic', players: 2, options: { sevenZero: true } }).view(0).options;
    const help = await fixture<UnoRulesHelp>(html`<uno-rules-help .options=${options}></uno-rules-help>`);
    await help.show();
    const text = help.shadowRoot!.querySelector('dialog')!.textContent.replace(/\s+/g, ' ');
    expect(text).to.contain('Le 7 et le 0 échangent Oui');
    expect(text).to.contain('Intercepter Non');
    expect(text).to.contain('Piocher jusqu’à pouvoir jouer Non');
    help.close();
  });
});

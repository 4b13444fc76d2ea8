/** The table's questions as a player meets them: the +4 answer, a challenge's outcome, stacking,
 * house rules and races, towers, the round's and the game's end (the table itself:
 * uno-table.browser.test.ts). */
import { expect, oneEvent } from '@open-wc/testing';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import type { UnoDialog } from '../../../../src/ui/table/uno-dialog.js';
import { backToDefault, makeView, lookIn } from './fixtures.js';
import { $, $$, actions, buttonByText, mount } from './table-harness.js';

beforeEach(() => setLang('en'));
afterEach(backToDefault);

describe('<uno-table>: the dialogs', () => {
  it('+4 answer: accept is the default on Enter; challenge is offered', async () => {
    const t = await mount(
      makeView({
        phase: 'challenge',
        top: 'W+4',
        wildDrawFourBy: 3,
        legal: [{ type: 'challenge' }, { type: 'accept' }],
      }),
      {
        events: [{ seq: 5, type: 'play', seat: 3, cards: ['W+4'], color: 'G' }],
      },
    );
    const dialog = $(t, 'uno-dialog')!;
    expect(dialog.textContent).to.contain('Driss played a Wild +4');
    await expect(dialog).to.be.accessible();
    // focus starts on the default answer
    expect(lookIn(t).activeElement?.textContent).to.contain('Accept');
    expect(await actions(t, () => buttonByText(t, 'Challenge')!.click())).to.deep.equal([{ type: 'challenge' }]);
    const got = await actions(t, () => {
      dialog
        .shadowRoot!.querySelector('dialog')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    });
    expect(got).to.deep.equal([{ type: 'accept' }]);
  });

  it('offers Contre-UNO inside a dialog while a catch is legal', async () => {
    const t = await mount(
      makeView({
        phase: 'challenge',
        legal: [{ type: 'challenge' }, { type: 'accept' }, { type: 'catch', target: 3 }],
      }),
    );
    expect(await actions(t, () => buttonByText(t, 'Counter-UNO: catch Driss')!.click())).to.deep.equal([
      { type: 'catch', target: 3 },
    ]);
  });

  it('shows a challenge outcome, the hand only in the challenger’s own copy', async () => {
    const t = await mount(makeView({ turn: 1, legal: [] }), {
      events: [{ seq: 1, type: 'deal', round: 1, dealer: 3, top: 'R3', first: 0 }],
    });
    t.events = [...t.events, { seq: 2, type: 'challenge', by: 0, target: 3, bluff: true, hand: ['G1', 'G2'] }];
    await t.updateComplete;
    const banner = $(t, '.banner')!;
    expect(banner.textContent).to.contain('bluff');
    expect(banner.querySelector('.mini-hand')!.getAttribute('aria-label')).to.equal('Green 1, Green 2');
    const t2 = await mount(makeView({ seat: 1, turn: 1, legal: [] }), {
      events: [{ seq: 1, type: 'deal', round: 1, dealer: 3, top: 'R3', first: 0 }],
    });
    t2.events = [...t2.events, { seq: 2, type: 'challenge', by: 0, target: 3, bluff: false }];
    await t2.updateComplete;
    expect($(t2, '.banner')!.textContent).to.contain('No bluff');
    expect($(t2, '.banner .mini-hand') === null, 'no hand in a copy that carries none').to.equal(true);
  });

  it('puts the challenge outcome away once the next card is played', async () => {
    const t = await mount(makeView({ turn: 1, legal: [] }), {
      events: [{ seq: 1, type: 'deal', round: 1, dealer: 3, top: 'R3', first: 0 }],
    });
    t.events = [...t.events, { seq: 2, type: 'challenge', by: 0, target: 3, bluff: true, hand: ['G1', 'G2'] }];
    await t.updateComplete;
    expect($(t, '.banner') !== null, 'the challenge outcome banner is shown').to.equal(true);
    t.events = [...t.events, { seq: 3, type: 'play', seat: 0, cards: ['G5'] }];
    await t.updateComplete;
    // a boolean, not the element: chai describing a live element on failure can stall the runner
    expect(!!$(t, '.banner'), 'the outcome banner is still shown').to.equal(false);
  });

  it('stacking: stack a card or draw the pending penalty', async () => {
    const t = await mount(
      makeView({
        phase: 'stack',
        pending: 4,
        top: 'G+2',
        hand: ['R+2', 'W+4', 'G1'],
        legal: [{ type: 'play', card: 'R+2' }, { type: 'play', card: 'W+4' }, { type: 'draw' }],
      }),
    );
    const dialog = $(t, 'uno-dialog')!;
    expect((dialog as UnoDialog).heading).to.equal('+4 coming your way');
    await expect(dialog).to.be.accessible();
    expect(await actions(t, () => buttonByText(t, 'Draw 4')!.click())).to.deep.equal([{ type: 'draw' }]);
    expect(await actions(t, () => $$(t, '.card-btn')[0]!.click())).to.deep.equal([{ type: 'play', card: 'R+2' }]);
    // a stacked +4 asks its color first
    expect(await actions(t, () => $$(t, '.card-btn')[1]!.click())).to.deep.equal([]);
    expect(await actions(t, () => $$(t, '.color-btn')[0]!.click())).to.deep.equal([
      { type: 'play', card: 'W+4', color: 'R' },
    ]);
  });

  it('rule creation: plain text, a gesture, the number; or pass', async () => {
    const t = await mount(
      makeView({
        edition: 'house-rules',
        phase: 'rule',
        legal: [{ type: 'rule', number: 5, text: '', gesture: '' }, { type: 'pass' }],
      }),
    );
    const dialog = $(t, 'uno-dialog')!;
    await expect(dialog).to.be.accessible();
    const create = buttonByText(t, 'Create the rule') as HTMLButtonElement;
    expect(create.disabled).to.equal(true);
    const input = $<HTMLInputElement>(t, '.text-field input')!;
    expect(input.maxLength).to.equal(80);
    input.value = '<b>Say hi</b>';
    input.dispatchEvent(new Event('input'));
    await t.updateComplete;
    const heart = $$(t, '.gesture-opt')
      .find((l) => l.textContent.includes('Heart'))!
      .querySelector('input')!;
    heart.click();
    await t.updateComplete;
    const got = await actions(t, () => (buttonByText(t, 'Create the rule') as HTMLButtonElement).click());
    expect(got).to.deep.equal([{ type: 'rule', number: 5, text: '<b>Say hi</b>', gesture: 'heart' }]);
    expect(await actions(t, () => buttonByText(t, 'No rule')!.click())).to.deep.equal([{ type: 'pass' }]);
  });

  it('Variante: chooses among the numbers that have a rule', async () => {
    const t = await mount(
      makeView({
        edition: 'house-rules',
        phase: 'rule',
        rules: [
          { number: 3, text: 'Clap', gesture: 'clap' },
          { number: 8, text: 'Wave', gesture: 'wave' },
        ],
        legal: [
          { type: 'rule', number: 3, text: '', gesture: '' },
          { type: 'rule', number: 8, text: '', gesture: '' },
          { type: 'pass' },
        ],
      }),
    );
    expect($<UnoDialog>(t, 'uno-dialog')!.heading).to.equal('Replace a house rule');
    const numbers = $$(t, '.num-opt');
    expect(numbers.map((n) => n.textContent.trim())).to.deep.equal(['3', '8']);
    numbers[1]!.querySelector('input')!.click();
    await t.updateComplete;
    expect($(t, '.current')!.textContent).to.contain('Wave');
    const input = $<HTMLInputElement>(t, '.text-field input')!;
    input.value = 'Touch your nose';
    input.dispatchEvent(new Event('input'));
    await t.updateComplete;
    const got = await actions(t, () => (buttonByText(t, 'Create the rule') as HTMLButtonElement).click());
    expect(got).to.deep.equal([{ type: 'rule', number: 8, text: 'Touch your nose', gesture: 'clap' }]);
  });

  it('race: the choices as buttons, a countdown, then waiting', async () => {
    const race = {
      number: 3,
      gesture: 'wave',
      choices: ['clap', 'wave', 'nose', 'fist'],
      done: [false, true, false, false],
    };
    const t = await mount(
      makeView({ edition: 'house-rules', phase: 'race', race, rules: [{ number: 3, text: 'Hello', gesture: 'wave' }] }),
      {
        deadline: Date.now() + 5000,
      },
    );
    const dialog = $(t, 'uno-dialog')!;
    await expect(dialog).to.be.accessible();
    expect(dialog.shadowRoot!.querySelector('uno-countdown') !== null, 'the race dialog shows a countdown').to.equal(
      true,
    );
    expect($$(t, '.gesture-btn').map((b) => b.textContent.replace(/\s+/g, ' ').trim().slice(-4))).to.have.length(4);
    expect(await actions(t, () => $$(t, '.gesture-btn')[1]!.click())).to.deep.equal([
      { type: 'react', gesture: 'wave' },
    ]);
    t.view = makeView({ edition: 'house-rules', phase: 'race', race: { ...race, done: [true, true, false, false] } });
    await t.updateComplete;
    expect($(t, 'uno-dialog')!.textContent).to.contain('Done!');
  });

  it('towers: the legal takes, named by owner', async () => {
    const t = await mount(
      makeView({
        edition: 'power-grab',
        phase: 'towers',
        towers: { U: 1, N: null, O: null, '!': 0 },
        legal: [{ type: 'towers', take: ['U', 'N'] }, { type: 'towers', take: ['N', 'O'] }, { type: 'pass' }],
      }),
    );
    const opts = $$(t, '.option');
    expect(opts[0]!.textContent).to.contain('Tower U from Bruno and Tower N (neutral)');
    await expect($(t, 'uno-dialog')).to.be.accessible();
    expect(await actions(t, () => opts[1]!.click())).to.deep.equal([{ type: 'towers', take: ['N', 'O'] }]);
    expect(await actions(t, () => buttonByText(t, 'Pass')!.click())).to.deep.equal([{ type: 'pass' }]);
  });

  it('four towers: choose the card kept, or pass', async () => {
    const t = await mount(
      makeView({
        edition: 'power-grab',
        phase: 'keep',
        hand: ['R1', 'G2', 'W'],
        legal: [
          { type: 'keep', card: 'R1' },
          { type: 'keep', card: 'G2' },
          { type: 'keep', card: 'W' },
          { type: 'pass' },
        ],
      }),
    );
    await expect($(t, 'uno-dialog')).to.be.accessible();
    const cards = $$(t, '.card-btn');
    expect(cards.map((c) => c.textContent.trim())).to.deep.equal(['Keep Red 1', 'Keep Green 2', 'Keep Wild']);
    expect(await actions(t, () => cards[2]!.click())).to.deep.equal([{ type: 'keep', card: 'W' }]);
    expect(await actions(t, () => buttonByText(t, 'Keep all my cards')!.click())).to.deep.equal([{ type: 'pass' }]);
  });

  it('end of round: every hand with its points; Next round for the host only', async () => {
    const roundResult = {
      winner: 1,
      blocked: false,
      points: [37, 0, 12, 64],
      gained: [0, 113, 0, 0],
      hands: [['R5', 'W'], [], ['G2'], ['W+4', 'RS']],
    };
    const view = makeView({ phase: 'roundOver', roundResult, scores: [0, 113, 0, 0], legal: [] });
    const t = await mount(view, { isHost: true });
    const dialog = $(t, 'uno-dialog')!;
    expect(dialog.textContent).to.contain('Bruno wins the round');
    expect(dialog.textContent).to.contain('64');
    expect(dialog.textContent).to.contain('Bruno leads');
    await expect(dialog).to.be.accessible();
    setTimeout(() => buttonByText(t, 'Next round')!.click());
    await oneEvent(t, 'uno-next-round');
    const guest = await mount(view, { isHost: false });
    expect(buttonByText(guest, 'Next round') === null, 'only the host deals the next round').to.equal(true);
    expect($(guest, 'uno-dialog')!.textContent).to.contain('Waiting for the host');
  });

  it('end of game: the winner, the scores over the rounds, Rematch', async () => {
    const t = await mount(
      makeView({
        phase: 'gameOver',
        gameWinner: 2,
        scores: [100, 200, 520, 0],
        history: [
          [100, 0, 300, 0],
          [100, 200, 520, 0],
        ],
        legal: [],
      }),
      { isHost: true },
    );
    const dialog = $(t, 'uno-dialog')!;
    expect(dialog.textContent).to.contain('Chloé wins the game!');
    expect($$(t, 'table.history tbody tr')).to.have.length(2);
    await expect(dialog).to.be.accessible();
    setTimeout(() => buttonByText(t, 'Rematch')!.click());
    await oneEvent(t, 'uno-rematch');
    setTimeout(() => buttonByText(t, 'Leave the table')!.click());
    await oneEvent(t, 'uno-leave');
  });
});

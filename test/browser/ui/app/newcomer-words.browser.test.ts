/// <reference types="mocha" />
/**
 * The words a new player tripped over (issue 30 point 7): a bot has one name per language (the
 * solo setup's, in the lobby and at the table), and Classic shows no race time.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import { seatName } from '../../../../src/ui/table/table-model.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { lobby, seat } from './fakes.js';
import { $, $$, settle } from './helpers.js';

const LINK = 'http://example.test/#/join/KQ7M';
const seats = [
  seat(0, 'Alice', { you: true }),
  seat(1, 'Bot 1', { kind: 'bot', bot: 'normal' }),
  seat(2, 'Bot 1 (2)', { kind: 'bot', bot: 'easy' }),
  seat(3, 'Bot 2'),
];

describe('a bot is named as the setup names it', () => {
  afterEach(() => setLang('en'));

  it('Robot in French, Bot in English, in the lobby and at the table; a human keeps the name', async () => {
    await setLang('fr');
    const el = await fixture<UnoLobby>(
      html`<uno-lobby .lobby=${lobby({ seats })} .isHost=${true} .link=${LINK}></uno-lobby>`,
    );
    const names = () => $$(el, 'li .seat-name bdi').map((b) => b.textContent);
    expect(names()).to.deep.equal(['Alice', 'Robot 1', 'Bot 1 (2)', 'Bot 2']);
    expect(seatName(seats, 1)).to.equal('Robot 1');
    expect(seatName(seats, 3), 'a human called Bot 2').to.equal('Bot 2');
    await setLang('en');
    await settle(el);
    expect(names()).to.deep.equal(['Alice', 'Bot 1', 'Bot 1 (2)', 'Bot 2']);
    expect(seatName(seats, 1)).to.equal('Bot 1');
  });
});

describe('the race time', () => {
  for (const [edition, shown] of [
    ['classic', false],
    ['skull', false],
    ['power-grab', false],
    ['house-rules', true],
  ] as const) {
    it(`${shown ? 'is' : 'is not'} a rule of ${edition}`, async () => {
      const el = await fixture<UnoLobby>(
        html`<uno-lobby .lobby=${lobby({ edition })} .isHost=${true} .link=${LINK}></uno-lobby>`,
      );
      const form = $(el, 'uno-rules-form');
      await settle(form);
      expect(form.shadowRoot!.querySelector('#raceMs') !== null).to.equal(shown);
      expect(form.shadowRoot!.textContent.includes('Race time')).to.equal(shown);
    });
  }
});

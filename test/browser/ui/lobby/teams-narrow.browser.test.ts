/// <reference types="mocha" />
/**
 * Who plays with whom, on a phone (issue 30, seen in scripts/look-together.mjs's screenshots): the
 * French list cut "Bob et B…" at 360 px, and named the bot "Bot 1" where the seats above said
 * "Robot 1". Partners' names are read whole, wrapping if they must, in both languages and both
 * ways of holding the phone.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import { lobby, seat } from '../app/fakes.js';
import { settle } from '../app/helpers.js';
import { onEachPhone } from '../phones.js';

const teamsLobby = () =>
  lobby({
    seats: [
      seat(0, 'Alexandrine'),
      seat(1, 'Bob', { you: true, link: 'lan' }),
      seat(2, 'Chloé-Marguerite', { link: 'lan' }),
      seat(3, 'Bot 1', { kind: 'bot', bot: 'normal' }),
    ],
    options: { teams: true },
  });

describe('the lobby’s teams on a phone', () => {
  onEachPhone('both partners’ names are read whole', async (size, lang) => {
    const el = await fixture<UnoLobby>(html`<uno-lobby .lobby=${teamsLobby()} link=""></uno-lobby>`);
    await settle(el);
    const option = el.shadowRoot!.querySelector('uno-teams-option')!;
    await settle(option);
    const rows = [...option.shadowRoot!.querySelectorAll('li')];
    const bot = lang === 'fr' ? 'Robot 1' : 'Bot 1';
    const and = lang === 'fr' ? 'et' : '&';
    expect(rows.map((li) => li.querySelector('bdi')!.textContent)).to.deep.equal([
      `Alexandrine ${and} Chloé-Marguerite`,
      `Bob ${and} ${bot}`,
    ]);
    for (const li of rows) {
      const names = li.querySelector('bdi')!;
      // nothing of the names hidden behind an ellipsis, nothing outside its row or the screen
      expect(names.scrollWidth, names.textContent).to.be.at.most(names.clientWidth + 1);
      const row = li.getBoundingClientRect();
      for (const part of li.children) {
        const box = part.getBoundingClientRect();
        expect(box.right, part.textContent).to.be.at.most(row.right + 0.5);
        expect(box.bottom, part.textContent).to.be.at.most(row.bottom + 0.5);
      }
      expect(row.right).to.be.at.most(size.width);
    }
    expect(document.documentElement.scrollWidth).to.be.at.most(size.width);
  });
});

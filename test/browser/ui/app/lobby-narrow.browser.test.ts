/// <reference types="mocha" />
/**
 * A guest's lobby on a phone (issue 30, seen in scripts/look-together.mjs's screenshots): its own
 * row ("you", "same network", "Rename") widened the page to 375 px in English and 404 px in French
 * at 360 px, and guests read the host's warning that the page is open at a localhost address.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { lobby, seat } from './fakes.js';
import { settle } from './helpers.js';
import { onEachPhone } from '../phones.js';

const guestLobby = () =>
  lobby({
    seats: [
      seat(0, 'Alice'),
      seat(1, 'Bob', { you: true, link: 'lan' }),
      seat(2, 'Chloé', { link: 'lan' }),
      seat(3, 'Robot 1', { kind: 'bot', bot: 'normal' }),
    ],
  });
const link = `${location.origin}/#/join/KQ7M`;

/** The widest right edge of anything drawn in the lobby's shadow root. */
const widest = (el: UnoLobby): number =>
  Math.max(...[...el.shadowRoot!.querySelectorAll('*')].map((n) => n.getBoundingClientRect().right));

describe('a guest’s lobby on a phone', () => {
  onEachPhone('nothing is wider than the screen', async (size) => {
    const el = await fixture<UnoLobby>(html`<uno-lobby .lobby=${guestLobby()} .link=${link}></uno-lobby>`);
    await settle(el);
    expect(el.shadowRoot!.querySelector('li button.rename'), 'the own row is drawn').to.not.equal(null);
    expect(document.documentElement.scrollWidth).to.be.at.most(size.width);
    expect(widest(el)).to.be.at.most(size.width);
  });

  it('a guest on localhost is not shown the host’s localhost warning; the host is', async () => {
    await setLang('en');
    const guest = await fixture<UnoLobby>(html`<uno-lobby .lobby=${guestLobby()} .link=${link}></uno-lobby>`);
    await settle(guest);
    expect(guest.shadowRoot!.querySelector('.invite-note') === null, 'a note on a guest’s lobby').to.equal(true);
    expect(guest.shadowRoot!.textContent.includes('friends cannot open this link')).to.equal(false);
    const host = await fixture<UnoLobby>(html`<uno-lobby .lobby=${lobby()} .isHost=${true} .link=${link}></uno-lobby>`);
    await settle(host);
    expect(host.shadowRoot!.querySelector('.invite-note')!.textContent).to.contain('friends cannot open this link');
  });
});

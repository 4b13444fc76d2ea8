/// <reference types="mocha" />
/**
 * The lobby says what colluding guests can read (docs/migration.md "Keys that open one round") with
 * its own numbers, in English and French, and lets the host raise how many it takes.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import { setLang, stringsReady } from '../../../../src/ui/i18n/i18n.js';
import { errorText } from '../../../../src/ui/app/errors.js';
import type { LobbyState } from '../../../../src/net/terms/lobby.js';
import { lobby, seat } from './fakes.js';
import { $, choose, settle } from './helpers.js';

/** The host (Alice) and three human guests, and a bot. */
const four = (extra: Partial<LobbyState> = {}) =>
  lobby({
    seats: [
      seat(0, 'Alice', { you: true }),
      seat(1, 'Bob'),
      seat(2, 'Cy'),
      seat(3, 'Dee'),
      seat(4, 'Robot', { kind: 'bot', bot: 'hard' }),
    ],
    ...extra,
  });

async function lobbyOf(l: LobbyState, isHost: boolean): Promise<UnoLobby> {
  const el = await fixture<UnoLobby>(html`<uno-lobby .lobby=${l} .isHost=${isHost} link=""></uno-lobby>`);
  await stringsReady();
  await settle(el);
  await settle($(el, 'uno-rules-form'));
  await settle($($(el, 'uno-rules-form'), 'uno-key-quorum'));
  return el;
}

const row = (el: UnoLobby) => $($(el, 'uno-rules-form'), 'uno-key-quorum');
const select = (el: UnoLobby) => $<HTMLSelectElement>(row(el), '#shareQuorum');
const sentence = (el: UnoLobby) => $(row(el), '#shareQuorum-hint').textContent.trim();

describe('who can read the hands, in the lobby', () => {
  beforeEach(() => setLang('en'));
  after(() => setLang('en'));

  it('tells the host how many guests together could read a round, and sends a raised quorum', async () => {
    const el = await lobbyOf(four(), true);
    expect(select(el).value).to.equal('majority');
    expect(select(el).disabled).to.equal(false);
    expect(select(el).getAttribute('aria-describedby')).to.equal('shareQuorum-hint');
    expect(sentence(el)).to.contain('Any 2 of the 3 guests').and.contain('every hand of the round under way');
    await expect(el).to.be.accessible();
    const ev = oneEvent(el, 'uno-configure');
    choose(select(el), 'all');
    expect((await ev).detail).to.deep.equal({ shareQuorum: 'all' });
    // the host's lobby comes back with the new quorum: the sentence follows it
    el.lobby = four({ shareQuorum: 'all' });
    await settle(el);
    await settle(row(el));
    expect(select(el).value).to.equal('all');
    expect(sentence(el)).to.contain('Only all 3 guests together');
    el.lobby = four({ shareQuorum: 'two-thirds' });
    await settle(el);
    await settle(row(el));
    expect(sentence(el)).to.contain('Any 2 of the 3 guests');
  });

  it('shows a guest the same sentence, read-only, and a table of one guest its own', async () => {
    const guest = await lobbyOf(four({ shareQuorum: 'all' }), false);
    expect(select(guest).disabled).to.equal(true);
    expect(sentence(guest)).to.contain('Only all 3 guests together');
    guest.remove();
    const solo = await lobbyOf(lobby({ seats: [seat(0, 'Alice', { you: true }), seat(1, 'Bob')] }), true);
    expect(sentence(solo)).to.contain('With fewer than two guests, only the host can read the hands');
  });

  it('speaks French, and names the refused value’s error in both languages', async () => {
    const el = await lobbyOf(four(), true);
    await setLang('fr');
    await settle(el);
    await settle($(el, 'uno-rules-form'));
    await settle(row(el));
    expect($(row(el), 'label').textContent).to.contain('Invités nécessaires pour reprendre la table');
    expect(sentence(el)).to.contain('N’importe quels 2 des 3 invités');
    expect([...select(el).options].map((o) => o.textContent.trim())).to.deep.equal([
      'Une majorité d’entre eux',
      'Les deux tiers',
      'Tous',
    ]);
    expect(errorText('bad-share-quorum')).to.contain('une majorité, les deux tiers ou tous');
    await expect(el).to.be.accessible();
    await setLang('en');
    expect(errorText('bad-share-quorum')).to.contain('a majority, two thirds or all of them');
  });
});

/// <reference types="mocha" />
/**
 * A host's lobby on localhost (the test page is on a loopback address) says where its link points
 * (issue 30 point 7): to this computer's LAN address, or, when none is known, that friends cannot
 * open a localhost link. French and English; accessible.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { lobby } from './fakes.js';
import { $, settle } from './helpers.js';

const mount = (link: string) =>
  fixture<UnoLobby>(html`<uno-lobby .lobby=${lobby()} .isHost=${true} .link=${link}></uno-lobby>`);

describe('the invitation of a host on localhost', () => {
  afterEach(() => setLang('en'));

  it('the test page is on a loopback address', () => {
    expect(['localhost', '127.0.0.1', '[::1]']).to.include(location.hostname);
  });

  it('says the link uses the LAN address', async () => {
    const el = await mount('http://192.168.1.20:8080/#/join/KQ7M');
    const note = $(el, '.invite-note');
    expect(note.textContent).to.contain('192.168.1.20').and.contain('only this computer reaches');
    expect(note.classList.contains('warn')).to.equal(false);
    await expect(el).to.be.accessible();
    await setLang('fr');
    await settle(el);
    expect($(el, '.invite-note').textContent).to.contain('adresse sur le réseau, 192.168.1.20');
  });

  it('warns that friends cannot open a localhost link', async () => {
    const el = await mount(`${location.origin}/#/join/KQ7M`);
    const note = $(el, '.invite-note');
    expect(note.getAttribute('role')).to.equal('alert');
    expect(note.textContent).to.contain('friends cannot open this link');
    await expect(el).to.be.accessible();
  });
});

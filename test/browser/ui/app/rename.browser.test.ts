/// <reference types="mocha" />
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import { NAME_MAX } from '../../../../src/ui/home/name-store.js';
import { MAX_NAME } from '../../../../src/net/wire/names.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { FakeClient, clientState, fakeServices, lobby, seat } from './fakes.js';
import { SCREENS_LOAD, $, $$, focused, settle, type, freshPage } from './helpers.js';

const LINK = 'http://example.test/#/join/KQ7M';

/** A lobby whose `uno-rename` events are collected. */
async function mountLobby(isHost = true, l = lobby()): Promise<{ el: UnoLobby; renames: string[] }> {
  const el = await fixture<UnoLobby>(html`<uno-lobby .lobby=${l} .isHost=${isHost} .link=${LINK}></uno-lobby>`);
  const renames: string[] = [];
  el.addEventListener('uno-rename', (e) => renames.push((e as CustomEvent<{ name: string }>).detail.name));
  return { el, renames };
}

const editing = (el: UnoLobby) => el.shadowRoot!.querySelector('#rename-field') !== null;
const field = (el: UnoLobby) => $<HTMLInputElement>(el, '#rename-field');

async function openEditor(el: UnoLobby): Promise<void> {
  $(el, 'li button.rename').click();
  await settle(el);
}

describe('renaming one’s own seat in the lobby', () => {
  beforeEach(() => setLang('en'));

  it('allows no longer a name than the host keeps', () => {
    expect(NAME_MAX).to.equal(MAX_NAME);
  });

  it('offers Rename on the player’s own seat only: not on other players, not on bots', async () => {
    const { el } = await mountLobby();
    const rows = $$(el, 'li');
    expect(rows[0]!.querySelector('button.rename')?.textContent?.trim()).to.equal('Rename');
    expect(rows[1]!.querySelector('button.rename') === null).to.equal(true);
    expect($$(el, 'button.rename').length).to.equal(1);

    const guest = await mountLobby(
      false,
      lobby({
        seats: [seat(0, 'Alice'), seat(1, 'Bob', { you: true }), seat(2, 'Robot', { kind: 'bot', bot: 'easy' })],
      }),
    );
    const guestRows = $$(guest.el, 'li');
    expect(guestRows.map((li) => li.querySelector('button.rename') !== null)).to.deep.equal([false, true, false]);
  });

  it('opens a field with the current name, focused; Enter saves the trimmed name and focus goes back to Rename', async () => {
    const { el, renames } = await mountLobby();
    await openEditor(el);
    expect(field(el).value).to.equal('Alice');
    expect(focused()).to.equal('rename-field');
    expect($(el, 'label[for="rename-field"]').textContent).to.contain('24 characters at most');
    // the whole name is selected: typing replaces it
    await sendKeys({ type: '  Alicia  ' });
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(renames).to.deep.equal(['Alicia']);
    expect(editing(el)).to.equal(false);
    expect(focused()).to.equal('Rename');
    expect($(el, '.renamed').textContent).to.equal('Your name is now Alicia.');
    // the seat shows the lobby's name until the host's next lobby state says otherwise
    el.lobby = lobby({ seats: [seat(0, 'Alicia', { you: true }), seat(1, 'Robot', { kind: 'bot', bot: 'hard' })] });
    await settle(el);
    expect($$(el, 'li')[0]!.querySelector('.seat-name')!.textContent).to.contain('Alicia');
  });

  it('Escape cancels: nothing is sent, the name stays, focus goes back to Rename', async () => {
    const { el, renames } = await mountLobby();
    await openEditor(el);
    await sendKeys({ type: 'Zed' });
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(renames).to.deep.equal([]);
    expect(editing(el)).to.equal(false);
    expect($$(el, 'li')[0]!.querySelector('.seat-name')!.textContent).to.contain('Alice');
    expect(focused()).to.equal('Rename');
    // Cancel does the same, and the field opens again on the seat's name, not the text left behind
    await openEditor(el);
    expect(field(el).value).to.equal('Alice');
    type(field(el), 'Zed');
    await settle(el);
    $$<HTMLButtonElement>(el, '.rename-actions button')[0]!.click();
    await settle(el);
    expect(renames).to.deep.equal([]);
    expect(editing(el)).to.equal(false);
    expect(focused()).to.equal('Rename');
  });

  it('refuses an empty name and a too long one with a message beside the field, and is accessible with the editor open', async () => {
    const { el, renames } = await mountLobby();
    await openEditor(el);
    await expect(el).to.be.accessible();
    await sendKeys({ type: '   ' });
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(renames).to.deep.equal([]);
    expect(editing(el)).to.equal(true);
    expect($(el, '#rename-error').textContent).to.equal('Type a name: it cannot be empty.');
    expect($(el, '#rename-error').getAttribute('role')).to.equal('alert');
    expect(field(el).getAttribute('aria-invalid')).to.equal('true');
    expect(field(el).getAttribute('aria-describedby')).to.equal('rename-error');
    expect(focused()).to.equal('rename-field');
    await expect(el).to.be.accessible();

    type(field(el), 'A'.repeat(25));
    await settle(el);
    expect($(el, '#rename-error').textContent).to.equal(''); // typing clears the message
    $<HTMLButtonElement>(el, '.rename-actions button[type="submit"]').click();
    await settle(el);
    expect(renames).to.deep.equal([]);
    expect($(el, '#rename-error').textContent).to.equal('This name has 25 characters: 24 at most.');
    // the field keeps the player's text unselected, to cut what they choose
    expect(focused()).to.equal('rename-field');
    expect(field(el).selectionStart === field(el).selectionEnd).to.equal(true);

    type(field(el), 'A'.repeat(24));
    $<HTMLButtonElement>(el, '.rename-actions button[type="submit"]').click();
    await settle(el);
    expect(renames).to.deep.equal(['A'.repeat(24)]);
  });

  it('sends nothing when the name is saved unchanged', async () => {
    const { el, renames } = await mountLobby();
    await openEditor(el);
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(renames).to.deep.equal([]);
    expect(editing(el)).to.equal(false);
  });

  it('works from the keyboard alone: Tab to Rename, Enter, type, Tab to Save, Space', async () => {
    const { el, renames } = await mountLobby(
      false,
      lobby({ seats: [seat(0, 'Alice'), seat(1, 'Bob', { you: true })] }),
    );
    for (let i = 0; i < 8 && focused() !== 'Rename'; i++) await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('Rename');
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(focused()).to.equal('rename-field');
    await sendKeys({ type: 'Bobby' });
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('Cancel');
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('Save');
    await sendKeys({ press: 'Space' });
    await settle(el);
    expect(renames).to.deep.equal(['Bobby']);
    expect(focused()).to.equal('Rename');
  });

  it('speaks French', async () => {
    await setLang('fr');
    const { el } = await mountLobby();
    expect($(el, 'li button.rename').textContent.trim()).to.equal('Renommer');
    await openEditor(el);
    type(field(el), '');
    $<HTMLButtonElement>(el, '.rename-actions button[type="submit"]').click();
    await settle(el);
    expect($(el, '#rename-error').textContent).to.equal('Écrivez un nom : il ne peut pas rester vide.');
    expect($$<HTMLButtonElement>(el, '.rename-actions button').map((b) => b.textContent.trim())).to.deep.equal([
      'Annuler',
      'Enregistrer',
    ]);
  });
});

describe('uno-app: renaming', () => {
  beforeEach(freshPage);

  it('calls setName on the client, remembers the name, and the next visit starts with it', async () => {
    const client = new FakeClient(
      clientState({
        isHost: false,
        seat: 1,
        lobby: lobby({ seats: [seat(0, 'Alice'), seat(1, 'Bob', { you: true })] }),
      }),
    );
    const services = fakeServices(client);
    const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
    const home = $(el, 'uno-home');
    type($(home, '#name'), 'Bob');
    type($(home, '#code'), 'KQ7M');
    $(home, '#join-btn').click();
    await waitUntil(() => el.shadowRoot!.querySelector('uno-lobby'), undefined, SCREENS_LOAD);
    const lobbyEl = $<UnoLobby>(el, 'uno-lobby');
    await settle(lobbyEl);
    await openEditor(lobbyEl);
    type(field(lobbyEl), ' Bobby ');
    $<HTMLButtonElement>(lobbyEl, '.rename-actions button[type="submit"]').click();
    await settle(lobbyEl);
    expect(client.calls).to.deep.equal([['setName', 'Bobby']]);
    expect(localStorage.getItem('uno.name')).to.equal('Bobby');
    // every player's lobby follows the host's state: the new name shows once it says so
    client.set({ lobby: lobby({ seats: [seat(0, 'Alice'), seat(1, 'Bobby', { you: true })] }) });
    await settle(el);
    await settle(lobbyEl);
    expect($$(lobbyEl, 'li')[1]!.querySelector('.seat-name')!.textContent).to.contain('Bobby');
    // leaving: home starts with the new name
    $(lobbyEl, 'header button').click();
    await waitUntil(() => el.shadowRoot!.querySelector('uno-home'));
    const back = $(el, 'uno-home');
    await settle(back);
    expect($<HTMLInputElement>(back, '#name').value).to.equal('Bobby');
  });
});

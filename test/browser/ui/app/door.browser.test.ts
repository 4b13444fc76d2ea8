/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoTableDoor } from '../../../../src/ui/lobby/table-door.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { lobby } from './fakes.js';
import { $, settle } from './helpers.js';

describe("the host's door in the lobby", () => {
  afterEach(() => setLang('en'));

  async function door(extra = {}) {
    const el = await fixture<UnoLobby>(html`<uno-lobby .lobby=${lobby(extra)} .isHost=${true}></uno-lobby>`);
    return { el, door: $<UnoTableDoor>(el, 'uno-table-door') };
  }

  it('locks and unlocks the table', async () => {
    await setLang('en');
    const { el, door: d } = await door();
    const box = d.shadowRoot!.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    expect(box.checked).to.equal(false);
    expect(d.shadowRoot!.textContent).to.contain('Anyone with the code can join');
    const ev = oneEvent(el, 'uno-lock');
    box.click();
    expect((await ev).detail).to.deep.equal({ locked: true });
    await expect(el).to.be.accessible();
  });

  it('shows newcomers asking for a kicked name, in French too, and answers them', async () => {
    await setLang('fr');
    const { el, door: d } = await door({ locked: true, requests: [{ id: 7, name: 'Ana' }] });
    await settle(el);
    const root = d.shadowRoot!;
    expect(root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).to.equal(true);
    expect(root.textContent).to.contain('Personne de nouveau ne peut entrer');
    const row = root.querySelector('li')!;
    expect(row.querySelector('bdi')!.textContent).to.equal('Ana');
    expect(row.textContent).to.contain('demande à entrer');
    let ev = oneEvent(el, 'uno-answer-join');
    row.querySelectorAll('button')[0]!.click();
    expect((await ev).detail).to.deep.equal({ id: 7, approve: true });
    ev = oneEvent(el, 'uno-answer-join');
    row.querySelectorAll('button')[1]!.click();
    expect((await ev).detail).to.deep.equal({ id: 7, approve: false });
    await expect(el).to.be.accessible();
  });

  it('guests never see the door', async () => {
    const el = await fixture<UnoLobby>(html`<uno-lobby .lobby=${lobby()} .isHost=${false}></uno-lobby>`);
    expect(el.shadowRoot!.querySelector('uno-table-door')).to.equal(null);
  });
});

/// <reference types="mocha" />
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../src/ui/app/uno-app.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import type { ClientState } from '../../../../src/net/guest/state.js';
import { makeView } from '../table/fixtures.js';
import { FakeClient, clientState, fakeServices, lobby, seat } from './fakes.js';
import { $, settle, freshPage } from './helpers.js';

function atTable(extra: Partial<ClientState>): FakeClient {
  return new FakeClient(
    clientState({
      status: 'playing',
      lobby: lobby({ started: true, seats: [seat(0, 'Alice', { you: true }), seat(1, 'Bob')] }),
      view: makeView({ players: 2 }),
      ...extra,
    }),
  );
}

async function mount(client: FakeClient): Promise<UnoApp> {
  const services = fakeServices(client);
  if (client.state.isHost) services.hostSaved = { code: 'KQ7M', savedAt: 1 };
  else services.guestSaved = { code: 'KQ7M', name: 'Bob' };
  const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
  await waitUntil(() => el.shadowRoot!.querySelector('uno-table'));
  return el;
}

/** Presses the table's own Leave button and waits for the question, if one comes. */
async function pressLeave(el: UnoApp): Promise<HTMLElement | null> {
  const table = $(el, 'uno-table');
  $(table, 'button.tool.leave').click();
  await settle(el);
  const confirm = el.shadowRoot!.querySelector<HTMLElement>('uno-leave-confirm');
  if (!confirm) return null;
  await waitUntil(() => confirm.shadowRoot?.querySelector('button.go'));
  await settle(confirm);
  return confirm;
}

describe('leaving a game under way', () => {
  beforeEach(freshPage);

  it("asks on the dialogs' paper, not over the dimmed table in see-through", async () => {
    const el = await mount(atTable({ isHost: false, seat: 1, view: makeView({ seat: 1, players: 2 }) }));
    const confirm = await pressLeave(el);
    const dialog = $(confirm!, 'uno-dialog').shadowRoot!.querySelector('dialog')!;
    const paper = getComputedStyle(dialog).backgroundColor;
    expect(paper === 'rgba(0, 0, 0, 0)' || paper === 'transparent', `the dialog's paper (${paper}) shows`).to.equal(
      false,
    );
  });

  it('asks a guest first; Stay keeps the seat, Leave gives it up', async () => {
    const client = atTable({ isHost: false, seat: 1, view: makeView({ seat: 1, players: 2 }) });
    const el = await mount(client);
    let confirm = await pressLeave(el);
    expect(confirm, 'a question comes').to.not.equal(null);
    expect($(confirm!, 'p').textContent).to.contain('A bot will play your seat');
    await expect(confirm!).to.be.accessible();
    // Stay is the default: the first control focused is not the one that leaves
    const stay = $(confirm!, 'button.stay');
    expect(confirm!.shadowRoot!.activeElement).to.equal(stay);
    stay.click();
    await settle(el);
    expect(el.shadowRoot!.querySelector('uno-leave-confirm')).to.equal(null);
    expect(client.calls).to.deep.equal([]);
    confirm = await pressLeave(el);
    expect($(confirm!, 'button.go').textContent.trim()).to.equal('Leave the game');
    $(confirm!, 'button.go').click();
    await settle(el);
    expect(client.calls).to.deep.equal([['leave']]);
    expect(el.shadowRoot!.querySelector('uno-home')).to.not.equal(null);
  });

  it('offers the host to hand the table over when another player can host it on', async () => {
    const client = atTable({ isHost: true });
    const el = await mount(client);
    const confirm = await pressLeave(el);
    expect($(confirm!, 'p').textContent).to.contain('Hand it to another player');
    const buttons = [...confirm!.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent.trim());
    expect(buttons).to.deep.equal(['Stay', 'Hand the table to another player', 'End the game for everyone']);
    expect(confirm!.shadowRoot!.activeElement, 'Stay is the default').to.equal($(confirm!, 'button.stay'));
    await expect(confirm!).to.be.accessible();
    $(confirm!, 'button.hand-over').click();
    await settle(el);
    expect(client.calls).to.deep.equal([['handOver'], ['leave']]);
    expect(el.shadowRoot!.querySelector('uno-home')).to.not.equal(null);
  });

  it('tells the host why the table cannot be handed over with one other player', async () => {
    const client = atTable({ isHost: true });
    client.canHandOver = false;
    const el = await mount(client);
    const confirm = await pressLeave(el);
    expect($(confirm!, 'p').textContent).to.contain('only one other player is here');
    expect(confirm!.shadowRoot!.querySelector('button.hand-over')).to.equal(null);
    await setLang('fr');
    await settle(confirm!);
    expect($(confirm!, 'p').textContent).to.contain('ne peut pas être confiée');
    await expect(confirm!).to.be.accessible();
  });

  it('asks the host whether to end the game for everyone; Escape and Enter stay', async () => {
    const client = atTable({ isHost: true });
    client.canHandOver = false;
    const el = await mount(client);
    let confirm = await pressLeave(el);
    expect($(confirm!, 'p').textContent).to.contain('the game ends for every player');
    expect($(confirm!, 'button.go').textContent.trim()).to.equal('End the game for everyone');
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(el.shadowRoot!.querySelector('uno-leave-confirm')).to.equal(null);
    expect(await pressLeave(el)).to.not.equal(null);
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.shadowRoot!.querySelector('uno-leave-confirm')).to.equal(null);
    expect(client.calls).to.deep.equal([]);
    await setLang('fr');
    confirm = await pressLeave(el);
    await settle(confirm!);
    expect($(confirm!, 'button.go').textContent.trim()).to.equal('Arrêter la partie pour tous');
    $(confirm!, 'button.go').click();
    await settle(el);
    expect(client.calls).to.deep.equal([['leave']]);
  });

  it('leaves at once when no game is under way: game over, or watching', async () => {
    const over = atTable({ isHost: false, seat: 1, view: makeView({ seat: 1, players: 2, phase: 'gameOver' }) });
    let el = await mount(over);
    expect(await pressLeave(el)).to.equal(null);
    expect(over.calls).to.deep.equal([['leave']]);
    const watcher = atTable({ isHost: false, seat: null, watching: true, view: makeView({ seat: -1, players: 2 }) });
    el = await mount(watcher);
    expect(await pressLeave(el)).to.equal(null);
    expect(watcher.calls).to.deep.equal([['leave']]);
  });
});

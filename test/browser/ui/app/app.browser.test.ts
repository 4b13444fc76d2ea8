/// <reference types="mocha" />
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import type { PlayerView } from '../../../../src/game/types.js';
import '../../../../src/ui/i18n/app.js';
import { FakeClient, clientState, fakeServices, type FakeServices } from './fakes.js';
import { SCREENS_LOAD, $, settle, type, freshPage, playSolo } from './helpers.js';

async function mount(services: FakeServices): Promise<UnoApp> {
  return fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
}

const view = { seat: 0, phase: 'play', phasePath: 'play.unoClosed', hand: ['R1'], legal: [] } as unknown as PlayerView;

describe('uno-app', () => {
  beforeEach(freshPage);

  it('starts at home, creates a table and shows the lobby at #/table', async () => {
    const services = fakeServices();
    const el = await mount(services);
    const home = $(el, 'uno-home');
    type($(home, '#name'), 'Alice');
    $(home, '#create-btn').click();
    await waitUntil(() => el.shadowRoot!.querySelector('uno-lobby'), undefined, SCREENS_LOAD);
    expect(services.calls[0]).to.deep.equal(['createHostClient', { name: 'Alice' }]);
    expect(location.hash).to.equal('#/table');
    expect($(el, 'uno-lobby').getAttribute('link')).to.equal(null);
    expect(($(el, 'uno-lobby') as unknown as { link: string }).link).to.equal('http://example.test/#/join/KQ7M');
  });

  it('loads the hosting side while a name is typed, the joining side at once for an invite', async () => {
    const services = fakeServices();
    services.prefetch = (side) => services.calls.push(['prefetch', side]);
    const el = await mount(services);
    expect(services.calls).to.deep.equal([]);
    type($($(el, 'uno-home'), '#name'), 'A');
    type($($(el, 'uno-home'), '#name'), 'Al');
    expect(services.calls).to.deep.equal([['prefetch', 'host']]);

    history.replaceState(null, '', '#/join/KQ7M');
    const invited = fakeServices();
    invited.prefetch = (side) => invited.calls.push(['prefetch', side]);
    await mount(invited);
    expect(invited.calls).to.deep.equal([['prefetch', 'join']]);
  });

  it('says so when part of the game cannot be loaded', async () => {
    const services = fakeServices();
    services.createHostClient = () => Promise.reject(new Error('load-failed'));
    const el = await mount(services);
    const home = $(el, 'uno-home');
    type($(home, '#name'), 'Alice');
    $(home, '#create-btn').click();
    await waitUntil(() => home.shadowRoot!.querySelector('.message'));
    expect($(home, '.message').textContent).to.contain('could not be loaded');
  });

  it('passes the lobby buttons to the host controls', async () => {
    const services = fakeServices();
    const el = await mount(services);
    type($($(el, 'uno-home'), '#name'), 'Alice');
    $($(el, 'uno-home'), '#create-btn').click();
    await waitUntil(() => el.shadowRoot!.querySelector('uno-lobby'), undefined, SCREENS_LOAD);
    const lobby = $(el, 'uno-lobby');
    $(lobby, '.add-bot button').click();
    $(lobby, 'li button:not(.rename)').click();
    $(lobby, '.start button').click();
    expect(services.client.calls).to.deep.equal([['addBot', 'normal'], ['removeSeat', 1], ['start']]);
  });

  it('tells a newcomer under a kicked name that the host must let it in', async () => {
    const services = fakeServices();
    // the host holds the join: the promise stays pending while the player waits
    services.joinTable = (_code, opts) => {
      (opts as { onWaiting?: () => void }).onWaiting?.();
      return new Promise(() => undefined);
    };
    const el = await mount(services);
    const home = $(el, 'uno-home');
    type($(home, '#name'), 'Bob');
    type($(home, '#code'), 'KQ7M');
    $(home, '#join-btn').click();
    await settle(el);
    await settle(home);
    expect($(home, '.message').textContent).to.contain('the host must let you in');
  });

  it('normalizes a join code, or says it is not valid', async () => {
    const services = fakeServices(new FakeClient(clientState({ isHost: false, status: 'connecting', lobby: null })));
    const el = await mount(services);
    const home = $(el, 'uno-home');
    type($(home, '#name'), 'Bob');
    type($(home, '#code'), '!!');
    $(home, '#join-btn').click();
    await settle(el);
    await settle(home);
    expect($(home, '.message').textContent).to.contain('not valid');
    type($(home, '#code'), 'kq-7m');
    $(home, '#join-btn').click();
    await waitUntil(() => el.shadowRoot!.querySelector('.status'));
    const call = services.calls.at(-1)!;
    expect(call.slice(0, 2)).to.deep.equal(['joinTable', 'KQ7M']);
    const opts = call[2] as { name: string; onWaiting?: () => void };
    expect(opts.name).to.equal('Bob');
    expect($(el, '.status').textContent).to.contain('Connecting');
    await expect(el).to.be.accessible();
  });

  it('shows a connection error in words, with a way back home', async () => {
    const client = new FakeClient(clientState({ isHost: false }));
    const services = fakeServices(client);
    services.guestSaved = { code: 'KQ7M', name: 'Bob' };
    const el = await mount(services);
    await waitUntil(() => el.shadowRoot!.querySelector('uno-lobby'), undefined, SCREENS_LOAD);
    expect(services.calls[0]).to.deep.equal(['joinTable', 'KQ7M', { name: 'Bob' }]);
    client.set({ status: 'error', error: 'host-unreachable' });
    await settle(el);
    expect($(el, '.status').textContent).to.contain('The host cannot be reached');
    await expect(el).to.be.accessible();
    $(el, '.status button').click();
    await settle(el);
    expect(client.calls.at(-1)).to.deep.equal(['leave']);
    expect(el.shadowRoot!.querySelector('uno-home')).to.not.equal(null);
    expect(location.hash).to.equal('#/');
  });

  it('resumes a saved hosted table on load', async () => {
    localStorage.setItem('uno.name', 'Alice');
    const services = fakeServices();
    services.hostSaved = { code: 'KQ7M', savedAt: 1 };
    const el = await mount(services);
    await waitUntil(() => el.shadowRoot!.querySelector('uno-lobby'), undefined, SCREENS_LOAD);
    expect(services.calls[0]).to.deep.equal(['createHostClient', { name: 'Alice', resume: true }]);
  });

  it('shows the table while playing, passes its events to the client, and the phase path', async () => {
    const client = new FakeClient(clientState({ status: 'playing', view }));
    const services = fakeServices(client);
    services.hostSaved = { code: 'KQ7M', savedAt: 1 };
    const el = await mount(services);
    await waitUntil(() => el.shadowRoot!.querySelector('uno-table'), undefined, SCREENS_LOAD);
    const table = $<HTMLElement & { view: PlayerView; isHost: boolean }>(el, 'uno-table');
    expect(table.view).to.deep.include(view);
    expect(table.isHost).to.equal(true);
    table.dispatchEvent(new CustomEvent('uno-action', { detail: { type: 'draw' }, bubbles: true, composed: true }));
    table.dispatchEvent(new CustomEvent('uno-next-round', { bubbles: true, composed: true }));
    table.dispatchEvent(new CustomEvent('uno-rematch', { bubbles: true, composed: true }));
    await settle(el);
    expect(client.calls).to.deep.equal([['act', { type: 'draw' }], ['nextRound'], ['rematch']]);
    // The phases view opens from the table's menu (loaded on demand), the active states lit; it
    // is no button on the table itself
    await settle(table);
    expect(
      [...table.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent.trim()),
      'no way to the phases on the table',
    ).not.to.include.members(['How the game flows']);
    table.shadowRoot!.querySelector<HTMLButtonElement>('.menu-toggle')!.click();
    await waitUntil(() =>
      table.shadowRoot!.querySelector('uno-table-menu')?.shadowRoot?.querySelector('dialog[open] #phases-btn'),
    );
    const menu = table.shadowRoot!.querySelector('uno-table-menu')!;
    const entry = menu.shadowRoot!.querySelector<HTMLButtonElement>('#phases-btn')!;
    // a player's words in the menu: the developers' word stays inside the view
    expect(entry.textContent.trim()).to.equal('How the game flows');
    expect(menu.shadowRoot!.textContent.toLowerCase()).not.to.contain('statechart');
    entry.click();
    await waitUntil(() => el.shadowRoot!.querySelector('uno-statechart')?.shadowRoot?.querySelector('dialog[open]'));
    expect(menu.shadowRoot!.querySelector('dialog')!.open, 'the menu closes').to.equal(false);
    const chart = $(el, 'uno-statechart');
    await waitUntil(() => chart.shadowRoot!.querySelectorAll('[data-active]').length === 2);
    expect(
      [...chart.shadowRoot!.querySelectorAll('[data-active]')].map((g) => g.getAttribute('data-state')),
    ).to.deep.equal(['play', 'play.unoClosed']);
    $(chart, '.close').click();
    await waitUntil(() => !el.shadowRoot!.querySelector('uno-statechart'));
    client.set({ status: 'reconnecting', hostLostAt: Date.now() });
    await waitUntil(() => el.shadowRoot!.querySelector('uno-host-gone')?.shadowRoot?.querySelector('.wait'));
    expect($($(el, 'uno-host-gone'), '.wait').textContent).to.contain('Waiting for Alice');
  });

  it('says why an action was refused', async () => {
    const client = new FakeClient(clientState({ status: 'playing', view }));
    client.next = { ok: false, error: 'not-your-turn' };
    const services = fakeServices(client);
    services.hostSaved = { code: 'KQ7M', savedAt: 1 };
    const el = await mount(services);
    await waitUntil(() => el.shadowRoot!.querySelector('uno-table'), undefined, SCREENS_LOAD);
    $(el, 'uno-table').dispatchEvent(
      new CustomEvent('uno-action', { detail: { type: 'draw' }, bubbles: true, composed: true }),
    );
    await waitUntil(() => $(el, '.toast').textContent.includes('not your turn'));
  });

  it('plays solo with no network', async () => {
    const client = new FakeClient(clientState({ status: 'playing', view }));
    const services = fakeServices(client);
    const el = await mount(services);
    await playSolo(el);
    await waitUntil(() => el.shadowRoot!.querySelector('uno-table'), undefined, SCREENS_LOAD);
    expect(services.calls).to.deep.equal([
      [
        'createSoloClient',
        { name: 'Léa', bots: ['normal', 'normal', 'normal'], settings: { edition: 'classic', options: {} } },
      ],
    ]);
  });

  it('shows the solo game starting before the table takes the page to make it', async () => {
    const client = new FakeClient(clientState({ status: 'playing', view }));
    const services = fakeServices(client);
    const make = services.createSoloClient;
    let framesSinceStart = 0;
    let tick = () => {
      framesSinceStart++;
      requestAnimationFrame(tick);
    };
    const seen: { frames: number; label: string; disabled: boolean }[] = [];
    services.createSoloClient = (opts) => {
      const solo = $<HTMLButtonElement>($(el, 'uno-home'), '#solo-btn');
      seen.push({ frames: framesSinceStart, label: solo.textContent.trim(), disabled: solo.disabled });
      return make(opts);
    };
    const el = await mount(services);
    await playSolo(el);
    requestAnimationFrame(tick);
    await waitUntil(() => el.shadowRoot!.querySelector('uno-table'), undefined, SCREENS_LOAD);
    tick = () => undefined;
    // a frame was drawn between the click and the table's making, with the attempt on screen
    expect(seen).to.have.length(1);
    expect(seen[0]!.frames).to.be.at.least(1);
    expect(seen[0]).to.include({ label: 'Starting the game…', disabled: true });
  });

  it('leaves the table when the player goes back home', async () => {
    const client = new FakeClient();
    const services = fakeServices(client);
    services.hostSaved = { code: 'KQ7M', savedAt: 1 };
    const el = await mount(services);
    await waitUntil(() => el.shadowRoot!.querySelector('uno-lobby'), undefined, SCREENS_LOAD);
    location.hash = '#/';
    await waitUntil(() => el.shadowRoot!.querySelector('uno-home'));
    expect(client.calls).to.deep.equal([['leave']]);
  });
});

/// <reference types="mocha" />
import { lookIn } from '../table/fixtures.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../../src/ui/app/uno-app.js';
import '../../../../src/ui/table/uno-table.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import '../../../../src/ui/i18n/host-gone.js';
import type { ClientState } from '../../../../src/net/guest/state.js';
import { makeView } from '../table/fixtures.js';
import { FakeClient, clientState, fakeServices, lobby, seat } from './fakes.js';
import { $, SCREENS_LOAD, animationsDone, focusedElement, settle, shownDialog, freshPage } from './helpers.js';

/** Bob's seat (1) at Alice's table, his turn, a Wild in hand. */
function guestAtTable(extra: Partial<ClientState> = {}): FakeClient {
  return new FakeClient(
    clientState({
      isHost: false,
      deadline: Date.now() + 60_000,
      seat: 1,
      status: 'playing',
      lobby: lobby({
        started: true,
        seats: [seat(0, 'Alice'), seat(1, 'Bob', { you: true }), seat(2, 'Robot', { kind: 'bot', bot: 'hard' })],
      }),
      view: makeView({ seat: 1, turn: 1, players: 3 }),
      ...extra,
    }),
  );
}

/** Waits for a part that loads on demand (the table, the host-gone screen, the Leave question): on a
 * loaded machine the test server's first transform of its module takes more than a second. */
const showing = (get: () => unknown) => waitUntil(get, 'it shows', SCREENS_LOAD);

async function mount(client: FakeClient): Promise<UnoApp> {
  const services = fakeServices(client);
  services.guestSaved = { code: 'KQ7M', name: 'Bob' };
  const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
  await showing(() => el.shadowRoot!.querySelector('uno-table'));
  return el;
}

const tableOf = (el: UnoApp) => $<UnoTable>(el, 'uno-table');
const handButton = (t: UnoTable, label: string) =>
  [...t.handElement!.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    b.textContent.includes(label),
  )!;
// the table keeps its questions, closed, between questions (questions/question-host.ts)
const dialogIn = (root: Element) => lookIn(root).querySelector('uno-dialog[open]');

/** A real click on a card of the hand, near its left edge (the next card overlaps the rest). */
async function clickAt(target: Element): Promise<void> {
  // the hand sizes its cards once its ResizeObserver has seen it: aim once that has settled
  for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
  const r = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + 8), Math.round(r.y + r.height / 2)] });
}

describe('a guest whose host is gone', () => {
  beforeEach(freshPage);

  it('dims the table, takes no input, counts the wait down and offers a way home', async () => {
    const client = guestAtTable();
    const el = await mount(client);
    const table = tableOf(el);
    // Bob had a Wild waiting for its color when Alice's page closed (the hand may still be
    // settling in place on the first tries)
    for (let i = 0; i < 20 && !dialogIn(table); i++) {
      await clickAt(handButton(table, 'Wild'));
      await table.updateComplete;
      if (!dialogIn(table)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(dialogIn(table), 'the color dialog is open before').to.not.equal(null);

    client.set({ status: 'reconnecting', hostLostAt: Date.now() });
    await showing(() => el.shadowRoot!.querySelector('uno-host-gone')?.shadowRoot?.querySelector('.wait'));
    const gone = $(el, 'uno-host-gone');
    await settle(gone);
    expect(table.hasAttribute('frozen') && table.hasAttribute('inert')).to.equal(true);
    expect(getComputedStyle(table).filter).to.contain('grayscale');
    expect(dialogIn(table), 'no color dialog on a frozen table').to.equal(null);
    expect(table.deadline, 'no clock runs without its host').to.equal(null);
    const wait = $(gone, '.wait');
    expect(wait.textContent).to.match(/^Waiting for Alice — 1[45] s$/);
    expect($(gone, 'p:not(.wait)').textContent).to.contain('Every hand is kept');

    // a real click on the Wild, and keys: nothing reaches the table
    await clickAt(handButton(table, 'Wild'));
    await sendKeys({ press: 'Enter' });
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Tab' });
      // the modal keeps the focus; past its last control Chrome takes it to its own toolbar
      const at = focusedElement();
      expect(at === document.body || gone.shadowRoot!.contains(at), `the focus is on ${at?.outerHTML}`).to.equal(true);
    }
    await table.updateComplete;
    expect(dialogIn(table)).to.equal(null);
    expect(client.calls).to.deep.equal([]);
    await animationsDone();
    await expect(gone).to.be.accessible();

    // the countdown runs
    await waitUntil(() => /— 1[34] s$/.test($(gone, '.wait').textContent), 'the seconds go down', { timeout: 3000 });

    $(gone, 'button.home').click();
    await settle(el);
    expect(client.calls).to.deep.equal([['leave']]);
    expect(el.shadowRoot!.querySelector('uno-home')).to.not.equal(null);
  });

  it('says so plainly once the wait is over, in French too', async () => {
    await setLang('fr');
    const client = guestAtTable({ status: 'reconnecting', hostLostAt: Date.now() - 20_000 });
    const el = await mount(client);
    await showing(() => el.shadowRoot!.querySelector('uno-host-gone')?.shadowRoot?.querySelector('.wait'));
    const gone = $(el, 'uno-host-gone');
    expect($(gone, '.wait').textContent).to.equal('Toujours pas de retour d’Alice. Nouvel essai en cours…');
    expect($(gone, 'button.home').textContent.trim()).to.equal('Quitter la table');
    await animationsDone();
    await expect(gone).to.be.accessible();
  });

  it('gives the table back when the host returns', async () => {
    const client = guestAtTable({ status: 'reconnecting', hostLostAt: Date.now() });
    const el = await mount(client);
    await showing(() => el.shadowRoot!.querySelector('uno-host-gone'));
    client.set({ status: 'playing', hostLostAt: null });
    await settle(el);
    expect(el.shadowRoot!.querySelector('uno-host-gone')).to.equal(null);
    const table = tableOf(el);
    expect(table.hasAttribute('frozen') || table.hasAttribute('inert')).to.equal(false);
    await clickAt(handButton(table, 'Wild'));
    // (the dialog may open a frame later on a busy page)
    await waitUntil(() => dialogIn(table), 'the Wild asks its color again', { timeout: 5000 });
  });

  it('says nobody can take over when one guest is left, and keeps waiting', async () => {
    const client = guestAtTable({
      status: 'reconnecting',
      hostLostAt: Date.now() - 20_000,
      succession: { stage: 'none', why: 'no-deal' },
    });
    const el = await mount(client);
    await showing(() => el.shadowRoot!.querySelector('uno-host-gone')?.shadowRoot?.querySelector('.none'));
    const gone = $(el, 'uno-host-gone');
    expect($(gone, '.wait').textContent).to.equal('Alice has not come back yet. Still trying…');
    expect($(gone, '.none').textContent).to.contain('Only one other player is at this table');
    expect(tableOf(el).hasAttribute('inert')).to.equal(true);
    await animationsDone();
    await expect(gone).to.be.accessible();
    client.set({ succession: { stage: 'none', why: 'too-few' } });
    await settle(gone);
    expect($(gone, '.none').textContent).to.contain('Too few players are left');
  });

  it('goes on to who takes the table over, then back to a live table with its new host', async () => {
    const client = guestAtTable({ status: 'reconnecting', hostLostAt: Date.now() - 16_000 });
    const el = await mount(client);
    await showing(() => el.shadowRoot!.querySelector('uno-host-gone')?.shadowRoot?.querySelector('.wait'));
    const gone = $(el, 'uno-host-gone');
    client.set({ succession: { stage: 'moving', seat: 2, name: 'Cyril', you: false } });
    await settle(gone);
    const heading = () => $(gone, 'uno-dialog').shadowRoot!.querySelector('h2')!.textContent;
    expect(heading()).to.equal('The table is moving');
    expect($(gone, '.wait').textContent.trim()).to.equal('Cyril takes over the table…');
    expect($(gone, '.wait + p').textContent).to.contain('Alice is gone. Cyril’s page will host the table');
    await animationsDone();
    await expect(gone).to.be.accessible();
    // a page that answered out of turn was refused: the screen says so
    client.set({ succession: { stage: 'moving', seat: 2, name: 'Cyril', you: false, error: 'not-successor' } });
    await settle(gone);
    expect($(gone, '.refused').textContent).to.contain('was refused');
    // a page caught at the table's address out of turn is named, or said to be someone
    client.set({ succession: { stage: 'moving', seat: 1, name: 'Ana', you: false, squatter: 'Cyril' } });
    await settle(gone);
    expect($(gone, '.refused').textContent.trim()).to.equal(
      'Cyril took the table’s address out of turn: it was refused, and given nothing.',
    );
    client.set({ succession: { stage: 'moving', seat: 1, name: 'Ana', you: false, squatter: '' } });
    await settle(gone);
    expect($(gone, '.refused').textContent).to.contain('Someone took the table’s address out of turn');
    // keys stay in the modal, and the table takes none
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: 'Tab' });
      const at = focusedElement();
      expect(at === document.body || gone.shadowRoot!.contains(at), `the focus is on ${at?.outerHTML}`).to.equal(true);
    }
    expect(client.calls).to.deep.equal([]);
    // the table is back, under Cyril (the lobby says he hosts, at the table's next epoch)
    const moved = lobby({
      started: true,
      hostSeat: 2,
      epoch: 1,
      seats: [
        seat(0, 'Alice', { connected: false, standIn: true, bot: 'normal' }),
        seat(1, 'Bob', { you: true }),
        seat(2, 'Cyril'),
      ],
    });
    client.set({ status: 'playing', hostLostAt: null, succession: null, lobby: moved });
    await settle(el);
    expect(el.shadowRoot!.querySelector('uno-host-gone')).to.equal(null);
    expect(tableOf(el).hasAttribute('inert')).to.equal(false);
    expect($(el, '.toast').textContent).to.equal('Cyril hosts the table now.');
  });

  it('tells the successor it takes the table over, and how many players it waits for, in French too', async () => {
    await setLang('fr');
    const client = guestAtTable({
      status: 'reconnecting',
      hostLostAt: Date.now() - 16_000,
      succession: { stage: 'moving', seat: 1, name: 'Bob', you: true, shares: { have: 1, need: 2 } },
    });
    const el = await mount(client);
    await showing(() => el.shadowRoot!.querySelector('uno-host-gone')?.shadowRoot?.querySelector('.shares'));
    const gone = $(el, 'uno-host-gone');
    expect($(gone, '.wait').textContent.trim()).to.equal('Vous reprenez la table…');
    expect($(gone, '.shares').textContent).to.equal('En attente des autres joueurs : 1 sur 2.');
    // the page that held its door is named on its screen too
    client.set({
      succession: { stage: 'moving', seat: 1, name: 'Bob', you: true, shares: { have: 1, need: 2 }, squatter: 'Cyril' },
    });
    await settle(gone);
    expect($(gone, '.refused').textContent.trim()).to.equal(
      'Cyril a pris l’adresse de la table sans que ce soit son tour : sa page a été refusée, et n’a rien reçu.',
    );
    await animationsDone();
    await expect(gone).to.be.accessible();
    // it hosts now: its own client says so, and the screen too
    const mine = lobby({
      started: true,
      hostSeat: 1,
      epoch: 1,
      seats: [seat(0, 'Alice', { connected: false, standIn: true }), seat(1, 'Bob', { you: true })],
    });
    client.set({ status: 'playing', isHost: true, hostLostAt: null, succession: null, lobby: mine });
    await settle(el);
    expect(el.shadowRoot!.querySelector('uno-host-gone')).to.equal(null);
    expect($(el, '.toast').textContent).to.equal('Vous hébergez maintenant la table. Gardez cette page ouverte.');
  });

  it('freezes the lobby too while the host is away', async () => {
    const client = guestAtTable({ view: null, status: 'lobby', lobby: lobby({ seats: [seat(0, 'Alice')] }) });
    const services = fakeServices(client);
    services.guestSaved = { code: 'KQ7M', name: 'Bob' };
    const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
    await showing(() => el.shadowRoot!.querySelector('uno-lobby'));
    client.set({ status: 'reconnecting', hostLostAt: Date.now() });
    await showing(() => el.shadowRoot!.querySelector('uno-host-gone')?.shadowRoot?.querySelector('.wait'));
    expect($(el, 'uno-lobby').hasAttribute('inert')).to.equal(true);
    expect($($(el, 'uno-host-gone'), '.wait').textContent).to.match(/^Waiting for Alice/);
  });

  describe('on a phone upright, on its side, and on a laptop', () => {
    after(() => setViewport({ width: 800, height: 600 }));
    for (const [width, height] of [
      [360, 740],
      [740, 360],
      [1280, 800],
    ] as const) {
      it(`${width}×${height}: the waiting screen and the Leave question fit, their buttons in reach`, async () => {
        await setViewport({ width, height });
        const client = guestAtTable({ status: 'reconnecting', hostLostAt: Date.now() });
        const el = await mount(client);
        await showing(() => el.shadowRoot!.querySelector('uno-host-gone')?.shadowRoot?.querySelector('.wait'));
        const inView = (e: Element) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= width && r.bottom <= height;
        };
        const gone = $(el, 'uno-host-gone');
        const box = await shownDialog(gone);
        expect(inView(box), 'the waiting screen is on screen').to.equal(true);
        expect(inView($(gone, 'button.home')), 'its Leave button is on screen').to.equal(true);
        client.set({ status: 'playing', hostLostAt: null });
        await settle(el);
        $($(el, 'uno-table'), 'button.tool.leave').click();
        await showing(() => el.shadowRoot!.querySelector('uno-leave-confirm')?.shadowRoot?.querySelector('button.go'));
        const confirm = $(el, 'uno-leave-confirm');
        const dialog = await shownDialog(confirm);
        expect(inView(dialog), 'the question is on screen').to.equal(true);
        expect(inView($(confirm, 'button.stay')) && inView($(confirm, 'button.go'))).to.equal(true);
      });

      it(`${width}×${height}: the table moving, and the host's three answers, fit`, async () => {
        await setViewport({ width, height });
        const inView = (e: Element) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= width && r.bottom <= height;
        };
        const client = guestAtTable({
          status: 'reconnecting',
          hostLostAt: Date.now() - 20_000,
          succession: { stage: 'moving', seat: 1, name: 'Bob', you: true, shares: { have: 1, need: 2 } },
        });
        const el = await mount(client);
        await showing(() => el.shadowRoot!.querySelector('uno-host-gone')?.shadowRoot?.querySelector('.shares'));
        const gone = $(el, 'uno-host-gone');
        expect(inView(await shownDialog(gone))).to.equal(true);
        expect(inView($(gone, 'button.home'))).to.equal(true);
        // the host's Leave, when the table can be handed over: three answers
        const host = new FakeClient(
          clientState({
            status: 'playing',
            lobby: lobby({ started: true, seats: [seat(0, 'Alice', { you: true }), seat(1, 'Bob'), seat(2, 'Cy')] }),
            view: makeView({ players: 3 }),
          }),
        );
        const services = fakeServices(host);
        services.hostSaved = { code: 'KQ7M', savedAt: 1 };
        const app = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
        await showing(() => app.shadowRoot!.querySelector('uno-table'));
        $($(app, 'uno-table'), 'button.tool.leave').click();
        await showing(() =>
          app.shadowRoot!.querySelector('uno-leave-confirm')?.shadowRoot?.querySelector('.hand-over'),
        );
        const confirm = $(app, 'uno-leave-confirm');
        await shownDialog(confirm);
        for (const b of ['button.stay', 'button.hand-over', 'button.go'])
          expect(inView($(confirm, b)), `${b} is on screen`).to.equal(true);
      });
    }
  });
});

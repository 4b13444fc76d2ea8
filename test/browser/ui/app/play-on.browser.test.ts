/// <reference types="mocha" />
/**
 * A guest left alone with the bots when its host goes (docs/migration.md "Two humans and bots"):
 * the offer to play on against them or to wait, by keyboard, in French and English, on three
 * screen sizes; nothing of it where another player's page can take the table over.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import type { ClientState, GameClient } from '../../../../src/net/guest/state.js';
import { makeView } from '../table/fixtures.js';
import { FakeClient, clientState, fakeServices, lobby, seat, type FakeServices } from './fakes.js';
import { $, SCREENS_LOAD, animationsDone, focusedElement, settle, freshPage } from './helpers.js';

/** Bob (seat 1) at Alice's table with a hard and an easy bot, the host lost just now; `others`:
 * more human guests. */
function bobAlone(extra: Partial<ClientState> = {}, others: string[] = []): FakeClient {
  return new FakeClient(
    clientState({
      isHost: false,
      seat: 1,
      status: 'reconnecting',
      hostLostAt: Date.now(),
      lobby: lobby({
        started: true,
        options: { stacking: 'any' },
        raceMs: 6000,
        seats: [
          seat(0, 'Alice', { connected: false }),
          seat(1, 'Bob', { you: true }),
          seat(2, 'Bot 1', { kind: 'bot', bot: 'hard' }),
          seat(3, 'Bot 2', { kind: 'bot', bot: 'easy' }),
          ...others.map((name, i) => seat(4 + i, name)),
        ],
      }),
      view: makeView({ seat: 1, turn: 2, players: 4 + others.length }),
      ...extra,
    }),
  );
}

async function mount(client: FakeClient): Promise<{ el: UnoApp; services: FakeServices }> {
  const services = fakeServices(client);
  services.guestSaved = { code: 'KQ7M', name: 'Bob' };
  const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
  await waitUntil(
    () => el.shadowRoot!.querySelector('uno-host-gone')?.shadowRoot?.querySelector('.wait'),
    'the waiting screen',
    SCREENS_LOAD,
  );
  return { el, services };
}

const gone = (el: UnoApp) => $(el, 'uno-host-gone');
const offered = (el: UnoApp) => !!gone(el).shadowRoot!.querySelector('button.play-on');

/** Tabs until `selector` in the waiting screen has the focus. */
async function tabTo(el: UnoApp, selector: string): Promise<void> {
  const target = $(gone(el), selector);
  for (let i = 0; i < 8 && focusedElement() !== target; i++) await sendKeys({ press: 'Tab' });
  expect(focusedElement(), `${selector} takes the focus`).to.equal(target);
}

describe('a guest alone with the bots whose host is gone', () => {
  beforeEach(freshPage);

  it('is offered at once to play on or wait; waits, then plays on by keyboard', async () => {
    const client = bobAlone();
    const { el, services } = await mount(client);
    const screen = gone(el);
    await waitUntil(() => offered(el), 'the offer comes with the countdown');
    expect($(screen, '.wait').textContent).to.match(/^Waiting for Alice — 1?\d s$/);
    expect($(screen, '.offer').textContent.trim()).to.equal(
      'Nobody else can host this game: only Alice’s page held the cards. Play on against the bots in a new game on your page (the same players and rules, Alice’s seat a bot, scores from zero), or wait for Alice.',
    );
    expect($(screen, 'button.wait-on').textContent.trim()).to.equal('Wait for Alice');
    // the focus rests on the sentence: a stray Enter starts nothing
    await sendKeys({ press: 'Enter' });
    expect(client.calls).to.deep.equal([]);
    await animationsDone();
    await expect(screen).to.be.accessible();

    await tabTo(el, 'button.wait-on');
    await sendKeys({ press: 'Enter' });
    await settle(screen);
    expect($(screen, '.offer').textContent.trim()).to.equal(
      'You wait for Alice. You can still play on against the bots.',
    );
    expect(focusedElement(), 'the focus goes to the line, not to a button').to.equal($(screen, 'p.offer'));
    expect(screen.shadowRoot!.querySelector('button.wait-on')).to.equal(null);
    expect(client.calls).to.deep.equal([]);
    await expect(screen).to.be.accessible();

    // the new game's client, as the hosting side would make it
    const solo = new FakeClient(clientState({ status: 'playing', view: makeView({ players: 4 }) }));
    services.client = solo;
    await tabTo(el, 'button.play-on');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => services.calls.some((c) => c[0] === 'createSoloClient'));
    expect(client.calls).to.deep.equal([['leave']]);
    expect(services.calls.find((c) => c[0] === 'createSoloClient')![1]).to.deep.equal({
      name: 'Bob',
      bots: ['hard', 'easy', 'normal'],
      names: ['Bot 1', 'Bot 2', 'Alice'],
      settings: { edition: 'classic', options: { stacking: 'any' }, raceMs: 6000, turnMs: 0 },
    });
    await waitUntil(() => (el as unknown as { client: GameClient | null }).client === solo);
    await settle(el);
    expect(el.shadowRoot!.querySelector('uno-host-gone')).to.equal(null);
    expect(el.shadowRoot!.querySelector('uno-table')).to.not.equal(null);
  });

  it('waits, and the table resumes as before when the host comes back', async () => {
    const client = bobAlone();
    const { el } = await mount(client);
    await waitUntil(() => offered(el));
    $(gone(el), 'button.wait-on').click();
    await settle(gone(el));
    client.set({ status: 'playing', hostLostAt: null });
    await settle(el);
    expect(el.shadowRoot!.querySelector('uno-host-gone')).to.equal(null);
    const table = $(el, 'uno-table');
    expect(table.hasAttribute('inert')).to.equal(false);
    expect(client.calls).to.deep.equal([]);
  });

  it('in French too', async () => {
    await setLang('fr');
    const { el } = await mount(
      bobAlone({ hostLostAt: Date.now() - 20_000, succession: { stage: 'none', why: 'no-deal' } }),
    );
    await waitUntil(() => offered(el));
    const screen = gone(el);
    expect($(screen, '.offer').textContent).to.contain(
      'Personne d’autre ne peut héberger cette partie : seule la page d’Alice tenait les cartes.',
    );
    expect($(screen, 'button.play-on').textContent.trim()).to.equal('Continuer contre les robots');
    expect($(screen, 'button.wait-on').textContent.trim()).to.equal('Attendre Alice');
    await animationsDone();
    await expect(screen).to.be.accessible();
  });

  it('is not offered while another player can take the table over, only once nobody can', async () => {
    const client = bobAlone({}, ['Chloé']);
    // Bob holds a share of a deal: a takeover may come after the wait
    (client as { migration?: unknown }).migration = { deal: { epoch: 1 }, share: 'x' };
    const { el } = await mount(client);
    await settle(gone(el));
    expect(offered(el)).to.equal(false);
    client.set({ succession: { stage: 'moving', seat: 1, name: 'Bob', you: true } });
    await settle(gone(el));
    expect(offered(el)).to.equal(false);
    // Chloé's page went too: too few are left to open the key
    client.set({ succession: { stage: 'none', why: 'too-few' } });
    await settle(gone(el));
    expect(offered(el)).to.equal(true);
  });

  describe('on a phone upright, on its side, and on a laptop', () => {
    after(() => setViewport({ width: 800, height: 600 }));
    for (const lang of ['en', 'fr'] as const)
      for (const [width, height] of [
        [360, 740],
        [740, 360],
        [1280, 800],
      ] as const) {
        it(`${width}×${height}, ${lang}: the offer and its three buttons are on screen, unscrolled`, async () => {
          await setLang(lang);
          await setViewport({ width, height });
          const { el } = await mount(bobAlone());
          await waitUntil(() => offered(el));
          const screen = gone(el);
          await settle(screen);
          await animationsDone();
          for (const b of ['.offer', 'button.wait-on', 'button.play-on', 'button.home']) {
            const r = $(screen, b).getBoundingClientRect();
            expect(r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= width && r.bottom <= height, b).to.equal(
              true,
            );
          }
          // the dialog shows it all: nothing scrolled out of its box
          const box = $(screen, 'uno-dialog').shadowRoot!.querySelector('dialog')!;
          expect(box.scrollHeight, 'the dialog does not scroll').to.be.at.most(box.clientHeight + 1);
        });
      }
  });
});

/// <reference types="mocha" />
/**
 * A spectator asks to play, and the host may refuse (docs/network.md "Spectators who take a seat"):
 * the spectator's button, its place in line, a refusal said; the host's list marks who asks, in
 * which order, with a way to refuse. In English and in French.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { makeView } from '../table/fixtures.js';
import { FakeClient, clientState, fakeServices, lobby, seat } from './fakes.js';
import { until } from './helpers.js';

const seats = [
  seat(0, 'Alice'),
  seat(1, 'Bruno', { standIn: true, connected: false }),
  seat(2, 'Bot 1', { kind: 'bot', bot: 'normal' }),
];

function spectator(): FakeClient {
  return new FakeClient(
    clientState({
      status: 'playing',
      watching: true,
      view: makeView({ players: 3, phase: 'play', legal: [] }),
      lobby: lobby({ started: true, watchers: 1, seats }),
    }),
  );
}

async function mount(client: FakeClient, as: 'host' | 'guest'): Promise<UnoApp> {
  const services = fakeServices(client);
  if (as === 'host') services.hostSaved = { code: 'KQ7M', savedAt: 1 };
  else services.guestSaved = { code: 'KQ7M', name: 'Zoé' };
  return fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
}

const text = (el: Element) => el.shadowRoot!.textContent.replace(/\s+/g, ' ').trim();

describe('a spectator who asks to play', () => {
  beforeEach(() => setLang('en'));

  it('asks, sees its place in line, takes it back, and is told of a refusal', async () => {
    const client = spectator();
    const el = await mount(client, 'guest');
    const ask = await until(() => el.shadowRoot!.querySelector('uno-seat-ask'), 'the request');
    const button = await until(() => ask.shadowRoot!.querySelector('button'), 'its button');
    await until(() => button.textContent.includes('Ask to play'), 'its words');
    button.click();
    expect(client.calls).to.deep.include(['askSeat', true]);
    client.set({ lobby: lobby({ started: true, watchers: 1, seats, seatAsk: { place: 2 } }) });
    await until(() => text(ask).includes('number 2 in line'), 'its place');
    const cancel = ask.shadowRoot!.querySelector('button')!;
    expect(cancel.textContent).to.include('Take back my request');
    cancel.click();
    expect(client.calls).to.deep.include(['askSeat', false]);
    client.set({ lobby: lobby({ started: true, watchers: 1, seats, seatAsk: { refused: true } }) });
    await until(() => text(ask).includes('did not give you a seat'), 'the refusal');
    expect(ask.shadowRoot!.querySelector('button')).to.equal(null);
  });

  it('says it in French', async () => {
    await setLang('fr');
    const client = spectator();
    const el = await mount(client, 'guest');
    const ask = await until(() => el.shadowRoot!.querySelector('uno-seat-ask'), 'the request');
    await until(() => text(ask).includes('Demander à jouer'), 'its French words');
    client.set({ lobby: lobby({ started: true, watchers: 1, seats, seatAsk: { place: 1 } }) });
    await until(() => text(ask).includes('numéro 1 dans la file'), 'its place, in French');
  });

  it("the host sees who asks, in which order, and refuses one; a player's page shows no button", async () => {
    const host = new FakeClient(
      clientState({
        status: 'playing',
        view: makeView({ players: 3, phase: 'play', legal: [] }),
        lobby: lobby({
          started: true,
          watchers: 2,
          watching: [
            { id: 7, name: 'Zoé', asks: 2 },
            { id: 8, name: 'Yann', asks: 1 },
          ],
          seats: [seat(0, 'Alice', { you: true }), ...seats.slice(1)],
        }),
      }),
    );
    const el = await mount(host, 'host');
    const watchers = await until(() => el.shadowRoot!.querySelector('.table-watchers'), 'the list');
    expect(el.shadowRoot!.querySelector('uno-seat-ask')).to.equal(null);
    watchers.shadowRoot!.querySelector('summary')!.click();
    await until(() => text(watchers).includes('asks to play (number 2)'), 'the line');
    const refuse = await until(
      () => watchers.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Refuse Yann’s request to play"]'),
      'the refusal of Yann',
    );
    refuse.click();
    expect(host.calls).to.deep.include(['refuseSeatAsk', 8]);
  });
});

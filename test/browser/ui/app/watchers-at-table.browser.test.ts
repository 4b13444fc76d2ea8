/// <reference types="mocha" />
/**
 * The host seats a spectator from the table: during a round (a stand-in's seat) from the list beside
 * the table, between rounds (a bot's seat) from inside the round's end, whose modal dialog makes the
 * rest of the page inert.
 */
import { lookIn } from '../table/fixtures.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { makeView } from '../table/fixtures.js';
import { FakeClient, clientState, fakeServices, lobby, seat } from './fakes.js';
import { until } from './helpers.js';
import type { Phase } from '../../../../src/game/types.js';

function hostAt(phase: Phase): FakeClient {
  return new FakeClient(
    clientState({
      status: 'playing',
      view: makeView({ players: 3, phase, legal: [] }),
      lobby: lobby({
        started: true,
        watchers: 1,
        watching: [{ id: 7, name: 'Zoé' }],
        seats: [
          seat(0, 'Alice', { you: true }),
          seat(1, 'Bruno', { standIn: true, connected: false }),
          seat(2, 'Bot 1', { kind: 'bot', bot: 'normal' }),
        ],
      }),
    }),
  );
}

async function mount(client: FakeClient): Promise<UnoApp> {
  const services = fakeServices(client);
  services.hostSaved = { code: 'KQ7M', savedAt: 1 };
  return fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
}

describe("the host's spectators at the table", () => {
  beforeEach(() => setLang('en'));

  it('between rounds, the list is inside the round end and seats one in a bot’s seat', async () => {
    const host = hostAt('roundOver');
    const el = await mount(host);
    const table = await until(() => el.shadowRoot!.querySelector('uno-table'), 'the table');
    const dialog = await until(() => lookIn(table).querySelector('uno-dialog.round'), 'the round end');
    const watchers = await until(() => table.querySelector('uno-watchers'), 'the list in the table');
    expect(watchers.assignedSlot?.name).to.equal('between-rounds');
    // the table forwards its slot to the round's question (questions/round-question.ts), whose
    // slot of that name is in the round end
    const shownIn = watchers.assignedSlot?.assignedSlot ?? null;
    expect(dialog.contains(shownIn)).to.equal(true);
    expect(el.shadowRoot!.querySelector('.table-watchers')).to.equal(null);
    const summary = await until(() => watchers.shadowRoot!.querySelector('summary'), 'its summary');
    // reachable under the modal: it takes the focus
    summary.focus();
    expect(watchers.shadowRoot!.activeElement).to.equal(summary);
    summary.click();
    const select = await until(() => watchers.shadowRoot!.querySelector('select'), 'the seats');
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['Bruno', 'Bot 1']);
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    await (watchers as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    watchers.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
    expect(host.calls).to.deep.include(['seatWatcher', 7, 2]);
  });

  it('during a round, the list is beside the table and offers the stand-in’s seat', async () => {
    const host = hostAt('play');
    const el = await mount(host);
    const watchers = await until(() => el.shadowRoot!.querySelector('.table-watchers'), 'the list');
    expect(el.shadowRoot!.querySelector('uno-table')!.querySelector('uno-watchers')).to.equal(null);
    watchers.shadowRoot!.querySelector('summary')!.click();
    const select = await until(() => watchers.shadowRoot!.querySelector('select'), 'the seats');
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['Bruno']);
    watchers.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
    expect(host.calls).to.deep.include(['seatWatcher', 7, 1]);
  });
});

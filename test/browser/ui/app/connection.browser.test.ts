/// <reference types="mocha" />
// Issue 29 point 4 in the UI: each guest's path in the lobby, the host's word when the table has no
// relay, and the settings' "Test my connection". The real networks are the NAT lab's (test/nat).
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/lobby/uno-lobby.js';
import '../../../../src/ui/home/uno-connection-test.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoConnectionTest } from '../../../../src/ui/home/uno-connection-test.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { saveSignalingConfig } from '../../../../src/net/terms/index.js';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import { FakeClient, clientState, fakeServices, lobby, seat } from './fakes.js';
import { $, $$, settle, type, freshPage } from './helpers.js';

const LINK = 'http://example.test/#/join/KQ7M';

async function until(test: () => boolean, ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (!test()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('how each guest is connected, in the lobby', () => {
  beforeEach(() => setLang('en'));
  afterEach(() => saveSignalingConfig(null));

  const seats = [
    seat(0, 'Alice', { you: true }),
    seat(1, 'Bo', { link: 'lan' }),
    seat(2, 'Cy', { link: 'direct' }),
    seat(3, 'Di', { link: 'relay' }),
    seat(4, 'Ed'),
  ];

  it('tags each guest’s seat with its path, in the player’s language', async () => {
    const el = await fixture<UnoLobby>(html`<uno-lobby .lobby=${lobby({ seats })} .isHost=${false}></uno-lobby>`);
    const rows = $$(el, 'li');
    expect(rows[1]!.textContent).to.contain('same network');
    expect(rows[2]!.textContent).to.contain('direct through NAT');
    expect(rows[3]!.textContent).to.contain('relayed');
    // not known yet: nothing claimed
    expect(rows[4]!.textContent).not.to.match(/relayed|direct|same network/);
    await setLang('fr');
    await settle(el);
    expect($$(el, 'li')[3]!.textContent).to.contain('par relais');
    await expect(el).to.be.accessible();
  });

  it('tells the host at table creation when no relay is set, and not when one is', async () => {
    saveSignalingConfig({ iceServers: [{ urls: 'stun:stun.example.org' }] });
    const bare = await fixture<UnoLobby>(html`<uno-lobby .lobby=${lobby()} .isHost=${true} .link=${LINK}></uno-lobby>`);
    const notice = () => $(bare, 'uno-relay-notice').shadowRoot?.querySelector('[role=note]')?.textContent ?? '';
    await until(() => notice() !== '', 3000);
    expect(notice()).to.contain('No relay is set');
    bare.remove();
    saveSignalingConfig({ iceServers: [{ urls: 'turn:relay.example.org', username: 'u', credential: 'p' }] });
    const relayed = await fixture<UnoLobby>(
      html`<uno-lobby .lobby=${lobby()} .isHost=${true} .link=${LINK}></uno-lobby>`,
    );
    await new Promise((r) => setTimeout(r, 300));
    const note = $(relayed, 'uno-relay-notice').shadowRoot?.querySelector('[role=note]');
    expect(note ?? null).to.equal(null);
    // a guest is never told about the host's relay
    relayed.remove();
    const guest = await fixture<UnoLobby>(
      html`<uno-lobby .lobby=${lobby()} .isHost=${false} .link=${LINK}></uno-lobby>`,
    );
    expect(guest.shadowRoot!.querySelector('uno-relay-notice')).to.equal(null);
  });
});

describe('a guest that cannot reach the host', () => {
  beforeEach(freshPage);

  for (const [code, words] of [
    ['no-path', /cannot reach each other directly, and this table has no relay.*Try/],
    ['relay-failed', /not even through the table’s relay.*Try another network/],
  ] as const) {
    it(`is told why and what to try, not a spinner (${code})`, async () => {
      const services = fakeServices(new FakeClient(clientState({ isHost: false, status: 'connecting', lobby: null })));
      services.joinTable = async () => {
        throw new Error(code);
      };
      const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
      const home = $(el, 'uno-home');
      type($(home, '#name'), 'Bob');
      type($(home, '#code'), 'KQ7M');
      $(home, '#join-btn').click();
      await until(() => /Try/.test(el.shadowRoot!.querySelector('uno-home')?.shadowRoot?.textContent ?? ''), 5000);
      const shown = $(el, 'uno-home').shadowRoot!.textContent.replace(/\s+/g, ' ');
      expect(shown).to.match(words);
      expect(el.shadowRoot!.querySelector('.status')).to.equal(null);
    });
  }
});

describe('Test my connection', () => {
  beforeEach(() => setLang('en'));

  it('says when no server is named', async () => {
    const el = await fixture<UnoConnectionTest>(html`<uno-connection-test .servers=${() => []}></uno-connection-test>`);
    el.shadowRoot!.querySelector('button')!.click();
    await until(() => (el.shadowRoot!.querySelector('[role=status]')?.textContent ?? '').includes('No STUN'), 3000);
    await expect(el).to.be.accessible();
  });

  it('tests the relays a deployment hands out by credentials, as a table asks them', async function () {
    this.timeout(20000);
    // the credentials endpoint answers as the TURN REST API does; nothing listens on the relay's
    // port of this machine, so no packet leaves it
    const grant = { username: '1700000000:t', password: 'p', ttl: 600, uris: ['turn:127.0.0.1:9?transport=udp'] };
    const relays = [{ credentialsUrl: `data:application/json,${encodeURIComponent(JSON.stringify(grant))}` }];
    const el = await fixture<UnoConnectionTest>(
      html`<uno-connection-test .servers=${() => []} .relays=${relays}></uno-connection-test>`,
    );
    el.shadowRoot!.querySelector('button')!.click();
    const status = () => el.shadowRoot!.querySelector('[role=status]')?.textContent ?? '';
    await until(() => status().includes('did not answer'), 15000);
    expect(status()).to.contain('turn:127.0.0.1:9?transport=udp did not answer');
    expect(status()).to.contain('No relay answered');
  });

  it('names a STUN server that does not answer, and what that suggests', async function () {
    this.timeout(20000);
    // nothing listens on this port of this machine: no packet leaves it
    const servers = () => [{ urls: 'stun:127.0.0.1:9' }];
    const el = await fixture<UnoConnectionTest>(html`<uno-connection-test .servers=${servers}></uno-connection-test>`);
    const button = el.shadowRoot!.querySelector('button')!;
    button.click();
    await settle(el);
    expect(button.disabled).to.equal(true);
    const status = () => el.shadowRoot!.querySelector('[role=status]')?.textContent ?? '';
    await until(() => status().includes('did not answer'), 15000);
    expect(status()).to.contain('stun:127.0.0.1:9 did not answer');
    expect(status()).to.contain('No STUN server answered');
    expect(status()).to.contain('No relay answered');
    expect(button.disabled).to.equal(false);
  });
});

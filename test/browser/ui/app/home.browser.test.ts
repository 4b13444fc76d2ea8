/// <reference types="mocha" />
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../../src/ui/home/uno-home.js';
import type { UnoHome } from '../../../../src/ui/home/uno-home.js';
import type { UnoSettings } from '../../../../src/ui/home/uno-settings.js';
import type { UnoSoloSetup } from '../../../../src/ui/home/uno-solo-setup.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { SIGNALING } from './fakes.js';
import { $, $$, choose, settle, type } from './helpers.js';

describe('uno-home', () => {
  beforeEach(async () => {
    localStorage.clear();
    await setLang('en');
  });

  it('shows the title, the name, create, join, solo, language and settings, and is accessible', async () => {
    const el = await fixture<UnoHome>(html`<uno-home></uno-home>`);
    expect($(el, 'h1').textContent).to.contain('UNO');
    expect($(el, '#create-btn').textContent).to.contain('Create a table');
    expect($(el, '#join-btn').textContent).to.contain('Join');
    expect($(el, '#solo-btn').textContent).to.contain('Play solo');
    expect($$(el, '.langs button').map((b) => b.textContent.trim())).to.deep.equal(['Français', 'English']);
    expect($(el, '#settings-btn').textContent).to.contain('Connection settings');
    await expect(el).to.be.accessible();
  });

  it('remembers the name and sends it with "Create a table"', async () => {
    const el = await fixture<UnoHome>(html`<uno-home></uno-home>`);
    type($(el, '#name'), '  Zoé ');
    const ev = oneEvent(el, 'uno-create');
    $(el, '#create-btn').click();
    expect((await ev).detail).to.deep.equal({ name: 'Zoé' });
    expect(localStorage.getItem('uno.name')).to.equal('Zoé');
    const again = await fixture<UnoHome>(html`<uno-home></uno-home>`);
    expect($<HTMLInputElement>(again, '#name').value).to.equal('Zoé');
  });

  it('asks for a name before anything and says so', async () => {
    const el = await fixture<UnoHome>(html`<uno-home></uno-home>`);
    let fired = false;
    el.addEventListener('uno-create', () => (fired = true));
    $(el, '#create-btn').click();
    await settle(el);
    expect(fired).to.equal(false);
    expect($(el, '#name-error').textContent).to.contain('Type your name');
    expect($(el, '#name').getAttribute('aria-invalid')).to.equal('true');
  });

  it('joins with the code as typed (a link works too) and prefills a code from a link', async () => {
    const el = await fixture<UnoHome>(html`<uno-home joinCode="AB12"></uno-home>`);
    expect($<HTMLInputElement>(el, '#code').value).to.equal('AB12');
    type($(el, '#name'), 'Max');
    type($(el, '#code'), 'http://x.test/#/join/kq7m');
    const ev = oneEvent(el, 'uno-join');
    $(el, '#join-btn').click();
    expect((await ev).detail).to.deep.equal({ name: 'Max', code: 'http://x.test/#/join/kq7m' });
  });

  it('shows a message and the busy state', async () => {
    const el = await fixture<UnoHome>(html`<uno-home busy="create" message="The host cannot be reached."></uno-home>`);
    expect($(el, '#create-btn').textContent).to.contain('Creating');
    expect($<HTMLButtonElement>(el, '#create-btn').disabled).to.equal(true);
    expect($(el, '.message').textContent).to.contain('cannot be reached');
    await expect(el).to.be.accessible();
  });

  it('switches language and re-renders', async () => {
    const el = await fixture<UnoHome>(html`<uno-home></uno-home>`);
    const [fr, en] = $$<HTMLButtonElement>(el, '.langs button');
    expect(en!.getAttribute('aria-pressed')).to.equal('true');
    fr!.click();
    // the switch waits for the French strings, fetched on demand
    await waitUntil(() => document.documentElement.lang === 'fr');
    await settle(el);
    expect($(el, '#create-btn').textContent).to.contain('Créer une table');
    expect(document.documentElement.lang).to.equal('fr');
    expect($$(el, '.langs button')[0]!.getAttribute('aria-pressed')).to.equal('true');
    await expect(el).to.be.accessible();
    $$<HTMLButtonElement>(el, '.langs button')[1]!.click();
    await waitUntil(() => document.documentElement.lang === 'en');
    await settle(el);
    expect($(el, '#create-btn').textContent).to.contain('Create a table');
  });

  describe('connection settings', () => {
    async function openSettings() {
      const el = await fixture<UnoHome>(html`<uno-home .signaling=${SIGNALING}></uno-home>`);
      $(el, '#settings-btn').click();
      const dialog = $<UnoSettings>(el, 'uno-settings');
      await settle(dialog);
      return { el, dialog };
    }

    it('opens prefilled, modal and accessible', async () => {
      const { dialog } = await openSettings();
      expect(dialog.open).to.equal(true);
      expect($<HTMLInputElement>(dialog, '#host').value).to.equal('0.peerjs.com');
      expect($<HTMLInputElement>(dialog, '#port').value).to.equal('443');
      expect($<HTMLInputElement>(dialog, '#secure').checked).to.equal(true);
      expect($<HTMLTextAreaElement>(dialog, '#ice').value).to.equal('stun:stun.l.google.com:19302');
      await expect(dialog).to.be.accessible();
    });

    it('saves host, port, path, secure and ICE lines', async () => {
      const { el, dialog } = await openSettings();
      type($(dialog, '#host'), '192.168.1.20');
      type($(dialog, '#port'), '9000');
      type($(dialog, '#path'), '/peerjs');
      choose($(dialog, '#secure'), false);
      type($(dialog, '#ice'), 'stun:192.168.1.20:3478\nturn:192.168.1.20:3478 uno secret');
      const ev = oneEvent<CustomEvent<{ config: { iceServers?: unknown } | null }>>(el, 'uno-save-settings');
      $<HTMLButtonElement>(dialog, 'button[type=submit]').click();
      expect((await ev).detail.config).to.deep.equal({
        host: '192.168.1.20',
        port: 9000,
        path: '/peerjs',
        key: 'peerjs',
        secure: false,
        iceServers: [
          { urls: 'stun:192.168.1.20:3478' },
          { urls: 'turn:192.168.1.20:3478', username: 'uno', credential: 'secret' },
        ],
      });
      expect(dialog.open).to.equal(false);
    });

    it('refuses unreadable ICE servers and says which line', async () => {
      const { el, dialog } = await openSettings();
      let saved = false;
      el.addEventListener('uno-save-settings', () => (saved = true));
      type($(dialog, '#ice'), 'stun:ok:3478\nhttp://nope');
      $<HTMLButtonElement>(dialog, 'button[type=submit]').click();
      await settle(dialog);
      expect(saved).to.equal(false);
      expect($(dialog, '#ice-error').textContent).to.contain('Line 2');
      expect(dialog.open).to.equal(true);
      await expect(dialog).to.be.accessible();
    });

    it('accepts ICE servers as JSON, and resets', async () => {
      const { el, dialog } = await openSettings();
      type($(dialog, '#ice'), '[{"urls":["turn:t.example:443"],"username":"a","credential":"b"}]');
      let ev = oneEvent<CustomEvent<{ config: { iceServers?: unknown } | null }>>(el, 'uno-save-settings');
      $<HTMLButtonElement>(dialog, 'button[type=submit]').click();
      expect((await ev).detail.config?.iceServers).to.deep.equal([
        { urls: ['turn:t.example:443'], username: 'a', credential: 'b' },
      ]);
      await dialog.show();
      ev = oneEvent<CustomEvent<{ config: { iceServers?: unknown } | null }>>(el, 'uno-save-settings');
      $<HTMLButtonElement>(dialog, 'button.quiet').click();
      expect((await ev).detail.config).to.equal(null);
    });
  });

  describe('solo setup', () => {
    async function openSolo() {
      const el = await fixture<UnoHome>(html`<uno-home></uno-home>`);
      type($(el, '#name'), 'Léa');
      $(el, '#solo-btn').click();
      const dialog = $<UnoSoloSetup>(el, 'uno-solo-setup');
      await settle(dialog);
      return { el, dialog };
    }

    it('opens with three normal bots and the Classic edition, accessible', async () => {
      const { dialog } = await openSolo();
      expect(dialog.open).to.equal(true);
      expect($$<HTMLSelectElement>(dialog, 'li select').map((s) => s.value)).to.deep.equal([
        'normal',
        'normal',
        'normal',
      ]);
      const picker = $(dialog, 'uno-edition-picker');
      expect($<HTMLInputElement>(picker, 'input:checked').value).to.equal('classic');
      await expect(dialog).to.be.accessible();
    });

    it('sets 1 to 9 bots with a level each and the edition, and starts', async () => {
      const { el, dialog } = await openSolo();
      const add = $<HTMLButtonElement>(dialog, '.count button');
      for (let i = 0; i < 8; i++) {
        add.click();
        await settle(dialog);
      }
      expect($$(dialog, 'li').length).to.equal(9);
      expect(add.disabled).to.equal(true);
      for (let i = 0; i < 7; i++) {
        $$<HTMLButtonElement>(dialog, 'li button')[0]!.click();
        await settle(dialog);
      }
      expect($$(dialog, 'li').length).to.equal(2);
      choose($$<HTMLSelectElement>(dialog, 'li select')[0]!, 'hard');
      choose($$<HTMLSelectElement>(dialog, 'li select')[1]!, 'easy');
      const picker = $(dialog, 'uno-edition-picker');
      $<HTMLInputElement>(picker, 'input[value="power-grab"]').click();
      // the app's house rules, off by default, each with its one line (a solo game has no lobby)
      for (const id of ['sevenZero', 'jumpIn', 'drawUntilPlayable']) {
        expect($<HTMLInputElement>(dialog, `#solo-${id}`).checked, id).to.equal(false);
        expect($(dialog, `#solo-${id}-hint`).textContent.trim().length, id).to.be.greaterThan(30);
      }
      $<HTMLInputElement>(dialog, '#solo-jumpIn').click();
      await settle(dialog);
      await expect(dialog).to.be.accessible();
      const ev = oneEvent(el, 'uno-solo');
      $<HTMLButtonElement>(dialog, 'button[type=submit]').click();
      expect((await ev).detail).to.deep.equal({
        name: 'Léa',
        bots: ['hard', 'easy'],
        edition: 'power-grab',
        options: { jumpIn: true },
      });
    });

    it('tells the edition it shows as it opens and at each choice, for its faces to be drawn ahead', async () => {
      const el = await fixture<UnoHome>(html`<uno-home></uno-home>`);
      const told: string[] = [];
      el.addEventListener('uno-solo-edition', (e) => told.push((e as CustomEvent<{ edition: string }>).detail.edition));
      type($(el, '#name'), 'Léa');
      $(el, '#solo-btn').click();
      const dialog = $<UnoSoloSetup>(el, 'uno-solo-setup');
      await settle(dialog);
      expect(told, 'as it opens').to.deep.equal(['classic']);
      $<HTMLInputElement>($(dialog, 'uno-edition-picker'), 'input[value="skull"]').click();
      await settle(dialog);
      expect(told, 'at a choice').to.deep.equal(['classic', 'skull']);
    });
  });
});

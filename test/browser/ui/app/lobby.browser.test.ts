/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { EDITIONS } from '../../../../src/game/notation/index.js';
import { faceClass, faceSheet } from '../../../../src/ui/cards/card-image.js';
import { lobby, seat } from './fakes.js';
import { $, $$, choose, settle } from './helpers.js';

const LINK = 'http://example.test/#/join/KQ7M';

describe('uno-lobby', () => {
  beforeEach(() => setLang('en'));

  describe('as the host', () => {
    async function hostLobby(extra = {}) {
      return fixture<UnoLobby>(html`<uno-lobby .lobby=${lobby(extra)} .isHost=${true} .link=${LINK}></uno-lobby>`);
    }

    it('shows the code, the link, its QR code and the seats, and is accessible', async () => {
      const el = await hostLobby();
      expect($(el, '.code').textContent).to.equal('KQ7M');
      expect($<HTMLInputElement>(el, '.link input').value).to.equal(LINK);
      const qr = $(el, 'svg.qr');
      expect(qr.getAttribute('role')).to.equal('img');
      expect(qr.getAttribute('aria-label')).to.contain('KQ7M');
      expect($(el, 'svg.qr path').getAttribute('d')!.length).to.be.greaterThan(100);
      const rows = $$(el, 'li');
      expect(rows[0]!.textContent).to.contain('Alice').and.contain('you');
      expect(rows[1]!.textContent).to.contain('Robot').and.contain('bot · Hard');
      expect($$(el, 'li .dot.on').length).to.equal(2);
      await expect(el).to.be.accessible();
    });

    it('says the first deal is being settled, in place of Start, for the host and a guest', async () => {
      const el = await hostLobby({ started: false, dealing: true });
      expect($(el, '.start .dealing').textContent).to.contain('Dealing…');
      expect($(el, '.start .dealing').getAttribute('role')).to.equal('status');
      expect(el.shadowRoot!.querySelector('.start button')).to.equal(null);
      el.remove(); // one lobby on the page, as in the app (the accessibility check counts banners)
      const guest = await fixture<UnoLobby>(
        html`<uno-lobby .lobby=${lobby({ dealing: true })} .isHost=${false} .link=${LINK}></uno-lobby>`,
      );
      expect($(guest, '.start .dealing').textContent).to.contain('Dealing…');
      await setLang('fr');
      await settle(guest);
      expect($(guest, '.start .dealing').textContent).to.contain('Distribution…');
      await expect(guest).to.be.accessible();
      await setLang('en');
    });

    it('adds a bot at the chosen level and removes a seat', async () => {
      const el = await hostLobby();
      choose($(el, '.add-bot select'), 'easy');
      await settle(el);
      let ev = oneEvent(el, 'uno-add-bot');
      $(el, '.add-bot button').click();
      expect((await ev).detail).to.deep.equal({ level: 'easy' });
      const remove = $$<HTMLButtonElement>(el, 'li button:not(.rename)');
      expect(remove.length).to.equal(1); // not for the host's own seat
      expect(remove[0]!.getAttribute('aria-label')).to.equal('Remove Robot');
      ev = oneEvent(el, 'uno-remove-seat');
      remove[0]!.click();
      expect((await ev).detail).to.deep.equal({ seat: 1 });
    });

    it('picks the edition with its own defaults', async () => {
      const el = await hostLobby({ options: { stacking: 'any' } });
      const picker = $(el, 'uno-edition-picker');
      expect($$(picker, 'label').length).to.equal(4);
      expect($$(picker, 'label svg').length).to.equal(4);
      const ev = oneEvent(el, 'uno-configure');
      $<HTMLInputElement>(picker, 'input[value="house-rules"]').click();
      expect((await ev).detail).to.deep.equal({ edition: 'house-rules', options: {} });
    });

    it('folds every rule under "Rules", with the edition defaults, and sends a change', async () => {
      const el = await hostLobby({ edition: 'house-rules' });
      const form = $(el, 'uno-rules-form');
      const details = $<HTMLDetailsElement>(form, 'details');
      expect(details.open).to.equal(false);
      $(form, 'summary').click();
      await settle(form);
      expect(details.open).to.equal(true);
      for (const id of [
        'wildDrawFour',
        'wildsCountAsMatch',
        'stacking',
        'multiPlay',
        'twoPlayerReverseSkips',
        'firstCard',
        'scoring',
        'target',
        'blockedRound',
        'raceMs',
        'turnMs',
        'standInMs',
        'hostWaitMs',
      ]) {
        expect($(form, `#${id}`).id).to.equal(id);
        expect($(form, `#${id}-hint`).textContent.trim().length, id).to.be.greaterThan(10);
      }
      // docs/game-rules.md "Option defaults": house-rules counts Wilds as a match, redraws, plays one round.
      expect($<HTMLInputElement>(form, '#wildsCountAsMatch').checked).to.equal(true);
      expect($<HTMLSelectElement>(form, '#firstCard').value).to.equal('redraw');
      expect($<HTMLSelectElement>(form, '#scoring').value).to.equal('none');
      expect($<HTMLInputElement>(form, '#target').disabled).to.equal(true);
      expect($<HTMLInputElement>(form, '#standInMs').value).to.equal('30');
      // the guests wait 15 s for a host that left, unless the lobby says otherwise
      expect($<HTMLInputElement>(form, '#hostWaitMs').value).to.equal('15');
      await expect(el).to.be.accessible();

      let ev = oneEvent(el, 'uno-configure');
      choose($(form, '#stacking'), 'any');
      expect((await ev).detail).to.deep.equal({ options: { stacking: 'any' } });
      ev = oneEvent(el, 'uno-configure');
      choose($(form, '#turnMs'), '20');
      expect((await ev).detail).to.deep.equal({ turnMs: 20000 });
      ev = oneEvent(el, 'uno-configure');
      choose($(form, '#hostWaitMs'), '30');
      expect((await ev).detail).to.deep.equal({ hostWaitMs: 30000 });
      // out of its range (5 s to 10 min), nothing is sent and the value comes back
      choose($(form, '#hostWaitMs'), '2');
      expect($<HTMLInputElement>(form, '#hostWaitMs').value).to.equal('15');
    });

    it('shows 50 points to win with placement scoring', async () => {
      const el = await hostLobby({ options: { scoring: 'placement' } });
      expect($<HTMLInputElement>($(el, 'uno-rules-form'), '#target').value).to.equal('50');
    });

    it('starts with 2 to 10 seats only', async () => {
      const el = await hostLobby();
      const ev = oneEvent(el, 'uno-start');
      $(el, '.start button').click();
      await ev;
      el.lobby = lobby({ seats: [seat(0, 'Alice', { you: true }), { ...seat(1, ''), kind: 'empty' }] });
      await settle(el);
      expect($<HTMLButtonElement>(el, '.start button').disabled).to.equal(true);
      expect($(el, '#start-hint').textContent).to.contain('At least 2');
    });
  });

  describe('as a guest', () => {
    it('shows the same lobby read-only, and is accessible', async () => {
      const l = lobby({
        seats: [
          seat(0, 'Alice'),
          seat(1, 'Bob', { you: true }),
          seat(2, 'Chloé', { connected: false, standIn: true, bot: 'normal' }),
        ],
      });
      const el = await fixture<UnoLobby>(html`<uno-lobby .lobby=${l} .isHost=${false} .link=${LINK}></uno-lobby>`);
      expect($(el, '.code').textContent).to.equal('KQ7M');
      expect($$(el, '.start button').length).to.equal(0);
      expect($(el, '.waiting').textContent).to.contain('The host will start');
      expect($$(el, 'li button:not(.rename)').length).to.equal(0);
      expect($$(el, '.add-bot').length).to.equal(0);
      expect($$(el, 'li .dot.standin').length).to.equal(1);
      const picker = $(el, 'uno-edition-picker');
      expect($$<HTMLInputElement>(picker, 'input').every((i) => i.disabled)).to.equal(true);
      const form = $(el, 'uno-rules-form');
      expect($$<HTMLSelectElement>(form, 'select').every((s) => s.disabled)).to.equal(true);
      await expect(el).to.be.accessible();
    });
  });

  it("draws the faces of the table's edition while everyone waits", async () => {
    const before = faceSheet!.cssRules.length;
    await fixture<UnoLobby>(html`<uno-lobby .lobby=${lobby({ edition: 'house-rules' })} .isHost=${false}></uno-lobby>`);
    // a few faces per idle moment: done once the sheet stops growing
    let drawn = -1;
    for (let i = 0; i < 60 && drawn !== faceSheet!.cssRules.length; i++) {
      drawn = faceSheet!.cssRules.length;
      await new Promise((r) => setTimeout(r, 400));
    }
    expect(drawn, 'faces drawn').to.be.greaterThan(before);
    for (const code of new Set(EDITIONS['house-rules'].deck())) faceClass(code, 'house-rules');
    expect(faceSheet!.cssRules.length, 'every face of the edition was drawn already').to.equal(drawn);
  });
});

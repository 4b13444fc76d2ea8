/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../src/ui/home/uno-home.js';
import '../../../../src/ui/lobby/uno-lobby.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { lobby } from './fakes.js';
import { focused, focusedElement } from './helpers.js';

async function tabThrough(count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    await sendKeys({ press: 'Tab' });
    seen.push(focused());
  }
  return seen;
}

describe('keyboard', () => {
  beforeEach(() => setLang('en'));

  it('reaches every control of the home page in order, with a visible focus ring', async () => {
    await fixture(html`<uno-home></uno-home>`);
    const order = await tabThrough(8);
    expect(order).to.deep.equal([
      'name',
      'create-btn',
      'code',
      'join-btn',
      'solo-btn',
      'Français',
      'English',
      'settings-btn',
    ]);
    expect(getComputedStyle(focusedElement()!).boxShadow).to.not.equal('none');
  });

  it('reaches the lobby controls: leave, link, copy, rename, bots, lock, editions, teams, rules, start', async () => {
    await fixture(html`<uno-lobby .lobby=${lobby()} .isHost=${true} link="http://x.test/#/join/KQ7M"></uno-lobby>`);
    const order = await tabThrough(12);
    expect(order.slice(0, 8)).to.deep.equal([
      'Leave',
      'Link to join the table',
      'Copy link',
      'Rename',
      'Remove Robot',
      'Bot level',
      'Add a bot',
      'lock',
    ]);
    // A radio group is one tab stop; then the teams switch, the folded rules, then Start.
    expect(order[8]).to.equal('input');
    expect(order[9]).to.equal('teams');
    expect(order[10]).to.contain('Rules');
    expect(order[11]).to.equal('Start the game');
  });
});

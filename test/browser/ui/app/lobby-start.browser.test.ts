/** The host's Start in sight from the first screen with ten seats, on a phone either way and a laptop. */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../../src/ui/lobby/uno-lobby.js';
import type { UnoLobby } from '../../../../src/ui/lobby/uno-lobby.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { lobby, seat } from './fakes.js';

const TEN = Array.from({ length: 10 }, (_, i) =>
  i === 0 ? seat(0, 'Alice', { you: true }) : seat(i, `Bot ${i}`, { kind: 'bot', bot: 'normal' }),
);

describe('uno-lobby: Start in sight', () => {
  beforeEach(() => setLang('en'));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const size of [
    { width: 360, height: 740 },
    { width: 740, height: 360 },
    { width: 1280, height: 800 },
  ]) {
    it(`${size.width}×${size.height}: ten seats, Start visible without scrolling`, async () => {
      await setViewport(size);
      window.scrollTo(0, 0);
      const el = await fixture<UnoLobby>(
        html`<uno-lobby
          .lobby=${lobby({ seats: TEN })}
          .isHost=${true}
          .link=${'http://x.test/#/join/KQ7M'}
        ></uno-lobby>`,
      );
      await new Promise((r) => setTimeout(r, 50));
      expect(document.documentElement.scrollHeight, 'the page is longer than the screen').to.be.greaterThan(
        innerHeight,
      );
      const start = el.shadowRoot!.querySelector<HTMLButtonElement>('.start button')!;
      expect(start.disabled).to.equal(false);
      const r = start.getBoundingClientRect();
      expect(r.top).to.be.at.least(0);
      expect(r.bottom).to.be.at.most(innerHeight);
      const hit = el.shadowRoot!.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      expect(hit, 'nothing covers it').to.equal(start);
    });
  }
});
